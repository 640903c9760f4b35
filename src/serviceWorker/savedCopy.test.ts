/**
 * @jest-environment node
 */
import { BuildFiles } from './buildFiles';
import { revisionOf } from './revision';

/** What the footer reads (src/lib/offline/status) is decided here: these pin when it may say «failed». */

// The worker's globals: an origin, and Cache Storage kept in memory.
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: RequestInfo) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async put(key: RequestInfo, response: Response) {
    this.entries.set(typeof key === 'string' ? key : key.url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(key: RequestInfo) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
}
const stores = new Map<string, MemoryCache>();
const cacheStorage = {
  has: async (name: string) => stores.has(name),
  open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
  keys: async () => [...stores.keys()],
  delete: async (name: string) => stores.delete(name),
  match: async (key: string, options: { cacheName: string }) => stores.get(options.cacheName)?.match(key),
};
Object.assign(globalThis, { self: globalThis, location: new URL('https://docs.test/'), caches: cacheStorage });

// What the network answers, by path; a pending answer waits for its release.
const answers = new Map<string, () => Promise<Response>>();
globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
  const answer = answers.get(new URL(url instanceof Request ? url.url : url.toString(), 'https://docs.test/').pathname);
  return answer ? answer() : Promise.resolve(new Response('', { status: 404 }));
}) as typeof fetch;

const SCRIPT = '/app-1111111111111111aaaa.js';
const FONT = '/static/font-0123456789abcdef.woff2';
const PAGE = '/introduction';
const bodies: Record<string, string> = { [SCRIPT]: 'app();', [FONT]: 'font', [PAGE]: '<p>intro</p>' };
const entry = async (url: string) => ({
  url,
  revision: url === PAGE ? 'r1' : null,
  digest: await revisionOf(new TextEncoder().encode(bodies[url]).buffer),
  bytes: 9,
  transfer: 3,
});
const right = (url: string) => async () => new Response(bodies[url], { headers: { 'content-type': 'text/plain' } });
const portal = async () => new Response('<html>sign in</html>', { headers: { 'content-type': 'text/html' } });

async function freshCopy() {
  jest.resetModules();
  stores.clear();
  answers.clear();
  for (const url of Object.keys(bodies)) answers.set(url, right(url));
  const { SavedCopy } = await import('./savedCopy');
  const copy = new SavedCopy(new BuildFiles(await Promise.all(Object.keys(bodies).map(entry))), 'build-1');
  await copy.begin();
  return copy;
}

it('a shell top-up that meets a portal leaves the script out without calling the copy failed', async () => {
  const copy = await freshCopy();
  answers.set(SCRIPT, portal);
  // The caller (src/serviceWorker/index) logs the rejection; the footer must not hear of it.
  await expect(copy.saveShell()).rejects.toMatchObject({ failure: 'network' });
  const status = await copy.status();
  expect(status).toMatchObject({ failed: false, failure: null, saving: null });
  expect(status.saved.files).toBe(1);
});

it('a save of the site says «saving» from the moment it is asked for, queued behind a top-up', async () => {
  const copy = await freshCopy();
  let release = () => undefined as void;
  answers.set(FONT, () => new Promise((resolve) => (release = () => resolve(new Response(bodies[FONT])))));
  const shell = copy.saveShell();
  const whole = copy.saveAll();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await copy.status()).toMatchObject({ saving: { done: 0, of: 0 }, failed: false });
  release();
  await Promise.all([shell, whole]);
  expect(await copy.status()).toMatchObject({ saving: null, failed: false, mode: 'all' });
  expect((await copy.status()).saved.files).toBe(3);
});

it('a save of the site that meets a portal ends failed (network), and the next one that succeeds clears it', async () => {
  const copy = await freshCopy();
  answers.set(SCRIPT, portal);
  await expect(copy.saveAll()).rejects.toMatchObject({ failure: 'network' });
  expect(await copy.status()).toMatchObject({ failed: true, failure: 'network', saving: null });
  // A top-up in between changes nothing the footer says.
  await expect(copy.saveShell()).rejects.toMatchObject({ failure: 'network' });
  expect(await copy.status()).toMatchObject({ failed: true, failure: 'network' });
  answers.set(SCRIPT, right(SCRIPT));
  await copy.saveAll();
  expect(await copy.status()).toMatchObject({ failed: false, failure: null });
});

it('a hashed file the server no longer has means a newer deploy', async () => {
  const copy = await freshCopy();
  answers.delete(SCRIPT);
  await expect(copy.saveAll()).rejects.toMatchObject({ failure: 'deploy' });
  expect(await copy.status()).toMatchObject({ failed: true, failure: 'deploy' });
});
