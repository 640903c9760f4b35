// Build benchmark: wall time, CPU time and peak memory (summed over Gatsby's process tree, sampled from /proc)
// of a production build of a corpus of N pages, in a throwaway copy of the project.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeProjectCopy } from '../testing/projectCopy.mjs';
import { generateCorpus } from './corpus.mjs';

/** What a process of Gatsby's tree is, from its command line: the main process, a worker, npx. */
function processKind(pid) {
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return 'other';
  }
  if (/\/usr\/bin\/time/.test(cmd)) return 'time';
  if (/^\S*(npm|npx)\b|npm exec|npm-cli/.test(cmd)) return 'npx';
  if (/worker/.test(cmd)) return 'worker';
  if (/gatsby(\.js)? build|gatsby\/cli|gatsby\/dist/.test(cmd)) return 'main';
  return cmd.split(' ')[0].split('/').pop() || 'other';
}

const TICKS = 100; // USER_HZ on Linux

/** Summed RSS of the tree (bytes); `cpu.seconds` gets its CPU time so far (live processes + reaped children). */
export function treeRss(rootPid, byKind, cpu = {}) {
  const children = new Map();
  const rss = new Map();
  const ticks = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(pid), pages * 4096);
      // utime, stime, cutime, cstime (fields 14-17 of stat)
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // process ended while we looked
    }
  }
  let total = 0;
  let cpuTicks = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) || 0;
    cpuTicks += ticks.get(pid) || 0;
    if (byKind && rss.get(pid)) {
      const kind = processKind(pid);
      byKind.set(kind, { rss: (byKind.get(kind)?.rss || 0) + rss.get(pid), count: (byKind.get(kind)?.count || 0) + 1 });
    }
    stack.push(...(children.get(pid) || []));
  }
  // Never less than before: a process that ends between samples takes its time along until reaped.
  cpu.seconds = Math.max(cpu.seconds ?? 0, cpuTicks / TICKS);
  return total;
}

/** Figures of GNU time -v: wall seconds, user + system CPU seconds, the largest single process' peak RSS. */
export function parseGnuTime(text) {
  const get = (re) => re.exec(text)?.[1]?.trim() ?? null;
  const wall = get(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (.*)/);
  const num = (re) => (get(re) == null ? null : Number(get(re)));
  return {
    wallS:
      wall == null
        ? null
        : wall
            .split(':')
            .map(Number)
            .reduce((acc, v) => acc * 60 + v, 0),
    userS: num(/User time \(seconds\): (.*)/),
    sysS: num(/System time \(seconds\): (.*)/),
    maxRssKiB: num(/Maximum resident set size \(kbytes\): (.*)/),
  };
}

/**
 * A production build of a project copy: wall time, CPU time (user + system of the whole tree, from GNU time
 * when present: unlike wall time it does not grow when other work shares the machine), the peak of the
 * summed RSS of the whole process tree (sampled from /proc every 200 ms, as the anchor's tree-rss.mjs does)
 * and the peak of each kind of process (main, worker…). Gatsby runs as `node node_modules/gatsby/cli.js`,
 * as the anchor runs Docusaurus' own bin, so no npm/npx wrapper is measured.
 *
 * The content is either `contentDir` (copied into the project copy: a folder outside the project cannot be
 * built until the MDX runtime imports resolve from the project, see docs/performance.md) or a synthetic
 * corpus of `pages` pages from ./corpus.mjs. With `logFile`, Gatsby's output (activity timings) is kept
 * there; `gatsbyArgs` go to `gatsby build` (e.g. --verbose); `env` is added to the build's environment
 * (e.g. GATSBY_CPU_COUNT); `prepare(dir)` may change the copy first (see ./experiments.mjs).
 */
/**
 * @param {number} pages
 * @param {string} [root]
 * @param {{ contentDir?: string, logFile?: string, gatsbyArgs?: string[], env?: Record<string, string>,
 *   prepare?: (dir: string) => void }} [options]
 */
