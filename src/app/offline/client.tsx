/**
 * Offline reading in the page, loaded after `load` in idle time (src/app/offline/schedule): registers the
 * worker with Workbox's window library, asks it to save the whole site when src/lib/offline/savePolicy says
 * so, shows the footer's control (src/components/OfflineSave) and, when a new deploy's worker is waiting,
 * the update notice (src/components/UpdateNotice), whose reload hands over to it (Workbox's
 * messageSkipWaiting). Client navigations ask the worker to look for a new deploy.
 */
import { CacheProvider } from '@emotion/react';
import { Suspense } from 'react';
import { createRoot, Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';
// Deferred code (src/components/Deferred): the client starts after `load` without the control's and the
// notice's code, which come with the shell's at the reader's first interaction.
import { OfflineSave, UpdateNotice } from '../../components/Deferred';
import type { ConnectionInfo } from '../../lib/connection';
import { shouldRegister, shouldSaveAll } from '../../lib/offline/savePolicy';
import { isOfflineStatus, MESSAGE, OfflineStatus, OfflineView, viewOf } from '../../lib/offline/status';
import { useStoreValue } from '../../hooks/useStoreValue';
import { navigationSignal } from '../../lib/navigationSignal';
import { createValueStore } from '../../lib/valueStore';
import { getEmotionCache } from '../../browser/emotionCache';
import { createStorageSlot, STORAGE_KEYS } from '../../browser/storage';
import { offlineControl } from '../../browser/offline/slot';
import { runningBuild } from '../../browser/routeRuntime';
import { releaseDeferredCode } from '../../browser/deferredCode';
import { askWorker, dropWorkerAndCaches, WORKER_URL } from '../../browser/offline/workerLink';

/** Client navigations look for a new deploy at most this often. */
export const UPDATE_CHECK_INTERVAL_MS = 5000;
/** After the reload button, how long the waiting worker may take to take over before the page reloads anyway. */
export const HANDOVER_TIMEOUT_MS = 4000;

const choice = createStorageSlot(STORAGE_KEYS.offlineChoice);
const view = createValueStore<OfflineView | null>(null);
const wholeView = (current: OfflineView | null) => current;
let workbox: Workbox | null = null;
/** The build of the worker that serves this page: progress from another (a new deploy's, installing) is not ours. */
let activeBuild: string | null = null;
let handingOver = false;
let lastUpdateCheck = 0;
let noticeRoot: Root | null = null;
/**
 * Saves asked for and not answered yet: a progress message that says nothing is being saved was sent
 * before the worker had the request (its answer ends the save), so it would show a stale state.
 */
let savesAsked = 0;

function show(status: OfflineStatus) {
  activeBuild = status.build;
  view.set(viewOf(status));
}

async function refresh(): Promise<OfflineStatus | null> {
  const answer = await askWorker(MESSAGE.status);
  if (isOfflineStatus(answer)) {
    show(answer);
    return answer;
  }
  if (answer && 'disabled' in answer) {
    // The operator's kill switch (docs/deploy.md): the page lets go of it too.
    view.set({ kind: 'unavailable' });
    await (await navigator.serviceWorker.getRegistration())?.unregister();
  } else view.set({ kind: 'off' });
  return null;
}

function closeUpdateNotice() {
  noticeRoot?.unmount();
  noticeRoot = null;
  document.getElementById('metis-update-notice')?.remove();
}

/** The reload button: the waiting worker takes over, then the page reloads under it. */
function handOver() {
  if (!workbox || handingOver) return;
  handingOver = true;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
  setTimeout(() => window.location.reload(), HANDOVER_TIMEOUT_MS);
}

function showUpdateNotice() {
  if (noticeRoot) return;
  const container = document.createElement('div');
  container.id = 'metis-update-notice';
  document.body.appendChild(container);
  noticeRoot = createRoot(container);
  releaseDeferredCode(); // the notice's code, needed now
  noticeRoot.render(
    <CacheProvider value={getEmotionCache()}>
      <Suspense fallback={null}>
        <UpdateNotice onReload={handOver} onClose={closeUpdateNotice} />
      </Suspense>
    </CacheProvider>,
  );
}

/**
 * Another tab's reload handed over to a new deploy's worker, which deleted the files of this page's build
 * that changed: this page reloads, rather than later asking for a chunk that is gone. Not on the first
 * worker taking control of the first visit, and not when the new worker serves this page's own build.
 */
function watchHandOver() {
  let hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (handingOver) return;
    void askWorker(MESSAGE.status).then((answer) => {
      if (isOfflineStatus(answer) && answer.build !== runningBuild()) window.location.reload();
    });
  });
}

