import { OfflineKind, REVISION_HEX_DIGITS } from '../lib/offline/files';

/**
 * A file's digest: the first 32 hex digits of its SHA-256, as src/node/serviceWorker writes into the
 * manifest for every file of the build (hashed names too). The worker recomputes it on what the network
 * sends before saving, and on what the copy holds before serving it: a captive portal's page, a filtering
 * middlebox's block page, a newer deploy's file or an entry damaged in Cache Storage is never saved, nor
 * served, under this build's name.
 */
export async function revisionOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex.slice(0, REVISION_HEX_DIGITS);
}

/** Why a response is not the build's file: not a 2xx, an HTML page where a file was asked for, or other bytes. */
export type Mismatch = 'status' | 'html' | 'bytes';
export type Verdict = { ok: true; body: ArrayBuffer } | { ok: false; why: Mismatch; status: number };

/** Kinds a page never answers: an HTML body for one is a portal's or a proxy's page, never the file. */
const NOT_HTML: ReadonlySet<OfflineKind> = new Set(['script', 'data', 'font', 'search', 'image']);

/** An HTML answer for a URL a page never answers (a script, data, the font, search, an image). */
export function isHtmlFor(file: { kind: OfflineKind }, response: Response): boolean {
  return NOT_HTML.has(file.kind) && /^\s*text\/html/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Whether a response holds this file's bytes (its digest), read from a clone: `body` is then the bytes to
 * save or serve. An HTML answer for a script, data, font, search or image URL fails before its bytes are read.
 */
export async function checkFile(file: { kind: OfflineKind; digest: string }, response: Response): Promise<Verdict> {
  const status = response.status;
  if (!response.ok) return { ok: false, why: 'status', status };
  if (isHtmlFor(file, response)) return { ok: false, why: 'html', status };
  const body = await response.clone().arrayBuffer();
  return (await revisionOf(body)) === file.digest ? { ok: true, body } : { ok: false, why: 'bytes', status };
}
