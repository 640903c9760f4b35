// `npm run test:e2e`: every e2e file over one production build (./public), one server on it and one
// Chromium, with several files at once. Each file runs in a `node --test` process of its own and reaches the
// shared server and browser through the environment (openSite in e2e/helpers.mjs); a file run alone starts
// its own. Each file's output is printed whole when it ends, then a table of the files' wall times. The
// first failing file stops the others.
//
// A file that never reads ./public (it builds its own copy of the project, or needs no site) says so with a
// line starting `// @e2e-needs-no-build` (NO_BUILD_MARK): `npm test` (tools/test.mjs) starts those at once,
// two at a time, at a lower priority (nice 5) while ./public is still being built: they only have to be done
// by the end, and their bounds are for hangs (minutes), so the build and the browser files, whose tests wait
// on pages, get the cores first. Every other file waits for the build. A file is self-contained either way
// (its own temporary folders, free ports), so files added on other branches run beside the others unchanged.
//
//   node tools/e2e.mjs [e2e/x.test.mjs …]    (E2E_CONCURRENCY: files on ./public at once, 2 by default;
//   E2E_OWN_BUILD_CONCURRENCY: the others, 2; E2E_OWN_BUILD_EARLY=0: start those only once the build is done;
//   E2E_OWN_BUILD_NICE: their nice value, 5; 0 for the same priority as the rest)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { assertBrowserInstalled, CHROMIUM_ARGS, CHROMIUM_PATH, SHARED_SITE_ENV } from './testing/site.mjs';
import { listenSite } from '../server/server.mjs';
import { processTreeSeconds } from './testing/cpuTime.mjs';
import { groupsGone, loadAverage, start } from './testing/processes.mjs';

export const NO_BUILD_MARK = '// @e2e-needs-no-build';

/**
 * The files that take longest, started first so that none of them is left running alone at the end (the
 * others follow in name order). Each queue takes its own in this order. Figures (wall s under load):
 * `npm test`'s closing table of 2026-11-26 (HEAD 770c945, a clean clone, nothing else running).
 */
const LONGEST_FIRST = [
  // The files that build their own copy.
  'patches', // 597
  'develop', // 385
  'guards', // 89
  'api-guards', // 16
  // The files on ./public.
  'a11y', // 730
  'offline-redeploy', // 189
  'chaos', // 153
  'interface', // 153
  'api', // 130
  'offline-poison', // 93 (2026-11-27: named last, it ran alone at the end of a 718 s run)
  'runtime', // 86
  'recovery', // 64
  'content', // 51
  'routes', // 45
  'search', // 38
  'offline', // 35
  'keyboard', // 35
  'server-lifecycle', // 33
];

