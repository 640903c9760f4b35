import { translate } from '../i18n/translate';
import { markdownTwinPath } from './twinPath';
import type { SidebarItem } from './sidebar';

/**
 * The machine-readable views of the site, built after the pages: sitemap.xml, robots.txt, llms.txt and
 * llms-full.txt. Pure functions of the routes, the sidebar and the twins so they are tested here.
 */
export interface SitePageInfo {
  route: string;
  title: string;
  description?: string | null;
  /** ISO date of the last change, for <lastmod>. */
  lastUpdated?: string | null;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + encodeURI(path);
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Pages Gatsby creates that are not routes of the site. */
export function isSitemapRoute(path: string): boolean {
  return !/^\/(404|404\.html|dev-404-page)(\/|$)/.test(path);
}

/** sitemap.xml (sitemaps.org 0.9): one <url> per route, sorted, with <lastmod> when known. */
export function buildSitemap(siteUrl: string, pages: Array<Pick<SitePageInfo, 'route' | 'lastUpdated'>>): string {
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const urls = sorted.map((p) => {
    const lastmod = p.lastUpdated ? `<lastmod>${escapeXml(p.lastUpdated.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p.route))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /404',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface LlmsSection {
  heading: string;
  routes: string[];
}

/**
 * Sections of llms.txt in sidebar order: top-level documents first, then one section per category
 * (nested categories as `Parent › Child`), then the documents left out of the sidebar under `Optional`,
 * the section llms.txt readers may skip when context is short.
 */
export function llmsSections(tree: SidebarItem[], allRoutes: string[]): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const listed = new Set<string>();
  const top: string[] = [];
  const walk = (items: SidebarItem[], trail: string[], into: string[]) => {
    for (const item of items) {
      if (item.type === 'link') {
        into.push(item.route);
        listed.add(item.route);
      } else {
        const section: LlmsSection = { heading: [...trail, item.label].join(' › '), routes: [] };
        sections.push(section);
        walk(item.items, [...trail, item.label], section.routes);
      }
    }
  };
  walk(tree, [], top);
  const result = [{ heading: translate('theme.llms.pages'), routes: top }, ...sections].filter((s) => s.routes.length);
  const rest = allRoutes.filter((r) => !listed.has(r)).sort();
  if (rest.length) result.push({ heading: 'Optional', routes: rest });
  return result;
}

/** /llms.txt as llmstxt.org describes: `# title`, `> summary`, details, then `## section` link lists. */
export function buildLlmsTxt(options: {
  siteUrl: string;
  title: string;
  summary: string;
  sections: LlmsSection[];
  pages: Map<string, SitePageInfo>;
}): string {
  const { siteUrl, title, summary, sections, pages } = options;
  const lines = [
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    translate('theme.llms.details', {
      home: absoluteUrl(siteUrl, '/index.md'),
      full: absoluteUrl(siteUrl, '/llms-full.txt'),
    }),
  ];
  for (const section of sections) {
    lines.push('', `## ${section.heading}`, '');
    for (const route of section.routes) {
      const page = pages.get(route);
      if (!page) continue;
      const description = (page.description || '').replace(/\s+/g, ' ').trim();
      lines.push(
        `- [${page.title.replace(/[[\]]/g, '\\$&')}](${absoluteUrl(siteUrl, markdownTwinPath(route))})${description ? `: ${description}` : ''}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

/** /llms-full.txt: the llms.txt header, then every twin in llms.txt order, each followed by its page URL. */
export function buildLlmsFullTxt(options: {
  siteUrl: string;
  title: string;
  summary: string;
  order: string[];
  twins: Map<string, string>;
}): string {
  const { siteUrl, title, summary, order, twins } = options;
  const parts = [`# ${title}\n\n> ${summary}\n`];
  for (const route of order) {
    const twin = twins.get(route);
    if (!twin) continue;
    parts.push(
      `${twin.trimEnd()}\n\n${translate('theme.MarkdownTwin.source', { url: absoluteUrl(siteUrl, route) })}\n`,
    );
  }
  return parts.join('\n---\n\n');
}

/** The links of a Markdown list (llms.txt), for checking that each one resolves. */
export function markdownLinkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1]);
}