async function connect(): Promise<void> {
  if (workbox) return;
  workbox = new Workbox(WORKER_URL);
  workbox.addEventListener('waiting', showUpdateNotice);
  await workbox.register();
  await navigator.serviceWorker.ready;
}

/** Saves the whole site; `asked`: the reader pressed the button (their copy is then kept from eviction when the browser agrees). */
async function save(asked: boolean): Promise<void> {
  choice.remove();
  if (asked) void navigator.storage?.persist?.().catch(() => false);
  await connect();
  view.set({ kind: 'saving', percent: 0 });
  savesAsked += 1;
  const answer = await askWorker(MESSAGE.save, { timeoutMs: 0 }).finally(() => {
    savesAsked -= 1;
  });
  if (isOfflineStatus(answer)) show(answer);
  else await refresh();
}

async function remove(): Promise<void> {
  choice.set('removed');
  await askWorker(MESSAGE.remove);
  // The page deletes too: a worker that did not answer still leaves nothing behind.
  await dropWorkerAndCaches();
  workbox = null;
  activeBuild = null;
  view.set({ kind: 'off' });
}

function Control() {
  const current = useStoreValue(view, wholeView, null);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <OfflineSave
        view={current}
        onSave={() => void save(true).catch(failed)}
        onRemove={() => void remove().catch(failed)}
      />
    </Suspense>
  );
}

function failed(error: unknown) {
  console.warn(`[metis] Offline reading: ${error instanceof Error ? error.message : String(error)}`);
  void refresh().catch(() => view.set({ kind: 'off' }));
}

let verifying = false;

/**
 * A same-origin script of this page failed to load or to run (a wrong entry in the saved copy would do
 * that): the worker checks its copy against the build's manifest and replaces what is wrong. Once a page.
 */
function onScriptError(event: Event) {
  const target = event.target;
  const src = target instanceof HTMLScriptElement ? target.src : event instanceof ErrorEvent ? event.filename : '';
  if (verifying || !src) return;
  const url = new URL(src, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.endsWith('.js')) return;
  verifying = true;
  void askWorker(MESSAGE.verify, { timeoutMs: 0 })
    .then((answer) => (isOfflineStatus(answer) ? show(answer) : undefined))
    .catch(() => undefined);
}

function checkForUpdate() {
  if (!workbox || Date.now() - lastUpdateCheck < UPDATE_CHECK_INTERVAL_MS) return;
  lastUpdateCheck = Date.now();
  void workbox.update().catch(() => undefined);
}

let started = false;

export async function startOfflineClient(): Promise<void> {
  if (started) return;
  started = true;
  offlineControl.set({ Control });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; status?: unknown } | null;
    if (data?.type !== MESSAGE.progress || !isOfflineStatus(data.status)) return;
    if (activeBuild && data.status.build !== activeBuild) return;
    if (savesAsked && !data.status.saving) return;
    show(data.status);
  });
  watchHandOver();
  window.addEventListener('error', onScriptError, true);
  navigationSignal.subscribe(checkForUpdate);
  if (!shouldRegister(choice.get() === 'removed' ? 'removed' : null)) {
    view.set({ kind: 'off' });
    return;
  }
  try {
    await connect();
    const status = await refresh();
    // Registered a moment ago and gone already: the operator's kill switch (docs/deploy.md). Nothing to offer.
    if (!status && !(await navigator.serviceWorker.getRegistration())) view.set({ kind: 'unavailable' });
    if (shouldSaveAll(status, (navigator as { connection?: ConnectionInfo }).connection)) await save(false);
  } catch (error) {
    view.set({ kind: 'unavailable' });
    console.warn(
      `[metis] The service worker could not be registered; the docs are not saved for offline reading: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
