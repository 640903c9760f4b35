/**
 * The one way a patch fails the build (failPatch), and what a mismatch build does instead.
 *
 * A real build fails the module's own way the moment a patch did not apply (a compilation error, a panic, a
 * throw), so it stops at the first stage that fails. The fixture test (e2e/patches.test.mjs) must see
 * every module fail naming itself, and stopping at the first stage cost it one build per stage (5 builds,
 * 52–260 s each). So when the failure is one that METIS_PATCH_MISMATCH asked for (the module's name is
 * listed, or `all`), it is printed with the same `patch NAME did not apply:` line, recorded, and the build
 * goes on; at its end (onPostBuild) endMismatchBuild fails it listing every module that did not apply, and
 * any module asked to mismatch that never failed. One build then proves every module. A failure of a
 * module whose mismatch was not requested still fails the build at once, whatever else is requested.
 *
 * The records are files, one per module, in a folder of the system's temporary directory named for the
 * project: failures happen in Gatsby's main process (webpack, onPreInit, onPostBuild) and in its workers
 * (documents compile in query workers, pages render in HTML workers), which share nothing else, and not
 * under .cache, which Gatsby empties after onPreInit on a first build. Node-only: the file system is reached through
 * `process.getBuiltinModule`, not an import, so the SSR bundle that helmetPageTurn is part of carries no
 * `fs` import (Gatsby's webpack would track it as unsafe builtin use of every page).
 */
import { mismatchRequested, PatchDidNotApply } from './_report';

function nodeModules() {
  return {
    fs: process.getBuiltinModule('fs'),
    path: process.getBuiltinModule('path'),
    os: process.getBuiltinModule('os'),
  };
}

/** Where the records of a build of the project at `root` are kept (one file per module). */
export function recordsDir(root: string): string {
  const { os, path } = nodeModules();
  return path.join(os.tmpdir(), `metis-patches-did-not-apply${path.resolve(root).replace(/[^\w-]+/g, '_')}`);
}

const printed = new Set<string>();

/**
 * Fails the build for `error` the module's own way (`fail`), unless its mismatch was requested: then
 * prints its line once per process, records it, and returns so the build goes on.
 */
export function failPatch(
  error: PatchDidNotApply,
  fail: (error: PatchDidNotApply) => void,
  { env, root = process.cwd() }: { env?: NodeJS.ProcessEnv; root?: string } = {},
): void {
  if (!mismatchRequested(error.patch, env)) {
    fail(error);
    return;
  }
  if (!printed.has(error.patch)) {
    printed.add(error.patch);
    console.error(`${error.message}\n  (METIS_PATCH_MISMATCH: recorded; the build goes on and fails at its end)`);
  }
  const { fs, path } = nodeModules();
  const dir = recordsDir(root);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, error.patch), error.message);
}

/** onPreInit: a build starts with no failure recorded. */
export function startMismatchBuild(root = process.cwd()): void {
  nodeModules().fs.rmSync(recordsDir(root), { recursive: true, force: true });
}

/** The modules that recorded a failure in this build, sorted. */
export function recordedFailures(root = process.cwd()): string[] {
  const { fs } = nodeModules();
  const dir = recordsDir(root);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * The last step of onPostBuild: a build with METIS_PATCH_MISMATCH set fails here, listing every module
 * that did not apply (each printed why at its stage) and any module named in it that never failed.
 */
export function endMismatchBuild(
  panicOnBuild: (message: string) => void,
  { env = process.env, root = process.cwd() }: { env?: NodeJS.ProcessEnv; root?: string } = {},
): void {
  const requested = (env.METIS_PATCH_MISMATCH ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!requested.length) return;
  const failed = recordedFailures(root);
  startMismatchBuild(root);
  const silent = requested.filter((name) => name !== 'all' && !failed.includes(name));
  panicOnBuild(
    `METIS_PATCH_MISMATCH=${requested.join(',')}: ${failed.length} patches did not apply: ${failed.join(', ') || 'none'}` +
      (silent.length ? `; asked to mismatch but never failed: ${silent.join(', ')}` : '') +
      '. Each printed why at its stage; a build without METIS_PATCH_MISMATCH stops at the first.',
  );
}
