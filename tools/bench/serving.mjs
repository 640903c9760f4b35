// Serving under load, for `npm run bench`: 500 keep-alive connections for 30 s on /introduction (asking for
// brotli or gzip, as a browser does), against
// - our server as `npm run serve` runs it: one worker per core (node:cluster);
// - our server in one process (`--workers 0`), as it ran before it had workers;
// - our server with workers again, given SIGHUP a third of the way in (a rolling restart): nothing may be lost;
// - nginx with the emitted snippet (deploy/nginx.conf), a worker per core, when nginx is installed.
// The load comes from wrk when it is installed (a C client: it leaves more of the machine to the servers,
// and it is what found 7.5 s accept delays in one process), otherwise from autocannon (./serveLoad.mjs).
// Each figure carries the load average when its run ended: the machine is shared, compare rows of one run.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { NGINX, startNginx } from '../testing/nginx.mjs';
import { measureLoad } from '../testing/serveLoad.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

export function wrkPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Milliseconds from a wrk duration (`812.00us`, `6.55s`, `12.3ms`, `1.2m`). */
export function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
}

/** The figures of a `wrk --latency` run, as summariseAutocannon gives them. */
export function parseWrk(output, { connections, seconds }) {
  const latency = Object.fromEntries(
    [...output.matchAll(/^\s+(50|75|90|99)%\s+(\S+)/gm)].map(([, p, v]) => [`p${p}`, wrkMs(v)]),
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const max = /Latency\s+\S+\s+\S+\s+(\S+)/.exec(output)?.[1];
  return {
    connections,
    seconds,
    requests,
    perSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: max ? wrkMs(max) : null },
    timeouts: socket ? Number(socket[4]) : 0,
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    non2xx,
  };
}

/** One wrk run (two threads, one per core of this machine), with `during` run meanwhile. */
async function measureWithWrk(url, { connections, seconds, timeoutSeconds = 10, during }) {
  const args = [
    '-t',
    String(Math.min(os.availableParallelism(), connections)),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--timeout',
    `${timeoutSeconds}s`,
    '--latency',
  ];
  for (const [name, value] of Object.entries(BROWSER_ENCODINGS)) args.push('-H', `${name}: ${value}`);
  const child = spawn(wrkPath(), [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  await Promise.all([exited, during?.(() => Date.now() - started)]);
  return {
    ...parseWrk(output, { connections, seconds }),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** `node server/serve.mjs` in its own process; resolves with its origin and a stop function. */
async function startServe(root, args) {
  const child = spawn(process.execPath, [path.join(root, 'server/serve.mjs'), '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  for (let waited = 0; !/at (http:\/\/\S+?:\d+)/.test(out); waited += 50) {
    if (child.exitCode !== null || waited > 20_000) throw new Error(`the server did not start: ${out}`);
    await sleep(50);
  }
  return {
    child,
    origin: /at (http:\/\/\S+?:\d+)/.exec(out)[1],
    output: () => out,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Every serving figure, one after the other (never two loads at once). `log` reports progress.
 * @param {{ root?: string, route?: string, connections?: number, seconds?: number, tool?: 'wrk' | 'autocannon',
 *   log?: (line: string) => void }} [options]
 */
export async function servingFigures({
  root = path.resolve('.'),
  route = '/introduction',
  connections = 500,
  seconds = 30,
  tool = wrkPath() ? 'wrk' : 'autocannon',
  log = () => {},
} = {}) {
  /** @type {(url: string, options?: object) => Promise<any>} */
  const measure = (url, options = {}) =>
    tool === 'wrk'
      ? measureWithWrk(url, { connections, seconds, ...options })
      : measureLoad(url, { connections, seconds, headers: BROWSER_ENCODINGS, ...options });
  const cores = os.availableParallelism();
  const rows = [];
  const run = async (name, start, options) => {
    log(`serving: ${name}, ${connections} connections for ${seconds} s (${tool})…`);
    const server = await start();
    try {
      await sleep(500);
      const figures = await measure(server.origin + route, options?.(server));
      rows.push({ name, ...figures, ...(server.extra?.() ?? {}) });
      log(`serving: ${name}: ${JSON.stringify(rows.at(-1))}`);
    } finally {
      await server.stop();
    }
  };
  await run(`this server, ${cores} workers (npm run serve)`, () => startServe(root, []));
  await run('this server, one process (--workers 0)', () => startServe(root, ['--workers', '0']));
  await run(
    `this server, ${cores} workers, rolling restart (SIGHUP at ${Math.round(seconds / 3)} s)`,
    async () => {
      const server = await startServe(root, []);
      return { ...server, extra: () => ({ restarted: /Rolling restart done/.test(server.output()) }) };
    },
    (server) => ({
      during: async () => {
        await sleep((seconds * 1000) / 3);
        server.child.kill('SIGHUP');
      },
    }),
  );
  if (NGINX) {
    await run(`nginx with deploy/nginx.conf, ${cores} workers`, async () => {
      const nginx = await startNginx({ workers: cores, connections: 4096, publicDir: path.join(root, 'public') });
      return { origin: nginx.origin, stop: nginx.stop };
    });
  }
  return { tool, route, connections, seconds, machine: `${cores} cores`, rows };
}
