import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemap,
  isSitemapRoute,
  llmsSections,
  markdownLinkTargets,
  SitePageInfo,
} from './discoverability';
import type { SidebarItem } from './sidebar';

const site = 'https://docs.metisai.ir';

const tree: SidebarItem[] = [
  { type: 'link', label: 'شروع', route: '/', home: true },
  { type: 'link', label: 'معرفی', route: '/introduction', home: false },
  {
    type: 'category',
    label: 'API',
    dir: 'api',
    collapsed: true,
    items: [
      { type: 'link', label: 'نشست', route: '/api/session', home: false },
      {
        type: 'category',
        label: 'پیشرفته',
        dir: 'api/advanced',
        collapsed: true,
        items: [{ type: 'link', label: 'ذخیره', route: '/api/advanced/storage', home: false }],
      },
    ],
  },
];
const routes = ['/', '/introduction', '/api/session', '/api/advanced/storage', '/markdown-page', '/concepts/blend'];
const pages = new Map<string, SitePageInfo>(
  routes.map((route) => [
    route,
    { route, title: `عنوان ${route}`, description: route === '/markdown-page' ? null : `شرح ${route}` },
  ]),
);

describe('sitemap', () => {
  it('lists every route once, absolute and sorted, with lastmod dates', () => {
    const xml = buildSitemap(site, [
      { route: '/introduction', lastUpdated: '2026-11-01T10:00:00Z' },
      { route: '/' },
      { route: '/api/a&b' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.metisai.ir/',
      'https://docs.metisai.ir/api/a&amp;b',
      'https://docs.metisai.ir/introduction',
    ]);
    expect(xml).toContain('<loc>https://docs.metisai.ir/introduction</loc><lastmod>2026-11-01</lastmod>');
  });

  it('leaves the not-found pages out', () => {
    expect(['/', '/404', '/404.html', '/dev-404-page', '/api/session'].filter(isSitemapRoute)).toEqual([
      '/',
      '/api/session',
    ]);
  });

  it('robots.txt points at the sitemap', () => {
    expect(buildRobotsTxt(site)).toContain('Sitemap: https://docs.metisai.ir/sitemap.xml');
    expect(buildRobotsTxt(site)).toMatch(/^User-agent: \*\nAllow: \//);
  });
});

describe('llms.txt', () => {
  const sections = llmsSections(tree, routes);

  it('groups pages as the sidebar does, nested categories by their trail, unlisted pages as Optional', () => {
    expect(sections).toEqual([
      { heading: 'صفحه‌های اصلی', routes: ['/', '/introduction'] },
      { heading: 'API', routes: ['/api/session'] },
      { heading: 'API › پیشرفته', routes: ['/api/advanced/storage'] },
      { heading: 'Optional', routes: ['/concepts/blend', '/markdown-page'] },
    ]);
    expect(sections.flatMap((s) => s.routes)).toHaveLength(routes.length);
  });

  it('has the llms.txt shape: title, summary, details, then link lists to the twins with descriptions', () => {
    const txt = buildLlmsTxt({ siteUrl: site, title: 'متیس', summary: 'خلاصه', sections, pages });
    expect(txt.startsWith('# متیس\n\n> خلاصه\n\n')).toBe(true);
    expect(txt).toContain('https://docs.metisai.ir/llms-full.txt');
    expect(txt).toContain(
      '## API › پیشرفته\n\n- [عنوان /api/advanced/storage](https://docs.metisai.ir/api/advanced/storage.md): شرح /api/advanced/storage',
    );
    expect(txt).toContain('- [عنوان /](https://docs.metisai.ir/index.md): شرح /');
    expect(txt).toContain('- [عنوان /markdown-page](https://docs.metisai.ir/markdown-page.md)\n');
    const targets = markdownLinkTargets(txt.split('\n## ')[1] + txt.split('\n## ').slice(2).join(''));
    expect(targets.every((t) => t.startsWith('https://docs.metisai.ir/') && t.endsWith('.md'))).toBe(true);
  });

  it('llms-full.txt holds every twin in order, each with its page URL', () => {
    const twins = new Map([
      ['/introduction', '# معرفی\n\nمتن دو\n'],
      ['/', '# شروع\n\nمتن یک\n'],
    ]);
    const full = buildLlmsFullTxt({
      siteUrl: site,
      title: 'متیس',
      summary: 'خلاصه',
      order: ['/', '/introduction'],
      twins,
    });
    expect(full.indexOf('# شروع')).toBeLessThan(full.indexOf('# معرفی'));
    expect(full).toContain('متن یک\n\nنشانی صفحه: https://docs.metisai.ir/\n\n---\n\n# معرفی');
  });
});
