/**
 * The only part of offline reading in the first load: after `load`, in idle time, it fetches
 * src/app/offline/client (Workbox's window library, the footer's control, the update notice), which
 * registers the worker. Nothing is registered before `load`, and nothing at all in `gatsby develop`
 * (a worker left there by a production build on the same origin is unregistered) or in a build made
 * with GATSBY_SERVICE_WORKER=off (the rollback, docs/deploy.md).
 */
type Idle = (callback: () => void, options?: { timeout: number }) => unknown;

/** How long the client may wait for idle time once the page has loaded. */
export const IDLE_TIMEOUT_MS = 4000;

export function scheduleOfflineClient(
  load: () => Promise<{ startOfflineClient(): unknown }> = () => import('./client'),
): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  if (process.env.GATSBY_SERVICE_WORKER === 'off') return;
  const idle: Idle =
    (window as { requestIdleCallback?: Idle }).requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  const start = () =>
    idle(
      () =>
        void load()
          .then((client) => client.startOfflineClient())
          .catch((error: unknown) =>
            console.warn(`[metis] Offline reading is unavailable on this visit: ${String(error)}`),
          ),
      { timeout: IDLE_TIMEOUT_MS },
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
