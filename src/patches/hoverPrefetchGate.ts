/**
 * What: gatsby-link's hover prefetch (`window.___loader.hovering`, called from the link's onMouseEnter)
 * asks the connection first, and skips 2g and data-saver connections, and offline (a failed load is
 * remembered by the loader for the rest of the visit, so a retry once back online could not succeed).
 *
 * Why: the spec prefetches on hover, touch or visibility except on 2g or data saver. Gatsby's loader
 * checks the connection for links that scroll into view (`shouldPrefetch`), but `hovering()` loads the
 * route with no check, and gatsby-link calls it unconditionally (a Link's own onMouseEnter cannot stop
 * it). `disableCorePrefetching` turns off only the visibility queue. So the one method is wrapped.
 *
 * Checked against gatsby 5.16.1: loader.js `hovering(rawPath) { this.loadPage(rawPath) }`, and
 * gatsby-link 5.16 calls `___loader.hovering(...)` in onMouseEnter.
 */
import { prefetchAllowed } from '../lib/connection';
import { expectSource, ReadPackageFile } from './gatsbySource';
import { gatsbyLoader } from './routeLoader';

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

export function check(read: ReadPackageFile): void {
  expectSource(read, 'hoverPrefetchGate.ts', 'gatsby/cache-dir/loader.js', /hovering\(rawPath\) \{\s*this\.loadPage\(rawPath\)\s*\}/, 'load on hover without a connection check');
  expectSource(read, 'hoverPrefetchGate.ts', 'gatsby-link/dist/index.modern.mjs', /onMouseEnter:t=>\{c&&c\(t\);const e=a\(_\);___loader\.hovering\(/, "call ___loader.hovering from a Link's onMouseEnter, after the Link's own handler");
}
