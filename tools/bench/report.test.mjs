// The bench's own check, run by `npm run bench` before it measures (not part of `npm test`).
// The bench's report of a build that failed: the run goes on to the anchor, and the table says how far our
// build got, why it stopped, and that the target is not met (no ratio from a build that did not finish).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureReason } from './build.mjs';
import { attribute, groupOf } from './composition.mjs';
import { formatAnchorPages, formatReport, formatServing, medianPair, pairRatios } from './report.mjs';
import { parseWrk, wrkMs } from './serving.mjs';

const stamped = (lines) => lines.map((l) => `[12.5 s 20.1 cpu 900 MiB] ${l}`).join('\n');

describe('bench: a failed build', () => {
  it("names Node's fatal error when the heap ran out", () => {
    const log = stamped([
      'success Building static HTML for pages - 69.2s',
      '<--- Last few GCs --->',
      'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
      ' 1: 0xb78db3 node::OOMErrorHandler',
    ]);
    assert.equal(
      failureReason(log),
      'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
    );
  });

  it("otherwise names Gatsby's first error, or the last line", () => {
    assert.equal(
      failureReason(stamped(['success onPreInit', 'ERROR #98123  WEBPACK.BUILD-JAVASCRIPT', 'ERROR #11321'])),
      'ERROR #98123  WEBPACK.BUILD-JAVASCRIPT',
    );
    assert.equal(failureReason(stamped(['success onPreInit', 'Killed'])), 'Killed');
  });

  it('is reported beside the anchor with what it cost, and the target is not met', () => {
    const md = formatReport({
      date: '2026-11-23T22:00:00Z',
      machine: '2 cores',
      loadAverageAtStart: [0.1, 0.2, 0.3],
      corpus: 'anchor',
      build: [
        {
          pages: 2000,
          ours: {
            tool: 'this site',
            pages: 2000,
            failed: 'FATAL ERROR: heap out of memory',
            seconds: 1587,
            cpuSeconds: 1933,
            peakMiB: 5600,
          },
          anchor: { tool: 'Docusaurus 3.8.1', seconds: 441, cpuSeconds: 500, peakMiB: 4900 },
          ratios: null,
        },
      ],
      search: [],
      weight: [],
      lighthouse: [],
    });
    const row = md.split('\n').find((l) => l.startsWith('| 2000 |'));
    assert.ok(row, md);
    assert.match(row, /failed after 1587 s \/ 441 s/);
    assert.match(row, /failed after 5600 MiB \/ 4900 MiB/);
    assert.match(row, /not met: the build failed \(FATAL ERROR: heap out of memory\)/);
  });
});

describe('bench: repeated pairs', () => {
  const pair = (ours, anchor) => ({
    ours: { seconds: ours, cpuSeconds: ours, peakMiB: 1000 },
    anchor: { seconds: anchor, cpuSeconds: anchor, peakMiB: 2000 },
  });
  const withRatios = (p) => ({ ...p, ratios: pairRatios(p.ours, p.anchor) });

  it('takes each ratio within its pair and reports the median pair', () => {
    const pairs = [pair(40, 30), pair(33, 33), pair(60, 40)].map(withRatios);
    assert.deepEqual(
      pairs.map((p) => p.ratios.wall),
      [1.33, 1, 1.5],
    );
    assert.equal(medianPair(pairs), pairs[0]);
    assert.equal(medianPair(pairs.slice(1)), pairs[1], 'of two, the lower');
  });

  it('reports a failed build rather than a median that hides it', () => {
    const failed = {
      ours: { failed: 'Killed', seconds: 10 },
      anchor: { seconds: 30 },
      ratios: pairRatios({ failed: 'Killed' }, { seconds: 30 }),
    };
    assert.equal(failed.ratios, null);
    assert.equal(medianPair([withRatios(pair(20, 30)), failed]), failed);
  });

  it('prints the ratio of every pair under the table, and rounds the seconds', () => {
    const best = withRatios(pair(33.333333, 33.47999999999999));
    const md = formatReport({
      date: '2026-11-25T00:00:00Z',
      machine: '2 cores',
      corpus: 'anchor',
      build: [{ pages: 50, ...best, pairs: [{ wall: 0.97 }, best.ratios, { wall: 1.05 }] }],
      search: [],
      weight: [],
      lighthouse: [],
    });
    assert.match(md, /\| 50 \| 33\.3 s \/ 33\.5 s \| 1\.00× \|/);
    assert.match(
      md,
      /50 pages: 3 pairs built one after the other, the median one above; wall ratio of each pair 0\.97× \/ 1\.00× \/ 1\.05×\./,
    );
  });
});

