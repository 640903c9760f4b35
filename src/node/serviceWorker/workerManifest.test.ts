/**
 * @jest-environment node
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildOwnership } from './buildOwnership';
import { fileRevision, transferEstimate, workerManifestTransform } from './workerManifest';

let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-worker-manifest-'));
  write('index.html', '<h1>شروع</h1>');
  write('introduction/index.html', '<h1>معرفی</h1>'.repeat(200));
  write('404.html', 'not found');
  write('404/index.html', 'not found');
  write('gone/index.html', 'a page of an earlier build');
  write('page-data/index/page-data.json', JSON.stringify({ staticQueryHashes: ['111'] }));
  write('page-data/introduction/page-data.json', JSON.stringify({ staticQueryHashes: ['111', '222'] }));
  write('page-data/gone/page-data.json', '{}');
  write('page-data/app-data.json', '{"webpackCompilationHash":"b"}');
  write('page-data/sq/d/111.json', '{}');
  write('page-data/sq/d/222.json', '{}');
  write('page-data/sq/d/999.json', '{}');
  write('app-1111111111111111aaaa.js', 'old();');
  write('app-2222222222222222bbbb.js', 'current();');
  write('static/vazirmatn-arabic-wght-normal-0123456789abcdef.woff2', 'font');
  write('search-index.aaaaaaaaaaaa.json', '{}');
  write('search-index/aaaaaaaaaaaa/f0.json', '{}');
  write('search-index/bbbbbbbbbbbb/f0.json', '{}');
  write('img/docs/flow.svg', '<svg/>');
  write('introduction.md', '# معرفی');
  write('llms.txt', 'llms');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (rel: string) => ({ url: rel, revision: 'md5', size: fs.statSync(path.join(dir, rel)).size });

it("keeps this build's files of the offline kinds, by the URL a reader requests them", async () => {
  const own = buildOwnership({
    publicDir: dir,
    pagePaths: ['/', '/introduction', '/404/', '/404.html'],
    assets: new Set(['/app-2222222222222222bbbb.js', '/static/vazirmatn-arabic-wght-normal-0123456789abcdef.woff2']),
    searchEntry: '/search-index.aaaaaaaaaaaa.json',
  });
  expect([...own.staticQueries].sort()).toEqual(['111', '222']);
  const all = [
    'index.html',
    'introduction/index.html',
    '404.html',
    '404/index.html',
    'gone/index.html',
    'page-data/index/page-data.json',
    'page-data/introduction/page-data.json',
    'page-data/gone/page-data.json',
    'page-data/app-data.json',
    'page-data/sq/d/111.json',
    'page-data/sq/d/222.json',
    'page-data/sq/d/999.json',
    'app-1111111111111111aaaa.js',
    'app-2222222222222222bbbb.js',
    'static/vazirmatn-arabic-wght-normal-0123456789abcdef.woff2',
    'search-index.aaaaaaaaaaaa.json',
    'search-index/aaaaaaaaaaaa/f0.json',
    'search-index/bbbbbbbbbbbb/f0.json',
    'img/docs/flow.svg',
    'introduction.md',
    'llms.txt',
  ].map(entry);
  const { manifest } = (await workerManifestTransform(dir, own)(all)) as unknown as {
    manifest: Array<{ url: string; revision: string | null; bytes: number; transfer: number }>;
  };
  expect(manifest.map((e) => e.url)).toEqual([
    '/',
    '/404',
    '/404.html',
    '/app-2222222222222222bbbb.js',
    '/img/docs/flow.svg',
    '/introduction',
    '/page-data/app-data.json',
    '/page-data/index/page-data.json',
    '/page-data/introduction/page-data.json',
    '/page-data/sq/d/111.json',
    '/page-data/sq/d/222.json',
    '/search-index.aaaaaaaaaaaa.json',
    '/search-index/aaaaaaaaaaaa/f0.json',
    '/static/vazirmatn-arabic-wght-normal-0123456789abcdef.woff2',
  ]);
  const intro = manifest.find((e) => e.url === '/introduction')!;
  const bytes = fs.readFileSync(path.join(dir, 'introduction/index.html'));
  expect(intro.revision).toBe(crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32));
  expect(intro.bytes).toBe(bytes.length);
  expect(intro.transfer).toBeLessThan(intro.bytes / 10);
  expect(manifest.find((e) => e.url.endsWith('.js'))!.revision).toBeNull();
  const script = manifest.find((e) => e.url.endsWith('.js'))!;
  expect((script as { digest?: string }).digest).toBe(fileRevision(Buffer.from('current();')));
  expect(manifest.find((e) => e.url.startsWith('/search-index/'))!.revision).toBeNull();
});

it('revisions are the first 32 hex digits of the SHA-256; fonts and small files cost their size', () => {
  expect(fileRevision(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223');
  expect(transferEstimate('x.woff2', Buffer.alloc(5000))).toBe(5000);
  expect(transferEstimate('x.json', Buffer.from('{}'))).toBe(2);
});
