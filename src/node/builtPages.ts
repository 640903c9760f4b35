import path from 'path';

/** The routes Gatsby wrote an HTML page for, from the SitePage nodes (its development 404 page is never built). */
export function builtRoutes(getNodesByType: (type: string) => unknown[]): string[] {
  return getNodesByType('SitePage')
    .map((n) => (n as { path: string }).path)
    .filter((p) => !p.startsWith('/dev-404-page'));
}

/** Path of the HTML file Gatsby writes for a page path. */
export function htmlFileFor(publicDir: string, pagePath: string): string {
  return pagePath === '/' ? path.join(publicDir, 'index.html') : path.join(publicDir, pagePath, 'index.html');
}
