// Fuzzing the production server: the catalogue of issue 13 and every target of the serving checks, then
// a few thousand seeded random request targets, headers and methods, over loopback only, bounded in count
// and time. The server runs as `npm run serve -- --workers 0` does, one process, watched (e2e/fs-watch.mjs) for
// any file it touches, and serves public/ through a folder that also holds a canary file. Asserted: the
// process never exits (restarts: 0), every answer is an HTTP response with a status from the list below,
// every Location stays on the origin, no answer holds the canary, and no path outside public/ is touched.
// FUZZ_SEED and FUZZ_COUNT change the run; the figures are printed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  assertSameOrigin,
  buildFacts,
  OFF_ORIGIN_TARGETS,
  rawRequest,
  requestOf,
  SERVING_CHECKS,
} from './serving-checks.mjs';

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2500);
const CONCURRENCY = 12;
const VALID_STATUSES = new Set([200, 206, 301, 304, 400, 404, 405, 408, 412, 414, 416, 417, 431]);

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}

/** A few thousand requests: odd targets built from real paths, encodings, dot segments and hosts. */
function randomRequests(count, seed, facts, canary) {
  const { next, int, pick } = generator(seed);
  // Pieces of real paths (most draws, so many requests reach files), and odd ones.
  const real = [
    'introduction',
    'api',
    'audio',
    'concepts',
    'corpora',
    'types',
    'user',
    'page-data',
    'static',
    'index.html',
    '404.html',
    'app-data.json',
    'page-data.json',
    facts.appScript,
    'llms.txt',
    'sitemap.xml',
    'favicon.svg',
    'introduction.md',
    '_headers',
    'nginx.conf.example',
    'webpack.stats.json',
    'chunk-map.json',
    'index.html.br',
    'index.html.gz',
    '.',
    '..',
    '',
  ];
  const odd = [
    canary,
    'evil.example',
    '@evil.example',
    'evil.example:80',
    'localhost',
    '%2e',
    '%2E%2e',
    '.%2e',
    '%2e.',
    '%2f',
    '%2F%2F',
    '%5c',
    '%5C%5c',
    '%00',
    '%0d%0a',
    '%0a',
    '%09',
    '%25',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%C0%AE%C0%AE',
    '%D8%B1%D8%A7%D9%87',
    '%F0%9F%98%80',
    '%ff',
    '[',
    ']',
    '{',
    '|',
    '^',
    '`',
    '"',
    '<script>',
    ';',
    ',',
    '=',
    '+',
    '!',
    '$',
    '&',
    "'",
    '(',
    ')',
    '*',
    ':',
    '@',
    '~',
    '\\',
    'a'.repeat(300),
  ];
  const piece = () => (next() < 0.75 ? pick(real) : pick(odd));
  const prefixes = [
    '/',
    '/',
    '/',
    '/',
    '/',
    '/',
    '//',
    '///',
    '/./',
    '/../',
    'http://evil.example/',
    'https://evil.example',
    '*',
    '',
    'evil.example/',
  ];
  const suffixes = [
    '',
    '',
    '',
    '',
    '',
    '/',
    '.html',
    '/index.html',
    '.br',
    '.gz',
    '/.',
    '/..',
    '/%2e%2e',
    '?',
    '?x=1',
    '?a[]=1|2',
    '?%zz',
    '#frag',
  ];
  const codings = ['br', 'gzip', 'deflate', 'identity', '*', 'BR', 'Gzip', 'compress', 'x-gzip', 'zstd', ''];
  const weight = () =>
    pick(['', ';q=0', ';q=1', ';q=0.5', ' ; q=0.9', ';q=1.5', ';q=abc', ';q=0.0001', ';Q=0.3', ';q=']);
  const methods = [
    'GET',
    'GET',
    'GET',
    'GET',
    'GET',
    'GET',
    'GET',
    'GET',
    'GET',
    'HEAD',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'PATCH',
    'TRACE',
    'PROPFIND',
    'FOO',
    'get',
  ];
  const requests = [];
  for (let i = 0; i < count; i++) {
    let target = pick(prefixes);
    const depth = 1 + int(4);
    for (let d = 0; d < depth; d++) target += (d ? '/' : '') + piece();
    target += pick(suffixes);
    if (next() < 0.05) target = target.replace(/\//g, pick(['%2f', '\\', '//']));
    if (next() < 0.02) target = '/' + 'x'.repeat(4000 + int(20000));
    const headers = {};
    if (next() < 0.7)
      headers['Accept-Encoding'] = Array.from({ length: 1 + int(4) }, () => pick(codings) + weight()).join(
        pick([',', ', ', ' , ', ',,']),
      );
    if (next() < 0.15) headers['If-None-Match'] = pick(['*', '"x"', 'W/"1-2"', '"', '', 'W/', '"a", W/"b"']);
    if (next() < 0.1)
      headers['If-Modified-Since'] = pick([new Date().toUTCString(), 'yesterday', '0', new Date(0).toUTCString()]);
    if (next() < 0.1)
      headers.Range = pick([
        'bytes=0-10',
        'bytes=-5',
        'bytes=5-',
        'bytes=10-0',
        'bytes=0-1,3-4',
        'bytes=abc',
        'lines=1-2',
        'bytes=99999999-',
      ]);
    if (next() < 0.05) headers['If-Match'] = pick(['*', '"x"']);
    if (next() < 0.05) headers['Cache-Control'] = 'no-cache';
    if (next() < 0.03) headers['X-Long'] = 'y'.repeat(20000 + int(50000));
    requests.push({ method: pick(methods), target, headers });
  }
  return requests;
}

/** The targets of issue 13 and of every serving check, plus walks towards the canary. */
function catalogue(facts, canary) {
  const targets = [
    '//[',
    '//[::1',
    '//]',
    '//%',
    '//a:b@[',
    '//@',
    '//:',
    '//[1::',
    '//%zz',
    '//%00',
    '//\\\\',
    '//evil.example/introduction',
    ...OFF_ORIGIN_TARGETS,
    `/../${canary}`,
    `/%2e%2e/${canary}`,
    `/..%2f${canary}`,
    `/static/../../${canary}`,
    `/static/..%2f..%2f${canary}`,
    `//../${canary}`,
    `/%2e%2e%2f${canary}`,
    `/..%5c${canary}`,
    `/.%2e/${canary}`,
    `/introduction/../../${canary}`,
    `http://evil.example/../${canary}`,
  ];
  return [
    ...targets.map((target) => ({ method: 'GET', target, headers: {} })),
    ...SERVING_CHECKS.map((check) => ({ headers: {}, method: 'GET', ...requestOf(check, facts) })),
  ];
}

function startServer(root, report) {
  const child = spawn(
    process.execPath,
    ['--import', './e2e/fs-watch.mjs', 'server/serve.mjs', '--workers', '0', '--port', '0', '--root', root],
    {
      env: { ...process.env, FS_WATCH_REPORT: report },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ child, origin: `http://127.0.0.1:${m[1]}` });
    });
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

