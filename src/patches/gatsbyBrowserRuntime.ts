/**
 * Patch: Gatsby's browser runtime (gatsby/cache-dir: loader.js and `window.___loader`, production-app.js
 * and the `window.pagePath` static-entry.js writes for it, navigation.js), in the six ways the browser
 * runtime of this site (src/browser/routeRuntime.ts) needs it. One module because all six patch that one
 * runtime and are wired (routeRuntime) and checked (_browserBundle.ts, in the browser compilation) the same
 * way; each part keeps its own premises, checked on their own, and a broken one is named with its part.
 *
 * Part "routes" (loadRoute, preloadRoute): routes are loaded through Gatsby's private loader
 * (`window.___loader.loadPage`) before they are navigated to, and preloaded on touch and keyboard focus
 * (`hovering`). Why: Gatsby's public API has no way to ask whether a route can be loaded. Its navigate()
 * loads first and, when that fails, sets window.location: a full load, which offline ends on the browser's
 * own error page, without a word and without a limit. Loading first lets the runtime keep the reader where
 * they are when offline, warn and reload once when the server fails, and hand a route that did load to
 * Gatsby's public navigate (then instant: the loader caches it). `prefetchPathname`, the public prefetch,
 * queues for 3 s and reports no failure, too late for a touch. Tested in Chromium by e2e/recovery.test.mjs
 * and e2e/chaos.test.mjs (offline, failing page data).
 *
 * Part "hover prefetch" (gateHoverPrefetch): gatsby-link's hover prefetch (`___loader.hovering`, called
 * from the link's onMouseEnter) asks the connection first, and skips 2g, data saver and offline (a failed
 * load is remembered by the loader for the rest of the visit). Why: the spec prefetches on hover, touch or
 * visibility except on 2g or data saver; Gatsby checks the connection only for links that scroll into view,
 * `hovering()` loads with no check, gatsby-link calls it unconditionally, and `disableCorePrefetching` turns
 * off only the visibility queue. Tested in Chromium by e2e/runtime.test.mjs (hover gate).
 *
 * Part "requests" (guardLoaderRequests): the loader's requests for `/page-data/**.json` go through
 * src/lib/requestPolicy: a failure that may pass is tried once more after a backoff with jitter, a request
 * with no byte for 8 s is given up, and a URL given up is answered from memory for 15 s. The loader is shown
 * any server error, and a 200 whose body is not JSON, as a 503, and the page data of `/500.html` (which no
 * build has) as a 404 without asking the server. Why: Gatsby answers a 500 by loading
 * `/page-data/500.html/page-data.json`, and a 500 for that by loading it again, with no bound and no pause:
 * during an outage one tab sent 1,107 requests in 8 s and showed nothing. Its fetches are private
 * (`doFetch`, over XMLHttpRequest, reporting through `onreadystatechange`), so the requests are shaped at
 * the one place it reaches the network, for those URLs only. Tested in Chromium by e2e/chaos.test.mjs (the
 * requests each failure costs) and e2e/recovery.test.mjs.
 *
 * Part "served page path" (servedPagePath): the runtime reads which page's HTML the host actually served
 * (`window.pagePath`, set by Gatsby's inline script, which gatsbyPageScripts makes read the path from a
 * data attribute). Why: on a host that does not redirect `/x.html` or `/x/index.html`, the answer is either
 * the page itself (Gatsby then corrects the address) or the host's not-found page, which Gatsby renders at
 * that address. Only the served page path tells the two apart before anything renders, so the runtime can
 * load the canonical route instead of showing "not found" for a page that exists. Tested in Chromium by
 * e2e/runtime.test.mjs (the `.html` correction).
 *
 * Part "session storage" (guardSessionStorage): before Gatsby's first render, sessionStorage is tried
 * (read, write, remove a probe). If any of them throws, `window.sessionStorage` is made to throw on access,
 * as browsers do when storage is denied outright, so that Gatsby's own guard (`getSessionStorage()`, a
 * try/catch around the access) sees no storage, as src/browser/storage does. Why: some privacy modes and
 * embedded browsers hand out a Storage whose methods throw; production-app.js guards only the access, then
 * calls `sessionStorage.removeItem` unguarded before rendering, so the page never hydrated. With no storage
 * Gatsby neither reloads for a new build (it cannot remember having done so) nor removes anything;
 * gatsby-react-router-scroll guards each call itself. Tested in Chromium by e2e/recovery.test.mjs (a
 * sessionStorage that throws).
 *
 * Part "chunk reload" (guardChunkReload): an unhandled "Loading chunk N failed" rejection is taken, in the
 * capture phase of the window's `unhandledrejection`, by the runtime (reload once per route, then the error
 * state), and Gatsby's own listener never sees it. Why: navigation.js (started by production-app.js)
 * listens for that rejection on window and sets `window.location.pathname` each time, with no limit: a
 * chunk that keeps failing (a broken deploy, a blocked file) reloads forever. Listening in the capture
 * phase on the same target runs first; stopImmediatePropagation then skips Gatsby's. Before the first
 * render the rejection comes from the page's own load, which the runtime handles through the loader (and
 * Gatsby's listener does nothing then: its next route is not set). Tested in Chromium by
 * e2e/recovery.test.mjs and e2e/chaos.test.mjs (failed chunks).
 *
 * Checked against: gatsby 5.16.1 (cache-dir/loader.js, production-app.js, static-entry.js, navigation.js),
 * gatsby-link 5.16.0 (dist/index.modern.mjs calls `___loader.hovering(...)` in onMouseEnter).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), each part's premises must still hold (`check`, which names the part of every
 * premise that broke; the applied line lists each part's evidence) and the bundle must use what the
 * runtime calls from each part (loadRoute, preloadRoute, gateHoverPrefetch, guardLoaderRequests,
 * servedPagePath, guardSessionStorage, guardChunkReload); otherwise the bundle fails naming this patch.
 * In the browser, a missing loader or XMLHttpRequest is reported once in the console and the reader is
 * never blocked. gatsbyPageScripts checks that every built page sets `window.pagePath`.
 */
