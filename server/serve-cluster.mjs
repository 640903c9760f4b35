// The primary of `npm run serve` with workers (server/serve.mjs): it runs no server itself. node:cluster's
// primary accepts each connection and hands it to the workers in turn, so a busy worker never delays the
// accept of a new connection (one process for two cores kept new connections waiting up to 7.5 s at 500
// keep-alive clients).
// - A worker that dies unasked is replaced, after a pause that doubles while they keep dying (up to 10 s):
//   a server that cannot start must not be forked in a tight loop.
// - SIGHUP: rolling restart. One worker at a time: a new one is forked and, once it listens, the old one
//   drains (finishes its responses; each request it still gets is answered with Connection: close, so its
//   clients reconnect to the others) and exits. Capacity never drops below the number of workers.
// - SIGTERM, SIGINT: every worker drains, with the deadline, then the primary exits 0.
import cluster from 'node:cluster';

/** Forks one worker and resolves once it listens (rejects if it exits first). */
function forkListening() {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    const onListening = (address) => {
      worker.off('exit', onExit);
      resolve({ worker, port: address.port });
    };
    const onExit = (code, signal) => {
      worker.off('listening', onListening);
      reject(new Error(`worker ${worker.id} exited before it listened (${signal ?? `code ${code}`})`));
    };
    worker.once('listening', onListening);
    worker.once('exit', onExit);
  });
}

/** Asks a worker to drain and resolves once it has exited (killed if it outlives the deadline by 2 s). */
function retire(worker, drainMs) {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), drainMs + 2000);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.send({ cmd: 'drain' });
  });
}

/**
 * Runs the primary: `workers` workers, each running server/serve.mjs with the same arguments. `announce`
 * is called once every worker listens, with the port and the count.
 */
export async function runPrimary({ workers, drainMs, announce, log = (m) => console.log(m) }) {
  /** Workers being retired on purpose: their exit is not a crash. */
  const retiring = new Set();
  let stopping = false;
  let restarting = null;
  let crashPause = 250;
  let lastCrash = 0;

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.has(worker)) return;
    const now = Date.now();
    crashPause = now - lastCrash < 30_000 ? Math.min(crashPause * 2, 10_000) : 250;
    lastCrash = now;
    log(
      `worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `code ${code}`}); replacing it in ${crashPause} ms.`,
    );
    setTimeout(() => {
      if (!stopping) forkListening().catch((error) => log(String(error.message)));
    }, crashPause);
  });

  const first = await Promise.all(Array.from({ length: workers }, forkListening));
  announce(first[0].port, workers);

  async function rollingRestart() {
    const old = Object.values(cluster.workers ?? {}).filter((w) => w && !retiring.has(w));
    log(`SIGHUP: restarting ${old.length} workers one at a time.`);
    for (const worker of old) {
      if (stopping) return;
      const { worker: next } = await forkListening();
      retiring.add(worker);
      await retire(worker, drainMs);
      retiring.delete(worker);
      log(`worker ${worker.id} replaced by worker ${next.id} (pid ${next.process.pid}).`);
    }
    log('Rolling restart done.');
  }

  process.on('SIGHUP', () => {
    if (stopping) return;
    if (restarting) {
      log('SIGHUP: a rolling restart is already under way; this one is ignored.');
      return;
    }
    restarting = rollingRestart()
      .catch((error) => log(`Rolling restart stopped: ${error.message}`))
      .finally(() => {
        restarting = null;
      });
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(
      `${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers (responses in flight finish, at most ${drainMs / 1000} s), then exiting.`,
    );
    const all = Object.values(cluster.workers ?? {}).filter(Boolean);
    Promise.all(all.map((w) => retire(w, drainMs))).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