describe('fuzzing the production server', () => {
  const facts = buildFacts();
  let dir;
  let root;
  let canary;
  let secret;
  let report;
  let server;
  let restarts = 0;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-fuzz-'));
    root = path.join(dir, 'public');
    fs.symlinkSync(path.resolve('public'), root, 'dir');
    secret = crypto.randomBytes(16).toString('hex');
    canary = `canary-${secret.slice(0, 8)}.txt`;
    fs.writeFileSync(path.join(dir, canary), `CANARY ${secret}\n`);
    report = path.join(dir, 'fs-report.json');
    server = await startServer(root, report);
  });

  after(async () => {
    if (server?.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    `stays up and answers validly: the catalogue and ${COUNT} seeded random requests (seed ${SEED})`,
    { timeout: 120_000 },
    async () => {
      const requests = [...catalogue(facts, canary), ...randomRequests(COUNT, SEED, facts, canary)];
      const histogram = new Map();
      const problems = [];
      let sent = 0;
      let next = 0;
      const started = Date.now();
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++];
          sent++;
          const what = `${request.method} ${request.target.slice(0, 120)}`;
          let res;
          try {
            res = await rawRequest(server.origin, { ...request, timeout: 10_000 });
          } catch (error) {
            problems.push(`${what}: ${error.message}`);
            histogram.set('no answer', (histogram.get('no answer') ?? 0) + 1);
            continue;
          }
          histogram.set(res.status, (histogram.get(res.status) ?? 0) + 1);
          if (!VALID_STATUSES.has(res.status)) problems.push(`${what}: status ${res.status}`);
          try {
            assertSameOrigin(server.origin, res.headers.location, what);
          } catch (error) {
            problems.push(error.message);
          }
          if (res.body.includes(secret) || res.body.includes('CANARY')) problems.push(`${what}: the canary leaked`);
          if (server.child.exitCode !== null) {
            restarts++;
            problems.push(`${what}: the server exited`);
            server = await startServer(root, report);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (Date.now() - started) / 1000;

      // The server's own record of the files it touched while answering.
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
      const touched = JSON.parse(fs.readFileSync(report, 'utf8'));
      const outside = Object.keys(touched.paths).filter((p) => p !== root && !p.startsWith(root + path.sep));

      const figures = [...histogram].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      console.log(
        `fuzz: seed ${SEED}, ${sent} requests sent (${requests.length - COUNT} from the catalogue) in ${seconds.toFixed(1)} s; ` +
          `statuses ${figures.map(([s, n]) => `${s}×${n}`).join(', ')}; restarts ${restarts}; ` +
          `${touched.calls} file-system calls, ${Object.keys(touched.paths).length} paths, ${outside.length} outside public/`,
      );
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
      assert.equal(restarts, 0);
      assert.deepEqual(outside, [], 'nothing outside public/ is touched');
      assert.ok(!(path.join(dir, canary) in touched.paths), 'the canary beside public/ was never looked at');
      assert.ok(touched.calls > COUNT / 5, 'the watch saw the server at work');
    },
  );
});
