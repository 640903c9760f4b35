/**
 * What the page and the service worker say to each other about the saved copy (src/serviceWorker answers,
 * src/app/offline/client asks through src/browser/offline/workerLink), and what the reader is shown for it.
 * Pure: shared by the worker, the page and their tests.
 */

/** Messages the page sends the worker (through a MessageChannel; the worker answers on its port). */
export const MESSAGE = {
  /** Answer with the OfflineStatus. */
  status: 'metis-offline:status',
  /** Save the whole site (and keep saving it on updates); answer with the status once done. */
  save: 'metis-offline:save',
  /** A page failed to run a saved script: check the copy against the manifest, replace what is wrong; answer with the status. */
  verify: 'metis-offline:verify',
  /** Delete every saved file and unregister; answer `{ removed: true }`. */
  remove: 'metis-offline:remove',
  /** Sent by the worker to every window while it saves, and when it is done: `{ type, status }`. */
  progress: 'metis-offline:progress',
} as const;

/** What the worker keeps: everything, or only what the reader opened (a Save-Data or 2g first visit). */
export type SaveMode = 'all' | 'opened';

/** Why a save stopped short: the connection (or a portal, a proxy), the device's storage, or a deploy landing meanwhile. */
export type SaveFailure = 'network' | 'storage' | 'deploy';

export interface Amount {
  files: number;
  /** Bytes as stored (the files' own sizes). */
  bytes: number;
  /** Pages among the files (their HTML). */
  pages: number;
}

export interface OfflineStatus {
  /** The build the worker serves (the webpack compilation hash of its app-data.json). */
  build: string;
  mode: SaveMode;
  saved: Amount;
  /** The whole site. */
  total: Amount;
  /** What saving the rest would download (brotli, as the server sends it). */
  toDownload: number;
  /** A save in progress: files done of the files it has to fetch. */
  saving: { done: number; of: number } | null;
  /** The last save stopped before the end (the connection dropped, storage ran out). */
  failed: boolean;
  /** Why it stopped (an older worker does not say: undefined). */
  failure?: SaveFailure | null;
}

/** The kill-switch worker's answer to any message: no saved copy, none offered. */
export interface DisabledAnswer {
  disabled: true;
}

/** What the control in the footer shows. */
export type OfflineView =
  /** Service workers are unavailable (an old browser, a private window that forbids them) or disabled. */
  | { kind: 'unavailable' }
  /** Nothing is saved and nothing is being saved: the reader removed the copy, or the worker is starting. */
  | { kind: 'off' }
  | { kind: 'saving'; percent: number }
  | { kind: 'saved'; bytes: number }
  /** Only the pages the reader opened are saved; saving the rest is offered. */
  | { kind: 'opened'; pages: number; bytes: number; toDownload: number }
  /** A save was asked for and did not finish; retry offered. */
  | { kind: 'failed'; bytes: number; toDownload: number; failure?: SaveFailure | null };

export function viewOf(status: OfflineStatus | null): OfflineView {
  if (!status) return { kind: 'off' };
  if (status.saving)
    return {
      kind: 'saving',
      percent: status.saving.of ? Math.floor((100 * status.saving.done) / status.saving.of) : 0,
    };
  if (status.saved.files >= status.total.files) return { kind: 'saved', bytes: status.saved.bytes };
  if (status.failed || status.mode === 'all')
    return {
      kind: 'failed',
      bytes: status.saved.bytes,
      toDownload: status.toDownload,
      failure: status.failure ?? null,
    };
  return { kind: 'opened', pages: status.saved.pages, bytes: status.saved.bytes, toDownload: status.toDownload };
}

/** Whether the answer to a message is an OfflineStatus (and not the kill switch's, or nothing). */
export function isOfflineStatus(value: unknown): value is OfflineStatus {
  const v = value as Partial<OfflineStatus> | null;
  return !!v && typeof v.build === 'string' && !!v.saved && !!v.total && (v.mode === 'all' || v.mode === 'opened');
}
