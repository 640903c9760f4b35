// Build benchmark: wall time and peak memory (summed over Gatsby's process tree, sampled from /proc)
// of a production build of a synthetic corpus of N pages, in a throwaway copy of the project.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeProjectCopy } from '../projectCopy.mjs';
import { generateCorpus } from './corpus.mjs';

function treeRss(rootPid) {
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
    stack.push(...(children.get(pid) || []));
  }
  return total;
}

export async function benchBuild(pages, root = path.resolve('.')) {
  const copy = makeProjectCopy(root, 'metis-bench-');
  const contentDir = path.join(copy.dir, 'bench-content');
  generateCorpus(contentDir, pages);
  const started = process.hrtime.bigint();
  let peak = 0;
  const child = spawn('npx', ['gatsby', 'build'], {
    cwd: copy.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: contentDir, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  copy.remove();
  if (code !== 0) throw new Error(`build of ${pages} pages failed:\n${log.slice(-4000)}`);
  return { pages, seconds: Math.round(seconds * 10) / 10, peakMiB: Math.round(peak / 1024 / 1024) };
}
