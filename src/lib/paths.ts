/**
 * Route rules shared by the build and the browser. A document's route is its path under content/ without
 * the extension, case kept; `index` files stand for their folder.
 */
export function routeFromContentPath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const segments = withoutExt.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return '/' + segments.join('/');
}

/** `/introduction.html` and `/introduction/index.html` stand for `/introduction`; `/index.html` for `/`. */
export function normaliseHtmlSuffix(pathname: string): string {
  let p = pathname;
  if (/\/index\.html$/.test(p)) p = p.replace(/\/index\.html$/, '') || '/';
  else if (/\.html$/.test(p)) p = p.replace(/\.html$/, '') || '/';
  return p;
}

/** Trailing slashes are never part of a route (trailingSlash: 'never'); the root stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Splits `/a/b#c` into its route and hash, decoding percent-escapes so Persian anchors compare equal. */
export function splitHref(href: string): { route: string; hash: string } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt + 1);
  const route = beforeHash.split('?')[0];
  let decoded = route;
  try {
    decoded = decodeURI(route);
  } catch {
    // A malformed escape is reported as the link it is.
  }
  return { route: decoded, hash };
}
