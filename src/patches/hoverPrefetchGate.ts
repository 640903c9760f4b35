/**
 * Patch: gatsby-link's hover prefetch asks the connection first.
 *
 * What it changes: gatsby-link's hover prefetch (`window.___loader.hovering`, called from the link's onMouseEnter)
 * asks the connection first, and skips 2g and data-saver connections, and offline (a failed load is
 * remembered by the loader for the rest of the visit, so a retry once back online could not succeed).
 *
 * Why: the spec prefetches on hover, touch or visibility except on 2g or data saver. Gatsby's loader
 * checks the connection for links that scroll into view (`shouldPrefetch`), but `hovering()` loads the
 * route with no check, and gatsby-link calls it unconditionally (a Link's own onMouseEnter cannot stop
 * it). `disableCorePrefetching` turns off only the visibility queue. So the one method is wrapped.
 *
 * Checked against: gatsby 5.16.1 (loader.js `hovering(rawPath) { this.loadPage(rawPath) }`), gatsby-link
 * 5.16.0 (dist/index.modern.mjs calls `___loader.hovering(...)` in onMouseEnter).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), both premises must still hold (`check`) and the bundle must use gateHoverPrefetch;
 * otherwise the bundle fails naming this patch.
 */
import { prefetchAllowed } from '../lib/connection';
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';
import { gatsbyLoader } from './routeLoader';

export const PATCH = 'hoverPrefetchGate';

let applied = false;

/** onClientEntry: wrap `hovering` once. Returns false (and says so in the console) when it cannot. */
export function gateHoverPrefetch(): boolean {
  if (applied) return true;
  const loader = gatsbyLoader();
  if (!loader) return false;
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path: string) => {
    if (prefetchAllowed(navigator)) hovering(path);
  };
  applied = true;
  return true;
}

const PREMISES: Premise[] = [
  { file: 'gatsby/cache-dir/loader.js', pattern: /hovering\(rawPath\) \{\s*this\.loadPage\(rawPath\)\s*\}/, does: 'load on hover without a connection check' },
  {
    file: 'gatsby-link/dist/index.modern.mjs',
    pattern: /onMouseEnter:t=>\{c&&c\(t\);const e=a\(_\);___loader\.hovering\(/,
    does: "call ___loader.hovering from a Link's onMouseEnter, after the Link's own handler",
  },
];

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
