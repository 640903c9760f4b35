// The load generator's process for tools/testing/serveLoad.mjs: one autocannon run, asked for and answered
// over IPC ({ ready } once started, then { result } or { error }); a { stop } message ends the run early, with
// the figures of what ran.
import autocannon from 'autocannon';

process.once('message', ({ url, connections, duration, timeout, headers }) => {
  const instance = autocannon(
    {
      url,
      connections,
      duration,
      timeout,
      headers,
      pipelining: 1,
      workers: process.env.AC_WORKERS ? Number(process.env.AC_WORKERS) : undefined,
    },
    (error, result) => {
      process.send(error ? { error: String(error) } : { result }, () => process.exit(0));
    },
  );
  instance.once('start', () => process.send({ ready: true }));
  process.on('message', (/** @type {{ stop?: boolean }} */ m) => m.stop && instance.stop());
});
