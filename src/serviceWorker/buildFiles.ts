import { groupOf, isContentHashed, offlineKind, OfflineGroup, OfflineKind } from '../lib/offline/files';

/**
 * One file of the build as the manifest lists it (written by src/node/serviceWorker from the build's own
 * file list): its URL, its revision (the first 32 hex digits of its SHA-256; null for content-hashed names,
 * whose URL is their revision: Workbox's cache key), its digest, its size, and what downloading it costs (brotli, as the server sends it).
 */
export interface BuildEntry {
  url: string;
  revision: string | null;
  /** Every file's digest (the first 32 hex digits of its SHA-256, hashed names too): what a saved file must hold. */
  digest: string;
  bytes: number;
  transfer: number;
}

export interface BuildFile extends BuildEntry {
  kind: OfflineKind;
  group: OfflineGroup;
  hashed: boolean;
}

/** The build's files by path, for the worker's routing; files outside the offline kinds are dropped. */
export class BuildFiles {
  readonly byPath = new Map<string, BuildFile>();

  constructor(entries: BuildEntry[]) {
    for (const entry of entries) {
      const kind = offlineKind(entry.url);
      if (!kind) continue;
      this.byPath.set(entry.url, { ...entry, kind, group: groupOf(kind), hashed: isContentHashed(kind) });
    }
  }

  /** The file a same-origin path names (query and fragment ignored), or undefined. */
  get(pathname: string): BuildFile | undefined {
    return this.byPath.get(pathname.replace(/[?#].*$/, ''));
  }

  entries(group: OfflineGroup): BuildFile[] {
    return [...this.byPath.values()].filter((f) => f.group === group);
  }
}