import { prefetchAllowed } from '../lib/connection';
import { classify, createRequestBudget, Failure, presentedStatus, RequestBudget, STALL_MS } from '../lib/requestPolicy';
import { checkParts, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'gatsbyBrowserRuntime';

// Part "routes".

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

/** The build this page runs (Gatsby's compilation hash), for comparing with a deployed or saved build. */
export const runningBuild = (): string | undefined =>
  typeof window === 'undefined' ? undefined : window.___webpackCompilationHash;

/** Gatsby's loader, or null (with a loud console error once) when it is not where 5.16.1 put it. */
export function gatsbyLoader(): GatsbyPublicLoader | null {
  const loader = typeof window === 'undefined' ? undefined : window.___loader;
  if (loader && typeof loader.loadPage === 'function' && typeof loader.hovering === 'function') return loader;
  if (typeof window !== 'undefined' && !warned) {
    warned = true;
    console.error(
      '[metis] src/patches/gatsbyBrowserRuntime: window.___loader.loadPage is missing; routes load without the offline and failure checks.',
    );
  }
  return null;
}
let warned = false;

/**
 * - loaded: page data and code are in the loader's cache;
 * - failed: they could not be fetched (an error status, or the request failed);
 * - newBuild: a different build is deployed (the runtime loads the page in full from it);
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
  if (hash && runningBuild() && hash !== runningBuild()) return 'newBuild';
  return 'loaded';
}

/** Fetch a route's data and code ahead of a likely click (touch, focus), as gatsby-link does on hover. */
export function preloadRoute(route: string): void {
  gatsbyLoader()?.hovering(route);
}

const ROUTES: Premise[] = [
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern: /window\.___loader = publicLoader/,
    does: 'set window.___loader to publicLoader',
  },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern:
      /export const publicLoader = \{[\s\S]*loadPage: rawPath => instance\.loadPage\(rawPath\)[\s\S]*hovering: rawPath => instance\.hovering\(rawPath\)/,
    does: 'expose loadPage and hovering on publicLoader',
  },
  { file: 'gatsby/cache-dir/loader.js', pattern: /Error: `error`/, does: 'mark a failed load with status "error"' },
  {
    file: 'gatsby/cache-dir/navigation.js',
    pattern:
      /pageResources\.status === PageResourceStatus\.Error\) \{\s*window\.history\.replaceState\(\{\}, ``, location\.href\)\s*window\.location = pathname/,
    does: 'reload with window.location when navigate() fails to load (the behaviour this patch pre-empts)',
  },
];

// Part "hover prefetch".

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

