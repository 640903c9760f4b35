// `node tools/bench/compare-weight.mjs DIR_A DIR_B [route…]`: the first-load bytes of two builds of the
// site, page by page. For every route of the spec, the weight `npm run test:budgets` checks
// (tools/bench/pageWeight.mjs: HTML, scripts, font, data, brotli as served) in A and B and the change,
// with the largest change over all routes; then, for the routes given (default /, /concepts/qa and
// /api/session), what Chromium receives on the wire from our server until the network is idle
// (tools/bench/weight.mjs), which includes what a page fetches after `load` (its data, idle-time chunks).
// A build to compare against: `git archive <commit> | tar -x -C /tmp/before`, node_modules linked, built there.
import path from 'node:path';
import { SPEC_ROUTES } from '../testing/site.mjs';
import { listenSite } from '../../server/server.mjs';
import { pageWeight } from './pageWeight.mjs';
import { measurePage } from './weight.mjs';

const [dirA, dirB, ...rest] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node tools/bench/compare-weight.mjs DIR_A DIR_B [route…]');
  process.exit(2);
}
const routes = rest.length ? rest : ['/', '/concepts/qa', '/api/session'];
const a = path.resolve(dirA);
const b = path.resolve(dirB);
const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;

console.log('first load from the files (as npm run test:budgets counts it), bytes: A → B (change)');
let largest = { route: '', change: -Infinity };
for (const route of SPEC_ROUTES) {
  const before = pageWeight(a, route);
  const after = pageWeight(b, route);
  const change = after.total - before.total;
  if (change > largest.change) largest = { route, change };
  if (routes.includes(route)) {
    const parts = ['html', 'js', 'font', 'data'].map((k) => `${k} ${before[k]} → ${after[k]}`).join(', ');
    console.log(`  ${route}: total ${before.total} → ${after.total} (${signed(change)}); ${parts}`);
  }
}
console.log(
  `  largest change over the ${SPEC_ROUTES.length} routes: ${signed(largest.change)} bytes on ${largest.route}`,
);

console.log('on the wire until the network is idle (Chromium, our server), bytes: A → B (change)');
for (const route of routes) {
  const measured = [];
  for (const dir of [a, b]) {
    const server = await listenSite({ root: dir, port: Number(process.env.PORT ?? 0) });
    try {
      measured.push(await measurePage(server.origin, route));
    } finally {
      await server.close();
    }
  }
  const [before, after] = measured;
  const parts = Object.keys(before.byType)
    .filter((k) => before.byType[k] || after.byType[k])
    .map((k) => `${k} ${before.byType[k]} → ${after.byType[k]}`)
    .join(', ');
  console.log(`  ${route}: total ${before.total} → ${after.total} (${signed(after.total - before.total)}); ${parts}`);
}
