// Starts the Prism mock (@stoplight/prism-cli) on a loopback port the OS chose, from a definition file.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../testing/freePort.mjs';

const require = createRequire(import.meta.url);

/**
 * Runs `prism mock` until it prints that it listens; resolves with its URL, its log so far and a stop().
 * Prism is a devDependency run with the current Node, so no global install and no download are needed.
 */
export async function startPrism(definitionFile, { timeoutMs = 60_000 } = {}) {
  const cli = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(process.execPath, [cli, 'mock', definitionFile, '-h', '127.0.0.1', '-p', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Prism's dependency @scarf/scarf reports installs; nothing here should talk to the network.
      env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const log = [];
    const started = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const onData = (chunk) => {
        const text = chunk.toString();
        log.push(text);
        if (/Prism is listening on/.test(text)) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (started) {
      // A mock that dies mid-run would turn every later request into a connection error: say why instead.
      child.on('exit', (code, signal) => {
        if (!stopping)
          process.emitWarning(`Prism exited (${signal ?? code}) during the run:\n${log.join('').slice(-2000)}`);
      });
      let stopping = false;
      return {
        url: `http://127.0.0.1:${port}`,
        log,
        stop: () =>
          new Promise((resolve) => {
            stopping = true;
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      };
    }
    child.kill('SIGKILL');
    // The port may have been taken between the check and Prism's listen: try another one.
    if (!/EADDRINUSE/.test(log.join(''))) throw new Error(`Prism did not start:\n${log.join('')}`);
  }
  throw new Error('Prism did not start: no free port after three attempts');
}
