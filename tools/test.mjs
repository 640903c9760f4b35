// `npm test`: every check the project has, as README promises, in one run that stops at the first failure and
// ends with a table of what each stage took.
//
// The stages run in lanes at once, because the machine has two cores and no stage keeps both busy all the
// time (figures: the table of a run, in docs/performance.md):
//   - the sources: Prettier, ESLint, the unit tests, the content lint, the code samples;
//   - the build: the production build, then the type check (after it, because the build rewrites
//     src/gatsby-types.d.ts, which tsc reads), the HTML validation and the byte budgets;
//   - the e2e files (tools/e2e.mjs): those that build their own copy of the project start at once (two at a
//     time, at a lower priority); those that read ./public start when the build has passed, over one server
//     and one Chromium.
// The type check, HTML validation and budgets also run at a lower priority (TEST_BACKGROUND_NICE, 5 by
// default; 0 turns it off): nothing waits for them, while the browser files' tests wait on pages.
// A stage that fails stops every other (each runs in a process group of its own: gatsby's workers and
// chromium go with it); its output is printed, then the table, then which stage failed. Each stage's output
// is printed whole when it ends, so lanes running at once do not interleave.
//
//   npm test        (TEST_ONLY=build,e2e: those stages alone, in the same lanes; E2E_FILES=e2e/a.test.mjs,…: those e2e files)
import os from 'node:os';
import { busyBetween, machineCpu } from './testing/cpuTime.mjs';
import { e2eFiles, e2eSummary, runE2e } from './e2e.mjs';
import { groupsGone, loadAverage, start, stopAll } from './testing/processes.mjs';

/**
 * A stage: a name for the table and a package.json script. A `background` stage is waited on by nothing but
 * the end of the run and has no time bound: it runs at a lower priority (TEST_BACKGROUND_NICE), so that the
 * work others wait for (the build, the browser files) and whose tests have time bounds gets the cores first.
 */
const npmScript = (name, script = name, { background = false } = {}) => ({ name, script, background });
const BACKGROUND_NICE = Number(process.env.TEST_BACKGROUND_NICE ?? 5);

const LANES = [
  [
    npmScript('format:check'),
    npmScript('lint'),
    npmScript('unit', 'test:unit'),
    npmScript('lint:content'),
    npmScript('samples', 'test:samples'),
  ],
  [
    npmScript('build'),
    npmScript('typecheck', 'typecheck', { background: true }),
    npmScript('html', 'test:html', { background: true }),
    npmScript('budgets', 'test:budgets', { background: true }),
  ],
];

const seconds = (ms) => ms / 1000;
const fmt = (value, width = 7) => (value === null || value === undefined ? 'n/a' : value.toFixed(1)).padStart(width);

function stageTable(rows, total) {
  const lines = [
    '  stage            status     from s    wall s     CPU s   load',
    ...rows.map(
      (r) =>
        `  ${r.name.padEnd(16)} ${r.status.padEnd(8)} ${fmt(r.from, 8)} ${fmt(r.wall, 9)} ${fmt(r.cpu, 9)} ${fmt(r.load, 6)}`,
    ),
    `  ${'total'.padEnd(16)} ${''.padEnd(8)} ${''.padStart(8)} ${fmt(total, 9)}`,
  ];
  return lines.join('\n');
}