const HOVER_PREFETCH: Premise[] = [
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern: /hovering\(rawPath\) \{\s*this\.loadPage\(rawPath\)\s*\}/,
    does: 'load on hover without a connection check',
  },
  {
    file: 'gatsby-link/dist/index.modern.mjs',
    pattern: /onMouseEnter:t=>\{c&&c\(t\);const e=a\(_\);___loader\.hovering\(/,
    does: "call ___loader.hovering from a Link's onMouseEnter, after the Link's own handler",
  },
];

// Part "requests".

/** The loader's data files. */
const DATA = /^\/page-data\/.+\.json$/;
/** The 500 page's data, which Gatsby asks for after a 500 and no build of this site has. */
const NO_500_PAGE = /^\/page-data\/500\.html\//;

interface Request {
  method: string;
  url: string;
  /** Path and query: what the budget counts. */
  key: string;
}

type XhrClass = { prototype: XMLHttpRequest };

/** Shows the loader a finished request with this status and body, whatever the request itself holds. */
function present(xhr: XMLHttpRequest, status: number, body: string): void {
  for (const [name, value] of [
    ['readyState', 4],
    ['status', status],
    ['responseText', body],
  ] as const) {
    Object.defineProperty(xhr, name, { configurable: true, get: () => value });
  }
}

/** The XMLHttpRequest prototypes already shaped (one per window; tests make their own). */
const shaped = new WeakSet<object>();

/**
 * onClientEntry, before the loader's first request: shapes its data requests as above. Returns false
 * (saying so in the console) when there is no XMLHttpRequest to shape.
 */
export function guardLoaderRequests({
  XHR = typeof window === 'undefined' ? undefined : window.XMLHttpRequest,
  budget = createRequestBudget(),
  stallMs = STALL_MS,
  base = () => window.location.href,
}: { XHR?: XhrClass; budget?: RequestBudget; stallMs?: number; base?: () => string } = {}): boolean {
  const proto = XHR?.prototype;
  if (proto && shaped.has(proto)) return true;
  if (!proto || typeof proto.open !== 'function' || typeof proto.send !== 'function') {
    console.error(
      '[metis] src/patches/gatsbyBrowserRuntime: XMLHttpRequest is missing; page data is fetched without the retry bound.',
    );
    return false;
  }
  shaped.add(proto);
  // Kept to be called with each request as `this` (realOpen.call(this, …)), never detached.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realOpen = proto.open;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realSend = proto.send;
  const requests = new WeakMap<XMLHttpRequest, Request>();

  proto.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    requests.delete(this);
    try {
      const target = new URL(String(url), base());
      const async = rest[0] === undefined || Boolean(rest[0]);
      if (
        async &&
        method.toUpperCase() === 'GET' &&
        target.origin === new URL(base()).origin &&
        DATA.test(target.pathname)
      ) {
        requests.set(this, { method, url: String(url), key: target.pathname + target.search });
      }
    } catch {
      // Not a URL we shape.
    }
    return (realOpen as (...a: unknown[]) => void).call(this, method, url, ...rest);
  };

  proto.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = requests.get(this);
    if (!request) return realSend.call(this, body);
    shapeRequest(this, request, body);
    return undefined;
  };
  return true;

  /** One data request of the loader, from its first attempt to what the loader is shown. */
  function shapeRequest(xhr: XMLHttpRequest, request: Request, body?: Document | XMLHttpRequestBodyInit | null): void {
    const deliver = xhr.onreadystatechange;
    xhr.onreadystatechange = null;
    const finish = (status: number, text: string) => {
      present(xhr, status, text);
      deliver?.call(xhr, new Event('readystatechange'));
    };
    if (NO_500_PAGE.test(request.key)) {
      setTimeout(() => finish(404, ''));
      return;
    }

    let attempts = 0;
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    xhr.addEventListener('progress', arm);
    xhr.onreadystatechange = () => {
      if (xhr.readyState !== 4) {
        arm();
        return;
      }
      clearTimeout(timer);
      const status = xhr.status;
      const text = stalled ? '' : xhr.responseText;
      const outcome = classify(status, text, { stalled });
      if (outcome === 'ok' || outcome === 'definite') {
        budget.after(request.key, outcome, { status, body: text });
        finish(status, text);
        return;
      }
      const failure: Failure = { status: presentedStatus(status, outcome), body: text };
      if (budget.after(request.key, outcome, failure).retry) attempt();
      else finish(failure.status, failure.body);
    };
    const attempt = () => {
      const decision = budget.before(request.key);
      if (!decision.send) {
        setTimeout(() => finish(decision.failure.status, decision.failure.body));
        return;
      }
      attempts += 1;
      const go = () => {
        if (attempts > 1) realOpen.call(xhr, request.method, request.url, true);
        stalled = false;
        arm();
        realSend.call(xhr, body);
      };
      if (decision.delayMs) setTimeout(go, decision.delayMs);
      else go();
    };
    attempt();
  }
}

