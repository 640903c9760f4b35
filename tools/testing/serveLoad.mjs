// Serving under load: many keep-alive connections held open against one server, with autocannon (a Node
// load generator from npm, so CI and every developer have it; wrk is faster per core but is not installed
// by .ci/run). The generator runs in its own process, so its work is not counted against a server
// started in this one, and it shares the machine's cores with the server under test like any client on
// the same host would: compare servers measured in the same run, not figures from different machines.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The figures of one load run: requests answered, per second, latency percentiles (ms), and every way a
 * request can be lost: timeouts (no answer within `timeoutSeconds`), connection errors, non-2xx answers.
 */
export function summariseAutocannon(result) {
  return {
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats
      ? Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]))
      : undefined,
  };
}

/**
 * Holds `connections` keep-alive connections to `url` for `seconds`, each sending its next request as soon as
 * the last is answered, in a child process (tools/testing/serveLoadWorker.mjs). `during(elapsedMs)` runs in
 * this process while the load is on (a rolling restart, say); with `holdForDuring`, the load lasts at least
 * `seconds` and until `during` has finished (at most `seconds` + 120 s), so what `during` waits for happens
 * under load however slow the machine is. Resolves with summariseAutocannon's figures and the load average
 * when the run ended.
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, timeoutSeconds?: number, headers?: Record<string, string>,
 *   during?: (elapsedMs: () => number) => unknown, holdForDuring?: boolean }} [options]
 */
export async function measureLoad(
  url,
  { connections = 500, seconds = 30, timeoutSeconds = 10, headers = {}, during, holdForDuring = false } = {},
) {
  const child = spawn(process.execPath, [path.join(here, 'serveLoadWorker.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve) => child.once('message', resolve));
  child.send({ url, connections, duration: holdForDuring ? seconds + 120 : seconds, timeout: timeoutSeconds, headers });
  await ready;
  // From the moment the load is on, on the same clock as the generator's duration.
  const started = Date.now();
  const duringDone = during ? Promise.resolve().then(() => during(() => Date.now() - started)) : Promise.resolve();
  if (holdForDuring)
    duringDone.then(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, seconds * 1000 - (Date.now() - started))));
        if (child.connected) child.send({ stop: true });
      },
      () => child.connected && child.send({ stop: true }),
    );
  const result = await new Promise((resolve, reject) => {
    child.on('message', (/** @type {{ error?: string, result?: unknown }} */ m) =>
      m.error ? reject(new Error(m.error)) : resolve(m.result),
    );
    child.once('exit', (code) => code && reject(new Error(`the load generator exited with ${code}`)));
  });
  await duringDone;
  child.kill();
  return { ...summariseAutocannon(result), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) };
}
