// Writes the brotli and gzip files beside every text file of the build (`x.js` → `x.js.br`, `x.js.gz`),
// once, at the end of the build (server/emit-deploy-files.mjs). The Node server hands them out by
// Accept-Encoding (@fastify/static's preCompressed) and nginx serves the gzip ones (gzip_static): the
// best compression (brotli 11 for scripts and styles) costs nothing per request, and what the byte budgets
// count is byte for byte what a reader receives. A sibling carries its source's modification time, is
// rewritten only when the source changed, is left out when it would not be smaller, and is removed when
// its source is gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliQuality, ENCODINGS, isCompressible, isInternalPath, MIN_COMPRESS_BYTES } from './deploy-rules.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's window, sized to the file: log2 of its length, between brotli's bounds (10–24). A window wider
 * than the file finds no match a fitting one misses, but brotli allocates and clears it for every file:
 * on a 500-page build, half the time of the HTML's and documents' compression went to the kernel handing
 * out that memory.
 */
export const brotliWindow = (bytes) => Math.max(10, Math.min(24, Math.ceil(Math.log2(bytes + 1))));

const COMPRESS = {
  br: (file, raw) =>
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(raw.length),
      },
    }),
  gzip: (file, raw) => gzip(raw, { level: 9 }),
};

/** Run jobs with at most `limit` at once (zlib's async work goes to libuv's thread pool). */
async function pool(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/**
 * @returns {Promise<{ files: number, written: number, kept: number, removed: number, bytes: number, brotliBytes: number }>}
 */
export async function precompress(publicDir) {
  const root = path.resolve(publicDir);
  const all = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const present = new Set(all);
  const stats = { files: 0, written: 0, kept: 0, removed: 0, bytes: 0, brotliBytes: 0 };
  const suffixes = ENCODINGS.map((e) => e.suffix);

  // Siblings whose source is gone.
  for (const file of all) {
    const suffix = suffixes.find((s) => file.endsWith(s));
    if (suffix && !present.has(file.slice(0, -suffix.length))) {
      fs.rmSync(file, { force: true });
      stats.removed++;
    }
  }

  const jobs = [];
  for (const file of all) {
    const route = '/' + path.relative(root, file).split(path.sep).join('/');
    if (isInternalPath(route) || !isCompressible(file)) continue;
    const source = fs.statSync(file);
    if (source.size < MIN_COMPRESS_BYTES) continue;
    stats.files++;
    stats.bytes += source.size;
    for (const { name, suffix } of ENCODINGS) {
      const sibling = file + suffix;
      jobs.push(async () => {
        const existing = fs.statSync(sibling, { throwIfNoEntry: false });
        if (existing && Math.abs(existing.mtimeMs - source.mtimeMs) < 1) {
          stats.kept++;
          if (name === 'br') stats.brotliBytes += existing.size;
          return;
        }
        const raw = await fs.promises.readFile(file);
        const body = await COMPRESS[name](file, raw);
        if (body.length >= raw.length) {
          fs.rmSync(sibling, { force: true });
          return;
        }
        await fs.promises.writeFile(sibling, body);
        await fs.promises.utimes(sibling, source.atimeMs / 1000, source.mtimeMs / 1000);
        stats.written++;
        if (name === 'br') stats.brotliBytes += body.length;
      });
    }
  }
  // Two jobs per core: while one reads or writes its file, another has the core for compressing (one per
  // core left the CPU idle at a third of the time: 19.5 → 8.9 s together with the allocator settings).
  await pool(jobs, 2 * Math.max(2, os.availableParallelism?.() ?? 2));
  return stats;
}
