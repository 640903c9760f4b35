// `npm run bench [-- --sizes 50,500,2000] [--skip-build-bench] [--skip-lighthouse] [--only-build] [--log-dir DIR] [--verbose]`
// Builds synthetic corpora and reports wall time and peak memory; then serves the real build (./public,
// built first if missing) and reports first-load bytes by type and Lighthouse scores. Writes
// bench-results/latest.json and bench-results/latest.md and prints the Markdown. --only-build measures the
// builds alone (no weight, no Lighthouse); --log-dir keeps each build's Gatsby output (activity timings) as
// DIR/build-N.log, and --verbose passes --verbose to gatsby build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { startServer } from '../../e2e/helpers.mjs';
import { benchBuild } from './build.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePage } from './weight.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const sizes = value('--sizes', '50,500').split(',').map(Number).filter(Boolean);
const kib = (b) => Math.round((b / 1024) * 10) / 10;

function longestApiPage() {
  const dir = path.resolve('public/api');
  let best = { route: '/api/session', size: 0 };
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name, 'index.html');
    if (fs.existsSync(file) && fs.statSync(file).size > best.size) best = { route: `/api/${name}`, size: fs.statSync(file).size };
  }
  return best.route;
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  build: [],
  weight: [],
  lighthouse: [],
};

if (!flag('--skip-build-bench')) {
  for (const n of sizes) {
    console.error(`building a synthetic corpus of ${n} pages…`);
    const logDir = value('--log-dir', null);
    if (logDir) fs.mkdirSync(logDir, { recursive: true });
    const logFile = logDir ? path.resolve(logDir, `build-${n}.log`) : undefined;
    results.build.push(await benchBuild(n, path.resolve('.'), { logFile, gatsbyArgs: flag('--verbose') ? ['--verbose'] : [] }));
    console.error(JSON.stringify(results.build.at(-1)));
  }
}

const onlyBuild = flag('--only-build');
if (!onlyBuild && !fs.existsSync('public/index.html')) execSync('npm run build', { stdio: 'inherit' });
const server = onlyBuild ? null : await startServer();
if (server) try {
  for (const route of ['/', '/concepts/corpora', longestApiPage(), '/pricing', '/404']) {
    const w = await measurePage(server.origin, route);
    results.weight.push(w);
    console.error(`${route}: ${kib(w.byType.js)} KiB JS, ${kib(w.total)} KiB total`);
  }
  if (!flag('--skip-lighthouse')) {
    // The not-found page is audited at /404, where it answers 200: Lighthouse refuses to audit a document
    // that answers 404, which is what an unknown address gets (the same HTML).
    for (const route of ['/', '/concepts/corpora', longestApiPage(), '/pricing', '/404']) {
      console.error(`lighthouse ${route}…`);
      results.lighthouse.push({ route, ...(await runLighthouse(server.origin + route)) });
    }
  }
} finally {
  await server.close();
}

const md = [];
md.push(`Measured ${results.date.slice(0, 10)} on ${results.machine}.`, '');
if (results.build.length) {
  md.push('| build | wall time | CPU time (user + system) | peak memory (process tree) | peak by process kind |', '| --- | --- | --- | --- | --- |');
  for (const b of results.build) {
    const kinds = Object.entries(b.byProcess || {})
      .filter(([, k]) => k.peakMiB >= 1)
      .map(([kind, k]) => `${kind} ${k.peakMiB} MiB${k.processes > 1 ? ` (${k.processes} processes)` : ''}`)
      .join(', ');
    md.push(`| ${b.pages} pages | ${b.seconds} s | ${b.cpuSeconds ?? '–'} s | ${b.peakMiB} MiB | ${kinds} |`);
  }
  md.push('');
}
if (results.weight.length) md.push('| first load (compressed) | HTML | JS | CSS | font | data | total | prefetched after load | other origins |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const w of results.weight) {
  const t = w.byType;
  const after = w.afterLoad.reduce((a, r) => a + r.bytes, 0);
  md.push(`| \`${w.route}\` | ${kib(t.html)} KiB | ${kib(t.js)} KiB | ${kib(t.css)} KiB | ${kib(t.font)} KiB | ${kib(t.data)} KiB | ${kib(w.total)} KiB | ${w.afterLoad.length} requests (${w.afterLoad.filter((r) => r.path.startsWith('/page-data/')).length} page data), ${kib(after)} KiB | ${w.foreign.length} |`);
}
if (results.lighthouse.length) {
  md.push('', '| Lighthouse (mobile) | performance | accessibility | best practices | SEO | TBT | LCP | CLS |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const l of results.lighthouse) {
    if (l.error) {
      md.push(`| \`${l.route}\` | not audited: ${l.error} | | | | | | |`);
      continue;
    }
    md.push(`| \`${l.route}\` | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.tbtMs} ms | ${l.lcpMs} ms | ${l.cls} |`);
  }
}
// A build-only run does not overwrite the full report.
const out = onlyBuild ? 'bench-results/build-latest' : 'bench-results/latest';
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(`${out}.json`, JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(`${out}.md`, md.join('\n') + '\n');
console.log(md.join('\n'));
