// The /proc readings behind the test runners' CPU figures (tools/testing/cpuTime.mjs), on fixed lines, and once live.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { busyBetween, machineCpu, parseCpuLine, parseProcStat, processTreeSeconds, treeSeconds } from './cpuTime.mjs';

describe('cpuTime', () => {
  it('reads a process line whose name holds spaces and parentheses', () => {
    const line =
      '4242 (chromium (zy) x) S 4200 4242 4242 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 9 0 1000 1 1 18446744073709551615';
    assert.deepEqual(parseProcStat(line), { ppid: 4200, ticks: 250 + 50 + 30 + 20 });
  });

  it('sums a process tree once each, reaped children through their parent', () => {
    const table = new Map([
      [1, { ppid: 0, ticks: 10_000 }],
      [10, { ppid: 1, ticks: 300 }], // the browser
      [11, { ppid: 10, ticks: 150 }], // the zygote, with the renderers it reaped
      [12, { ppid: 11, ticks: 200 }], // a live renderer
      [20, { ppid: 1, ticks: 999 }], // not below the browser
    ]);
    assert.equal(treeSeconds(table, 10), 6.5);
    assert.equal(treeSeconds(table, 12), 2);
    assert.equal(treeSeconds(table, 99), 0);
  });

  it('reads the machine line: idle and I/O wait are not busy', () => {
    const from = parseCpuLine('cpu  100 0 50 800 50 0 0 0 0 0');
    const to = parseCpuLine('cpu  250 0 100 850 100 0 0 0 0 0');
    assert.deepEqual(from, { busy: 150, total: 1000 });
    assert.deepEqual(busyBetween(from, to), { share: 200 / 300, seconds: 2 });
    assert.equal(busyBetween(null, to), null);
    assert.equal(busyBetween(to, to), null);
  });

  it('counts the CPU of a live process tree, a child that ended included', { skip: !machineCpu() }, () => {
    const before = machineCpu();
    // A child that spins until it has used 0.3 s of CPU (not of the clock: on a loaded machine a 0.3 s spin
    // by the clock got 0.19 s of CPU) and is waited for: its time is in this process's children ticks.
    spawnSync(process.execPath, [
      '-e',
      'const end = process.cpuUsage().user + 300_000; while (process.cpuUsage().user < end);',
    ]);
    const own = processTreeSeconds(process.pid);
    assert.ok(own >= 0.25, `at least the child's 0.3 s spin (${own} s)`);
    assert.ok(busyBetween(before, machineCpu()).seconds >= 0.25);
    assert.equal(processTreeSeconds(2 ** 30), null);
  });
});
