// @ts-check
// The primary of `npm run serve` with workers (server/serve.mjs). It owns the listening socket and hands
// each accepted connection to the next ready worker (round robin) over IPC, without waiting for the worker
// to acknowledge the last one: node:cluster's own round robin sends a worker its next connection only once
// it acknowledged the previous one, so a busy worker delayed new connections by seconds at 500 keep-alive
// clients, and when every worker was down a connection it had accepted was never answered.
// - A connection that arrives while no worker is ready (start-up, every worker crashed at once) waits for
//   one, at most QUEUE_MS, then gets a 503 and is closed: never left unanswered.
// - A worker that dies unasked is replaced, after a pause that doubles while they keep dying (up to 10 s),
//   and only while the pool is below `workers`: a server that cannot start is not forked in a tight loop, and
//   the pool never grows past its size.
// - SIGHUP: rolling restart. One worker at a time: a successor is forked and, once it is ready, the old one
//   stops getting connections, drains (finishes its responses; each request it still gets is answered with
//   Connection: close, so its clients reconnect) and exits. A successor that fails to start (a half-copied
//   code deploy) stops the restart, is logged once and is not counted as a crash: the old workers serve on.
// - SIGTERM, SIGINT: the listener closes, every worker drains, with the deadline, then the primary exits 0.
// Signals are handled from the first moment, start-up included.
import cluster from 'node:cluster';
import net from 'node:net';
import { rawAnswer } from './deploy-rules.mjs';

/** How long a connection may wait for a ready worker before it is answered 503. */
export const QUEUE_MS = 5000;
/** The message that carries a connection to a worker (server/serve.mjs). */
export const CONNECTION = 'metis:connection';
/** The message a worker sends once it can take connections. */
export const READY = 'metis:ready';
/** The message a worker sends once it took a connection (`{ cmd, id }`). */
export const ACCEPTED = 'metis:accepted';

/** The 503 of a connection no worker could take, with a retry hint. */
const UNAVAILABLE = rawAnswer(503, { 'Retry-After': '1' });

/**
 * The connections and the workers that take them: `ready` in turn; a connection with no ready worker is
 * queued (with its 503 timer). The primary keeps its copy of each connection until the worker says it took
 * it: a worker that dies before then never loses one (it goes to the next).
 */
function createDispatcher() {
  /** @type {import('node:cluster').Worker[]} */
  const ready = [];
  /** @type {Array<{ socket: net.Socket, timer: NodeJS.Timeout }>} */
  const queue = [];
  /** @type {Map<import('node:cluster').Worker, Map<number, net.Socket>>} */
  const inFlight = new Map();
  let turn = 0;
  let seq = 0;

  /** @param {net.Socket} socket */
  function wait(socket) {
    const timer = setTimeout(() => {
      const at = queue.findIndex((q) => q.socket === socket);
      if (at !== -1) queue.splice(at, 1);
      socket.end(UNAVAILABLE);
    }, QUEUE_MS);
    queue.push({ socket, timer });
  }

  /** @param {net.Socket} socket */
  function dispatch(socket) {
    if (socket.destroyed) return;
    const live = ready.filter((w) => w.isConnected());
    if (!live.length) return wait(socket);
    const worker = live[turn++ % live.length];
    const id = ++seq;
    const sent = inFlight.get(worker) ?? new Map();
    inFlight.set(worker, sent.set(id, socket));
    worker.send({ cmd: CONNECTION, id }, socket, { keepOpen: true }, (error) => {
      if (!error || !sent.delete(id)) return;
      dispatch(socket);
    });
  }

  /** @param {import('node:cluster').Worker} worker @param {unknown} message */
  function taken(worker, message) {
    const { cmd, id } = /** @type {{ cmd?: string, id?: number } | null} */ (message) ?? {};
    if (cmd !== ACCEPTED || id === undefined) return;
    const socket = inFlight.get(worker)?.get(id);
    inFlight.get(worker)?.delete(id);
    // The worker holds its own descriptor of the connection: closing the primary's sends nothing.
    socket?.destroy();
  }

  return {
    dispatch,
    /** @param {import('node:cluster').Worker} worker */
    add(worker) {
      ready.push(worker);
      worker.on('message', (message) => taken(worker, message));
      for (const { socket, timer } of queue.splice(0)) {
        clearTimeout(timer);
        dispatch(socket);
      }
    },
    /** @param {import('node:cluster').Worker} worker */
    remove(worker) {
      const at = ready.indexOf(worker);
      if (at !== -1) ready.splice(at, 1);
    },
    /** A worker exited: the connections it had not taken yet go to the others. @param {import('node:cluster').Worker} worker */
    exited(worker) {
      const sent = inFlight.get(worker);
      inFlight.delete(worker);
      for (const socket of sent?.values() ?? []) dispatch(socket);
    },
    /** Connections still waiting (a stop answers them 503). */
    flush() {
      for (const { socket, timer } of queue.splice(0)) {
        clearTimeout(timer);
        socket.end(UNAVAILABLE);
      }
    },
  };
}

