import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { ManifestTransform } from 'workbox-build';
import { isContentHashed, offlineKind, REVISION_HEX_DIGITS, urlOfBuiltFile } from '../../lib/offline/files';
import type { BuildEntry } from '../../serviceWorker/buildFiles';
import { BuildOwnership, ownedByBuild } from './buildOwnership';

/**
 * What workbox-build globs in public/ for the worker's file list: the kinds src/lib/offline/files keeps
 * (the transform below drops the rest, so that module stays the one rule).
 */
export const GLOB_PATTERNS = ['**/*.{html,json,js,css,woff2,svg,png,jpg,jpeg,webp,gif}'];
export const GLOB_IGNORES = ['_gatsby/**', '~partytown/**', 'downloads/**', 'sw.js', '**/*.br', '**/*.gz'];

/** Files larger than this are left out (none of the site's are near it; a stray upload should not be saved on every phone). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The first 32 hex digits of a file's SHA-256: what the worker recomputes before saving (src/serviceWorker/revision). */
export function fileRevision(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, REVISION_HEX_DIGITS);
}

/**
 * About what the file costs to download: brotli at quality 5 (the server sends 9 or 11, a few per cent
 * smaller), for the footer's «حدود … دریافت می‌شود». Fonts and images are sent as they are.
 */
export function transferEstimate(file: string, bytes: Buffer): number {
  if (/\.(?:woff2|png|jpe?g|webp|gif)$/.test(file) || bytes.length < 1024) return bytes.length;
  return zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
}

/**
 * workbox-build's entries (a path relative to public/, its MD5, its size) become the worker's: the URL a
 * reader requests it by (a page's route), a SHA-256 revision (null for content-hashed names), the SHA-256
 * digest of every file (hashed names too: the worker checks each file's bytes against it), its size and
 * download cost. Files no offline kind covers, and files earlier builds left in public/, are dropped.
 */
export function workerManifestTransform(publicDir: string, own: BuildOwnership): ManifestTransform {
  return (entries) => {
    const manifest: Array<BuildEntry & { size?: number }> = [];
    for (const entry of entries) {
      const url = urlOfBuiltFile(entry.url);
      const kind = offlineKind(url);
      if (!kind || !ownedByBuild(url, kind, own)) continue;
      const file = path.join(publicDir, entry.url);
      const bytes = fs.readFileSync(file);
      const digest = fileRevision(bytes);
      const revision = isContentHashed(kind) ? null : digest;
      // `size` is workbox-build's own (it totals and then drops it); `bytes` reaches the worker.
      manifest.push({
        url,
        revision,
        digest,
        bytes: bytes.length,
        transfer: transferEstimate(file, bytes),
        size: bytes.length,
      });
    }
    manifest.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    // workbox-build's types know url, revision and size; the extra fields are written into sw.js as they are.
    return { manifest: manifest as unknown as Parameters<ManifestTransform>[0] };
  };
}
