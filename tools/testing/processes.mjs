// Child processes for the test runners (tools/test.mjs, tools/e2e.mjs): each in a process group of
// its own, so a stage cancelled by a failure elsewhere goes with every process it started (gatsby's workers,
// chromium), and its output captured whole, so stages that run at the same time print one block each.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const running = new Set();

/** Stops every process group still running (a failure elsewhere, or the runner itself interrupted). */
export function stopAll(signal = 'SIGTERM') {
  for (const child of running) stop(child, signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

/** Process groups told to stop, until they are seen gone (groupsGone). */
const stopping = new Set();

function stop(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
    stopping.add(child.pid);
  } catch {
    // It ended meanwhile.
  }
}

const groupAlive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Resolves once every process group told to stop has no process left (a gatsby build takes a moment to end
 * its workers), so that nothing outlives the runner; a group still there after `graceMs` is killed.
 */
export async function groupsGone({ graceMs = 15_000 } = {}) {
  const deadline = Date.now() + graceMs;
  for (const pgid of stopping) {
    while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    stopping.delete(pgid);
  }
}

/** bash's `times` for its children (user and system), in seconds: the CPU time of a command and all it waited for. */
function childCpuSeconds(file) {
  try {
    const [, children] = fs.readFileSync(file, 'utf8').trim().split('\n');
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  } catch {
    return null;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Starts `command args` in its own process group. `done` resolves with its exit code, its combined output,
 * its wall time and its CPU time (`cpu`: user + system of it and every process it waited for, through
 * bash's `times`; null when it could not be read); `stop()` ends it and everything it started. `nice` > 0
 * runs it at that lower priority (nice(1)): work that only has to be done by the end yields the cores to work
 * that is waited on.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, nice?: number }} [options]
 */
export function start(command, args, { env = {}, nice = 0 } = {}) {
  const started = performance.now();
  const timesFile = path.join(os.tmpdir(), `metis-times-${process.pid}-${crypto.randomUUID()}`);
  let child;
  const done = new Promise((resolve) => {
    child = spawn(
      'bash',
      [
        '-c',
        '"$@"; status=$?; times > "$METIS_TIMES_FILE"; exit $status',
        'bash',
        ...(nice ? ['nice', '-n', String(nice)] : []),
        command,
        ...args,
      ],
      {
        env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? '1', ...env, METIS_TIMES_FILE: timesFile },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    running.add(child);
    let output = '';
    const take = (chunk) => (output += chunk);
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => {
      output += `\n${error.stack}\n`;
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      resolve({ code: code ?? (signal ? 128 : 1), signal, output, seconds, cpu: childCpuSeconds(timesFile) });
    });
  });
  return { done, stop: (signal) => stop(child, signal) };
}

/** The 1-minute load average, beside every figure: timings on a shared machine mean little without it. */
export const loadAverage = () => os.loadavg()[0];
