import { normaliseHtmlSuffix, stripTrailingSlash } from './paths';

/**
 * Where a path normalises to, or null when it is already canonical: `/x.html`, `/x/index.html` and `/x/`
 * stand for `/x`. The same rule as server/deploy-rules.mjs applies on the server (e2e tests check both).
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname === '/404.html') return null;
  const p = stripTrailingSlash(normaliseHtmlSuffix(pathname));
  return p === pathname ? null : p;
}
