// @ts-check
// A graceful stop for an HTTP/1.1 server: no new connections, every response in flight finishes, and no
// client loses a request it is sending on a kept-alive connection.
//
// Node's own server.close() (since 19) closes every idle kept-alive connection at once; a client that was
// just then sending its next request on one gets a reset, and loses it (a load test across a restart counts
// these). Here the listener alone is closed (net.Server's close: in a cluster worker this also tells the
// primary to hand it no more connections), a request that still arrives on an open connection is answered
// with `Connection: close` (the client then opens a new one, to another worker or the restarted server), a
// connection left idle is closed after a short grace, and at the deadline whatever is still open is cut.
import net from 'node:net';

/** How long a connection left idle while draining stays open, for a request its client may be sending. */
const IDLE_GRACE_MS = 500;

/**
 * Tracks the connections of `server`. `drain({ deadlineMs })` stops it as above and resolves once every
 * connection is closed; `draining` says whether answers should carry `Connection: close`.
 * @param {import('node:http').Server} server
 */
export function connectionDrainer(server) {
  /** @type {Map<import('node:net').Socket, { active: number, timer: NodeJS.Timeout | undefined }>} */
  const sockets = new Map();
  let draining = false;
  /** @type {Promise<void> | null} */
  let drained = null;

  /** @param {import('node:net').Socket} socket @param {{ active: number, timer: NodeJS.Timeout | undefined }} state */
  const closeWhenIdle = (socket, state) => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      if (state.active === 0) socket.end();
    }, IDLE_GRACE_MS);
  };

  /** Set while draining a server that is not listening (its connections are handed to it): called once none is left. */
  /** @type {(() => void) | null} */
  let whenEmpty = null;

  server.on('connection', (socket) => {
    /** @type {{ active: number, timer: NodeJS.Timeout | undefined }} */
    const state = { active: 0, timer: undefined };
    sockets.set(socket, state);
    socket.once('close', () => {
      clearTimeout(state.timer);
      sockets.delete(socket);
      if (whenEmpty && sockets.size === 0) whenEmpty();
    });
    if (draining) closeWhenIdle(socket, state);
  });
  server.on('request', (request, response) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.active += 1;
    clearTimeout(state.timer);
    response.once('close', () => {
      state.active -= 1;
      if (draining && state.active === 0 && !request.socket.destroyed) closeWhenIdle(request.socket, state);
    });
  });

  return {
    get draining() {
      return draining;
    },
    /** @param {{ deadlineMs?: number }} [options] @returns {Promise<void>} */
    drain({ deadlineMs = 10_000 } = {}) {
      if (drained) return drained;
      draining = true;
      drained = new Promise((/** @type {(value?: void) => void} */ resolve) => {
        /** @type {NodeJS.Timeout | undefined} */
        let deadline;
        const done = () => {
          clearTimeout(deadline);
          resolve();
        };
        if (server.listening) net.Server.prototype.close.call(server, done);
        else if (!sockets.size) done();
        // A server whose connections are handed to it (a worker of server/serve-cluster.mjs) listens on no
        // port: it is drained once its last connection has closed.
        else whenEmpty = done;
        for (const [socket, state] of sockets) if (state.active === 0) closeWhenIdle(socket, state);
        deadline = setTimeout(() => {
          for (const socket of sockets.keys()) socket.destroy();
        }, deadlineMs);
      });
      return drained;
    },
  };
}
