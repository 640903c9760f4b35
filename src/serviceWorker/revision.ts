import { REVISION_HEX_DIGITS } from '../lib/offline/files';

/**
 * A file's revision: the first 32 hex digits of its SHA-256, as src/node/serviceWorker writes into the
 * manifest. The worker recomputes it on what the network sends before saving: a page answered by a newer
 * deploy than the worker's own is never saved under this build's name, so the saved copy is always one
 * build, whose pages and scripts go together.
 */

export async function revisionOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex.slice(0, REVISION_HEX_DIGITS);
}

/** Whether a response holds the bytes of this revision (a content-hashed file, revision null, always does). */
export async function holdsRevision(response: Response, revision: string | null): Promise<boolean> {
  if (!response.ok) return false;
  if (revision === null) return true;
  return (await revisionOf(await response.clone().arrayBuffer())) === revision;
}
