/**
 * Every timer that decides how long a reader waits for a page, in one table. Three layers read it: the
 * service worker (src/serviceWorker/buildFileStrategy), the request policy that bounds Gatsby's loader
 * (src/lib/requestPolicy, applied by src/patches/gatsbyBrowserRuntime) and the route runtime
 * (src/browser/routeRuntime). One request for a page's data meets them in this order:
 *
 * 1. the worker gives the network `networkTimeoutMs`, then answers with the saved copy (when there is one);
 * 2. the loader's request is given up after `stallMs` without a byte; a failure that may pass is asked once
 *    more after about `backoffBaseMs`; a URL given up answers that failure, without the network, for
 *    `cooldownMs`;
 * 3. the runtime counts a route that has neither loaded nor failed after `routeDeadlineMs` as failed (it
 *    bounds what the data requests do not: a code chunk the server never finishes), and checks that the
 *    site still answers with a HEAD bounded by `reachableDeadlineMs`.
 *
 * The order is the design: the saved copy answers before a request stalls, a stalled request is a failure
 * before the route's deadline, and a URL stays quiet longer than a route waits (pageLoadTimers.test.ts).
 */
export const PAGE_LOAD_TIMERS = {
  /** Service worker: the network's time for a page or its data before the saved copy answers. */
  networkTimeoutMs: 3_000,
  /** Route runtime: the HEAD that tells an offline reader from a failed route. */
  reachableDeadlineMs: 4_000,
  /** Request policy: no byte for this long gives the request up (asking again would wait as long). */
  stallMs: 8_000,
  /** Route runtime: a route neither loaded nor failed by then counts as failed. */
  routeDeadlineMs: 10_000,
  /** Request policy: a URL given up answers its failure without the network for this long. */
  cooldownMs: 15_000,
  /** Request policy: the base of the jittered backoff before the one retry. */
  backoffBaseMs: 400,
} as const;
