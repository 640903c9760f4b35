/**
 * Patch: the runtime reads which page's HTML the host served, from Gatsby's private `window.pagePath`.
 *
 * What it reads: which page's HTML the host actually served (`window.pagePath`, set by Gatsby's inline
 * script, which samePagePathScript makes read the path from a data attribute).
 *
 * Why: on a host that does not redirect `/x.html` or `/x/index.html`, the answer is either the page
 * itself (Gatsby then corrects the address) or the host's not-found page, which Gatsby renders at that
 * address. Only the served page path tells the two apart before anything renders, so the runtime can
 * load the canonical route instead of showing "not found" for a page that exists.
 *
 * Checked against: gatsby 5.16.1 (static-entry.js writes `window.pagePath`; production-app.js reads it).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), both premises must still hold (`check`) and the bundle must use servedPagePath;
 * otherwise the bundle fails naming this patch. samePagePathScript checks that every built page sets it.
 */
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'servedPagePath';

declare global {
  interface Window {
    pagePath?: string;
  }
}

export function servedPagePath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.pagePath;
}

const PREMISES: Premise[] = [
  { file: 'gatsby/cache-dir/static-entry.js', pattern: /window\.pagePath=\$\{JSON\.stringify\(/, does: 'write window.pagePath into every page' },
  { file: 'gatsby/cache-dir/production-app.js', pattern: /const \{ pagePath, location: browserLoc \} = window/, does: 'read window.pagePath to compare with the address' },
];

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
