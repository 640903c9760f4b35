/** @jest-environment node */
import path from 'path';
import { loadDefinition } from '../../node/openApiDefinition';
import { findOperation, listOperations } from './refs';
import { selectForArea } from './select';
import { areaOfRoute, buildOperationView, buildSchemaView } from './view';

const doc = loadDefinition(path.resolve('content/openapi'));
const view = (id: string) => buildOperationView(doc, findOperation(doc, id)!);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

it('gives every operation a page, its auth, both servers and samples in three languages', () => {
  for (const entry of listOperations(doc)) {
    const v = buildOperationView(doc, entry);
    expect(v.page).toMatch(/^\/(api\/|introduction$|concepts\/embedding$)/);
    expect(v.servers).toEqual(['https://api.metisai.ir', 'https://api.tapsage.com']);
    for (const set of v.samples) expect(set.samples.map((s) => s.value)).toEqual(['curl', 'python', 'javascript']);
  }
  expect(view('getPricing').auth).toEqual([]);
  expect(view('createSession').auth.map((a) => a.header)).toEqual(['Authorization', 'x-api-key']);
  expect(view('generateGeminiContent').auth.map((a) => a.header)).toEqual(['x-goog-api-key']);
  expect(view('createWrapperChatCompletion').sdkBaseUrl).toBe('https://api.metisai.ir/api/v1/wrapper/{provider}');
});

it('shows an event stream by the schema of its events', () => {
  const body = view('streamMessage').responses[0].bodies[0];
  expect(body).toMatchObject({ contentType: 'text/event-stream', eventSchema: 'StreamEvent' });
  expect(body.rows.map((r) => r.name)).toEqual(['message']);
});

it('keeps highlighted samples whose text is runnable code', () => {
  const curl = view('createSession').samples[0].samples[0];
  expect(text(curl.html)).toMatch(
    /^BOT_ID="\$\{BOT_ID:\?\}" {2}# "id" from the response of POST \/api\/v1\/bots\n\ncurl -X POST "\$\{METIS_BASE_URL:-https:\/\/api\.metisai\.ir\}\/api\/v1\/chat\/session" \\/,
  );
});

it('picks the examples of a page: tagged for its area, else untagged; responses add their tagged ones', () => {
  const v = view('sendMessageAsync');
  expect(selectForArea(v, 'session').samples.map((s) => s.example)).toEqual(['question']);
  expect(selectForArea(v, 'imagine').samples.map((s) => s.example)).toEqual(['imagine', 'blend', 'variant', 'scale']);
  expect(selectForArea(v, 'imagine', ['blend']).requestExamples.map((s) => s.key)).toEqual(['blend']);
  const poll = view('getMessageTask');
  expect(selectForArea(poll, 'session').responses[0].examples.map((e) => e.key)).toEqual([
    'finished',
    'running',
    'failed',
  ]);
  expect(selectForArea(poll, 'imagine').responses[0].examples.map((e) => e.key)).toContain('imageFinished');
  expect(selectForArea(view('createGeneration'), 'direct-video-generation').samples.map((s) => s.example)).toEqual([
    'video',
  ]);
});

it('maps routes to areas', () => {
  expect(areaOfRoute(doc, '/api/imagine')).toBe('imagine');
  expect(areaOfRoute(doc, '/types/message')).toBeUndefined();
});

it('describes a schema with its rows, example and the operations that use it', () => {
  const message = buildSchemaView(doc, 'Message');
  expect(message.page).toBe('/types/message');
  expect(message.rows.map((r) => r.name)).toEqual(
    expect.arrayContaining(['id', 'type', 'content', 'attachments', 'finishReason', 'billing']),
  );
  expect(JSON.parse(text(message.example!.html)).type).toBe('AI');
  expect(message.usedBy.map((u) => u.id)).toEqual(expect.arrayContaining(['sendMessage', 'getMessageTask']));
  expect(buildSchemaView(doc, 'MessageType')).toMatchObject({
    type: 'string',
    enum: ['"USER"', '"AI"', '"SYSTEM"', '"TOOL"'],
    rows: [],
  });
});
