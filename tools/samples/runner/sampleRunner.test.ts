/** @jest-environment node */
import path from 'path';
import { loadDefinition } from '../../../src/node/openApiDefinition';
import { bodyOf, documentModel } from '../../../src/node/documentModel';
import { extractFences as fencesOf } from './plan';
import {
  asksForStream,
  judge,
  mockCopy,
  multipartChecker,
  multipartNames,
  parseViolations,
  withPartTypes,
} from './mockJudge';
import { conventionProblems, pairServers, parseHttpFence, planFence, pythonImports } from './plan';
import { formatSummary, tally, type Verdict } from './report';

/** The fences of an MDX page, as the runner reads them (through the document model). */
const extractFences = (raw: string, file: string) =>
  fencesOf(documentModel({ body: bodyOf(raw), raw, file, contentDir: path.resolve('content') }).fences, file);

const PAGE = `---
title: نمونه
---

متن فارسی.

\`\`\`python title="a.py" {2}
print("a")
\`\`\`

:::tip
\`\`\`bash
curl -s "\${METIS_BASE_URL:-https://api.metisai.ir}/api/v1/bots/all"
\`\`\`
:::

<Tabs groupId="code">
<TabItem value="javascript" label="JavaScript">

\`\`\`javascript
console.log(1);
\`\`\`

</TabItem>
</Tabs>

\`\`\`\`md title="MDX"
\`\`\`bash
echo inside
\`\`\`
\`\`\`\`

\`\`\`json title="POST /api/v1/bots"
{"name": "x"}
\`\`\`
`;

describe('fences', () => {
  it('finds every fence a reader sees, in page order, inside admonitions and tabs, but not fences shown inside a longer fence', () => {
    const fences = extractFences(PAGE, 'content/x.mdx');
    expect(fences.map((f) => [f.lang, f.title, f.line])).toEqual([
      ['python', 'a.py', 7],
      ['bash', '', 12],
      ['javascript', '', 20],
      ['md', 'MDX', 27],
      ['json', 'POST /api/v1/bots', 33],
    ]);
  });

  it('plans what runs: programs by language, JSON bodies titled METHOD /path as requests, the rest with a reason', () => {
    const plans = extractFences(PAGE, 'content/x.mdx').map(planFence);
    expect(plans.map((p) => [p.language, p.runner])).toEqual([
      ['python', 'python'],
      ['curl', 'bash'],
      ['javascript', 'node'],
      ['other', null],
      ['json', 'request'],
    ]);
    expect(plans[3].skip).toMatch(/MDX source/);
    expect(plans[4].request).toEqual({ method: 'POST', path: '/api/v1/bots', headers: [], body: '{"name": "x"}' });
    expect(plans[0].page).toBe('content/x.mdx');
  });

  it("runs a server fence on its own and sends it the page's next http request fence instead of the mock", () => {
    const page = [
      '```python title="relay.py" server',
      'serve()',
      '```',
      '',
      '```javascript title="relay.mjs" server',
      'listen()',
      '```',
      '',
      '```http',
      'POST /chat',
      'Content-Type: application/json',
      '',
      '{"text": "سلام"}',
      '```',
      '',
      '```http',
      'GET /api/v1/bots/all',
      '```',
    ].join('\n');
    const plans = pairServers(extractFences(page, 'content/y.mdx').map(planFence));
    expect(plans.map((p) => [p.language, Boolean(p.server)])).toEqual([
      ['python', true],
      ['javascript', true],
      ['http', false],
    ]);
    const trial = {
      method: 'POST',
      path: '/chat',
      headers: [['Content-Type', 'application/json']],
      body: '{"text": "سلام"}',
    };
    expect(plans[0].trial).toEqual(trial);
    expect(plans[1].trial).toEqual(trial);
    // The next request fence is not a server's trial: it is still sent to the mock.
    expect(plans[2].request?.path).toBe('/api/v1/bots/all');
    expect(
      pairServers(extractFences('```python server\nserve()\n```\n', 'content/z.mdx').map(planFence))[0].trial,
    ).toBeUndefined();
  });

  it('reads an http fence as request line, headers and body, and refuses a bare header line', () => {
    expect(parseHttpFence('POST /api/v1/x/{id}\nAuthorization: Bearer t\n\n{"a": 1}')).toEqual({
      method: 'POST',
      path: '/api/v1/x/{id}',
      headers: [['Authorization', 'Bearer t']],
      body: '{"a": 1}',
    });
    expect(parseHttpFence('Authorization: Bearer t')).toBeNull();
  });

  it('lists the top-level Python modules a program imports', () => {
    expect(
      pythonImports(
        'import os\nimport json, time\nfrom openai import OpenAI\nimport google.generativeai as genai\n  import re',
      ),
    ).toEqual(['os', 'json', 'time', 'openai', 'google', 're']);
  });
});

