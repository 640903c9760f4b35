/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeDiscoverabilityFiles } from './discoverability';

jest.mock('./contentDir', () => ({ contentDir: require('path').resolve(__dirname, '__fixtures__/docs') }));

const fixtures = path.resolve(__dirname, '__fixtures__');

function nodes(type: string) {
  if (type === 'Mdx') {
    return [
      { frontmatter: { title: 'گفتگو با چت‌بات', description: 'ساخت نشست و فرستادن پیام' }, fields: { route: '/api/session', lastUpdated: '2026-11-01T00:00:00Z' }, internal: { contentFilePath: path.join(fixtures, 'docs/api/session.mdx') } },
      { frontmatter: { title: 'ساختار پیام' }, fields: { route: '/types/message' }, internal: { contentFilePath: path.join(fixtures, 'docs/types/message.mdx') } },
    ];
  }
  if (type === 'SitePage') return ['/api/session', '/types/message', '/404', '/404.html', '/dev-404-page/'].map((p) => ({ path: p }));
  if (type === 'DocNavigation') return [{ tree: [{ type: 'category', label: 'API', dir: 'api', collapsed: true, items: [{ type: 'link', label: 'نشست', route: '/api/session' }] }] }];
  return [];
}

describe('writeDiscoverabilityFiles', () => {
  let publicDir: string;
  const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'discover-'));
    writeDiscoverabilityFiles({ getNodesByType: nodes as never, reporter, publicDir, openApiDir: path.join(fixtures, 'openapi') });
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
  const read = (p: string) => fs.readFileSync(path.join(publicDir, p), 'utf8');

  it('writes a twin per document with API operations and schemas as tables from the definition', () => {
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
    const twin = read('api/session.md');
    expect(twin.startsWith('# گفتگو با چت‌بات\n\n> ساخت نشست و فرستادن پیام\n')).toBe(true);
    expect(twin).toContain('**`POST /api/v1/chat/session`** — ساخت نشست');
    expect(twin).toMatch(/\|\s*`botId`\s*\|\s*`string \(uuid\)`\s*\|\s*بله\s*\|\s*شناسه‌ی چت‌بات\s*\|/);
    expect(twin).toContain('**طرح‌واره‌ی Session**');
    expect(twin).toContain('[پیام](https://docs.metisai.ir/types/message)');
    expect(twin).not.toMatch(/import|<Api/);
    expect(read('types/message.md')).toContain('**زبانه‌ی JSON**\n\n```json');
  });

  it('writes the sitemap without the not-found pages, robots.txt and llms files', () => {
    const sitemap = read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://docs.metisai.ir/api/session', 'https://docs.metisai.ir/types/message']);
    expect(read('robots.txt')).toContain('Sitemap: https://docs.metisai.ir/sitemap.xml');
    const llms = read('llms.txt');
    expect(llms).toContain('## API\n\n- [گفتگو با چت‌بات](https://docs.metisai.ir/api/session.md): ساخت نشست و فرستادن پیام');
    expect(llms).toContain('## Optional\n\n- [ساختار پیام](https://docs.metisai.ir/types/message.md)');
    const full = read('llms-full.txt');
    expect(full.indexOf('# گفتگو با چت‌بات')).toBeLessThan(full.indexOf('# ساختار پیام'));
  });

  it('warns when a page names an operation the definition does not have', () => {
    const warn = jest.fn();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'discover-'));
    try {
      writeDiscoverabilityFiles({ getNodesByType: nodes as never, reporter: { info: jest.fn(), warn, panicOnBuild: jest.fn() }, publicDir: dir, openApiDir: path.join(fixtures, 'none') });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no operation "createSession"'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
