/**
 * What happens between pages, on top of Gatsby's own loader (node_modules/gatsby/cache-dir), through its
 * public browser APIs (gatsby-browser.tsx: onClientEntry, onInitialClientRender, onPreRouteUpdate,
 * onRouteUpdate, onRouteUpdateDelayed), gatsby-link's contract (a click whose default is prevented is not
 * navigated, which src/components/SiteLink relies on), DOM listeners and the progress bar's timer. What Gatsby keeps private is reached only
 * through src/patches (each checked against the installed Gatsby on every production build).
 *
 * Read in Gatsby 5.16.1:
 * - navigation.js navigate() loads the target's page data and code, then renders; its only signal is
 *   onRouteUpdateDelayed after 1 s; onPreRouteUpdate fires once the route has loaded. When loading
 *   fails it sets window.location: a silent full load, which offline ends on the browser's error page.
 * - production-app.js, on the first load, leaves the static HTML unhydrated when the page's own data or
 *   code fails ("page resources for X not found"), with no reload and nothing shown.
 * - loader.js prefetches links that scroll into view, skipping 2g and data saver, but hovering() does not
 *   check, and nothing prefetches on touch.
 * - loader.js answers a 500 for page data by loading the 500 page's data, again and again while the server
 *   keeps answering 500 (1,107 requests in 8 s), and retries other failures three times at once.
 * - production-app.js calls sessionStorage.removeItem unguarded before rendering; gatsby-react-router-scroll
 *   decodes the URL fragment with decodeURI unguarded.
 *
 * Added here:
 * - the loader's data requests are bounded, with backoff (src/patches/gatsbyBrowserRuntime over
 *   src/lib/requestPolicy): a 500 is handled like a 503, nothing asks for the 500 page's data;
 * - a sessionStorage that throws is made to look absent to Gatsby (src/patches/gatsbyBrowserRuntime), and a
 *   malformed fragment is made decodable (src/lib/safeHash) before Gatsby reads it;
 * - a route that neither loads nor fails within ROUTE_DEADLINE_MS counts as failed;
 * - a font that fails is named in a console warning (src/browser/fontWatch);
 * - a click on a SiteLink to another page of the site loads that route first (followLink): loaded → the
 *   runtime navigates, and Gatsby renders at once from the loader's cache; offline (navigator.onLine
 *   false and no service worker that may hold the route saved, or the route did not load and the page
 *   itself cannot be fetched) → the reader stays, with a Persian notice and a retry; failed → a console
 *   warning naming the route, then one full reload (guarded per route, src/lib/reloadGuard);
 * - a route of another build (deployed since this page loaded) is loaded in full from it, as one history
 *   entry (Gatsby's own reload for it pushes the route too, so Back had to be pressed twice);
 * - a route that still fails after that reload shows the page-load error state («خطای صفحه», retry)
 *   above the page, which stays readable (its static HTML on a first load);
 * - the progress bar 200 ms after a navigation starts (src/lib/routeProgress), not Gatsby's 1 s;
 * - prefetch on a SiteLink's touch and keyboard focus (preloadLink), and hover only on connections that allow it;
 * - the `.html` correction for hosts that answer those forms with their not-found page.
 */
import { navigate } from 'gatsby';
import { canonicalPath } from '../lib/canonicalPath';
import { PAGE_LOAD_TIMERS } from '../lib/pageLoadTimers';
import { safeHash } from '../lib/safeHash';
import { prefetchAllowed } from '../lib/connection';
import { signalNavigation } from '../lib/navigationSignal';
import { claimReload, clearReload, SessionLike } from '../lib/reloadGuard';
import { NoticeStore, offlineNotice, routeFailure } from '../lib/routeFailure';
import { watchFontLoads } from './fontWatch';
import { installDeferredCode, loadDeferredCode, releaseDeferredCode } from './deferredCode';
import { sessionStore } from './storage';
import { routeProgress } from '../lib/routeProgress';
import {
  gateHoverPrefetch,
  guardChunkReload,
  guardLoaderRequests,
  guardSessionStorage,
  loadRoute,
  preloadRoute,
  RouteLoad,
  servedPagePath,
} from '../patches/gatsbyBrowserRuntime';

export { runningBuild } from '../patches/gatsbyBrowserRuntime';

