/**
 * The kill switch: a worker that removes the saved copy and itself. To roll the service worker back,
 * serve this file as /sw.js (docs/deploy.md, «Rolling the worker back»): every browser that has the
 * worker fetches /sw.js when it next opens a page of the site (the server sends it with
 * `Cache-Control: no-cache`, and browsers never keep a worker script longer than a day), installs this one,
 * which takes over at once, deletes every cache, unregisters, and reloads the pages the old worker
 * controlled, which then load from the network as if no worker had ever been there.
 *
 * It reloads only pages an older worker controlled: a page that registered this script itself (the
 * site's pages still register /sw.js) is not reloaded, so nothing can loop. It answers any message
 * with `{ disabled: true }`, so such a page shows no offline control.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Before unregistering: the windows this registration's previous worker controlled (now this one).
      const controlled = await self.clients.matchAll({ type: 'window' });
      for (const name of await self.caches.keys()) await self.caches.delete(name);
      await self.registration.unregister();
      for (const client of controlled) await client.navigate(client.url).catch(() => undefined);
    })(),
  );
});

// A page may register this script again while the registration is still being removed (its pages are
// open), which keeps it: each message from a page is a chance to remove it again.
self.addEventListener('message', (event) => {
  event.ports[0]?.postMessage({ disabled: true });
  event.waitUntil(self.registration.unregister());
});

export {};