/**
 * Asks a worker to drain and resolves once it has exited (killed if it outlives the deadline by 2 s). A
 * worker not ready yet has nothing to drain and may not read messages yet: it is sent SIGTERM (its start-up
 * handler exits 0, server/serve.mjs).
 * @param {import('node:cluster').Worker} worker
 * @param {number} drainMs
 * @returns {Promise<void>}
 */
function retire(worker, drainMs) {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), drainMs + 2000);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (isReady.has(worker) && worker.isConnected())
      worker.send({ cmd: 'drain' }, undefined, undefined, () => undefined);
    else worker.process.kill('SIGTERM');
  });
}

/** Workers that said they were ready (their message handler runs). */
const isReady = new WeakSet();

/**
 * Runs the primary: `workers` workers, each running server/serve.mjs with the same arguments, behind one
 * listener on `host`:`port`. `announce` is called once every worker is ready, with the port and the count.
 * @param {{ workers: number, drainMs: number, port: number, host: string,
 *   announce: (port: number, count: number) => void, log?: (message: string) => void }} options
 */
export async function runPrimary({ workers, drainMs, port, host, announce, log = (m) => console.log(m) }) {
  const dispatcher = createDispatcher();
  const pool = createPool({ workers, drainMs, log, dispatcher });
  const listener = net.createServer({ pauseOnConnect: true }, dispatcher.dispatch);
  handleSignals({ pool, listener, drainMs, log });
  await new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {net.AddressInfo} */ (listener.address());
  await pool.start();
  if (!pool.stopping) announce(address.port, workers);
}

/**
 * The workers: started, replaced when they die (never past `workers`), restarted one at a time.
 * @param {{ workers: number, drainMs: number, log: (message: string) => void,
 *   dispatcher: ReturnType<typeof createDispatcher> }} options
 */