export async function benchBuild(
  pages,
  root = path.resolve('.'),
  { contentDir, logFile, gatsbyArgs = [], env = {}, prepare } = {},
) {
  const copy = makeProjectCopy(root, 'metis-bench-');
  // An experiment may change the throwaway copy (its config, a build step) before it builds.
  if (prepare) prepare(copy.dir);
  const content = path.join(copy.dir, 'bench-content');
  if (contentDir) fs.cpSync(contentDir, content, { recursive: true });
  else generateCorpus(content, pages);
  const started = process.hrtime.bigint();
  let peak = 0;
  const kinds = new Map();
  const timeFile = path.join(copy.dir, 'gnu-time.txt');
  const gnuTime = fs.existsSync('/usr/bin/time');
  const gatsby = [path.join(root, 'node_modules/gatsby/cli.js'), 'build', ...gatsbyArgs];
  /** @type {[string, string[]]} */
  const command = gnuTime
    ? ['/usr/bin/time', ['-v', '-o', timeFile, process.execPath, ...gatsby]]
    : [process.execPath, gatsby];
  const child = spawn(command[0], command[1], {
    cwd: copy.dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DOCS_CONTENT_DIR: content,
      CI: 'true',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The kept log is stamped with seconds since start, the tree's CPU seconds so far and its memory then,
  // to find the phase of the peak and what each phase costs in CPU (wall time grows with other load).
  let log = '';
  let current = 0;
  const cpu = { seconds: 0 };
  const stamp = (d) => {
    const at = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    log += String(d).replace(
      /^(?=.)/gm,
      `[${at} s ${cpu.seconds.toFixed(1)} cpu ${Math.round(current / 2 ** 20)} MiB] `,
    );
  };
  child.stdout.on('data', stamp);
  child.stderr.on('data', stamp);
  const timer = setInterval(() => {
    const byKind = new Map();
    current = treeRss(child.pid, byKind, cpu);
    peak = Math.max(peak, current);
    for (const [kind, { rss, count }] of byKind) {
      const seen = kinds.get(kind) || { peak: 0, count: 0 };
      kinds.set(kind, { peak: Math.max(seen.peak, rss), count: Math.max(seen.count, count) });
    }
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const time = gnuTime && fs.existsSync(timeFile) ? parseGnuTime(fs.readFileSync(timeFile, 'utf8')) : null;
  const htmlFiles = code === 0 ? countHtml(path.join(copy.dir, 'public')) : 0;
  copy.remove();
  if (logFile) fs.writeFileSync(logFile, log);
  const mib = (b) => Math.round(b / 1024 / 1024);
  const wallSeconds = Math.round((time?.wallS ?? seconds) * 10) / 10;
  const cpuSeconds = time && Number.isFinite(time.userS) ? Math.round((time.userS + time.sysS) * 10) / 10 : null;
  if (code !== 0) {
    // What the failed build cost until it stopped, and why, so a bench run can report it and go on.
    const error = new Error(`build of ${pages} pages failed:\n${log.slice(-4000)}`);
    /** @type {any} */ (error).partial = {
      tool: 'this site',
      pages,
      failed: failureReason(log),
      seconds: wallSeconds,
      cpuSeconds,
      peakMiB: mib(peak),
    };
    throw error;
  }
  const byProcess = Object.fromEntries(
    [...kinds].map(([kind, { peak: p, count }]) => [kind, { peakMiB: mib(p), processes: count }]),
  );
  return {
    tool: 'this site',
    pages,
    seconds: wallSeconds,
    cpuSeconds,
    peakMiB: mib(peak),
    largestProcessMiB: time?.maxRssKiB ? Math.round(time.maxRssKiB / 1024) : null,
    htmlFiles,
    byProcess,
  };
}

/** The line of a failed build's log that says why it stopped (Node's fatal error, or Gatsby's first error). */
export function failureReason(log) {
  const lines = log.split('\n').map((l) => l.replace(/^\[[^\]]*\] /, '').trim());
  return (
    lines.find((l) => /^FATAL ERROR/.test(l)) ??
    lines.find((l) => /^ERROR\b/.test(l)) ??
    lines.filter(Boolean).at(-1) ??
    'unknown'
  );
}

function countHtml(dir) {
  let n = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    if (!fs.existsSync(d)) continue;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) stack.push(path.join(d, e.name));
      else if (e.name.endsWith('.html')) n += 1;
    }
  }
  return n;
}
