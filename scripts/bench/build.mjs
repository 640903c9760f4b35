// Build benchmark: wall time and peak memory (summed over Gatsby's process tree, sampled from /proc)
// of a production build of a synthetic corpus of N pages, in a throwaway copy of the project.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeProjectCopy } from '../projectCopy.mjs';
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

function treeRss(rootPid, byKind) {
  const children = new Map();
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(pid), pages * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) || 0;
    if (byKind && rss.get(pid)) {
      const kind = processKind(pid);
      byKind.set(kind, { rss: (byKind.get(kind)?.rss || 0) + rss.get(pid), count: (byKind.get(kind)?.count || 0) + 1 });
    }
    stack.push(...(children.get(pid) || []));
  }
  return total;
}

/**
 * Builds N synthetic pages; returns wall time, peak memory of the whole tree and the peak of each kind of
 * process (main, worker, …; summed over the processes of that kind). With `logFile`, Gatsby's output
 * (activity timings) is kept there; `gatsbyArgs` are passed to `gatsby build` (e.g. --verbose).
 */
export async function benchBuild(pages, root = path.resolve('.'), { logFile, gatsbyArgs = [] } = {}) {
  const copy = makeProjectCopy(root, 'metis-bench-');
  const contentDir = path.join(copy.dir, 'bench-content');
  generateCorpus(contentDir, pages);
  const started = process.hrtime.bigint();
  let peak = 0;
  const kinds = new Map();
  // CPU time (user + system, the whole tree) through GNU time when present: unlike wall time it does not
  // grow when other work shares the machine.
  const timeFile = path.join(copy.dir, 'cpu-time.txt');
  const gnuTime = fs.existsSync('/usr/bin/time');
  const command = gnuTime ? ['/usr/bin/time', ['-o', timeFile, '-f', '%U %S', 'npx', 'gatsby', 'build', ...gatsbyArgs]] : ['npx', ['gatsby', 'build', ...gatsbyArgs]];
  const child = spawn(command[0], command[1], {
    cwd: copy.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: contentDir, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The kept log is stamped with seconds since start and the tree's memory then, to find the phase of the peak.
  let log = '';
  let current = 0;
  const stamp = (d) => {
    const at = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    log += String(d).replace(/^(?=.)/gm, `[${at} s ${Math.round(current / 2 ** 20)} MiB] `);
  };
  child.stdout.on('data', stamp);
  child.stderr.on('data', stamp);
  const timer = setInterval(() => {
    const byKind = new Map();
    current = treeRss(child.pid, byKind);
    peak = Math.max(peak, current);
    for (const [kind, { rss, count }] of byKind) {
      const seen = kinds.get(kind) || { peak: 0, count: 0 };
      kinds.set(kind, { peak: Math.max(seen.peak, rss), count: Math.max(seen.count, count) });
    }
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = gnuTime && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number) : null;
  copy.remove();
  if (logFile) fs.writeFileSync(logFile, log);
  if (code !== 0) throw new Error(`build of ${pages} pages failed:\n${log.slice(-4000)}`);
  const mib = (b) => Math.round(b / 1024 / 1024);
  const byProcess = Object.fromEntries([...kinds].map(([kind, { peak: p, count }]) => [kind, { peakMiB: mib(p), processes: count }]));
  const cpuSeconds = cpu && cpu.every(Number.isFinite) ? Math.round((cpu[0] + cpu[1]) * 10) / 10 : null;
  return { pages, seconds: Math.round(seconds * 10) / 10, cpuSeconds, peakMiB: mib(peak), byProcess };
}
