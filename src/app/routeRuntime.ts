/**
 * What happens between pages, on top of Gatsby's own loader (node_modules/gatsby/cache-dir). Read there:
 * - navigation.js `navigate()` loads the target's page data and code, then renders; its only signal is
 *   `onRouteUpdateDelayed` after 1 s. On a load error it sets `window.location` (a full load) silently.
 * - ensure-resources.js does the same for back/forward to a page not loaded yet.
 * - production-app.js, on the first load, throws "page resources for X not found" and leaves the static
 *   HTML in place when the page's own data fails: no reload there, so no loop.
 * - navigation.js reloads on any unhandled "Loading chunk N failed" rejection with no guard: a chunk
 *   that keeps failing reloads forever.
 * - loader.js prefetches links that scroll into view (gatsby-link's IntersectionObserver → enqueue),
 *   skipping 2g and data saver; but `hovering()` (gatsby-link's onMouseEnter) loads without that check,
 *   and nothing prefetches on touch.
 * This module adds what is missing: the 200 ms progress bar, a console warning naming a failed route
 * before its one guarded reload, the connection check for hover and a touch/focus prefetch, and the
 * `.html` correction for hosts that serve those forms without redirecting.
 */
import { connectionAllowsPrefetch, ConnectionInfo } from '../lib/connection';
import { navigationSignal } from '../lib/navigationSignal';
import { canonicalPath } from '../lib/canonicalPath';
import { claimReload, clearReload, SessionLike } from '../lib/reloadGuard';
import { sessionStore } from './storage';
import { routeFailure } from '../lib/routeFailure';
import { routeProgress } from '../lib/routeProgress';

interface PageResources {
  status?: string;
}

interface GatsbyLoader {
  loadPage(path: string): Promise<PageResources | null | undefined>;
  hovering(path: string): void;
}

type Navigate = (to: string | number, options?: Record<string, unknown>) => void;

declare global {
  interface Window {
    ___navigate?: Navigate;
    ___loader?: GatsbyLoader;
    pagePath?: string;
  }
}

const connection = (): ConnectionInfo | undefined => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** A same-origin page URL (not a file download) for an href, or null. */
function internalPage(href: string): URL | null {
  try {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return null;
    if (/\.(?:json|js|css|txt|md|mdx|xml|yaml|yml|png|jpe?g|svg|webp|gif|ico|woff2?|zip|pdf|webmanifest)$/i.test(url.pathname)) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * A route whose data or code could not be fetched: warn naming it, then one full reload (which loads
 * the route's static HTML); if it already had its reload, show the page-load error screen instead.
 */
export function handleFailedRoute(
  route: string,
  hash = '',
  {
    reload = (url: string) => window.location.assign(url),
    storage = sessionStore(),
    canLoop = false,
  }: {
    reload?: (url: string) => void;
    storage?: SessionLike | null;
    /** The reload could fail the same way and reload again (a chunk of the current page). */
    canLoop?: boolean;
  } = {},
): void {
  const target = route + hash;
  // Without storage the guard cannot remember: a navigation's reload lands on static HTML that does not
  // navigate again, so it is safe; a reload of the current page is not.
  const mayReload = storage ? claimReload(storage, route) : !canLoop;
  if (mayReload) {
    console.warn(`[metis] The route ${route} failed to load (its page data or code could not be fetched). Reloading the page.`);
    reload(target);
  } else {
    console.warn(`[metis] The route ${route} failed to load again after a reload. Not reloading again; showing the error page.`);
    routeFailure.set({ route });
  }
}

/** Start the progress bar and watch the load of a navigation before handing it to Gatsby. */
function wrapNavigate(): void {
  const original = window.___navigate;
  if (!original || (original as Navigate & { metis?: boolean }).metis) return;
  const wrapped: Navigate & { metis?: boolean } = (to, options) => {
    if (typeof to === 'number') return original(to, options);
    const url = internalPage(String(to));
    const loader = window.___loader;
    if (!url || !loader) return original(to, options);
    const route = url.pathname + url.search;
    routeProgress.start();
    loader.loadPage(route).then(
      (resources) => {
        if (!resources || resources.status === 'error') {
          routeProgress.done();
          handleFailedRoute(route, url.hash);
          return;
        }
        // The data is in the loader's cache now: Gatsby's navigate renders at once.
        original(to, options);
        navigationSignal.emit();
        // If the location did not change, no route update fires: do not leave the bar running.
        setTimeout(() => routeProgress.done(), 1000);
      },
      () => {
        routeProgress.done();
        handleFailedRoute(route, url.hash);
      },
    );
  };
  wrapped.metis = true;
  window.___navigate = wrapped;
}

/** Hover (gatsby-link) only on a connection that allows it; touch and keyboard focus preload too. */
function gatePrefetch(): void {
  const loader = window.___loader;
  if (!loader) return;
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path: string) => {
    if (connectionAllowsPrefetch(connection())) hovering(path);
  };
  const preload = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor || anchor.getAttribute('target') === '_blank' || anchor.hasAttribute('download')) return;
    const url = internalPage(anchor.getAttribute('href') || '');
    if (!url || url.pathname === window.location.pathname) return;
    loader.hovering(url.pathname + url.search);
  };
  document.addEventListener('touchstart', preload, { capture: true, passive: true });
  document.addEventListener('focusin', preload, { capture: true });
}

