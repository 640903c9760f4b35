// @ts-check
// `npm run serve -- [--port N] [--host H] [--root DIR] [--previous DIR] [--workers N] [--drain-seconds S]`:
// serve the existing build in ./public (or DIR) with server/server.mjs; --previous names the release
// deployed before it, whose content-hashed files stay reachable for tabs still running it.
//
// One worker per core (node:cluster; the primary accepts and hands connections out in turn, see
// server/serve-cluster.mjs) unless `--workers N` says otherwise; `--workers 0` serves from this one process. Signals (docs/deploy.md):
// - SIGTERM, SIGINT: stop accepting, let responses in flight finish (at most --drain-seconds, 10 by
//   default), then exit 0;
// - SIGHUP: with workers, a rolling restart, one worker at a time, each replaced only once its successor
//   is ready (new code of the server is picked up with no connection refused); without, logged and ignored.
// The npm scripts start node with `exec`, so these signals reach this process and not a shell.
import cluster from 'node:cluster';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Signals while the modules below load (a second or more on a busy machine): nothing serves yet, so a stop
// is an exit 0 and a reload has nothing to reload. These stay installed (removing the last listener of a
// signal can drop one already caught) and step aside once the real handlers are.
const startUp = { active: true };
const early = {
  SIGTERM: () => startUp.active && process.exit(0),
  SIGINT: () => startUp.active && process.exit(0),
  SIGHUP: () => startUp.active && console.log('SIGHUP: still starting; ignored.'),
};
for (const [signal, handler] of Object.entries(early)) process.on(signal, handler);
if (cluster.isPrimary) console.log(`Starting (pid ${process.pid})…`);
const { ACCEPTED, CONNECTION, READY, runPrimary } = await import('./serve-cluster.mjs');
const { createSiteServer, listenSite } = await import('./server.mjs');

const args = process.argv.slice(2);
/** @param {string} name @param {string | number} fallback @returns {string} */
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 || args[at + 1] === undefined ? String(fallback) : args[at + 1];
};
const port = Number(option('--port', process.env.PORT || 9000));
const host = option('--host', '127.0.0.1');
const root = path.resolve(option('--root', 'public'));
// The release deployed before --root (docs/deploy.md): its hashed files stay reachable for open tabs.
const previous = args.includes('--previous') ? path.resolve(option('--previous', '')) : null;
const workers = Number(option('--workers', os.availableParallelism()));
const drainMs = Number(option('--drain-seconds', 10)) * 1000;
const where = `http://${host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host}`;
const shown = path.relative(process.cwd(), root) || '.';

if (!Number.isInteger(workers) || workers < 0)
  throw new Error(`--workers takes a whole number (0 serves without workers), not ${option('--workers', '')}`);

/**
 * Drains `site` on SIGTERM / SIGINT (or the primary's `drain`), then exits 0; SIGHUP is logged, never fatal.
 * @param {{ drain: (options: { deadlineMs: number }) => Promise<void> }} site
 * @param {string} name
 */
function stopOnSignals(site, name) {
  let stopping = false;
  /** @param {string} why */
  const stop = (why) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker)
      console.log(`${why}: draining (responses in flight finish, at most ${drainMs / 1000} s), then exiting.`);
    site.drain({ deadlineMs: drainMs }).then(
      () => process.exit(0),
      (error) => {
        console.error(`${name}: ${error.stack ?? error}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // The default action of SIGHUP is to exit: a terminal closing, or a reload signal meant for a server that
  // re-reads its files on every request anyway, must not stop it.
  process.on('SIGHUP', () => {
    if (!cluster.isWorker)
      console.log('SIGHUP: nothing to reload (every request reads the build as it is now); still serving.');
  });
  return stop;
}

if (cluster.isPrimary && workers > 0) {
  // runPrimary installs its signal handlers before its first await.
  startUp.active = false;
  await runPrimary({
    workers,
    drainMs,
    port,
    host,
    announce: (actual, count) =>
      console.log(
        `Serving ${shown} at ${where}:${actual} (${count} workers; pid ${process.pid}: SIGHUP restarts them one at a time, SIGTERM stops)`,
      ),
  });
} else if (cluster.isWorker) {
  // A worker listens on no port: the primary hands it connections (server/serve-cluster.mjs).
  const site = await createSiteServer({ root, previous });
  startUp.active = false;
  const stop = stopOnSignals(site, `worker ${cluster.worker?.id} (pid ${process.pid})`);
  process.on('message', (message, handle) => {
    const { cmd, id } = /** @type {{ cmd?: string, id?: number } | null} */ (message) ?? {};
    if (cmd === CONNECTION && handle instanceof net.Socket) {
      site.server.emit('connection', handle);
      handle.resume();
      process.send?.({ cmd: ACCEPTED, id });
    } else if (cmd === 'drain') stop('drain');
  });
  // The primary gone (killed), this worker has no one to hand it connections: it finishes and exits.
  process.on('disconnect', () => stop('disconnect'));
  process.send?.({ cmd: READY });
} else {
  const site = await listenSite({ port, host, root, previous });
  startUp.active = false;
  console.log(`Serving ${shown} at ${where}:${site.port} (pid ${process.pid}: SIGTERM stops)`);
  stopOnSignals(site, `server (pid ${process.pid})`);
}
