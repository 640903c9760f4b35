import { ConnectionInfo, connectionAllowsPrefetch } from '../connection';
import type { OfflineStatus } from './status';

/**
 * When the page saves the docs for offline reading, after a visit (src/app/offline/client runs this in idle
 * time after `load`). The spec's prefetch rule decides: on a connection that allows prefetching, the whole
 * site is saved after the first visit; with Save-Data or on 2g only what the reader opens is kept (the worker
 * does that by itself), and the rest is offered in the footer.
 */

/** The reader's own choice, kept in localStorage: they removed the saved copy, so nothing is saved again unasked. */
export type ReaderChoice = 'removed' | null;

/** Whether the worker is registered at all: not once the reader removed the saved copy (until they save again). */
export function shouldRegister(choice: ReaderChoice): boolean {
  return choice !== 'removed';
}

/**
 * Whether to ask the worker to save the whole site now: it keeps only opened pages and the connection
 * allows prefetching, or a save of everything was started (automatically or on request) and did not finish.
 */
export function shouldSaveAll(status: OfflineStatus | null, connection: ConnectionInfo | null | undefined): boolean {
  if (!status || status.saving) return false;
  if (status.saved.files >= status.total.files) return false;
  if (status.mode === 'all') return true;
  return connectionAllowsPrefetch(connection);
}