/**
 * Replaces Gatsby's unguarded "Loading chunk failed → reload" handler (navigation.js) with one that
 * names the route and reloads once. Listening in the capture phase runs before Gatsby's listener on
 * the same target, which stopImmediatePropagation then skips.
 */
function guardChunkReload(): void {
  window.addEventListener(
    'unhandledrejection',
    (event) => {
      const reason = String((event.reason as Error | undefined)?.message ?? event.reason ?? '');
      const notFound = /page resources for (\S+) not found/i.exec(reason);
      if (notFound) {
        console.warn(`[metis] The route ${notFound[1]} failed to load its page data or code; showing the page as served, without scripts.`);
        return;
      }
      if (!/loading (?:css )?chunk \S* failed/i.test(reason)) return;
      event.stopImmediatePropagation();
      handleFailedRoute(window.location.pathname + window.location.search, window.location.hash, { canLoop: true });
    },
    { capture: true },
  );
}

/**
 * `/introduction.html`, `/introduction/index.html` and `/introduction/` on a host that serves them
 * without redirecting. When the host served the page itself (a directory index), Gatsby already
 * corrects the address: production-app.js replaces it with `window.pagePath` before the first render
 * (rewriting it here instead would desynchronise reach-router's history, created earlier). When the
 * host answered with its not-found page, load the canonical route.
 */
export function normaliseLocation(): void {
  const { pathname, search, hash } = window.location;
  const canonical = canonicalPath(pathname);
  if (!canonical) return;
  if (window.pagePath === '/404.html' || window.pagePath === '/404') window.location.replace(canonical + search + hash);
}

let installed = false;

/** onClientEntry: after Gatsby's navigation is initialised and before the first render. */
export function installRouteRuntime(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  normaliseLocation();
  wrapNavigate();
  gatePrefetch();
  guardChunkReload();
  // Back/forward: Gatsby (ensure-resources.js) loads the page and does a full load if that fails; the
  // bar shows if it is slow, and a failure is named in the console first.
  window.addEventListener('popstate', () => {
    routeProgress.start();
    navigationSignal.emit();
    const route = window.location.pathname + window.location.search;
    window.___loader?.loadPage(route).then((resources) => {
      if (!resources || resources.status === 'error') {
        routeProgress.done();
        console.warn(`[metis] The route ${route} failed to load (its page data or code could not be fetched). Reloading the page.`);
        return;
      }
      // Loaded: the route update that ends the bar follows at once; never leave it running regardless.
      setTimeout(() => routeProgress.done(), 1000);
    });
  });
}

/** onRouteUpdate: the new page has rendered. */
export function routeRendered(pathname: string): void {
  routeProgress.done();
  clearReload(sessionStore(), pathname);
  if (routeFailure.get()) routeFailure.set(null);
  navigationSignal.emit();
}
