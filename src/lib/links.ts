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

/**
 * Every link whose route is neither a page nor a file of the build, as source page → target. `exists`
 * answers for files copied or written into public/ (downloads, Markdown twins).
 */
export function findBrokenLinks(
  pages: Array<{ route: string; html: string }>,
  routes: Set<string>,
  exists: (route: string) => boolean,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const seen = new Set<string>();
    for (const href of internalHrefs(page.html)) {
      const { route } = splitHref(href);
      const normalised = route.length > 1 ? route.replace(/\/$/, '') : route;
      if (routes.has(normalised) || exists(normalised)) continue;
      if (seen.has(href)) continue;
      seen.add(href);
      broken.push({ source: page.route, target: href });
    }
  }
  return broken;
}

/** Links to an existing page whose #anchor names no element of that page. */
export function findBrokenAnchors(pages: Array<{ route: string; html: string }>): BrokenLink[] {
  const idsByRoute = new Map(pages.map((p) => [p.route, elementIds(p.html)]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of internalHrefs(page.html)) {
      const { route, hash } = splitHref(href);
      if (!hash) continue;
      const ids = idsByRoute.get(route);
      if (!ids) continue;
      let id = hash;
      try {
        id = decodeURIComponent(hash);
      } catch {
        // keep the raw hash
      }
      if (!ids.has(id)) broken.push({ source: page.route, target: href });
    }
  }
  return broken;
}
