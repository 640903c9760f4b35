import { messageSW } from 'workbox-window';
import type { DisabledAnswer, OfflineStatus } from '../../lib/offline/status';
import { withDeadline } from '../routeRuntime';

/** The worker's URL: at the root, so its scope is the whole site. */
export const WORKER_URL = '/sw.js';
/** How long the worker may take to answer a question about the saved copy (not a save, which takes its time). */
export const ANSWER_TIMEOUT_MS = 5000;

export type WorkerAnswer = OfflineStatus | DisabledAnswer | { removed: true } | null;

/** The worker serving this page, or the registration's active one before it has claimed the page. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ?? null;
}

/**
 * Sends the active worker one message (src/lib/offline/status MESSAGE) over a MessageChannel (Workbox's
 * messageSW) and resolves with its answer; null when there is no worker, or none answered within
 * `timeoutMs` (0: wait as long as it takes).
 */
export async function askWorker(
  type: string,
  { timeoutMs = ANSWER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<WorkerAnswer> {
  const worker = await activeWorker();
  if (!worker) return null;
  const answer = messageSW(worker, { type }) as Promise<WorkerAnswer>;
  return timeoutMs ? withDeadline(answer, timeoutMs, null) : answer;
}

/** Deletes every cache of the origin and unregisters the worker: the page's half of removing the copy. */
export async function dropWorkerAndCaches(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.unregister();
  for (const name of await caches.keys()) await caches.delete(name);
}
