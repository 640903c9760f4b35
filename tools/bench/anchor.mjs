// The shared anchor benchmark (the Docusaurus 3.8.1 site this project replaces) lives outside the repository,
// beside the checkouts, as `../shared/bench` (corpus.mjs, build-docusaurus.sh, lib/). Nothing of it is
// copied here: it is found at run time, through METIS_ANCHOR_BENCH or by looking for a `shared/bench`
// folder beside the project or one level further up (a git worktree sits one folder deeper).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REQUIRED = ['corpus.mjs', 'build-docusaurus.sh'];

/** Where the anchor bench is, or null; `tried` lists the folders looked at, for the error message. */
export function findAnchor(root, env = process.env) {
  const tried = [];
  const candidates = env.METIS_ANCHOR_BENCH
    ? [path.resolve(env.METIS_ANCHOR_BENCH)]
    : [path.resolve(root, '../shared/bench'), path.resolve(root, '../../shared/bench')];
  for (const dir of candidates) {
    tried.push(dir);
    if (REQUIRED.every((f) => fs.existsSync(path.join(dir, f)))) return { dir, tried };
  }
  return { dir: null, tried };
}

/** The anchor's folder, or an error that says what is missing and how to point the bench at it. */
export function requireAnchor(root, env = process.env) {
  const { dir, tried } = findAnchor(root, env);
  if (dir) return dir;
  throw new Error(
    [
      'The anchor benchmark was not found. It is the shared folder with corpus.mjs (the Persian corpus both',
      'sites build) and build-docusaurus.sh (the Docusaurus 3.8.1 build it is compared with); it is not part',
      'of this repository. Looked in:',
      ...tried.map((d) => `  - ${d}`),
      'Set METIS_ANCHOR_BENCH=/path/to/shared/bench, or run with --corpus own --skip-anchor to measure this',
      'site alone on its own synthetic corpus (no ratios then).',
    ].join('\n'),
  );
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Writes the anchor corpus of N pages into `dir` (deterministic: same N, same bytes); returns its stats. */
export async function makeAnchorCorpus(anchorDir, pages, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  const { code, out, err } = await run(process.execPath, [path.join(anchorDir, 'corpus.mjs'), String(pages), dir]);
  if (code !== 0) throw new Error(`corpus.mjs ${pages} failed:\n${err}`);
  // corpus.mjs prints its stats as the last JSON line; its manifest file is not content.
  const stats = JSON.parse(
    out
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop() ?? '{}',
  );
  fs.rmSync(path.join(dir, '_corpus-manifest.json'), { force: true });
  return stats;
}

/**
 * Builds `contentDir` with the anchor's build-docusaurus.sh (cold: it clears Docusaurus' caches first) and
 * returns its figures in the shape of our own build's: wall and CPU seconds, peak memory of the process
 * tree. The script installs Docusaurus once into $BENCH_WORK (default: a folder under the system's temp).
 * @param {string} anchorDir
 * @param {string} contentDir
 * @param {{ workDir?: string }} [options]
 */
export async function buildDocusaurus(anchorDir, contentDir, { workDir } = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-anchor-'));
  const metricsFile = path.join(out, 'metrics.json');
  const env = { ...process.env, BENCH_WORK: workDir ?? process.env.BENCH_WORK ?? path.join(os.tmpdir(), 'bench-work') };
  const { code, err } = await run(
    'bash',
    [path.join(anchorDir, 'build-docusaurus.sh'), contentDir, path.join(out, 'site'), metricsFile],
    { env },
  );
  const metrics = fs.existsSync(metricsFile) ? JSON.parse(fs.readFileSync(metricsFile, 'utf8')) : null;
  fs.rmSync(out, { recursive: true, force: true });
  if (code !== 0 || !metrics)
    throw new Error(`Docusaurus build of ${contentDir} failed (exit ${code}):\n${err.slice(-3000)}`);
  const mib = (kib) => (kib == null ? null : Math.round(kib / 1024));
  return {
    tool: `Docusaurus ${metrics.toolVersion}`,
    seconds: metrics.wallS,
    cpuSeconds: Math.round((metrics.userS + metrics.sysS) * 10) / 10,
    peakMiB: mib(metrics.peakTreeRssKiB),
    largestProcessMiB: mib(metrics.maxRssKiB),
    htmlFiles: metrics.output?.html ?? null,
  };
}
