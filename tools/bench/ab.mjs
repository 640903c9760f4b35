// `node tools/bench/ab.mjs --a DIR --b DIR [--runs 3] route…`: two builds side by side in one session,
// for a before/after figure: Lighthouse 12 mobile (./lighthouse.mjs) on each route, A and B alternating
// run by run (so a busy moment of the shared machine falls on both), each build served by the production
// server. Prints the median performance score, blocking time and LCP per build and route, with Lighthouse's
// benchmark index and the 1-minute load average of each run. Writes bench-results/ab-latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e/helpers.mjs';
import { runLighthouse } from './lighthouse.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const builds = { A: path.resolve(value('--a', 'public')), B: path.resolve(value('--b', 'public')) };
const runs = Number(value('--runs', '3'));
const routes = args.filter((a, i) => !a.startsWith('--') && !['--a', '--b', '--runs'].includes(args[i - 1]));
if (!routes.length) routes.push('/', '/concepts/languageModel', '/api/session');

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
const load = () => Math.round(os.loadavg()[0] * 100) / 100;

const servers = { A: await startServer({ root: builds.A }), B: await startServer({ root: builds.B }) };
const results = { A: {}, B: {} };
try {
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        const r = await runLighthouse(servers[name].origin + route);
        r.loadAverage = load();
        (results[name][route] ??= []).push(r);
        // Written after every run, so an interrupted session keeps what it measured.
        fs.mkdirSync('bench-results', { recursive: true });
        fs.writeFileSync(
          'bench-results/ab-latest.json',
          JSON.stringify({ date: new Date().toISOString(), builds, runs, results }, null, 2) + '\n',
        );
        console.error(
          `${name} ${route} run ${round + 1}: ${r.performance} / TBT ${r.tbtMs} ms / LCP ${r.lcpMs} ms / BI ${r.benchmarkIndex} / load ${r.loadAverage}`,
        );
      }
    }
  }
} finally {
  await servers.A.close();
  await servers.B.close();
}
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(
  'bench-results/ab-latest.json',
  JSON.stringify({ date: new Date().toISOString(), builds, runs, results }, null, 2) + '\n',
);
console.log(
  `| build | page | Lighthouse | TBT ms | LCP ms | CLS | benchmark index | load (1 min) | runs (perf / TBT / LCP) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const route of routes) {
  for (const name of ['A', 'B']) {
    const list = results[name][route];
    console.log(
      `| ${name} | \`${route}\` | ${median(list.map((r) => r.performance))} | ${median(list.map((r) => r.tbtMs))} | ${median(list.map((r) => r.lcpMs))} | ${median(list.map((r) => r.cls))} | ${median(list.map((r) => r.benchmarkIndex))} | ${median(list.map((r) => r.loadAverage))} | ${list.map((r) => `${r.performance}/${r.tbtMs}/${r.lcpMs}`).join(' · ')} |`,
    );
  }
}