describe('bench: serving under load', () => {
  const WRK = `Running 30s test @ http://127.0.0.1:9101/introduction
  2 threads and 500 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   358.34ms    1.16s    9.97s    93.30%
    Req/Sec     2.99k     1.01k    6.82k    75.19%
  Latency Distribution
     50%   60.34ms
     75%   81.90ms
     90%  115.71ms
     99%    6.55s
  118990 requests in 20.09s, 2.28GB read
  Socket errors: connect 0, read 2, write 1, timeout 135
  Non-2xx or 3xx responses: 7
Requests/sec:   5924.22
Transfer/sec:    116.36MB
`;

  it("reads wrk's durations and its report", () => {
    assert.equal(wrkMs('812.00us'), 0.812);
    assert.equal(wrkMs('6.55s'), 6550);
    assert.equal(wrkMs('1.5m'), 90_000);
    assert.deepEqual(parseWrk(WRK, { connections: 500, seconds: 30 }), {
      connections: 500,
      seconds: 30,
      requests: 118990,
      perSecond: 5924,
      latencyMs: { p50: 60.34, p90: 115.71, p99: 6550, max: 9970 },
      timeouts: 135,
      errors: 3,
      non2xx: 7,
    });
  });

  it('says per server whether p99 < 1 s with nothing lost, beside the load average', () => {
    const row = (name, p99, timeouts = 0) => ({
      name,
      perSecond: 1000,
      latencyMs: { p50: 10, p90: 20, p99, max: p99 },
      timeouts,
      errors: 0,
      non2xx: 0,
      loadAverage: [1, 2, 3],
    });
    const md = formatServing({
      route: '/introduction',
      connections: 500,
      seconds: 30,
      tool: 'wrk',
      rows: [row('ours', 900), row('slow', 1200), row('lossy', 100, 2)],
    }).join('\n');
    assert.match(md, /\| ours \| 1000 \| 10 ms \| 20 ms \| 900 ms \| 900 ms \| 0 \| 0 \| 0 \| 1 \/ 2 \/ 3 \| met \|/);
    assert.match(md, /\| slow .*\| not met \|/);
    assert.match(md, /\| lossy .*\| not met \|/);
  });
});

describe('bench: the authoring servers', () => {
  const server = (tool, firstPageSeconds, median, peakMiB) => ({
    tool,
    servedSeconds: firstPageSeconds - 1,
    firstPageSeconds,
    editMs: { median, all: [median - 100, median, median + 100] },
    peakMiB,
  });
  const report = (pages, ours, anchor) =>
    formatReport({
      date: '2026-11-25T00:00:00Z',
      machine: '2 cores',
      build: [],
      develop: [{ pages, route: '/a/b', ours, anchor }],
      search: [],
      weight: [],
      lighthouse: [],
    })
      .split('\n')
      .find((l) => l.startsWith(`| ${pages} `));

  it('puts gatsby develop beside docusaurus start, with the ratio and the targets of issue 25', () => {
    const row = report(
      500,
      server('this site (gatsby develop)', 40, 900, 800),
      server('Docusaurus 3.8.1 (docusaurus start)', 50, 2500, 1600),
    );
    assert.match(row, /40 s \/ 50 s \(0\.80×\)/);
    assert.match(row, /900 ms \(800, 900, 1000\) \/ 2500 ms/);
    assert.match(row, /800 MiB \/ 1600 MiB \(0\.50×\)/);
    assert.match(row, /first page ≤ Docusaurus 3\.8\.1: met, edit ≤ 1 s: met/);
  });

  it('says a target is not met, and judges the edit only at 500 pages', () => {
    assert.match(
      report(500, server('this site', 60, 1500, 800), server('Docusaurus 3.8.1 (docusaurus start)', 50, 2500, 1600)),
      /first page ≤ Docusaurus 3\.8\.1: not met, edit ≤ 1 s: not met/,
    );
    assert.doesNotMatch(report(50, server('this site', 30, 1500, 800), null), /edit ≤/);
  });
});

