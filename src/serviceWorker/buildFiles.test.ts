/**
 * @jest-environment node
 */
import { BuildFiles } from './buildFiles';
import { holdsRevision, revisionOf } from './revision';

const files = new BuildFiles([
  { url: '/', revision: 'r1', bytes: 10, transfer: 3 },
  { url: '/introduction', revision: 'r2', bytes: 10, transfer: 3 },
  { url: '/page-data/introduction/page-data.json', revision: 'r3', bytes: 10, transfer: 3 },
  { url: '/app-2222222222222222bbbb.js', revision: null, bytes: 10, transfer: 3 },
  { url: '/static/font-0123456789abcdef.woff2', revision: null, bytes: 10, transfer: 10 },
  { url: '/search-index.aaaaaaaaaaaa.json', revision: null, bytes: 10, transfer: 3 },
  { url: '/llms.txt', revision: 'x', bytes: 10, transfer: 3 },
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

it('lists the groups and the routes', () => {
  expect(files.entries('shell').map((f) => f.url)).toEqual([
    '/app-2222222222222222bbbb.js',
    '/static/font-0123456789abcdef.woff2',
  ]);
  expect(files.routes()).toEqual(['/', '/introduction']);
});

it("recomputes a revision from the bytes, and saves only a response holding this build's", async () => {
  const bytes = new TextEncoder().encode('abc');
  expect(await revisionOf(bytes.buffer)).toBe('ba7816bf8f01cfea414140de5dae2223');
  expect(await holdsRevision(new Response('abc'), 'ba7816bf8f01cfea414140de5dae2223')).toBe(true);
  expect(await holdsRevision(new Response('abd'), 'ba7816bf8f01cfea414140de5dae2223')).toBe(false);
  expect(await holdsRevision(new Response('abc', { status: 404 }), 'ba7816bf8f01cfea414140de5dae2223')).toBe(false);
  expect(await holdsRevision(new Response('anything'), null)).toBe(true);
});