function createPool({ workers, drainMs, log, dispatcher }) {
  /** Workers retired on purpose, and successors still starting: their exit is not a crash. */
  const retiring = new Set();
  const starting = new Set();
  let crashPause = 250;
  let lastCrash = 0;
  let replacing = 0;
  const state = { stopping: false, started: false, restarting: /** @type {Promise<void> | null} */ (null) };
  /** The workers that serve or are about to (not retiring, not a successor still starting). */
  const members = () =>
    Object.values(cluster.workers ?? {}).filter(
      /** @returns {w is import('node:cluster').Worker} */
      (w) => !!w && !w.isDead() && !retiring.has(w) && !starting.has(w),
    );

  /** @param {import('node:cluster').Worker} worker */
  const ready = (worker) => {
    isReady.add(worker);
    dispatcher.add(worker);
  };

  /** Forks one worker and adds it to the pool once it is ready (one that exits first is only logged). */
  const fork = async () => {
    const worker = cluster.fork();
    if (await readyOrExit(worker)) ready(worker);
    else log(`worker ${worker.id} exited before it was ready.`);
  };

  function replace() {
    if (state.stopping || members().length + replacing >= workers) return;
    const now = Date.now();
    crashPause = now - lastCrash < 30_000 ? Math.min(crashPause * 2, 10_000) : 250;
    lastCrash = now;
    replacing += 1;
    log(`replacing it in ${crashPause} ms (the pool has ${members().length} of ${workers} workers).`);
    setTimeout(() => {
      replacing -= 1;
      if (state.stopping || members().length >= workers) return;
      // A replacement that fails to start exits too, and is replaced in turn, after a longer pause.
      void fork();
    }, crashPause);
  }

  cluster.on('exit', (worker, code, signal) => {
    dispatcher.remove(worker);
    dispatcher.exited(worker);
    if (state.stopping || retiring.has(worker) || starting.has(worker)) return;
    log(`worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `code ${code}`}).`);
    replace();
  });

  async function rollingRestart() {
    const old = members();
    log(`SIGHUP: restarting ${old.length} workers one at a time.`);
    for (const worker of old) {
      if (state.stopping) return;
      const next = cluster.fork();
      starting.add(next);
      const started = await readyOrExit(next).finally(() => starting.delete(next));
      if (!started) {
        log(
          `Rolling restart stopped: the new worker ${next.id} exited before it was ready; ${members().length} workers serve on.`,
        );
        return;
      }
      ready(next);
      retiring.add(worker);
      dispatcher.remove(worker);
      await retire(worker, drainMs);
      retiring.delete(worker);
      log(`worker ${worker.id} replaced by worker ${next.id} (pid ${next.process.pid}).`);
    }
    log('Rolling restart done.');
  }

  return {
    get stopping() {
      return state.stopping;
    },
    async start() {
      // A worker that fails to start is replaced like one that died (the exit handler above).
      await Promise.all(Array.from({ length: workers }, fork));
      state.started = true;
    },
    /** SIGHUP: a rolling restart, unless one is under way or the pool is still starting. */
    restart() {
      if (state.stopping) return;
      if (!state.started || state.restarting) {
        log(`SIGHUP: ${state.started ? 'a rolling restart is already under way' : 'still starting'}; ignored.`);
        return;
      }
      state.restarting = rollingRestart().finally(() => {
        state.restarting = null;
      });
    },
    /** Every worker drains (or, still starting, is stopped), then resolves. */
    async stop() {
      state.stopping = true;
      const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      for (const worker of all) dispatcher.remove(worker);
      dispatcher.flush();
      await Promise.all(all.map((w) => retire(w, drainMs)));
    },
  };
}

/**
 * Resolves true once a forked worker is ready, false if it exits first.
 * @param {import('node:cluster').Worker} worker
 * @returns {Promise<boolean>}
 */
function readyOrExit(worker) {
  return new Promise((resolve) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (/** @type {{ cmd?: string } | null} */ (message)?.cmd !== READY) return;
      worker.off('exit', onExit);
      resolve(true);
    };
    const onExit = () => {
      worker.off('message', onMessage);
      resolve(false);
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

/**
 * SIGHUP restarts the pool; SIGTERM and SIGINT close the listener, drain every worker and exit 0. Installed
 * before the first worker is forked.
 * @param {{ pool: ReturnType<typeof createPool>, listener: net.Server, drainMs: number,
 *   log: (message: string) => void }} options
 */
function handleSignals({ pool, listener, drainMs, log }) {
  process.on('SIGHUP', () => pool.restart());
  /** @param {string} signal */
  const stop = (signal) => {
    if (pool.stopping) return;
    log(
      `${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers (responses in flight finish, at most ${drainMs / 1000} s), then exiting.`,
    );
    listener.close();
    void pool.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