export function e2eFiles(dir = 'e2e') {
  const rank = (file) => {
    const at = LONGEST_FIRST.indexOf(path.basename(file, '.test.mjs'));
    return at === -1 ? LONGEST_FIRST.length : at;
  };
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Whether `file` reads the production build in ./public (every file but those marked NO_BUILD_MARK). */
export const needsBuild = (file) => !new RegExp(`^${NO_BUILD_MARK}`, 'm').test(fs.readFileSync(file, 'utf8'));

const CONCURRENCY = Number(process.env.E2E_CONCURRENCY || 2);
const OWN_CONCURRENCY = Number(process.env.E2E_OWN_BUILD_CONCURRENCY || 2);
const OWN_EARLY = process.env.E2E_OWN_BUILD_EARLY !== '0';
const OWN_NICE = Number(process.env.E2E_OWN_BUILD_NICE ?? 5);

/**
 * Runs `files` (all of e2e/ by default) in the two queues the top of this file describes, printing each file's
 * output as a block. The files on ./public start once `built` resolves (at once by default; if it rejects, they
 * are not run). `signal` aborts the run (another stage failed): the files running are stopped. `onFail(file)`
 * is told of a failing file at once (the run then stops the others and resolves without waiting for the build).
 * Resolves with { ok, files: [{ file, ok, seconds, cpu, load, startedAt }], notRun: [file], browserCpu }
 * (browserCpu: the CPU seconds of the shared Chromium and its renderers, which no file's own figure holds; null
 * without /proc).
 * @param {{ files?: string[], built?: Promise<unknown>, signal?: AbortSignal, onFail?: (file: string) => void }} [options]
 */
export async function runE2e({ files = e2eFiles(), built = Promise.resolve(), signal, onFail = () => {} } = {}) {
  const started = performance.now();
  assertBrowserInstalled(CHROMIUM_PATH);
  const browserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const env = { [SHARED_SITE_ENV.browser]: browserServer.wsEndpoint() };
  // The server on ./public starts once the build is there (it reads the build's inline-script hashes).
  let server;
  const siteUp = built
    .then(async () => {
      server = await listenSite();
      env[SHARED_SITE_ENV.origin] = server.origin;
    })
    .then(() => true)
    .catch(() => false);

  const results = [];
  const children = new Set();
  const queues = { own: [], site: [] };
  for (const file of files) queues[needsBuild(file) ? 'site' : 'own'].push(file);
  let failed = false;
  let stopped;
  const whenStopped = new Promise((resolve) => (stopped = resolve));
  const stopAll = () => {
    failed = true;
    stopped();
    for (const child of children) child.stop();
  };
  if (signal?.aborted) stopAll();
  signal?.addEventListener('abort', stopAll);

  /** `width` workers taking files from `queue` until it is empty or something failed. */
  const pool = (queue, width, nice = 0) =>
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      while (!failed && queue.length) {
        const file = queue.shift();
        const startedAt = (performance.now() - started) / 1000;
        const child = start(process.execPath, ['--test', '--test-reporter=spec', file], { env: { ...env }, nice });
        children.add(child);
        const { code, output, seconds, cpu } = await child.done;
        children.delete(child);
        if (failed) break; // stopped because something else failed: its output says nothing
        const ok = code === 0;
        results.push({ file, ok, seconds, cpu, load: loadAverage(), startedAt });
        process.stdout.write(
          `\n── ${file}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s (load ${loadAverage().toFixed(1)})\n${output}`,
        );
        if (!ok) {
          stopAll();
          onFail(file);
        }
      }
    });

  let siteFailed = false;
  let browserCpu = null;
  const afterBuild = Promise.race([siteUp, whenStopped.then(() => null)]);
  try {
    await Promise.all([
      // Files with their own builds start at once, beside the site's build, at a lower priority (E2E_OWN_BUILD_NICE).
      // At the same priority, two of them beside the build and the browser files loaded the 2-core machine
      // past what the browser tests bore (load 20-30, three CI runs failing on hydration races); those tests
      // now wait for hydration, and the builds yield to them.
      OWN_EARLY
        ? Promise.all(pool(queues.own, OWN_CONCURRENCY, OWN_NICE))
        : afterBuild.then((up) => up && Promise.all(pool(queues.own, OWN_CONCURRENCY, OWN_NICE))),
      // A failure before the build is done ends the run at once, without waiting for the build.
      afterBuild.then((up) => {
        siteFailed = up === false;
        return up && Promise.all(pool(queues.site, CONCURRENCY));
      }),
    ]);
  } finally {
    // Read before it closes: its renderers are then left to init, and their time would reach no one.
    browserCpu = processTreeSeconds(browserServer.process()?.pid);
    await browserServer.close();
    // The server, if the build comes up after all, is closed then.
    siteUp.then(() => server?.close());
    if (!failed) await siteUp;
  }
  const notRun = [...queues.own, ...queues.site];
  return { ok: !failed && !siteFailed && results.length === files.length, files: results, notRun, browserCpu };
}

/**
 * runE2e's result for a reader: each file's wall and CPU time, longest first, with when it started (seconds into
 * the run); the shared Chromium's CPU, which no file's own figure holds; the files a failure left unrun.
 */
export function e2eSummary({ files, browserCpu, notRun }) {
  const lines = [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .map((f) => {
      const cpu = f.cpu === null ? '   n/a' : f.cpu.toFixed(0).padStart(6);
      return `  ${f.ok ? ' ' : '✗'} ${f.file.padEnd(34)} ${f.seconds.toFixed(1).padStart(6)} s wall ${cpu} s CPU   from ${f.startedAt.toFixed(0).padStart(4)} s   load ${f.load.toFixed(1)}`;
    });
  const browser = browserCpu == null ? 'CPU n/a (no /proc)' : `${browserCpu.toFixed(0)} s CPU, renderers included`;
  lines.push(`  the shared Chromium: ${browser}`);
  if (notRun.length) lines.push(`  not run (stopped by the failure above): ${notRun.join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const args = process.argv.slice(2);
  const result = await runE2e(args.length ? { files: args } : {});
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadAverage().toFixed(1)})`;
  console.log(`\ne2e: ${result.files.length} files in ${took}, longest first:\n${e2eSummary(result)}`);
  await groupsGone();
  process.exit(result.ok ? 0 : 1);
}
