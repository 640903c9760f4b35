import { splitHref } from './paths';

export interface BrokenLink {
  source: string;
  target: string;
}

/** Internal hrefs of the <a> elements in an HTML page (same-origin paths, not protocol-relative ones). */
export function internalHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const re = /<a\b[^>]*?\shref="([^"]*)"/gi;
  for (const m of html.matchAll(re)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (href.startsWith('/') && !href.startsWith('//')) hrefs.push(href);
  }
  return hrefs;
}

/** Ids present in a page, for anchor checks. */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) ids.add(m[1]);
  return ids;
}

function decodeId(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash; // keep the raw hash
  }
}

export interface LinkReport {
  /** Links whose route is neither a page nor a file of the build, once per source page and target. */
  broken: BrokenLink[];
  /** Links to an existing page whose #anchor names no element of that page. */
  brokenAnchors: BrokenLink[];
}

/**
 * Checks the links of every page, reading one page at a time: `pages` may be a generator that reads each
 * HTML file when asked, so a site of thousands of pages never holds more than one page's HTML plus the ids
 * of every page. `exists` answers for files copied or written into public/ (downloads, Markdown twins).
 */
export function checkLinks(
  pages: Iterable<{ route: string; html: string }>,
  routes: Set<string>,
  exists: (route: string) => boolean,
): LinkReport {
  const broken: BrokenLink[] = [];
  const idsByRoute = new Map<string, Set<string>>();
  const anchorLinks: Array<{ source: string; target: string; route: string; id: string }> = [];
  for (const page of pages) {
    idsByRoute.set(page.route, elementIds(page.html));
    const seen = new Set<string>();
    for (const href of internalHrefs(page.html)) {
      const { route, hash } = splitHref(href);
      if (hash) anchorLinks.push({ source: page.route, target: href, route, id: decodeId(hash) });
      const normalised = route.length > 1 ? route.replace(/\/$/, '') : route;
      if (routes.has(normalised) || exists(normalised)) continue;
      if (seen.has(href)) continue;
      seen.add(href);
      broken.push({ source: page.route, target: href });
    }
  }
  const brokenAnchors = anchorLinks
    .filter((link) => {
      const ids = idsByRoute.get(link.route);
      return ids !== undefined && !ids.has(link.id);
    })
    .map(({ source, target }) => ({ source, target }));
  return { broken, brokenAnchors };
}
