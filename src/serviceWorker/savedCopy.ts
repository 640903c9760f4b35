import { PrecacheController } from 'workbox-precaching';
import type { Amount, OfflineStatus, SaveFailure, SaveMode } from '../lib/offline/status';
import type { OfflineGroup } from '../lib/offline/files';
import { BuildFile, BuildFiles } from './buildFiles';
import { checkFile, Verdict } from './revision';

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

/** A file that could not be saved, and why (the footer tells the reader: src/lib/offline/status SaveFailure). */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly failure: SaveFailure,
  ) {
    super(message);
  }
}

/**
 * Why a file's answer is not saved: a hashed file gone (404/410) or a page with other bytes that is no
 * portal's HTML means a newer deploy landed during the save; anything else is the network's (a portal, a
 * block page, a server error).
 */
function failureOf(file: BuildFile, verdict: Exclude<Verdict, { ok: true }>): SaveFailure {
  if (verdict.why === 'status')
    return file.hashed && (verdict.status === 404 || verdict.status === 410) ? 'deploy' : 'network';
  if (verdict.why === 'bytes' && !file.hashed) return 'deploy';
  return 'network';
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

export class SavedCopy {
  readonly controllers: Record<OfflineGroup, PrecacheController>;
  /** Set once the reader removed the copy: nothing is saved or served from here on. */
  removed = false;
  private saving: Promise<void> | null = null;
  private progress: { done: number; of: number } | null = null;
  /** Saves of the whole site asked for and not finished (queued behind another save, or running). */
  private wholeSaves = 0;
  /** Why the last save of the whole site stopped short, for the footer (null: it finished, or none was tried). */
  private failure: SaveFailure | null = null;

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

  /**
   * The saved answer for a build file, once its bytes are checked against the manifest's digest; a wrong
   * entry (damaged in Cache Storage, or saved by an older worker that did not check) is deleted, and the
   * reader's request goes to the network, whose answer is kept when it is right.
   */
  async match(file: BuildFile): Promise<Response | undefined> {
    if (this.removed) return undefined;
    // CacheStorage.match, not open(): reading never creates a cache (after a removal, none may appear).
    const saved = await caches.match(this.keyOf(file), { ...MATCH, cacheName: CACHE_NAMES[file.group] });
    if (!saved) return undefined;
    const verdict = await checkFile(file, saved);
    if (verdict.ok) return savable(saved, verdict.body);
    await this.drop(file);
    return undefined;
  }

  /** Deletes a wrong entry (never creating the cache). */
  private async drop(file: BuildFile): Promise<void> {
    if (!(await caches.has(CACHE_NAMES[file.group]))) return;
    await (await caches.open(CACHE_NAMES[file.group])).delete(this.keyOf(file), MATCH);
    console.warn(`[metis] The saved copy of ${file.url} did not match this build; it is fetched again.`);
  }

  /**
   * Checks every saved file of this build (of `groups`) against the manifest, deletes the wrong ones and
   * fetches them again: at activation, when a page failed to run a saved script, the shell at each page's
   * start and the whole copy once per worker start (src/serviceWorker/index). Resolves with the files that
   * were wrong.
   */
  async repair(groups: OfflineGroup[] = ['shell', 'library']): Promise<BuildFile[]> {
    if (this.removed || this.retired()) return [];
    const wrong: BuildFile[] = [];
    for (const group of groups) {
      const have = await this.savedKeys(group);
      for (const file of this.files.entries(group)) {
        if (have.has(this.keyOf(file)) && !(await this.match(file))) wrong.push(file);
      }
    }
    for (const file of wrong) await this.saveOne(file).catch(() => undefined);
    return wrong;
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
    // Saved already: kept unless it is wrong (damaged in Cache Storage), which the right answer replaces.
    const saved = await cache.match(key, MATCH);
    if (saved && (await checkFile(file, saved)).ok) return false;
    const verdict = await checkFile(file, response);
    if (!verdict.ok) return false;
    await cache.put(key, savable(response, verdict.body)).catch(() => undefined);
    return true;
  }

  /**
   * Fetches a build file as the manifest lists it: a hashed file may come from the HTTP cache, and when
   * that holds other bytes (a portal's page the browser kept under the script's URL), from the server
   * again; a revisioned file is revalidated (a 304 costs a few bytes).
   */
  async fetchChecked(file: BuildFile): Promise<{ response: Response; verdict: Verdict }> {
    const get = (cache: RequestCache) => fetch(file.url, { cache, credentials: 'same-origin' });
    let response = await get(file.hashed ? 'default' : 'no-cache');
    let verdict = await checkFile(file, response);
    if (!verdict.ok && file.hashed) {
      response = await get('reload');
      verdict = await checkFile(file, response);
    }
    return { response, verdict };
  }

  /** Fetches a build file and saves it; fails (a SaveError) when the server does not send this build's bytes. */
  private async fetchAndSave(file: BuildFile, cache: Cache): Promise<void> {
    const { response, verdict } = await this.fetchChecked(file).catch((error: unknown) => {
      throw new SaveError(`${file.url}: ${error instanceof Error ? error.message : String(error)}`, 'network');
    });
    if (!verdict.ok) {
      throw new SaveError(
        `${file.url}: not this build's file (${verdict.why}, HTTP ${verdict.status}: a newer deploy, a portal or a proxy)`,
        failureOf(file, verdict),
      );
    }
    await cache.put(this.keyOf(file), savable(response, verdict.body)).catch((error: unknown) => {
      throw new SaveError(`${file.url}: ${String(error)}`, isQuotaError(error) ? 'storage' : 'network');
    });
  }

  /** Fetches and saves one build file unless it is saved already. */
  async saveOne(file: BuildFile): Promise<void> {
    if (this.removed || this.retired() || !(await this.active())) return;
    const cache = await caches.open(CACHE_NAMES[file.group]);
    if (!(await cache.match(this.keyOf(file), MATCH))) await this.fetchAndSave(file, cache);
  }

  /**
   * Saves every file of the build not saved yet, SAVE_CONCURRENCY at a time, reporting progress; remembers
   * that the reader's copy is the whole site, so each later worker saves its build whole at install. A file
   * that is not this build's is skipped (fetched again on the next save); storage running out or a newer
   * deploy stops the save. Rejects with the first failure once done (the files saved so far stay: each
   * matched its digest).
   */
  saveAll(report: () => void = () => undefined, groups: OfflineGroup[] = ['shell', 'library']): Promise<void> {
    if (this.retired()) return Promise.reject(new Error('this worker was replaced; the new one saves its own build'));
    // Asked for again after a removal (the page re-registered the same worker): saving resumes.
    this.removed = false;
    // «Saving» from the moment it is asked for: while it waits for a shell top-up, or has marked the copy
    // whole and not yet counted its files, a status would otherwise read as a save that failed.
    this.wholeSaves += 1;
    return this.save(groups, report, true).finally(() => {
      this.wholeSaves -= 1;
    });
  }

  /** The shell (scripts, font) not saved yet, without changing what the reader chose: at install, and at each page's start. */
  saveShell(report: () => void = () => undefined): Promise<void> {
    if (this.removed || this.retired()) return Promise.resolve();
    return this.save(['shell'], report, false);
  }

  /** One save at a time: a save asked for during another runs after it (and finds only what is still missing). */
  private save(groups: OfflineGroup[], report: () => void, whole: boolean): Promise<void> {
    if (this.saving) {
      return this.saving.catch(() => undefined).then(() => this.save(groups, report, whole));
    }
    this.saving = this.run(groups, report, whole).finally(() => {
      this.saving = null;
    });
    return this.saving;
  }

  private async todo(groups: OfflineGroup[]): Promise<Array<{ file: BuildFile; cache: Cache }>> {
    const todo: Array<{ file: BuildFile; cache: Cache }> = [];
    for (const group of groups) {
      const cache = await caches.open(CACHE_NAMES[group]);
      const have = new Set((await cache.keys()).map((r) => r.url));
      for (const file of this.files.entries(group)) if (!have.has(this.keyOf(file))) todo.push({ file, cache });
    }
    return todo;
  }

  /**
   * Only a save of the whole site sets or clears `failure`: a shell top-up (at install, at a page's start)
   * that meets a wrong file (a portal's page) leaves it out and says nothing; the footer's «failed» is the
   * answer to a save of the site.
   */
  private async run(groups: OfflineGroup[], report: () => void, whole: boolean): Promise<void> {
    if (whole) await this.setMode('all');
    const todo = await this.todo(groups);
    if (!todo.length) {
      if (whole) this.failure = null;
      return;
    }
    this.progress = whole ? { done: 0, of: todo.length } : null;
    if (whole) this.failure = null;
    report();
    let next = 0;
    const stopped: { first: SaveError | null } = { first: null };
    const worker = async () => {
      while (!this.removed && !this.retired() && next < todo.length) {
        if (stopped.first && stopped.first.failure !== 'network') return;
        const { file, cache } = todo[next++];
        try {
          await this.fetchAndSave(file, cache);
        } catch (error) {
          stopped.first ??= error instanceof SaveError ? error : new SaveError(String(error), 'network');
        }
        if (this.progress) this.progress.done += 1;
        report();
      }
    };
    try {
      await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
    } finally {
      this.progress = null;
      if (whole) this.failure = stopped.first?.failure ?? null;
      report();
    }
    if (stopped.first) throw stopped.first;
  }

  async status(): Promise<OfflineStatus> {
    const saved: Amount = { files: 0, bytes: 0, pages: 0 };
    const total: Amount = { files: 0, bytes: 0, pages: 0 };
    let toDownload = 0;
    for (const group of ['shell', 'library'] as const) {
      const have = await this.savedKeys(group);
      for (const file of this.files.entries(group)) {
        const isSaved = have.has(this.keyOf(file));
        for (const amount of isSaved ? [total, saved] : [total]) {
          amount.files += 1;
          amount.bytes += file.bytes;
          amount.pages += file.kind === 'page' ? 1 : 0;
        }
        if (!isSaved) toDownload += file.transfer;
      }
    }
    return {
      build: this.build,
      mode: await this.mode(),
      saved,
      total,
      toDownload,
      saving: this.progress ? { ...this.progress } : this.wholeSaves ? { done: 0, of: 0 } : null,
      failed: this.failure !== null,
      failure: this.failure,
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
