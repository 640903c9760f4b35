// Serving under load: many keep-alive connections held open against one server, with autocannon (a Node
// load generator from npm, so CI and every developer have it; wrk is faster per core but is not installed
// by .ci/run). Every server it loads runs in a process of its own (the bench's and the lifecycle test's), and
// the generator shares the machine's cores with it like any client on the same host would: compare servers
// measured in the same run, not figures from different machines.
import autocannon from 'autocannon';
import os from 'node:os';

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
 * the last is answered. `during(elapsedMs)` runs while the load is on (a rolling restart, say); with
 * `holdForDuring`, the load lasts at least `seconds` and until `during` has finished (at most `seconds` +
 * 120 s), so what `during` waits for happens under load however slow the machine is. Resolves with
 * summariseAutocannon's figures and the load average when the run ended.
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, timeoutSeconds?: number, headers?: Record<string, string>,
 *   during?: (elapsedMs: () => number) => unknown, holdForDuring?: boolean }} [options]
 */
export async function measureLoad(
  url,
  { connections = 500, seconds = 30, timeoutSeconds = 10, headers = {}, during, holdForDuring = false } = {},
) {
  const duration = holdForDuring ? seconds + 120 : seconds;
  const run = autocannon({ url, connections, duration, timeout: timeoutSeconds, headers, pipelining: 1 });
  await new Promise((resolve) => run.once('start', resolve));
  // From the moment the load is on, on the same clock as the generator's duration.
  const started = Date.now();
  const duringDone = during ? Promise.resolve().then(() => during(() => Date.now() - started)) : Promise.resolve();
  if (holdForDuring)
    duringDone.then(
      () => setTimeout(() => run.stop(), Math.max(0, seconds * 1000 - (Date.now() - started))),
      () => run.stop(),
    );
  const result = await run;
  await duringDone;
  return { ...summariseAutocannon(result), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) };
}
