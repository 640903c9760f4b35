/**
 * What: which page's HTML the host actually served (`window.pagePath`, written by Gatsby's inline
 * script; src/app/pageScripts moves its value into a data attribute).
 *
 * Why: on a host that does not redirect `/x.html` or `/x/index.html`, the answer is either the page
 * itself (Gatsby then corrects the address) or the host's not-found page, which Gatsby renders at that
 * address. Only the served page path tells the two apart before anything renders, so the runtime can
 * load the canonical route instead of showing "not found" for a page that exists.
 *
 * Checked against gatsby 5.16.1 (static-entry.js writes `window.pagePath`; production-app.js reads it).
 */
import { expectSource, ReadPackageFile } from './gatsbySource';

declare global {
  interface Window {
    pagePath?: string;
  }
}

export function servedPagePath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.pagePath;
}

export function check(read: ReadPackageFile): void {
  expectSource(read, 'servedPagePath.ts', 'gatsby/cache-dir/static-entry.js', /window\.pagePath=\$\{JSON\.stringify\(/, 'write window.pagePath into every page');
  expectSource(read, 'servedPagePath.ts', 'gatsby/cache-dir/production-app.js', /const \{ pagePath, location: browserLoc \} = window/, 'read window.pagePath to compare with the address');
}
