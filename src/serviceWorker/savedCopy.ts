import { PrecacheController } from 'workbox-precaching';
import type { Amount, OfflineStatus, SaveMode } from '../lib/offline/status';
import type { OfflineGroup } from '../lib/offline/files';
import { BuildFile, BuildFiles } from './buildFiles';
import { holdsRevision, revisionOf } from './revision';

declare const self: ServiceWorkerGlobalScope;

/**
 * The caches of the saved copy. Workbox's precache model: one cache per group, each file under a key that
 * names its revision (`/introduction?__WB_REVISION__=…`; a content-hashed URL is its own key), so the files
 * of two builds sit side by side while a new worker installs, and activating it deletes exactly the
 * previous build's files that changed (PrecacheController.activate). `state` keeps what the reader chose.
 */
export const CACHE_NAMES: Record<OfflineGroup | 'state', string> = {
  shell: 'metis-offline-shell',
  library: 'metis-offline-library',
  state: 'metis-offline-state',
};

/** Files fetched at once while saving: enough to fill the connection, few enough not to crowd the reader's own requests. */
export const SAVE_CONCURRENCY = 4;

const MODE_KEY = '/__metis-offline/mode';
const MATCH: CacheQueryOptions = { ignoreVary: true };

/** A saved response: the bytes as received, without the transfer's encoding headers (the body is decoded). */
function savable(response: Response, body: BodyInit): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export class SavedCopy {
  readonly controllers: Record<OfflineGroup, PrecacheController>;
  /** Set once the reader removed the copy: nothing is saved or served from here on. */
  removed = false;
  private saving: Promise<void> | null = null;
  private progress: { done: number; of: number } | null = null;
  private failed = false;

  constructor(
    readonly files: BuildFiles,
    readonly build: string,
  ) {
    this.controllers = {
      shell: new PrecacheController({ cacheName: CACHE_NAMES.shell }),
      library: new PrecacheController({ cacheName: CACHE_NAMES.library }),
    };
    for (const group of ['shell', 'library'] as const) {
      this.controllers[group].addToCacheList(files.entries(group).map(({ url, revision }) => ({ url, revision })));
    }
  }

  /**
   * This worker was replaced (a newer build's worker, or the kill switch, took over): it may still answer
   * a page it served, but saves nothing more, or it would fill the caches its successor just emptied.
   */
  private retired(): boolean {
    return self.serviceWorker?.state === 'redundant';
  }

  /** The cache key of a build file (its URL with its revision). */
  keyOf(file: BuildFile): string {
    const key = this.controllers[file.group].getCacheKeyForURL(file.url);
    if (!key) throw new Error(`${file.url} is not in the precache list`);
    return key;
  }

  async match(file: BuildFile): Promise<Response | undefined> {
    if (this.removed) return undefined;
    // CacheStorage.match, not open(): reading never creates a cache (after a removal, none may appear).
    return caches.match(this.keyOf(file), { ...MATCH, cacheName: CACHE_NAMES[file.group] });
  }

  /** The keys saved in a group's cache (none when it does not exist: this never creates it). */
  private async savedKeys(group: OfflineGroup): Promise<Set<string>> {
    if (!(await caches.has(CACHE_NAMES[group]))) return new Set();
    return new Set((await (await caches.open(CACHE_NAMES[group])).keys()).map((r) => r.url));
  }

  /**
   * Saves a response the network gave for a build file, if it holds this build's bytes and is not saved
   * yet: how a page the reader opens is kept when only opened pages are saved. Returns whether it saved.
   */
  async keep(file: BuildFile, response: Response): Promise<boolean> {
    if (this.removed || this.retired() || !response.ok || !(await this.active())) return false;
    const cache = await caches.open(CACHE_NAMES[file.group]);
    const key = this.keyOf(file);
    if (await cache.match(key, MATCH)) return false;
    if (!(await holdsRevision(response, file.revision))) return false;
    await cache.put(key, savable(response, await response.arrayBuffer()));
    return true;
  }

  /** Fetches a build file and saves it; fails when the server does not send this build's bytes. */
  private async fetchAndSave(file: BuildFile, cache: Cache): Promise<void> {
    // Revisioned files are revalidated (a 304 costs a few bytes); hashed ones may come from the HTTP cache.
    const response = await fetch(file.url, { cache: file.hashed ? 'default' : 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if (file.revision !== null && (await revisionOf(body)) !== file.revision) {
      throw new Error(
        `${file.url}: the server sent other bytes than this build's (a newer deploy, or a host that rewrites files)`,
      );
    }
    await cache.put(this.keyOf(file), savable(response, body));
  }

  /** Fetches and saves one build file unless it is saved already. */
  async saveOne(file: BuildFile): Promise<void> {
    if (this.removed || this.retired() || !(await this.active())) return;
    const cache = await caches.open(CACHE_NAMES[file.group]);
    if (!(await cache.match(this.keyOf(file), MATCH))) await this.fetchAndSave(file, cache);
  }

  /**
   * Saves every file of the build not saved yet, SAVE_CONCURRENCY at a time, reporting progress; remembers
   * that the reader's copy is the whole site, so each later worker saves its build whole at install. Stops
   * at the first failure and rejects (the files saved so far stay: they belong to this build).
   */
  saveAll(report: () => void = () => undefined, groups: OfflineGroup[] = ['shell', 'library']): Promise<void> {
    if (this.saving) return this.saving;
    if (this.retired()) return Promise.reject(new Error('this worker was replaced; the new one saves its own build'));
    // Asked for again after a removal (the page re-registered the same worker): saving resumes.
    this.removed = false;
    const run = async () => {
      await this.setMode('all');
      const todo: Array<{ file: BuildFile; cache: Cache }> = [];
      for (const group of groups) {
        const cache = await caches.open(CACHE_NAMES[group]);
        const have = new Set((await cache.keys()).map((r) => r.url));
        for (const file of this.files.entries(group)) if (!have.has(this.keyOf(file))) todo.push({ file, cache });
      }
      this.progress = { done: 0, of: todo.length };
      this.failed = false;
      report();
      let next = 0;
      let stop = false;
      const worker = async () => {
        while (!stop && !this.removed && !this.retired() && next < todo.length) {
          const { file, cache } = todo[next++];
          try {
            await this.fetchAndSave(file, cache);
          } catch (error) {
            stop = true;
            throw error;
          }
          if (this.progress) this.progress.done += 1;
          report();
        }
      };
      try {
        await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
      } catch (error) {
        this.failed = true;
        throw error;
      } finally {
        this.progress = null;
        report();
      }
    };
    this.saving = run().finally(() => {
      this.saving = null;
    });
    return this.saving;
  }

  async status(): Promise<OfflineStatus> {
    const saved: Amount = { files: 0, bytes: 0, pages: 0 };
    const total: Amount = { files: 0, bytes: 0, pages: 0 };
    let toDownload = 0;
    for (const group of ['shell', 'library'] as const) {
      const have = await this.savedKeys(group);
      for (const file of this.files.entries(group)) {
        const page = file.kind === 'page' ? 1 : 0;
        total.files += 1;
        total.bytes += file.bytes;
        total.pages += page;
        if (have.has(this.keyOf(file))) {
          saved.files += 1;
          saved.bytes += file.bytes;
          saved.pages += page;
        } else toDownload += file.transfer;
      }
    }
    return {
      build: this.build,
      mode: await this.mode(),
      saved,
      total,
      toDownload,
      saving: this.progress && { ...this.progress },
      failed: this.failed,
    };
  }

  /** Routes whose HTML is saved, in the build's order. */
  async savedRoutes(): Promise<string[]> {
    if (this.removed) return [];
    const have = await this.savedKeys('library');
    return this.files
      .entries('library')
      .filter((f) => f.kind === 'page' && have.has(this.keyOf(f)))
      .map((f) => f.url);
  }

  /**
   * Whether there is a saved copy to add to: its state cache exists from install (`begin`) until the reader
   * removes the copy. A worker restarted after a removal, before its page unloads, thus saves nothing more.
   */
  active(): Promise<boolean> {
    return caches.has(CACHE_NAMES.state);
  }

  /** At install: the state cache is created with the mode kept so far (only opened pages, at first). */
  async begin(): Promise<void> {
    await this.setMode(await this.mode());
  }

  async mode(): Promise<SaveMode> {
    const stored = await caches.match(MODE_KEY, { cacheName: CACHE_NAMES.state });
    return (await stored?.text()) === 'all' ? 'all' : 'opened';
  }

  private async setMode(mode: SaveMode): Promise<void> {
    await (await caches.open(CACHE_NAMES.state)).put(MODE_KEY, new Response(mode));
  }

  /** The reader removed the saved copy: every cache of the origin goes, and the worker unregisters. */
  async remove(): Promise<void> {
    this.removed = true;
    for (const name of await caches.keys()) await caches.delete(name);
    await self.registration.unregister();
  }

  /** After activation: caches this worker does not use (an earlier layout, Workbox's defaults) are deleted. */
  async deleteOtherCaches(): Promise<string[]> {
    const ours = new Set(Object.values(CACHE_NAMES));
    const others = (await caches.keys()).filter((name) => !ours.has(name));
    for (const name of others) await caches.delete(name);
    return others;
  }
}