describe('bench: pages beside the anchors and the blocking-time budgets', () => {
  const lighthouse = (route, tbtMs) => ({
    route,
    runs: 3,
    performance: 90,
    performanceRange: [88, 92],
    tbtMs,
    tbtRange: [tbtMs - 10, tbtMs + 10],
    lcpMs: 1500,
    cls: 0,
    benchmarkIndex: 1500,
  });
  const results = {
    date: '2026-11-26T06:00:00Z',
    build: [],
    search: [],
    weight: [
      {
        route: '/api/session',
        byType: { html: 26_000, js: 115_000, css: 0, font: 47_200, data: 19_400 },
        total: 207_600,
        afterLoad: [],
        foreign: [],
      },
    ],
    lighthouse: [lighthouse('/', 120), lighthouse('/api/session', 300)],
    blockingBudgets: { home: { route: '/', ms: 150 }, api: { route: '/api/session', ms: 250 } },
    anchorPages: {
      corpusPages: 50,
      deepPage: '/a/b/c',
      sites: [
        {
          name: 'Docusaurus 3.8.1',
          lighthouse: [lighthouse('/', 600), { ...lighthouse('/a/b/c', 3000), jsBytes: 160_000, totalBytes: 190_000 }],
        },
        { name: 'Starlight 0.37', error: 'build failed (exit 1): npm ci' },
      ],
    },
  };

  it('prints our pages, each anchor site in one table with their bytes, and a failed anchor build as such', () => {
    const md = formatAnchorPages(results).join('\n');
    assert.match(
      md,
      /\| this site \| `\/api\/session` \| 112\.3 KiB \| 202\.7 KiB \| 90 \(88–92\) \| 300 ms \(290–310\) \|/,
    );
    assert.match(md, /\| this site \| `\/` \| – \| – \| 90/);
    assert.match(
      md,
      /\| Docusaurus 3\.8\.1 \(50-page corpus\) \| `\/a\/b\/c` \| 156\.3 KiB \| 185\.5 KiB \| 90 \(88–92\) \| 3000 ms/,
    );
    assert.match(md, /\| Starlight 0\.37 \| \| build failed \(exit 1\): npm ci \|/);
  });

  it('says which page type is within its blocking-time budget', () => {
    const md = formatReport(results);
    assert.match(md, /\| home \| `\/` \| 150 ms \| 120 ms \| within \|/);
    assert.match(md, /\| api \| `\/api\/session` \| 250 ms \| 300 ms \| over \|/);
  });
});

describe("bench: what a page's JavaScript is made of", () => {
  it('puts each source in its group: the stack, other packages, our folders', () => {
    assert.equal(groupOf('webpack://metis/./node_modules/react-dom/cjs/react-dom.production.min.js'), 'React');
    assert.equal(groupOf('webpack://metis/./.cache/production-app.js'), "Gatsby's runtime");
    assert.equal(groupOf('webpack://metis/./node_modules/@reach/router/es/index.js'), "Gatsby's runtime");
    assert.equal(groupOf('webpack://metis/./node_modules/@emotion/react/dist/x.js'), 'Emotion');
    assert.equal(groupOf('webpack://metis/./node_modules/stylis-plugin-rtl/dist/index.js'), 'Emotion');
    assert.equal(groupOf('webpack://metis/./node_modules/@mdx-js/react/index.js'), 'package @mdx-js/react');
    assert.equal(groupOf('webpack://metis/./src/components/Navbar/index.tsx'), 'ours: src/components');
    assert.equal(groupOf('webpack://metis/./templates/DocPage.tsx'), 'ours: templates');
  });

  it('gives every byte of a file to the source its map names, the rest to webpack', async () => {
    // "aaaa;bbbbbb;" with "aaaa" from src/a.ts and "bbbbbb" from node_modules/react/index.js; ";" twice unmapped.
    const code = 'aaaa;bbbbbb;';
    const map = {
      version: 3,
      sources: ['webpack://x/./src/lib/a.ts', 'webpack://x/./node_modules/react/index.js'],
      names: [],
      // col 0 → source 0; col 4 → no source (the ";"); col 5 → source 1; col 11 → none.
      mappings: 'AAAA,I,CCAA,M',
    };
    const groups = await attribute(code, map);
    assert.deepEqual(groups, { 'ours: src/lib': 4, 'webpack glue': 2, React: 6 });
  });
});
