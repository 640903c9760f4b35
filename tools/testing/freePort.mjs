import net from 'node:net';

/** A loopback port the OS says is free now (listen on 0, read it, close), for servers that cannot be given 0. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves true once something listens on the loopback `port`, false when `alive()` turns false or `timeoutMs` passes first. */
export async function portOpen(port, alive, timeoutMs) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && alive();) {
    const socket = net.connect(port, '127.0.0.1');
    const open = await new Promise((resolve) =>
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false)),
    );
    socket.destroy();
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
