// Starts the Prism mock (@stoplight/prism-cli) on a loopback port the OS chose, from a definition file.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Runs `prism mock` on port 0 until it prints where it listens; resolves with its URL, its log so far and a
 * stop(). Prism is a devDependency run with the current Node, so no global install and no download are needed.
 */
export async function startPrism(definitionFile, { timeoutMs = 60_000 } = {}) {
  const cli = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  const child = spawn(process.execPath, [cli, 'mock', definitionFile, '-h', '127.0.0.1', '-p', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Prism's dependency @scarf/scarf reports installs; nothing here should talk to the network.
    env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const log = [];
  const url = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const onData = (chunk) => {
      const text = chunk.toString();
      log.push(text);
      const listening = /Prism is listening on (http:\/\/[\d.]+:\d+)/.exec(text);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`Prism did not start:\n${log.join('')}`);
  }
  let stopping = false;
  // A mock that dies mid-run would turn every later request into a connection error: say why instead.
  child.on('exit', (code, signal) => {
    if (!stopping)
      process.emitWarning(`Prism exited (${signal ?? code}) during the run:\n${log.join('').slice(-2000)}`);
  });
  return {
    url,
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
