/**
 * The service worker (public/sw.js): the docs readable without a connection after one visit, and never a
 * reader trapped on a stale deploy. Built by src/node/serviceWorker with Workbox's injectManifest, which
 * puts the build's own file list where `self.__WB_MANIFEST` stands. How it behaves, and how to roll it
 * back: docs/deploy.md, «The service worker».
 *
 * Every file is checked against the build's manifest (a digest per file) before it is saved and before it
 * is served from the copy (src/serviceWorker/revision).
 *
 * - install: the shell (scripts, font) is saved; when the reader's copy is the whole
 *   site, this build's pages, data and search index are saved too before the worker may take over, so a
 *   new deploy never leaves the copy half one build and half another. The very first worker takes control
 *   at once (there is nothing older to keep consistent with); later ones wait.
 * - activate: the previous build's changed files and any other cache are deleted; open pages are claimed;
 *   every saved file is checked and a wrong one replaced.
 * - fetch: this build's files by src/serviceWorker/buildFileStrategy; other navigations go to the network,
 *   and when it cannot be reached, a page that is not saved gets our Persian offline page.
 * - messages: status, save everything, remove the copy (src/lib/offline/status), and Workbox's SKIP_WAITING
 *   from the update notice's reload button.
 */
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { MESSAGE } from '../lib/offline/status';
import { offlinePagePolicy, renderOfflinePage } from '../lib/offline/offlinePage';
import { pageDataUrlOf, routeOfPageData } from '../lib/offline/files';
import type { OfflineGroup } from '../lib/offline/files';
import { BuildEntry, BuildFile, BuildFiles } from './buildFiles';
import { BuildFileStrategy } from './buildFileStrategy';
import { workerConfig } from './config';
import { SavedCopy } from './savedCopy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: BuildEntry[] };

const files = new BuildFiles(self.__WB_MANIFEST);
const copy = new SavedCopy(files, workerConfig.build);

/** Sends the status to every window of the site (the footer's control shows it), at most every 250 ms. */
let lastReport = 0;
let reportTimer: ReturnType<typeof setTimeout> | undefined;
function report(): void {
  const send = async () => {
    lastReport = Date.now();
    reportTimer = undefined;
    const status = await copy.status();
    for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
      client.postMessage({ type: MESSAGE.progress, status });
  };
  if (reportTimer) return;
  reportTimer = setTimeout(() => void send(), Math.max(0, 250 - (Date.now() - lastReport)));
}

/** A page's data was kept because the reader opened it: its HTML is kept too, so a full load works offline. */
function kept(file: BuildFile): void {
  const route = file.kind === 'data' ? routeOfPageData(file.url) : null;
  const page = route ? files.get(route) : undefined;
  const html = page && page.kind === 'page' ? copy.saveOne(page).catch(() => undefined) : Promise.resolve();
  void html.then(report);
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const buildFileOf = (request: Request) => {
  const url = new URL(request.url);
  return sameOrigin(url) ? files.get(url.pathname) : undefined;
};

registerRoute(
  ({ request }) => !copy.removed && request.method === 'GET' && !!buildFileOf(request),
  new BuildFileStrategy(copy, buildFileOf, kept),
);
registerRoute(({ request, url }) => !copy.removed && request.mode === 'navigate' && sameOrigin(url), new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const url = new URL(request.url);
  const html = renderOfflinePage(workerConfig.offlinePage, {
    address: url.pathname + url.search,
    saved: await copy.savedRoutes(),
  });
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': offlinePagePolicy(workerConfig.offlinePage),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await copy.begin();
      // The shell: each file fetched (from the HTTP cache when the page already loaded it), checked against
      // its digest and saved. Not Workbox's install, which saves any 200. A file that is not this build's is
      // left out (the page loads it from the network, and it is saved when it comes right), never saved.
      await copy.saveShell(report).catch(() => undefined);
      // The rest must be saved before this build may take over.
      if ((await copy.mode()) === 'all') await copy.saveAll(report, ['library']);
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

/**
 * The pages open when the worker takes over were opened before it existed (the first visit): they are
 * saved as if opened now, with the data every page needs (app data, static queries). A no-op when the
 * whole site is saved.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const shared = files.entries('library').filter((f) => f.kind === 'data' && !routeOfPageData(f.url));
  const opened = windows.flatMap((w) => {
    const route = files.get(new URL(w.url).pathname);
    const data = route?.kind === 'page' ? files.get(pageDataUrlOf(route.url)) : undefined;
    return route?.kind === 'page' && data ? [route, data] : [];
  });
  for (const file of opened.length ? [...shared, ...opened] : []) await copy.saveOne(file).catch(() => undefined);
  if (opened.length) report();
}

/** Checks the saved copy against this build's manifest and replaces the wrong entries; reports a change. */
async function repair(groups?: OfflineGroup[]): Promise<void> {
  if ((await copy.repair(groups)).length) report();
}

/**
 * At each page's start: the shell (a few hundred kilobytes: scripts a page may take from the browser's
 * memory cache, so never from the copy, where a wrong one would wait) is checked, and the whole copy once
 * per worker start, before the status is answered (the footer says «saved» only of a copy that matched);
 * then the shell files not saved yet (left out as wrong, or never fetched) are fetched.
 */
let checkedWhole = false;
async function checkAtPageStart(): Promise<void> {
  await repair(checkedWhole ? ['shell'] : undefined).catch(() => undefined);
  checkedWhole = true;
}

self.addEventListener('activate', (event) => {
  copy.controllers.shell.activate(event).catch(() => undefined);
  copy.controllers.library.activate(event).catch(() => undefined);
  // A deploy that keeps script names keeps their entries: a wrong one an older worker saved is found here.
  event.waitUntil(
    copy
      .deleteOtherCaches()
      .then(() => self.clients.claim())
      .then(keepOpenPages)
      .then(() => repair()),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  const answer = (value: unknown) => event.ports[0]?.postMessage(value);
  if (type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  else if (type === MESSAGE.status) {
    event.waitUntil(
      checkAtPageStart()
        .then(() => copy.status())
        .then(answer)
        .then(() => copy.saveShell(report))
        .catch(() => undefined),
    );
  } else if (type === MESSAGE.verify) event.waitUntil(repair().then(() => copy.status().then(answer)));
  else if (type === MESSAGE.save) {
    event.waitUntil(
      copy
        .saveAll(report)
        .catch((error: unknown) =>
          console.warn(
            `[metis] Saving the docs for offline reading stopped: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .then(() => copy.status())
        .then(answer),
    );
  } else if (type === MESSAGE.remove) event.waitUntil(copy.remove().then(() => answer({ removed: true })));
});
