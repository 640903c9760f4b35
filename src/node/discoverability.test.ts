/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Node } from 'gatsby';
import { withoutCodeFences } from '../lib/markdownTwin';
import { listOperations } from '../lib/openapi/refs';
import { buildOperationView, buildSchemaView } from '../lib/openapi/view';
import { fixtureDocument } from '../lib/openapi/testFixture';
import { writeDiscoverabilityFiles } from './discoverability';

jest.mock('./contentDir', () => ({ contentDir: '/site/content' }));

const doc = fixtureDocument();
const send = buildOperationView(
  doc,
  listOperations(doc).find((e) => e.id === 'send')!,
);

function nodes(type: string): Node[] {
  const all: Record<string, unknown[]> = {
    Mdx: [
      {
        body: '\nimport Something from "./something";\n\n## ساخت نشست\n\n<ApiOperation id="send" />\n\n<ApiSchema name="Send" />\n\nپیوند به [پیام](../types/message.mdx) و [معرفی](/introduction).\n',
        frontmatter: { title: 'گفتگو با چت‌بات', description: 'ساخت نشست و فرستادن پیام' },
        fields: { route: '/api/session', docPath: 'api/session', lastUpdated: '2026-11-01T00:00:00Z' },
        internal: { contentFilePath: '/site/content/api/session.mdx' },
      },
      {
        body: '\n<Tabs><TabItem value="json" label="JSON">\n\n```json\n{"type": "USER"}\n```\n\n</TabItem></Tabs>\n',
        frontmatter: { title: 'ساختار پیام', hide_sidebar: true },
        fields: { route: '/types/message', docPath: 'types/message' },
        internal: { contentFilePath: '/site/content/types/message.mdx' },
      },
    ],
    DocCategory: [{ dir: 'api', label: 'API' }],
    SitePage: ['/api/session', '/types/message', '/404', '/404.html', '/dev-404-page/'].map((p) => ({ path: p })),
    OpenApiOperation: [{ operationId: 'send', viewData: send }],
    OpenApiSchema: [{ name: 'Send', view: buildSchemaView(doc, 'Send') }],
  };
  return (all[type] ?? []) as Node[];
}

describe('writeDiscoverabilityFiles', () => {
  let publicDir: string;
  const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'discover-'));
    writeDiscoverabilityFiles({ getNodesByType: nodes, reporter, publicDir });
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
  const read = (p: string) => fs.readFileSync(path.join(publicDir, p), 'utf8');

  it('writes a twin per document from its node, with API operations and schemas as tables from theirs', () => {
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
    const twin = read('api/session.md');
    expect(twin.startsWith('# گفتگو با چت‌بات\n\n> ساخت نشست و فرستادن پیام\n')).toBe(true);
    expect(twin).toContain('**`POST /v1/sessions/{sessionId}/message`** — ارسال');
    expect(twin).toMatch(/\|\s*`text`\s*\|\s*`string`\s*\|\s*بله\s*\|\s*متن\s*\|/);
    expect(twin).toContain('**طرح‌واره‌ی Send**');
    // A link to a document's file becomes its route, resolved against the documents (nodes), not the disk.
    expect(twin).toContain('[پیام](https://docs.metisai.ir/types/message)');
    // No MDX left in the prose; the code blocks are the page's samples, which import what they need.
    expect(withoutCodeFences(twin)).not.toMatch(/import|<Api/);
    expect(twin).toContain('**زبانه‌ی Python**\n\n```python\nimport os');
    expect(read('types/message.md')).toContain('**زبانه‌ی JSON**\n\n```json');
  });

  it('writes the sitemap without the not-found pages, robots.txt and llms files', () => {
    const sitemap = read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://docs.metisai.ir/api/session',
      'https://docs.metisai.ir/types/message',
    ]);
    expect(read('robots.txt')).toContain('Sitemap: https://docs.metisai.ir/sitemap.xml');
    const llms = read('llms.txt');
    expect(llms).toContain(
      '## API\n\n- [گفتگو با چت‌بات](https://docs.metisai.ir/api/session.md): ساخت نشست و فرستادن پیام',
    );
    expect(llms).toContain('## Optional\n\n- [ساختار پیام](https://docs.metisai.ir/types/message.md)');
    const full = read('llms-full.txt');
    expect(full.indexOf('# گفتگو با چت‌بات')).toBeLessThan(full.indexOf('# ساختار پیام'));
  });

  it('warns when a page names an operation the definition does not have', () => {
    const warn = jest.fn();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'discover-'));
    try {
      const withoutApi = (type: string) => (type.startsWith('OpenApi') ? [] : nodes(type));
      writeDiscoverabilityFiles({
        getNodesByType: withoutApi,
        reporter: { info: jest.fn(), warn, panicOnBuild: jest.fn() },
        publicDir: dir,
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no operation "send"'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
