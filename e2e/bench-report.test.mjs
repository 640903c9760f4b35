// The bench's report of a build that failed: the run goes on to the anchor, and the table says how far our
// build got, why it stopped, and that the target is not met (no ratio from a build that did not finish).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureReason } from '../scripts/bench/build.mjs';
import { formatReport } from '../scripts/bench/report.mjs';

const stamped = (lines) => lines.map((l) => `[12.5 s 20.1 cpu 900 MiB] ${l}`).join('\n');

describe('bench: a failed build', () => {
  it("names Node's fatal error when the heap ran out", () => {
    const log = stamped([
      'success Building static HTML for pages - 69.2s',
      '<--- Last few GCs --->',
      'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
      ' 1: 0xb78db3 node::OOMErrorHandler',
    ]);
    assert.equal(failureReason(log), 'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory');
  });

  it("otherwise names Gatsby's first error, or the last line", () => {
    assert.equal(failureReason(stamped(['success onPreInit', 'ERROR #98123  WEBPACK.BUILD-JAVASCRIPT', 'ERROR #11321'])), 'ERROR #98123  WEBPACK.BUILD-JAVASCRIPT');
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
          ours: { tool: 'this site', pages: 2000, failed: 'FATAL ERROR: heap out of memory', seconds: 1587, cpuSeconds: 1933, peakMiB: 5600 },
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