const REQUESTS: Premise[] = [
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern:
      /function doFetch\(url, method = `GET`\) \{\s*return new Promise\(resolve => \{\s*const req = new XMLHttpRequest\(\)\s*req\.open\(method, url, true\)\s*req\.onreadystatechange = \(\) => \{\s*if \(req\.readyState == 4\) \{\s*resolve\(req\)/,
    does: 'fetch through an XMLHttpRequest that reports on onreadystatechange at readyState 4',
  },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern:
      /if \(status === 500\) \{\s*return this\.fetchPageDataJson\(\s*Object\.assign\(loadObj, \{\s*pagePath: `\/500\.html`/,
    does: "answer a 500 for page data by loading the 500 page's data (the request this patch never sends)",
  },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern: /if \(retries < 3\) \{\s*return this\.fetchPageDataJson\(/,
    does: 'retry other page-data failures three times at once',
  },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern:
      /if \(status !== 200 && retries < 3\) \{\s*\/\/ Retry 3 times incase of non-200 responses\s*return this\.loadAppData\(retries \+ 1\)/,
    does: 'retry app data on any non-200',
  },
];

// Part "served page path".

declare global {
  interface Window {
    pagePath?: string;
  }
}

export function servedPagePath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.pagePath;
}

const SERVED_PAGE_PATH: Premise[] = [
  {
    file: 'gatsby/cache-dir/static-entry.js',
    pattern: /window\.pagePath=\$\{JSON\.stringify\(/,
    does: 'write window.pagePath into every page',
  },
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern: /const \{ pagePath, location: browserLoc \} = window/,
    does: 'read window.pagePath to compare with the address',
  },
];

// Part "session storage".

const PROBE = 'metis.storage-probe';

/** Whether this storage can be read, written and cleaned without throwing. */
export function storageWorks(get: () => Storage | null | undefined): boolean {
  try {
    const storage = get();
    if (!storage) return false;
    storage.getItem(PROBE);
    storage.setItem(PROBE, '1');
    storage.removeItem(PROBE);
    return true;
  } catch {
    return false;
  }
}

/**
 * onClientEntry: when sessionStorage does not work, makes every access to it throw a SecurityError.
 * Returns whether the storage works.
 */
export function guardSessionStorage(win: Window = window): boolean {
  if (storageWorks(() => win.sessionStorage)) return true;
  try {
    Object.defineProperty(win, 'sessionStorage', {
      configurable: true,
      enumerable: true,
      get() {
        throw new DOMException('sessionStorage is not available in this browser.', 'SecurityError');
      },
    });
  } catch {
    // A browser that will not let it be redefined: Gatsby's own guard is all there is.
  }
  return false;
}

const SESSION_STORAGE: Premise[] = [
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern:
      /const getSessionStorage = \(\) => \{\s*try \{\s*return sessionStorage\s*\} catch \{\s*return null\s*\}\s*\}/,
    does: 'guard only the access to sessionStorage (getSessionStorage returns null when it throws)',
  },
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern: /if \(sessionStorage\) \{\s*sessionStorage\.removeItem\(reloadStorageKey\)\s*\}/,
    does: 'call sessionStorage.removeItem unguarded before the first render',
  },
];

// Part "chunk reload".

/** Calls `onChunkFailure` instead of Gatsby's reload; only once `isRunning()` says the app rendered. */
export function guardChunkReload(onChunkFailure: () => void, isRunning: () => boolean): void {
  window.addEventListener(
    'unhandledrejection',
    (event) => {
      const reason = String((event.reason as Error | undefined)?.message ?? event.reason ?? '');
      if (!/loading (?:css )?chunk \S* failed/i.test(reason) || !isRunning()) return;
      event.stopImmediatePropagation();
      onChunkFailure();
    },
    { capture: true },
  );
}

const CHUNK_RELOAD: Premise[] = [
  {
    file: 'gatsby/cache-dir/navigation.js',
    pattern:
      /window\.addEventListener\(`unhandledrejection`, event => \{\s*if \(\/loading chunk \\d\* failed\.\/i\.test\(event\.reason\)\) \{\s*if \(nextRoute\) \{\s*window\.location\.pathname = nextRoute/,
    does: 'reload on every "Loading chunk N failed" rejection, from a bubbling window listener',
  },
];

/** Each part's premises in the installed packages, checked separately: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkParts(
    PATCH,
    read,
    [
      { part: 'routes', premises: ROUTES },
      { part: 'hover prefetch', premises: HOVER_PREFETCH },
      { part: 'requests', premises: REQUESTS },
      { part: 'served page path', premises: SERVED_PAGE_PATH },
      { part: 'session storage', premises: SESSION_STORAGE },
      { part: 'chunk reload', premises: CHUNK_RELOAD },
    ],
    env,
  );
}
