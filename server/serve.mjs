// `npm run serve -- [--port N] [--host H] [--root DIR] [--workers N] [--drain-seconds S]`: serve the
// existing build in ./public (or DIR) with server/server.mjs.
//
// One worker per core (node:cluster, the primary handing connections out in turn) unless `--workers N`
// says otherwise; `--workers 0` serves from this one process. Signals (docs/deploy.md):
// - SIGTERM, SIGINT: stop accepting, let responses in flight finish (at most --drain-seconds, 10 by
//   default), then exit 0;
// - SIGHUP: with workers, a rolling restart, one worker at a time, each replaced only once its successor
//   listens (new code of the server is picked up with no connection refused); without, logged and ignored.
// The npm scripts start node with `exec`, so these signals reach this process and not a shell.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { runPrimary } from './serve-cluster.mjs';
import { listenSite } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const port = Number(option('--port', process.env.PORT || 9000));
const host = option('--host', '127.0.0.1');
const root = path.resolve(option('--root', 'public'));
const workers = Number(option('--workers', os.availableParallelism()));
const drainMs = Number(option('--drain-seconds', 10)) * 1000;
const where = `http://${host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host}`;
const shown = path.relative(process.cwd(), root) || '.';

if (!Number.isInteger(workers) || workers < 0)
  throw new Error(`--workers takes a whole number (0 serves without workers), not ${option('--workers')}`);

if (cluster.isPrimary && workers > 0) {
  await runPrimary({
    workers,
    drainMs,
    announce: (actual, count) =>
      console.log(
        `Serving ${shown} at ${where}:${actual} (${count} workers; pid ${process.pid}: SIGHUP restarts them one at a time, SIGTERM stops)`,
      ),
  });
} else {
  const site = await listenSite({ port, host, root });
  const name = cluster.isWorker ? `worker ${cluster.worker.id} (pid ${process.pid})` : `server (pid ${process.pid})`;
  if (!cluster.isWorker) console.log(`Serving ${shown} at ${where}:${site.port} (pid ${process.pid}: SIGTERM stops)`);
  let stopping = false;
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
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (/** @type {{ cmd?: string }} */ (message)?.cmd === 'drain') stop('drain');
    });
  }
}