/** Whether Gatsby's app has rendered (onInitialClientRender): before that, failures are the first load's. */
let appRunning = false;

/**
 * How long a route may take to load (its data, code and app data) before it counts as failed. Data
 * requests give up sooner (requestPolicy's STALL_MS: no byte for 8 s); this bounds what they do not cover,
 * a code chunk the server never finishes sending.
 */
export const ROUTE_DEADLINE_MS = PAGE_LOAD_TIMERS.routeDeadlineMs;
/** How long the check that the site still answers (a HEAD of the page) may take. */
export const REACHABLE_DEADLINE_MS = PAGE_LOAD_TIMERS.reachableDeadlineMs;

/** `promise`, or `late` once `ms` have passed without it settling. */
export function withDeadline<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * loadRoute, counted as failed (`timedOut`) when it takes longer than ROUTE_DEADLINE_MS. For a navigation,
 * the code the first load deferred (./deferredCode.ts) is loaded with it: React renders the next page with
 * all of it. Loaded after the route, whose template may bring deferred components of its own. The first
 * load's own check leaves that code to the reader's first interaction.
 */
const loadRouteInTime = (route: string, navigating = true): Promise<RouteLoad | 'timedOut'> =>
  withDeadline(
    loadRoute(route).then((loaded) =>
      navigating && (loaded === 'loaded' || loaded === 'unknown')
        ? loadDeferredCode().then(
            () => loaded,
            () => 'failed' as const,
          )
        : loaded,
    ),
    ROUTE_DEADLINE_MS,
    'timedOut' as const,
  );

