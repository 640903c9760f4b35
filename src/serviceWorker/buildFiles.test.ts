/**
 * @jest-environment node
 */
import { BuildFiles } from './buildFiles';
import { checkFile, revisionOf } from './revision';

const files = new BuildFiles([
  { url: '/', revision: 'r1', digest: 'd', bytes: 10, transfer: 3 },
  { url: '/introduction', revision: 'r2', digest: 'd', bytes: 10, transfer: 3 },
  { url: '/page-data/introduction/page-data.json', revision: 'r3', digest: 'd', bytes: 10, transfer: 3 },
  { url: '/app-2222222222222222bbbb.js', revision: null, digest: 'd', bytes: 10, transfer: 3 },
  { url: '/static/font-0123456789abcdef.woff2', revision: null, digest: 'd', bytes: 10, transfer: 10 },
  { url: '/search-index.aaaaaaaaaaaa.json', revision: null, digest: 'd', bytes: 10, transfer: 3 },
  { url: '/llms.txt', revision: 'x', digest: 'd', bytes: 10, transfer: 3 },
]);

it('knows each file by its path, whatever the query, with its kind, group and caching', () => {
  expect(files.get('/introduction?utm=x')).toMatchObject({ kind: 'page', group: 'library', hashed: false });
  expect(files.get('/app-2222222222222222bbbb.js')).toMatchObject({ kind: 'script', group: 'shell', hashed: true });
  expect(files.get('/search-index.aaaaaaaaaaaa.json')).toMatchObject({
    kind: 'search',
    group: 'library',
    hashed: true,
  });
  expect(files.get('/llms.txt')).toBeUndefined();
  expect(files.get('/elsewhere')).toBeUndefined();
});

it('lists the groups', () => {
  expect(files.entries('shell').map((f) => f.url)).toEqual([
    '/app-2222222222222222bbbb.js',
    '/static/font-0123456789abcdef.woff2',
  ]);
});

it("recomputes a digest from the bytes, and accepts only a response holding this build's file", async () => {
  const bytes = new TextEncoder().encode('abc');
  const digest = 'ba7816bf8f01cfea414140de5dae2223';
  expect(await revisionOf(bytes.buffer)).toBe(digest);
  const script = { kind: 'script' as const, digest };
  expect(await checkFile(script, new Response('abc'))).toMatchObject({ ok: true });
  expect(await checkFile(script, new Response('abd'))).toEqual({ ok: false, why: 'bytes', status: 200 });
  expect(await checkFile(script, new Response('abc', { status: 404 }))).toEqual({
    ok: false,
    why: 'status',
    status: 404,
  });
  const portal = new Response('abc', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  expect(await checkFile(script, portal)).toEqual({ ok: false, why: 'html', status: 200 });
  expect(await checkFile({ kind: 'page', digest }, portal)).toMatchObject({ ok: true });
});
