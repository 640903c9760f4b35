// The synthetic corpus ./search.mjs builds an index of when it is given no folder: the shared anchor bench's
// corpus (./sites.mjs), the one every other part of the bench measures, written synchronously.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requireAnchor } from './sites.mjs';

/** Writes the anchor corpus of N pages under `dir` (same N, same bytes). */
export function generateCorpus(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(requireAnchor(path.resolve('.')), 'corpus.mjs'), String(pages), dir]);
  fs.rmSync(path.join(dir, '_corpus-manifest.json'), { force: true });
}
