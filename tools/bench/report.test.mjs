// The bench's own check, run by `npm run bench` before it measures (not part of `npm test`): the report of
// one results object with every part says what each open issue asks, and a failed build is reported as such.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { failureReason } from './build.mjs';
import { formatReport, medianPair, pairRatios } from './report.mjs';
import { parseWrk } from './serving.mjs';

const lighthouse = (site, route, tbtMs, js) => ({
  site,
  route,
  runs: 3,
  performance: 96,
  performanceRange: [95, 97],
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs,
  tbtRange: [tbtMs - 10, tbtMs + 10],
  lcpMs: 1500,
  cls: 0,
  mainThread: { scriptEvaluation: 900, styleLayout: 400, layout: 300 },
  scripts: { '/framework.js': 250 },
  longTasks: [[120], []],
  failing: route === '/' ? [] : ['color-contrast'],
  weight: {
    byType: { html: 9000, js, css: 0, font: 29_000, data: 8000 },
    total: js + 46_000,
    afterLoad: [],
    foreign: [],
  },
});
const server = (tool, firstPageSeconds, edits) => ({
  tool,
  firstPageSeconds,
  firstPageCpuSeconds: 20,
  servedSeconds: 10,
  editMs: { median: edits[1], all: edits },
  peakMiB: 900,
  load: [1, 2],
  phases: { 'load plugins': 1.5, onPreInit: 0.5, 'building schema': 2 },
});

const serving = (name, p99) => ({
  connections: 500,
  name,
  perSecond: 9000,
  latencyMs: { p50: 40, p90: 90, p99, max: 6000 },
  timeouts: 0,
  errors: 0,
  non2xx: 0,
  loadAverage: [4, 5, 6],
});

it('reports every part with the targets of issues 37, 38 and 40', () => {
  const fast = {
    ours: { seconds: 60, cpuSeconds: 70, peakMiB: 900 },
    anchor: { tool: 'Docusaurus 3.8.1', seconds: 100, cpuSeconds: 90, peakMiB: 1800 },
  };
  const failed = {
    ours: { seconds: 1587, cpuSeconds: 1933, peakMiB: 5600, failed: 'FATAL ERROR: heap out of memory' },
    anchor: fast.anchor,
  };
  const pairs = [fast, { ...fast, ours: { ...fast.ours, seconds: 80 } }].map((p) => ({
    ...p,
    ratios: pairRatios(p.ours, p.anchor),
  }));
  const md = formatReport({
    date: '2026-11-27T16:00:00Z',
    machine: '2 cores',
    loadAverageAtStart: [1, 2, 3],
    parts: ['all'],
    build: [
      { pages: 500, ...medianPair(pairs), pairs: pairs.map((p) => p.ratios) },
      { pages: 2000, ...failed, ratios: pairRatios(failed.ours, failed.anchor) },
    ],
    develop: [
      {
        pages: 50,
        route: '/a/b',
        servers: [
          server('this site, cold', 30, [700, 800, 2100]),
          server('this site, warm', 12, [600, 700, 900]),
          server('Docusaurus 3.8.1 (docusaurus start)', 40, [900, 1000, 1100]),
        ],
      },
    ],
    pages: [
      lighthouse('this site', '/', 150, 80_000),
      lighthouse('this site', '/api/session', 300, 90_000),
      lighthouse('Starlight 0.37', '/', 20, 6000),
      { site: 'this site', route: '/x', error: 'NO_FCP', weight: lighthouse('', '', 0, 1).weight },
    ],
    blockingBudgets: { home: { route: '/', ms: 200 }, api: { route: '/api/session', ms: 250 } },
    serving: {
      route: '/introduction',
      seconds: 30,
      tool: 'wrk',
      rows: [serving('ours', 3800), serving('nginx', 99)],
    },
  });
  const row = (start) => md.split('\n').find((l) => l.startsWith(start)) ?? assert.fail(`no row ${start} in\n${md}`);
  assert.match(
    row('| 500 |'),
    /60 s \/ 100 s \| 0\.60× \| 70 s \/ 90 s \| 0\.78× \| 900 MiB \/ 1800 MiB \| 0\.50× \| wall ≤ 0\.7×: met \|/,
  );
  assert.match(md, /500 pages: 2 pairs built in turn, the median above; wall ratios 0\.60× \/ 0\.80×\./);
  assert.match(
    row('| 2000 |'),
    /failed after 1587 s \/ 100 s .* not met: the build failed \(FATAL ERROR: heap out of memory\) \|/,
  );
  assert.match(
    row('| 50 (`/a/b`) | this site, cold |'),
    /30 s \| 20 s \| 10 s \| 800 ms \(700, 800, 2100\) \| 900 MiB \| 1 → 2 \| bootstrap 2 s, schema 2 s \|/,
  );
  assert.match(
    md,
    /50 pages: cold first page ≤ docusaurus start's: met; warm first page ≤ 15 s: met; save to screen ≤ 1 s median and ≤ 2 s at worst: not met\./,
  );
  assert.match(
    row('| this site | `/` |'),
    /78\.1 KiB \| 123 KiB \| 96 \(95–97\) \| 100 \/ 100 \/ 100 \| 150 ms \(140–160\) \| 1500 ms \| 0 \| – \| met \|/,
  );
  assert.match(row('| this site | `/api/session` |'), /not met: TBT ≤ 200 ms, JS ≤ 85 KiB \| color-contrast \|/);
  assert.match(row('| Starlight 0.37 | `/` |'), /\| – \| – \|$/);
  assert.match(row('| this site | `/x` |'), /not audited: NO_FCP/);
  assert.match(row('| api |'), /250 ms \| 300 ms \| over \|/);
  assert.match(row('| site | page | scriptEvaluation |'), /styleLayout \| layout \| DOM elements/);
  assert.match(md, /Script evaluation by chunk on `\/` .*: \/framework\.js 250\./);
  assert.match(row('| 500 | ours |'), /3800 ms .* not met \|/);
  assert.match(row('| 500 | nginx |'), /99 ms .* met \|/);
});

it("names why a build failed, and reads wrk's report", () => {
  assert.equal(
    failureReason('success onPreInit\nFATAL ERROR: heap out of memory\n 1: 0xb78db3'),
    'FATAL ERROR: heap out of memory',
  );
  assert.equal(failureReason('success onPreInit\nERROR #98123  WEBPACK\nERROR #11321'), 'ERROR #98123  WEBPACK');
  const wrk = `    Latency   358.34ms    1.16s    9.97s    93.30%\n     50%   60.34ms\n     90%  115.71ms\n     99%    6.55s\n  118990 requests in 20.09s, 2.28GB read\n  Socket errors: connect 0, read 2, write 1, timeout 135\n  Non-2xx or 3xx responses: 7\nRequests/sec:   5924.22\n`;
  assert.deepEqual(parseWrk(wrk), {
    requests: 118990,
    perSecond: 5924,
    latencyMs: { p50: 60.34, p90: 115.71, p99: 6550, max: 9970 },
    timeouts: 135,
    errors: 3,
    non2xx: 7,
  });
});
