// Serving under load: N keep-alive connections for S seconds on /introduction, asking for brotli or gzip as a
// browser does, against our server as `npm run serve` runs it (a worker per core) and nginx with the emitted
// snippet (deploy/nginx.conf, a worker per core), one at a time, for each N. The load comes from wrk when it
// is installed (a C client: it leaves more of the machine to the servers, and it found accept delays that
// autocannon, which saturates itself first, hid), else from autocannon (tools/testing/serveLoad.mjs). Each
// row carries the load average when its run ended: the machine is shared, compare rows of one run.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { NGINX, startNginx } from '../testing/nginx.mjs';
import { measureLoad } from '../testing/serveLoad.mjs';

const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

function wrkPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Milliseconds from a wrk duration (`812.00us`, `6.55s`, `12.3ms`, `1.2m`). */
const wrkMs = (text) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text?.trim() ?? '');
  return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]] : null;
};

/** The figures of a `wrk --latency` run, in measureLoad's shape. */
export function parseWrk(output) {
  const get = (re) => re.exec(output)?.slice(1) ?? [];
  const latency = Object.fromEntries(
    [...output.matchAll(/^\s+(50|90|99)%\s+(\S+)/gm)].map(([, p, v]) => [`p${p}`, wrkMs(v)]),
  );
  const [connect, read, write, timeout] = get(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  ).map(Number);
  return {
    requests: Number(get(/(\d+) requests in/)[0] ?? 0),
    perSecond: Math.round(Number(get(/Requests\/sec:\s+([\d.]+)/)[0] ?? 0)),
    latencyMs: { ...latency, max: wrkMs(get(/Latency\s+\S+\s+\S+\s+(\S+)/)[0]) },
    timeouts: timeout ?? 0,
    errors: (connect ?? 0) + (read ?? 0) + (write ?? 0),
    non2xx: Number(get(/Non-2xx or 3xx responses: (\d+)/)[0] ?? 0),
  };
}

async function wrk(url, connections, seconds) {
  const threads = String(Math.min(os.availableParallelism(), connections));
  const args = ['-t', threads, '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '--latency'];
  const child = spawn(wrkPath(), [...args, '-H', `Accept-Encoding: ${HEADERS['Accept-Encoding']}`, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  await new Promise((resolve) => child.once('exit', resolve));
  return { ...parseWrk(output), loadAverage: loadAverage() };
}

/** `node server/serve.mjs` in its own process: its origin and a stop function. */
async function startServe(root) {
  const child = spawn(process.execPath, [path.join(root, 'server/serve.mjs'), '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  for (let waited = 0; !/at (http:\/\/\S+?:\d+)/.test(out); waited += 50) {
    if (child.exitCode !== null || waited > 20_000) throw new Error(`the server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { origin: /at (http:\/\/\S+?:\d+)/.exec(out)[1], stop: () => (child.kill('SIGTERM'), exited) };
}

/** Every serving figure of ./public, one load at a time: { tool, route, seconds, rows: [{ name, connections, …figures }] }. */
export async function servingFigures(connections = [50, 500], seconds = 30, log = (_line) => {}) {
  const root = path.resolve('.');
  const tool = wrkPath() ? 'wrk' : 'autocannon';
  const route = '/introduction';
  const cores = os.availableParallelism();
  /** @type {[string, () => Promise<{ origin: string, stop: () => Promise<unknown> }>][]} */
  const servers = [[`this server, ${cores} workers (npm run serve)`, () => startServe(root)]];
  if (NGINX)
    servers.push([
      `nginx with deploy/nginx.conf, ${cores} workers`,
      () => startNginx({ workers: cores, connections: 4096, publicDir: path.join(root, 'public') }),
    ]);
  const rows = [];
  for (const n of connections)
    for (const [name, start] of servers) {
      log(`serving: ${name}, ${n} connections for ${seconds} s (${tool})…`);
      const server = await start();
      try {
        await new Promise((r) => setTimeout(r, 500));
        const url = server.origin + route;
        const figures =
          tool === 'wrk'
            ? await wrk(url, n, seconds)
            : await measureLoad(url, { connections: n, seconds, headers: HEADERS });
        rows.push({ name, ...figures, connections: n });
        log(`serving: ${JSON.stringify(rows.at(-1))}`);
      } finally {
        await server.stop();
      }
    }
  return { tool, route, seconds, rows };
}
