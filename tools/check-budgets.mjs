// Byte budgets of the built site, checked in `npm test`. Deterministic: sizes are computed from the files
// in ./public compressed as our server sends them (brotli 11 for scripts, 9 for HTML and JSON), never
// timed; response headers are not counted. Search counts what a first query downloads (entry + shards). budgets.json holds the
// performance issue's targets and the ceilings enforced now: a page over its ceiling fails the test; a
// page over the target is reported with the gap, so the distance to the goal stays visible.
import fs from 'node:fs';
import path from 'node:path';
import { pageWeight } from './bench/pageWeight.mjs';
import { firstQueries, querySet } from './bench/search.mjs';

const root = path.resolve('public');
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const kib = (b) => Math.round((b / 1024) * 10) / 10;

let failed = 0;
const check = (label, value, key) => {
  const ceiling = budgets.ceilings[key];
  const target = budgets.targets[key];
  const ok = value <= ceiling * 1024;
  if (!ok) failed++;
  const gap =
    value > target * 1024
      ? `, ${kib(value - target * 1024)} KiB over the ${target} KiB target`
      : `, within the ${target} KiB target`;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kib(value)} KiB (ceiling ${ceiling} KiB${gap})`);
};

for (const [type, route] of Object.entries(budgets.pages)) {
  const w = pageWeight(root, route);
  check(`${type} ${route} first-load JS`, w.js, 'jsKiB');
  check(`${type} ${route} first-load total (HTML+JS+font+data)`, w.total, 'totalKiB');
  check(`${type} ${route} fonts`, w.font, 'fontKiB');
}
// Search: what the first query downloads from the sharded index the build wrote (its entry file and the
// shards that query needs, brotli 9 as the server sends JSON), for each query of tools/search-queries.json,
// as the search bench measures it; the largest must fit.
const searchIndex = fs.readdirSync(root).filter((f) => /^search-index.*\.json$/.test(f));
const queries = querySet('tuning');
for (const f of searchIndex) {
  const read = (url) => fs.readFileSync(path.join(root, url), 'utf8');
  const { rows } = await firstQueries(`/${f}`, read, queries, { pages: 8 });
  const worst = rows.reduce((w, r) => (r.bytes.brotli > w.bytes.brotli ? r : w));
  check(
    `search: largest first query (${queries.length} queries; «${worst.query}») from ${f}`,
    worst.bytes.brotli,
    'searchIndexKiB',
  );
}
// Blocking time is a lab timing, so it is not tested here (a timed test fails on a busy machine): the
// budget is the figure `npm run bench` measured, printed beside what the last bench run on this machine
// measured (bench-results/latest.json), when there is one.
if (budgets.blockingMs?.pages) {
  const latest = fs.existsSync('bench-results/latest.json')
    ? JSON.parse(fs.readFileSync('bench-results/latest.json', 'utf8'))
    : null;
  for (const [type, { route, ms }] of Object.entries(budgets.blockingMs.pages)) {
    const measured = latest?.pages?.find((l) => l.site === 'this site' && l.route === route && !l.error);
    console.log(
      `info ${type} ${route} blocking time: budget ${ms} ms from npm run bench (target ${budgets.blockingMs.target} ms; budgets.json says when and how it was measured)${measured ? `; last bench run ${measured.tbtMs} ms (${latest.date.slice(0, 10)}, benchmark index ${measured.benchmarkIndex ?? '–'})` : ''}`,
    );
  }
}
const passed = Object.keys(budgets.pages).length * 3 + searchIndex.length - failed;
console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