describe('the samples convention', () => {
  it('accepts the host only as the default of METIS_BASE_URL, in each language', () => {
    expect(conventionProblems('curl "${METIS_BASE_URL:-https://api.metisai.ir}/api/v1/bots/all"', 'curl')).toEqual([]);
    expect(conventionProblems('BASE = os.environ.get("METIS_BASE_URL", "https://api.metisai.ir")', 'python')).toEqual(
      [],
    );
    expect(
      conventionProblems("const B = process.env.METIS_BASE_URL ?? 'https://api.metisai.ir';", 'javascript'),
    ).toEqual([]);
    expect(conventionProblems('export METIS_BASE_URL="https://api.tapsage.com"', 'curl')).toEqual([]);
  });

  it('rejects a fixed host, an env read without the default and a literal id; a storage file URL is data', () => {
    expect(conventionProblems('curl https://api.metisai.ir/api/v1/meta', 'curl')[0]).toMatch(/fixed host/);
    expect(conventionProblems('curl "$METIS_BASE_URL/api/v1/meta"', 'curl')[0]).toMatch(/without the default/);
    expect(conventionProblems('u = os.environ["METIS_BASE_URL"]', 'python')[0]).toMatch(/without the default/);
    expect(conventionProblems('const u = process.env.METIS_BASE_URL + "/x";', 'javascript')[0]).toMatch(
      /without the default/,
    );
    expect(conventionProblems('{"botId": "3f6c1b2e-8a4d-4f7e-9c21-5d0e7a9b1c34"}', 'json')[0]).toMatch(/literal id/);
    expect(
      conventionProblems('{"content": "https://api.metisai.ir/api/tpsgsbxstoragecontainer/router/a.png"}', 'json'),
    ).toEqual([]);
  });
});

describe('judging the mock', () => {
  it('rejects on an error violation or a 4xx/5xx status, and keeps warnings out', () => {
    const violations = parseViolations(
      '[{"location":["request","body","name"],"severity":"Error","message":"must be string"},{"location":["request"],"severity":"Warning","message":"w"}]',
    );
    expect(judge(200, violations)).toEqual({ rejected: true, reasons: ['request.body.name: must be string'] });
    expect(judge(404, [])).toEqual({ rejected: true, reasons: ['HTTP 404'] });
    expect(judge(200, [violations[1]])).toEqual({ rejected: false, reasons: [] });
    expect(parseViolations('not json')[0].message).toMatch(/unreadable/);
  });

  it('asks for an event stream only when a JSON body says "stream": true', () => {
    expect(asksForStream('application/json', Buffer.from('{"stream": true}'))).toBe(true);
    expect(asksForStream('application/json', Buffer.from('{"stream": false}'))).toBe(false);
    expect(asksForStream('multipart/form-data; boundary=x', Buffer.from('stream'))).toBe(false);
  });

  const form = (parts: string[]) => Buffer.from(`${parts.map((p) => `--b\r\n${p}\r\n`).join('')}--b--\r\n`, 'latin1');
  const ct = 'multipart/form-data; boundary=b';

  it('reads multipart part names and gives untyped file parts the default type Prism needs', () => {
    const body = form([
      'Content-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nPNG',
      'Content-Disposition: form-data; name="ocr"\r\n\r\ntrue',
    ]);
    expect(multipartNames(ct, body)).toEqual(['files', 'ocr']);
    expect(multipartNames('application/json', body)).toBeNull();
    const typed = withPartTypes(ct, body).toString('latin1');
    expect(typed).toContain('filename="a.png"\r\nContent-Type: application/octet-stream\r\n\r\nPNG');
    expect(typed).not.toContain('name="ocr"\r\nContent-Type');
  });

  const doc = loadDefinition(path.resolve('content/openapi'));

  it('gives Prism a copy without multipart array types, and leaves the definition as it is', () => {
    const copy = mockCopy(doc);
    const upload = copy.paths['/api/v1/storage'].post!.requestBody!.content['multipart/form-data'].schema!;
    expect(upload.properties!.files.type).toBeUndefined();
    expect(upload.required).toEqual(['files']);
    expect(doc.components.schemas!.UploadForm.properties!.files.type).toBe('array');
  });

  it('rejects multipart parts that are not fields of the form, such as indexed files[0]', () => {
    const check = multipartChecker(doc);
    expect(check('POST', '/api/v1/storage', ['files', 'files'])).toEqual([]);
    expect(check('POST', '/api/v1/corpora/abc/files', ['files[0]', 'ocr'])[0]).toMatch(
      /part "files\[0\]" is not a field/,
    );
    expect(check('GET', '/api/v1/storage', ['x'])).toEqual([]);
  });
});

describe('the report', () => {
  const verdict = (v: Partial<Verdict>): Verdict => ({
    id: 'x',
    origin: 'fence',
    language: 'python',
    outcome: 'ran',
    valid: true,
    problems: [],
    requests: [],
    ...v,
  });
  const verdicts = [
    verdict({ id: 'a', requests: [{ method: 'GET', path: '/a', status: 200, rejected: false, reasons: [] }] }),
    verdict({
      id: 'b',
      valid: false,
      requests: [{ method: 'POST', path: '/b', status: 422, rejected: true, reasons: ['HTTP 422'] }],
    }),
    verdict({ id: 'c', outcome: 'skipped', valid: false, reason: 'needs openai' }),
    verdict({ id: 'd', language: 'curl' }),
  ];

  it('counts executed, valid and not executed per language, and the rejected requests', () => {
    const { rows, requests, rejected, invalid } = tally(verdicts);
    expect(rows.find((r) => r.language === 'python')).toMatchObject({
      executed: 2,
      valid: 1,
      notExecuted: 1,
      reasons: [{ reason: 'needs openai', count: 1 }],
    });
    expect(rows.find((r) => r.language === 'curl')).toMatchObject({ executed: 1, valid: 1, notExecuted: 0 });
    expect([requests, rejected]).toEqual([2, 1]);
    expect(invalid.map((v) => v.id)).toEqual(['b']);
  });

  it('prints the figures, the reasons and each failure with its rejected request', () => {
    const text = formatSummary(verdicts);
    expect(text).toMatch(/Python\s+2\s+1\s+1/);
    expect(text).toContain('Python: 1 × needs openai');
    expect(text).toContain('requests to the mock: 2 sent, 1 rejected');
    expect(text).toContain('POST /b rejected: HTTP 422');
  });
});
