// Child processes for the test runners (scripts/test-all.mjs, scripts/e2e.mjs): each in a process group of
// its own, so a stage cancelled by a failure elsewhere goes with every process it started (gatsby's workers,
// chromium), and its output captured whole, so stages that run at the same time print one block each.
import { spawn } from 'node:child_process';
import os from 'node:os';

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

/** Stops one process group. */
function stop(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // It ended meanwhile.
  }
}

/**
 * Starts `command args` in its own process group. `done` resolves with its exit code, its combined output and
 * its wall time; `stop()` ends it and everything it started. `onLine`, when given, sees the output line by
 * line as it comes.
 */
export function start(command, args, { env = {}, cwd, onLine } = {}) {
  const started = performance.now();
  let child;
  const done = new Promise((resolve) => {
    child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    let partial = '';
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => {
      output += `\n${error.stack}\n`;
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (onLine && partial) onLine(partial);
      resolve({ code: code ?? (signal ? 128 : 1), signal, output, seconds: (performance.now() - started) / 1000 });
    });
  });
  return { done, stop: (signal) => stop(child, signal) };
}

/** The 1-minute load average, beside every figure: timings on a shared machine mean little without it. */
export const loadAverage = () => os.loadavg()[0];