/** A same-origin page URL (not a file download) for an href, or null. */
export function internalPage(href: string, base: string = window.location.href): URL | null {
  try {
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) return null;
    if (
      /\.(?:json|js|css|txt|md|mdx|xml|yaml|yml|png|jpe?g|svg|webp|gif|ico|woff2?|zip|pdf|webmanifest)$/i.test(
        url.pathname,
      )
    )
      return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Shows the notices' React root (src/app/runtimeNotices): given by the app to installRouteRuntime, so this
 * browser code never imports the site's components (it is a leaf the components import).
 */
let mountNotices: ((appRunning: () => boolean) => void) | null = null;

function notify(store: NoticeStore, route: string, retry: () => void) {
  // The notices' code is deferred code: needed now.
  releaseDeferredCode();
  mountNotices?.(() => appRunning);
  store.set({ route, retry });
}

/**
 * A route whose data or code could not be fetched: warn naming it, then one full reload (which loads
 * the route's static HTML); if it already had its reload, show the page-load error state instead.
 */
export function handleFailedRoute(
  route: string,
  hash = '',
  {
    reload = (url: string) => window.location.assign(url),
    retry = () => window.location.assign(route + hash),
    storage = sessionStore(),
    canLoop = false,
  }: {
    reload?: (url: string) => void;
    /** What the error state's retry does. */
    retry?: () => void;
    storage?: SessionLike | null;
    /** The reload could fail the same way and reload again (the current page's own load). */
    canLoop?: boolean;
  } = {},
): void {
  // Without storage the guard cannot remember: a navigation's reload lands on static HTML whose own
  // failure is then handled with canLoop, so it is safe; a reload of the current page is not.
  const mayReload = storage ? claimReload(storage, route) : !canLoop;
  if (mayReload) {
    console.warn(
      `[metis] The route ${route} failed to load (its page data or code could not be fetched). Reloading the page.`,
    );
    reload(route + hash);
  } else {
    console.warn(
      `[metis] The route ${route} failed to load again after a reload. Not reloading again; showing the error page.`,
    );
    notify(routeFailure, route, retry);
  }
}

/** Whether a service worker serves this page (src/serviceWorker): it may answer from the saved copy. */
function servedByWorker(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

/** Whether the network reaches our origin: the page itself answers (any status) in time, or not. */
async function reachable(url: URL): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REACHABLE_DEADLINE_MS);
  try {
    await fetch(url.pathname + url.search, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function showOffline(url: URL, retry: () => void) {
  routeProgress.done();
  console.warn(`[metis] Offline: ${url.pathname} was not opened; staying on this page.`);
  notify(offlineNotice, url.pathname + url.search, () => {
    offlineNotice.set(null);
    retry();
  });
}

/**
 * Load a route, then `proceed` (let the navigation happen): or keep the reader here when offline, or
 * warn and reload once when the route cannot be loaded, or load it in full when another build is
 * deployed. Resolves once decided.
 */
async function loadThen(url: URL, proceed: () => void, replace = false): Promise<void> {
  const again = () => void loadThen(url, proceed, replace);
  // Offline with no service worker, nothing can load; with one, the route may be saved: try it.
  if (navigator.onLine === false && !servedByWorker()) return showOffline(url, again);
  routeProgress.start();
  const route = url.pathname + url.search;
  const loaded = await loadRouteInTime(route);
  if (loaded === 'newBuild') return loadFromNewBuild(url, replace);
  if (loaded === 'loaded' || loaded === 'unknown') {
    offlineNotice.set(null);
    proceed();
    return;
  }
  routeProgress.done();
  if (loaded === 'timedOut')
    console.warn(`[metis] The route ${route} did not load within ${ROUTE_DEADLINE_MS / 1000} s.`);
  if (!(await reachable(url))) return showOffline(url, again);
  // failed, noAppData or timedOut: the site answers but the route cannot be shown by the app. The reload
  // loads the page's static HTML, which needs none of what failed.
  handleFailedRoute(route, url.hash, { retry: again });
}

/**
 * Another build is deployed since this page loaded: the route is loaded in full from it, as one history
 * entry. Gatsby's navigate() would do it itself, but it sets window.location and then pushes the route as
 * well (navigation.js has no return after it): two entries for one click, and Back had to be pressed twice.
 */
function loadFromNewBuild(url: URL, replace: boolean): void {
  offlineNotice.set(null);
  const target = url.pathname + url.search + safeHash(url.hash);
  console.warn(`[metis] A new version of the docs was published since this page loaded; loading ${target} from it.`);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/** Navigate to a page of the site (for code such as the search dialog), with the same care as a click. */
export function navigateTo(
  href: string,
  options?: { replace?: boolean; state?: Record<string, unknown> },
): Promise<void> {
  const url = internalPage(href);
  if (!url) {
    window.location.assign(href);
    return Promise.resolve();
  }
  return loadThen(url, () => void (options ? navigate(href, options) : navigate(href)), options?.replace);
}

/** The route a click is loading, so that a second click on the same link does not start another load. */
let pending: string | null = null;

/** What a click on a link hands to followLink: the parts of a DOM or React mouse event it reads. */
export interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
  readonly currentTarget: EventTarget | null;
  preventDefault(this: void): void;
}

/**
 * A click on a SiteLink (src/components/SiteLink), before gatsby-link acts on it. A plain left click on a
 * link to another page of the site is taken over: its default is prevented, so gatsby-link does not
 * navigate, the route is loaded, and then the runtime navigates (offline, or a route that cannot be
 * loaded, as loadThen decides). Modified clicks, other targets, downloads and the current page are left
 * to the browser and gatsby-link.
 */
export function followLink(
  event: LinkClick,
  options: { replace?: boolean; state?: Record<string, unknown> } = {},
): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.currentTarget as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = internalPage(anchor.getAttribute('href') ?? '');
  if (!url) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  const key = url.href;
  if (pending === key) return;
  pending = key;
  void loadThen(
    url,
    () => {
      // A malformed fragment would throw in Gatsby's scroll handling: navigate to the repaired one.
      void navigate(url.pathname + url.search + safeHash(url.hash), options);
    },
    options.replace,
  ).finally(() => {
    if (pending === key) pending = null;
  });
}

/** followLink for a link that is not a SiteLink (server HTML React has not hydrated), given its click. */
export function followAnchor(
  anchor: HTMLAnchorElement,
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'
  >,
): void {
  followLink({
    button: event.button,
    metaKey: event.metaKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    defaultPrevented: event.defaultPrevented,
    currentTarget: anchor,
    preventDefault: () => event.preventDefault(),
  });
}

/** Touch and keyboard focus on a SiteLink fetch its route ahead, as hover does (where the connection allows). */
export function preloadLink(anchor: HTMLAnchorElement): void {
  if (anchor.getAttribute('target') === '_blank' || anchor.hasAttribute('download')) return;
  const url = internalPage(anchor.getAttribute('href') || '');
  if (!url || url.pathname === window.location.pathname) return;
  if (prefetchAllowed(navigator)) preloadRoute(url.pathname + url.search);
}

/**
 * `/introduction.html`, `/introduction/index.html` and `/introduction/` on a host that serves them
 * without redirecting. When the host served the page itself (a directory index), Gatsby already
 * corrects the address before the first render. When the host answered with its not-found page, load
 * the canonical route.
 */
export function normaliseLocation(): void {
  const { pathname, search, hash } = window.location;
  const canonical = canonicalPath(pathname);
  if (!canonical) return;
  const served = servedPagePath();
  if (served === '/404.html' || served === '/404') window.location.replace(canonical + search + hash);
}

/**
 * The current page's own data or code failed on this load: Gatsby leaves its static HTML. One that does
 * not load in time gets the error state at once, without a reload: the reader has the static page, and a
 * reload would wait on the same server.
 */
async function checkFirstLoad(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (canonicalPath(pathname)) return;
  const loaded = await loadRouteInTime(pathname + search, false);
  if (loaded === 'timedOut' && !appRunning) {
    console.warn(
      `[metis] The route ${pathname + search} did not load within ${ROUTE_DEADLINE_MS / 1000} s. Not reloading; showing the error page.`,
    );
    notify(routeFailure, pathname + search, () => window.location.reload());
    return;
  }
  if (loaded !== 'failed') return;
  handleFailedRoute(pathname + search, hash, { canLoop: true, retry: () => window.location.reload() });
}

/**
 * Gatsby's scroll handling decodes the fragment with decodeURI, unguarded: a malformed one is made
 * decodable (src/lib/safeHash) before Gatsby reads it, on load and on every history change.
 */
function repairHash(): void {
  const { hash } = window.location;
  const safe = safeHash(hash);
  if (safe !== hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search + safe);
}

let installed = false;

/**
 * onClientEntry: after Gatsby's navigation is set up, before the first render. `showNotices` mounts the
 * error state and the offline notice when the runtime first raises one (src/app/runtimeNotices).
 */
export function installRouteRuntime(showNotices: (appRunning: () => boolean) => void): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  mountNotices = showNotices;
  // Before anything of Gatsby's reads storage, the fragment or the network.
  guardSessionStorage();
  guardLoaderRequests();
  repairHash();
  window.addEventListener('popstate', repairHash, { capture: true });
  window.addEventListener('hashchange', repairHash, { capture: true });
  watchFontLoads();
  // A link of a part whose code has not come yet is followed as a SiteLink's is.
  installDeferredCode(followAnchor);
  normaliseLocation();
  gateHoverPrefetch();
  guardChunkReload(
    () =>
      handleFailedRoute(window.location.pathname + window.location.search, window.location.hash, {
        canLoop: true,
        retry: () => window.location.reload(),
      }),
    () => appRunning,
  );
  // Back/forward: Gatsby loads the route (ensure-resources.js) and, if that fails, loads the page in full
  // itself; the bar shows if it is slow, and a failure is warned about and counted as the route's reload.
  window.addEventListener('popstate', () => {
    routeProgress.start();
    signalNavigation();
    const { pathname, search, hash } = window.location;
    void loadRoute(pathname + search).then((loaded) => {
      if (loaded !== 'failed') return;
      routeProgress.done();
      handleFailedRoute(pathname + search, hash, { reload: () => undefined });
    });
  });
  void checkFirstLoad();
}

/** onInitialClientRender: the app is running; an error state raised while it was slow to start is stale. */
export function appRendered(): void {
  appRunning = true;
  const failure = routeFailure.get();
  if (failure && failure.route === window.location.pathname + window.location.search) routeFailure.set(null);
}

/** onRouteUpdateDelayed: a navigation this runtime did not start (code calling navigate) is slow. */
export function routeDelayed(): void {
  routeProgress.start();
}

/** onPreRouteUpdate: a route loaded and is about to render; what was raised for another is stale. */
export function routeWillUpdate(): void {
  offlineNotice.set(null);
  if (routeFailure.get()) routeFailure.set(null);
}

/** onRouteUpdate: the new page has rendered. */
export function routeRendered(pathname: string): void {
  routeProgress.done();
  clearReload(sessionStore(), pathname);
  signalNavigation();
}