async function runAll(only = process.env.TEST_ONLY?.split(',').filter(Boolean)) {
  const started = performance.now();
  const cpuAtStart = machineCpu();
  const wanted = (name) => !only || only.includes(name);
  const rows = [];
  const abort = new AbortController();
  /** @type {{ name: string, why: string } | null} */
  let failure = null;
  const fail = (name, why) => {
    if (failure) return;
    failure = { name, why };
    abort.abort();
    stopAll();
  };

  async function runStage(stage) {
    if (failure || !wanted(stage.name)) return !failure;
    const from = seconds(performance.now() - started);
    const child = start('npm', ['run', '--silent', stage.script], {
      env: { GATSBY_TELEMETRY_DISABLED: '1' },
      nice: stage.background ? BACKGROUND_NICE : 0,
    });
    console.log(`▶ ${stage.name} (from ${from.toFixed(0)} s)`);
    const { code, output, seconds: wall, cpu } = await child.done;
    if (failure && failure.name !== stage.name) {
      rows.push({ name: stage.name, status: 'stopped', from, wall, cpu: null, load: loadAverage() });
      return false;
    }
    const ok = code === 0;
    rows.push({ name: stage.name, status: ok ? 'passed' : 'FAILED', from, wall, cpu, load: loadAverage() });
    process.stdout.write(`\n── ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${wall.toFixed(1)} s\n${output}`);
    if (!ok) fail(stage.name, `\`npm run ${stage.script}\` exited with ${code}`);
    return ok;
  }

  const lane = async (stages, onEach = (_stage, _ok) => {}) => {
    for (const stage of stages) {
      const ok = await runStage(stage);
      onEach(stage, ok);
      if (!ok) return;
    }
  };

  // The e2e files that read ./public wait for the build (or run at once when the build is not among the stages).
  /** @type {(value?: unknown) => void} */
  let builtOk;
  let builtFailed;
  const built = new Promise((resolve, reject) => ([builtOk, builtFailed] = [resolve, reject]));
  built.catch(() => {});
  if (!wanted('build')) builtOk();

  const e2e = async () => {
    if (!wanted('e2e')) return;
    const from = seconds(performance.now() - started);
    console.log(`▶ e2e (from ${from.toFixed(0)} s; the files that read ./public once it is built)`);
    const files = process.env.E2E_FILES ? process.env.E2E_FILES.split(',') : e2eFiles();
    const result = await runE2e({
      files,
      built,
      signal: abort.signal,
      onFail: (file) => fail('e2e', `failing: ${file}`),
    });
    const wall = seconds(performance.now() - started) - from;
    const cpu = result.files.reduce((sum, f) => sum + (f.cpu ?? 0), result.browserCpu ?? 0);
    rows.push({
      name: 'e2e',
      status: result.ok ? 'passed' : failure && failure.name !== 'e2e' ? 'stopped' : 'FAILED',
      from,
      wall,
      cpu,
      load: loadAverage(),
    });
    console.log(
      `\ne2e files (wall, CPU of the file's own processes; the e2e stage's row adds Chromium's):\n${e2eSummary(result)}`,
    );
    if (!result.ok) {
      const failed = result.files.filter((f) => !f.ok).map((f) => f.file);
      fail('e2e', failed.length ? `failing: ${failed.join(', ')}` : 'not every file ran');
    }
  };

  await Promise.all([
    lane(LANES[0]),
    lane(LANES[1], (stage, ok) => {
      if (stage.name === 'build') (ok ? builtOk : builtFailed)();
    }).then(() => builtFailed()), // a lane that stopped before the build settles it as failed (no-op after)
    e2e(),
  ]);

  await groupsGone();
  const total = seconds(performance.now() - started);
  rows.sort((a, b) => a.from - b.from);
  console.log(
    `\nnpm test: stage times (seconds; CPU is user + system of each stage's processes; load is the 1-minute average at its end)\n${stageTable(rows, total)}`,
  );
  console.log(`  load average now ${loadAverage().toFixed(2)} (the machine is shared: wall times grow with it)`);
  const busy = busyBetween(cpuAtStart, machineCpu());
  if (busy)
    console.log(
      `  the machine's ${os.cpus().length} cores were busy ${(busy.share * 100).toFixed(0)} % of the run: ${busy.seconds.toFixed(0)} s of CPU, by every process on it (${(busy.seconds / total).toFixed(2)} cores on average). Near 100 %, the run is bound by its work, not by its schedule.`,
    );
  if (failure) {
    console.error(
      `\n✗ npm test failed at stage ${failure.name}: ${failure.why}. Its output is above; run that stage alone to iterate.`,
    );
    return false;
  }
  console.log(`\n✓ npm test passed in ${total.toFixed(1)} s`);
  return true;
}

const ok = await runAll();
stopAll();
await groupsGone();
process.exit(ok ? 0 : 1);
