/**
 * Patch: routes are loaded through Gatsby's private loader before they are navigated to.
 *
 * What it changes: src/browser/routeRuntime loads a route's page data and code through Gatsby's loader
 * (`window.___loader.loadPage`) before the route is navigated to, and preloads routes on touch and
 * keyboard focus (`hovering`).
 *
 * Why: Gatsby's public API has no way to ask whether a route can be loaded. Its navigate() loads first
 * and, when that fails, sets window.location: a full load, which offline ends on the browser's own error
 * page, and which it does without a word and without a limit. Loading first lets the runtime keep the
 * reader where they are when offline, warn and reload once when the server fails, and hand a route that
 * did load to Gatsby's public navigate (then instant: the loader caches it). `prefetchPathname`, the
 * public prefetch, queues for 3 s and reports no failure, too late for a touch.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/production-app.js sets `window.___loader = publicLoader`;
 * loader.js's publicLoader has `loadPage` and `hovering`, and a failed load resolves with status "error";
 * navigation.js reloads when navigate() fails to load).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), the four premises must still hold (`check`) and the bundle must use loadRoute and
 * preloadRoute; otherwise the bundle fails naming this patch. In the browser, a missing loader is
 * reported once in the console and routes load without these checks (the reader is never blocked).
 */
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'routeLoader';

interface PageResources {
  status?: string;
  page?: { webpackCompilationHash?: string };
}

export interface GatsbyPublicLoader {
  loadPage(path: string): Promise<PageResources | null | undefined>;
  hovering(path: string): void;
}

declare global {
  interface Window {
    ___loader?: GatsbyPublicLoader;
    ___webpackCompilationHash?: string;
  }
}

/** Gatsby's loader, or null (with a loud console error once) when it is not where 5.16.1 put it. */
export function gatsbyLoader(): GatsbyPublicLoader | null {
  const loader = typeof window === 'undefined' ? undefined : window.___loader;
  if (loader && typeof loader.loadPage === 'function' && typeof loader.hovering === 'function') return loader;
  if (typeof window !== 'undefined' && !warned) {
    warned = true;
    console.error('[metis] src/patches/routeLoader: window.___loader.loadPage is missing; routes load without the offline and failure checks.');
  }
  return null;
}
let warned = false;

/**
 * - loaded: page data and code are in the loader's cache;
 * - failed: they could not be fetched (an error status, or the request failed);
 * - newBuild: a different build is deployed (Gatsby reloads the page for it itself);
 * - noAppData: app-data.json could not be fetched, so the build cannot be compared (Gatsby would reload
 *   the page for it, with no limit and no word);
 * - unknown: no loader to ask.
 */
export type RouteLoad = 'loaded' | 'failed' | 'newBuild' | 'noAppData' | 'unknown';

export async function loadRoute(route: string): Promise<RouteLoad> {
  const loader = gatsbyLoader();
  if (!loader) return 'unknown';
  let resources: PageResources | null | undefined;
  try {
    resources = await loader.loadPage(route);
  } catch {
    return 'failed';
  }
  if (!resources || resources.status === 'error') return 'failed';
  const hash = resources.page?.webpackCompilationHash;
  if (hash === '') return 'noAppData';
  if (hash && window.___webpackCompilationHash && hash !== window.___webpackCompilationHash) return 'newBuild';
  return 'loaded';
}

/** Fetch a route's data and code ahead of a likely click (touch, focus), as gatsby-link does on hover. */
export function preloadRoute(route: string): void {
  gatsbyLoader()?.hovering(route);
}

const PREMISES: Premise[] = [
  { file: 'gatsby/cache-dir/production-app.js', pattern: /window\.___loader = publicLoader/, does: 'set window.___loader to publicLoader' },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern: /export const publicLoader = \{[\s\S]*loadPage: rawPath => instance\.loadPage\(rawPath\)[\s\S]*hovering: rawPath => instance\.hovering\(rawPath\)/,
    does: 'expose loadPage and hovering on publicLoader',
  },
  { file: 'gatsby/cache-dir/loader.js', pattern: /Error: `error`/, does: 'mark a failed load with status "error"' },
  {
    file: 'gatsby/cache-dir/navigation.js',
    pattern: /pageResources\.status === PageResourceStatus\.Error\) \{\s*window\.history\.replaceState\(\{\}, ``, location\.href\)\s*window\.location = pathname/,
    does: 'reload with window.location when navigate() fails to load (the behaviour this patch pre-empts)',
  },
];

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
