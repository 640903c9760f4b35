/** @jest-environment node */
import path from 'path';
import { Collection } from 'postman-collection';
import { loadDefinition } from '../../node/openApiDefinition';
import { buildPostmanCollection, POSTMAN_SCHEMA } from './postman';
import { listOperations } from './refs';
import { fixtureDocument } from './testFixture';

const real = loadDefinition(path.resolve('content/openapi'));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every request of a collection, through the SDK (its typings omit forEachItem). */
function eachItem(collection: Collection, visit: (item: { id: string; toJSON(): Json }) => void) {
  (collection as unknown as { forEachItem(cb: (item: { id: string; toJSON(): Json }) => void): void }).forEachItem(
    visit,
  );
}

describe('the Postman collection of the definition', () => {
  const json = buildPostmanCollection(real) as Json;

  it('is a v2.1 collection that Postman’s own SDK loads', () => {
    expect(json.info.schema).toBe(POSTMAN_SCHEMA);
    const collection = new Collection(json);
    expect(collection.name).toBe('Metis AI Platform API');
    expect(collection.items.count()).toBe(real.tags!.length);
  });

  it('has one folder per area, titled as its page', () => {
    expect(json.item.map((f: Json) => f.name)).toEqual(real.tags!.map((t) => t['x-title']));
  });

  it('holds every operation of the definition', () => {
    const collection = new Collection(json);
    const ids = new Set<string>();
    eachItem(collection, (item) => {
      ids.add(String(item.id).split('--')[0]);
    });
    expect([...ids].sort()).toEqual(
      listOperations(real)
        .map((e) => e.id)
        .sort(),
    );
  });

  it('has baseUrl and apiKey variables, bearer auth with the key, and no key shipped', () => {
    const vars = Object.fromEntries(json.variable.map((v: Json) => [v.key, v.value]));
    expect(vars).toEqual({ baseUrl: 'https://api.metisai.ir', apiKey: '' });
    expect(json.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] });
  });

  it('overrides auth where a route wants another header or none', () => {
    const items = new Map<string, Json>();
    for (const folder of json.item) for (const item of folder.item) items.set(item.id, item);
    expect(items.get('getPricing--providers--default')!.request.auth).toEqual({ type: 'noauth', noauth: [] });
    const gemini = items.get('generateGeminiContent--wrapper--text')!.request;
    expect(gemini.auth.apikey).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'key', value: 'x-goog-api-key' })]),
    );
    expect(gemini.url.path.join('/')).toBe('v1beta/models/gemini-2.5-flash:generateContent');
    expect(items.get('createAnthropicMessage--wrapper--haiku')!.request.auth.apikey).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'key', value: 'x-api-key' })]),
    );
    expect(items.get('createAnthropicMessage--wrapper--haiku')!.request.header).toEqual(
      expect.arrayContaining([{ key: 'anthropic-version', value: '2023-06-01' }]),
    );
    expect(items.get('createSession--session--withUser')!.request.auth).toBeUndefined();
  });

  it('fills requests from the examples: path variables, raw JSON and multipart files', () => {
    const collection = new Collection(json);
    const byId = new Map<string, Json>();
    eachItem(collection, (item) => {
      byId.set(String(item.id), item.toJSON());
    });
    const send = byId.get('sendMessage--session--text')!;
    expect(send.request.url.variable).toEqual([
      expect.objectContaining({ key: 'sessionId', value: '9b2d7c4a-1e5f-4a3b-8c6d-2f0e1a7b9c58' }),
    ]);
    expect(JSON.parse(send.request.body.raw)).toEqual({
      message: { type: 'USER', content: 'سلام! هزینه‌ی ارسال به شیراز چقدر است؟' },
    });
    const upload = byId.get('uploadFiles--storage--single')!;
    expect(upload.request.body.formdata).toEqual([
      expect.objectContaining({ key: 'files', type: 'file', src: 'receipt.png' }),
    ]);
    expect(byId.get('sendMessageAsync--imagine--blend')).toBeDefined();
    expect(byId.get('sendMessageAsync--session--blend')).toBeUndefined();
    expect(send.response.length).toBeGreaterThan(0);
  });

  it('builds from any definition, one request per example meant for the folder', () => {
    const fixture = fixtureDocument();
    fixture.paths['/v1/sessions/{sessionId}/message'].post!.tags = ['chat', 'files'];
    const c = buildPostmanCollection(fixture) as Json;
    const chat = c.item[0].item.map((i: Json) => i.id);
    expect(chat).toContain('send--chat--plain');
    expect(chat).not.toContain('send--chat--tagged');
    expect(c.item[1].item.map((i: Json) => i.id)).toEqual([
      'send--files--tagged',
      'upload--files--two',
      'upload--files--textOnly',
    ]);
  });
});
