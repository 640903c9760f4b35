// `node tools/bench/compare-builds.mjs [--runs 3] DIR_A DIR_B [route…]`: Lighthouse 12 mobile on two
// builds of the site, served side by side by the production server and audited in turns (A then B, then B
// then A, …), so that the machine's drift in speed falls on both. Prints each run and, per build and route,
// the median performance score and blocking time with the range and Lighthouse's benchmark index. Blocking
// time on this machine class moves with its speed from hour to hour; a change is judged against a build
// without it measured in the same run, never against figures from another day. Default routes: / and
// /api/session. A build to compare against comes from `git worktree add /tmp/before <commit>` and
// `npm run build` there.
import path from 'node:path';
import { listenSite } from '../../server/server.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { summariseLighthouse } from './report.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
const positional = args.filter((a, i) => a !== '--runs' && args[i - 1] !== '--runs');
const [dirA, dirB, ...rest] = positional;
if (!dirA || !dirB) {
  console.error('usage: node tools/bench/compare-builds.mjs [--runs 3] DIR_A DIR_B [route…]');
  process.exit(2);
}
const routes = rest.length ? rest : ['/', '/api/session'];

const sites = [
  { name: 'A', dir: path.resolve(dirA) },
  { name: 'B', dir: path.resolve(dirB) },
];
for (const site of sites) site.server = await listenSite({ root: site.dir });
const results = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const site of run % 2 ? [...sites].reverse() : sites) {
        // A loaded machine now and then fails one navigation (NO_NAVSTART): that run is taken again, once.
        let r = await runLighthouse(site.server.origin + route);
        if (r.error) r = await runLighthouse(site.server.origin + route);
        if (r.error) throw new Error(`${site.name} ${route}: Lighthouse could not audit it (${r.error})`);
        const key = `${site.name} ${route}`;
        results.set(key, [...(results.get(key) ?? []), r]);
        console.error(
          `${key} (run ${run + 1}/${runs}): performance ${r.performance}, blocking ${r.tbtMs} ms, LCP ${r.lcpMs} ms, benchmark index ${r.benchmarkIndex}`,
        );
      }
    }
  }
} finally {
  for (const site of sites) await site.server.close();
}

console.log(`A = ${sites[0].dir}, B = ${sites[1].dir}; Lighthouse mobile, ${runs} runs each, interleaved`);
console.log('| build | route | performance (range) | blocking time (range) | benchmark index (range) |');
console.log('| --- | --- | --- | --- | --- |');
for (const route of routes) {
  for (const site of sites) {
    const list = results.get(`${site.name} ${route}`);
    const summary = summariseLighthouse(route, list);
    const indexes = list.map((r) => r.benchmarkIndex);
    console.log(
      `| ${site.name} | \`${route}\` | ${summary.performance} (${summary.performanceRange.join('–')}) | ${summary.tbtMs} ms (${summary.tbtRange.join('–')}) | ${summary.benchmarkIndex} (${Math.min(...indexes)}–${Math.max(...indexes)}) |`,
    );
  }
}
