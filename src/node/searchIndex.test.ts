/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { searchSharded, ShardedIndex } from '../lib/search/sharded';
import { readApiDefinitions, writeSearchIndex } from './searchIndex';


function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
}

function writeContent(dir: string) {
  fs.mkdirSync(path.join(dir, 'api'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'openapi'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'api', 'session.mdx'),
    '---\ntitle: گفتگو با چت‌بات\ndescription: نشست‌ها و پیام‌ها\n---\n\nمقدمه.\n\n## ایجاد نشست\n\n<ApiOperation id="createSession" />\n\n## ساختار پیام\n\n<ApiSchema name="Message" />\n',
  );
  fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: مستندات متیس\n---\n\nخوش آمدید.\n');
  fs.writeFileSync(path.join(dir, 'draft.mdx'), 'no frontmatter\n');
  fs.writeFileSync(
    path.join(dir, 'openapi', 'api.yaml'),
    [
      'openapi: 3.0.3',
      'info: { title: t, version: "1" }',
      'paths:',
      '  /api/v1/chat/session:',
      '    post:',
      '      operationId: createSession',
      '      summary: ساخت نشست تازه',
      'components:',
      '  schemas:',
      '    Message:',
      '      properties:',
      '        type: { description: نقش فرستنده }',
      '        attachments: { description: پیوست‌ها }',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'openapi', 'broken.yaml'), 'paths: [unclosed');
}

it('leaves two files with one route to the route guard instead of failing', () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'guide'));
  fs.writeFileSync(path.join(dir, 'guide.mdx'), '---\ntitle: راهنما\n---\n\nیک.\n');
  fs.writeFileSync(path.join(dir, 'guide', 'index.mdx'), '---\ntitle: راهنما\n---\n\nدو.\n');
  expect(writeSearchIndex(dir, tempDir()).sections).toBe(1);
});

it('reads operations and schemas, warning about an unreadable definition', () => {
  const dir = tempDir();
  writeContent(dir);
  const warn = jest.fn();
  const { operations, schemas } = readApiDefinitions(path.join(dir, 'openapi'), warn);
  expect(operations.get('createSession')).toMatchObject({ method: 'post', path: '/api/v1/chat/session', summary: 'ساخت نشست تازه' });
  expect(schemas.get('Message')?.text).toContain('attachments');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken.yaml'));
  expect(readApiDefinitions(path.join(dir, 'none')).operations.size).toBe(0);
});

it('writes a content-hashed index that finds pages, operations and schema fields, and replaces older files', async () => {
  const dir = tempDir();
  const out = tempDir();
  writeContent(dir);
  fs.writeFileSync(path.join(out, 'search-index.000000000000.json'), '{}');
  const written = writeSearchIndex(dir, out);
  expect(written.url).toMatch(/^\/search-index\.[0-9a-f]{12}\.json$/);
  expect(fs.readdirSync(out).sort()).toEqual([written.url.slice(1), 'search-index'].sort());
  expect(written.pages).toBe(2);
  expect(written.sections).toBe(4);

  const engine = await ShardedIndex.open(written.url, async (url) => JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')));
  expect((await searchSharded(engine, '/api/v1/chat/session'))[0].hits[0].href).toBe(`/api/session#${encodeURIComponent('ایجاد-نشست')}`);
  expect((await searchSharded(engine, 'createSession'))[0].route).toBe('/api/session');
  expect((await searchSharded(engine, 'attachments'))[0].hits[0].anchor).toBe('ساختار-پیام');
  expect((await searchSharded(engine, 'مستندات متيس'))[0].route).toBe('/');

  // Same content, same name: the browser keeps its cached copy until the content changes.
  expect(writeSearchIndex(dir, out).url).toBe(written.url);
  fs.appendFileSync(path.join(dir, 'index.mdx'), '\nبیشتر.\n');
  expect(writeSearchIndex(dir, out).url).not.toBe(written.url);
  expect(fs.readdirSync(out)).toHaveLength(2);
  expect(fs.readdirSync(path.join(out, 'search-index'))).toHaveLength(1);
});
