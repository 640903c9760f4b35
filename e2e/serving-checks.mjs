// What every server of the built site must do, as one table, run against the Node server
// (e2e/server.test.mjs) and against nginx with the emitted deploy/nginx.conf (e2e/nginx.test.mjs).
// Requests go out raw over a socket, so targets that clients would clean up (`/./`, `%2e`, `//`) reach the
// server as written, and Content-Encoding is seen as sent. Where nginx must answer otherwise, the check
// says so and why (`nginx`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import zlib from 'node:zlib';
import { inlineScripts, sha256 } from '../server/deploy-rules.mjs';

/**
 * One HTTP/1.1 request written as is (`Connection: close`) and its response: status, headers (lower-case
 * names; repeated ones joined with ", "), and the body (chunked transfer decoded, content coding not).
 * @param {string} origin
 * @param {{ method?: string, target?: string, headers?: Record<string, string>, timeout?: number }} [options]
 */
export function rawRequest(origin, { method = 'GET', target = '/', headers = {}, timeout = 10_000 } = {}) {
  const { hostname, port } = new URL(origin);
  // `headers.Host` replaces the request's own Host (to send one that is no host name).
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${headers.Host ?? `${hostname}:${port}`}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) if (name !== 'Host') lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks = [];
    socket.setTimeout(timeout, () =>
      socket.destroy(new Error(`no answer to ${method} ${target} within ${timeout} ms`)),
    );
    // Not end(): a half-closed socket makes servers drop a response they are still streaming.
    socket.on('connect', () => socket.write(lines.join('\r\n') + '\r\n\r\n', 'latin1'));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks), method));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(raw, method) {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`not an HTTP response: ${JSON.stringify(raw.subarray(0, 80).toString('latin1'))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!status) throw new Error(`bad status line: ${statusLine}`);
  const headers = {};
  for (const line of headerLines) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(end + 4);
  if (method === 'HEAD') body = Buffer.alloc(0);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status: Number(status[1]), headers, body };
}

function dechunk(buf) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(buf.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The body as text, decoded from its content coding. */
export function text(res) {
  const coding = res.headers['content-encoding'];
  const body =
    coding === 'br' ? zlib.brotliDecompressSync(res.body) : coding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  return body.toString('utf8');
}

/** A Location stays on the origin: a path (one slash, no backslash) or a URL of the same origin. */
export function assertSameOrigin(origin, location, what) {
  if (location === undefined) return;
  assert.ok(
    !/^[/\\]{2}/.test(location) && !location.startsWith('/\\'),
    `${what}: Location ${location} is protocol-relative`,
  );
  assert.equal(new URL(location, origin + '/').origin, origin, `${what}: Location ${location} leaves ${origin}`);
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REDIRECT = 'public, max-age=3600';
const NOT_FOUND_TEXT = /صفحه پیدا نشد/;

/** Files of the build the checks need (hashed names change with every build). */
export function buildFacts(publicDir = path.resolve('public')) {
  const appScript = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f));
  const staticDir = path.join(publicDir, 'static');
  const staticFile = fs.existsSync(staticDir)
    ? fs
        .readdirSync(staticDir, { recursive: true })
        .map(String)
        .find((f) => fs.statSync(path.join(staticDir, f)).isFile() && !/\.(br|gz)$/.test(f))
    : null;
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(
    fs.readFileSync(path.join(publicDir, 'introduction', 'index.html'), 'utf8'),
  )?.[1];
  return { appScript, staticFile: staticFile && staticFile.split(path.sep).join('/'), introductionH1: h1?.trim() };
}

/** The expect of the not-found page: 404 with its Persian text. */
const notFound = (res) => {
  assert.equal(res.status, 404);
  assert.match(text(res), NOT_FOUND_TEXT);
};

/** The expect of a plain 200: its Cache-Control and, when given, its Content-Type. */
const served = (cache, type) => (res) => {
  assert.equal(res.status, 200);
  assert.equal(res.headers['cache-control'], cache);
  if (type) assert.equal(res.headers['content-type'], type);
};

const statusIs = (status) => (res) => assert.equal(res.status, status);
/** The expect of an answer's content coding (undefined: identity). */
const codedAs = (coding) => (res) => assert.equal(res.headers['content-encoding'], coding);

/** The expect of /introduction in content coding `coding`, with Vary. */
const introductionIn = (coding) => (res, facts) => {
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], coding);
  assert.match(res.headers.vary ?? '', /accept-encoding/i);
  assert.ok(text(res).includes(facts.introductionH1));
};

const securityOf = (res, what) => {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
  assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', what);
  assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', what);
  assert.match(res.headers['permissions-policy'] ?? '', /camera=\(\)/, what);
  const csp = res.headers['content-security-policy'] ?? '';
  assert.match(csp, /default-src 'self'/, what);
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/, what);
};

/** Targets built to leave the origin through dot segments, `//`, encodings and backslashes. */
export const OFF_ORIGIN_TARGETS = [
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/index.html',
  '/%2e%2e//evil.example/',
  '/.%2f/evil.example/',
  '/%2f%2fevil.example/',
  '//evil.example/',
  '///evil.example/',
  '//evil.example/introduction.html',
  '/./%2fevil.example/index.html',
  '/%5cevil.example/',
  '/%5c%5cevil.example/',
  '/introduction/..//evil.example/',
  '/introduction/%2e%2e//evil.example.html',
];

/**
 * Ranges of /llms.txt (its length `size`), answered alike by both servers.
 * @type {{ range: string, gzip?: boolean, status: number, contentRange: (size: number) => string | undefined,
 *   length?: (size: number) => number }[]}
 */
const RANGE_CASES = [
  { range: 'bytes=0-99', status: 206, contentRange: (size) => `bytes 0-99/${size}`, length: () => 100 },
  {
    range: 'bytes=-99999999',
    status: 206,
    contentRange: (size) => `bytes 0-${size - 1}/${size}`,
    length: (size) => size,
  },
  { range: 'bytes=1-0,2-3', status: 206, contentRange: (size) => `bytes 2-3/${size}`, length: () => 2 },
  { range: 'bytes=0-9,20-29', status: 200, contentRange: () => undefined, length: (size) => size },
  { range: 'bytes=0-99', gzip: true, status: 200, contentRange: () => undefined },
  { range: 'bytes=999999-', status: 416, contentRange: (size) => `bytes */${size}`, length: () => 22 },
  { range: 'bytes=abc', status: 416, contentRange: (size) => `bytes */${size}`, length: () => 22 },
];

/**
 * The checks. Each has a request and an `expect(res, facts)`; `nginx: { why, expect }` replaces the
 * expectation for nginx, `nginx: { why, skip: true }` leaves the check out there.
 */
export const SERVING_CHECKS = [
  {
    name: 'a page: 200, HTML in UTF-8, its static content, revalidated, with the security headers',
    request: { target: '/introduction' },
    expect(res, facts) {
      served(REVALIDATE, 'text/html; charset=utf-8')(res);
      assert.ok(text(res).includes(facts.introductionH1), 'the page heading');
      assert.ok(res.headers.etag, 'an ETag');
      assert.ok(res.headers['last-modified'], 'a Last-Modified');
      securityOf(res, '/introduction');
    },
  },
  {
    name: 'the home page and a nested route',
    request: { target: '/' },
    expect: served(REVALIDATE),
  },
  {
    name: 'an absolute-form target is served by its path (RFC 9112 §3.2.2)',
    request: { target: 'http://evil.example/introduction' },
    expect(res, facts) {
      assert.equal(res.status, 200);
      assert.ok(text(res).includes(facts.introductionH1));
    },
  },
  ...[
    ['/introduction.html', '/introduction'],
    ['/introduction/index.html', '/introduction'],
    ['/introduction/', '/introduction'],
    ['/index.html', '/'],
    ['/api/audio.html?x=1', '/api/audio?x=1'],
    ['/concepts/corpora/', '/concepts/corpora'],
    ['/./introduction/', '/introduction'],
    ['/%2e/introduction.html', '/introduction'],
  ].map(([from, to]) => ({
    name: `${from} answers 301 to ${to}, kept an hour, with no body and the security headers`,
    request: { target: from },
    expect(res) {
      assert.equal(res.status, 301);
      assert.equal(res.headers.location, to);
      assert.equal(res.headers['cache-control'], REDIRECT);
      assert.equal(res.body.length, 0);
      securityOf(res, from);
    },
  })),
  {
    name: '/404.html itself is a file: 200',
    request: { target: '/404.html' },
    expect(res) {
      assert.equal(res.status, 200);
      assert.match(text(res), NOT_FOUND_TEXT);
    },
  },
  ...['/no/such/page', '/page-data/nope/page-data.json', '//evil.example/introduction', '/introduction/extra'].map(
    (target) => ({
      name: `${target}: 404 with the Persian not-found page, revalidated`,
      request: { target, headers: { 'Accept-Encoding': 'gzip' } },
      expect(res) {
        notFound(res);
        assert.equal(res.headers['cache-control'], REVALIDATE);
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
        securityOf(res, target);
      },
    }),
  ),
  ...[
    '/_headers',
    '/_redirects',
    '/nginx.conf.example',
    '/webpack.stats.json',
    '/chunk-map.json',
    '/introduction/index.html.br',
    '/index.html.gz',
    '/%5fheaders',
  ].map((target) => ({
    name: `internal file ${target}: 404`,
    request: { target },
    expect: notFound,
  })),
  {
    name: 'page data and app data are revalidated',
    request: { target: '/page-data/introduction/page-data.json' },
    expect(res) {
      served(REVALIDATE, 'application/json; charset=utf-8')(res);
      securityOf(res, 'page data');
    },
  },
  {
    name: 'app-data.json is revalidated',
    request: { target: '/page-data/app-data.json' },
    expect: served(REVALIDATE),
  },
  {
    name: 'a content-hashed script is kept for a year, as JavaScript',
    request: (facts) => ({ target: `/${facts.appScript}` }),
    expect: served(IMMUTABLE, 'text/javascript; charset=utf-8'),
  },
  {
    name: "the service worker's script /sw.js is JavaScript, and stored only to be revalidated (no-cache), so a new deploy's worker is found",
    request: { target: '/sw.js' },
    expect(res) {
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.ok(res.headers.etag, 'a validator, so the revalidation is a 304 when nothing changed');
    },
  },
  {
    name: 'a file under /static/ is kept for a year',
    request: (facts) => ({ target: `/static/${facts.staticFile}` }),
    expect: served(IMMUTABLE),
  },
  ...['/static/..%2fllms.txt', '/static/%2e%2e/llms.txt', '/static/..%2fpage-data/app-data.json'].map((target) => ({
    name: `${target}: caching is decided on the normalised path (revalidated, not immutable)`,
    request: { target },
    expect: served(REVALIDATE),
  })),
  ...[
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/introduction.md', 'text/markdown; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/favicon.svg', 'image/svg+xml'],
  ].map(([target, type]) => ({
    name: `${target} is ${type}, revalidated`,
    request: { target },
    expect: served(REVALIDATE, type),
    nginx:
      type === 'application/manifest+json' || type === 'image/svg+xml'
        ? {
            why: 'nginx appends "; charset=utf-8" to types in charset_types only; these are not, so the same',
            expect(res) {
              assert.equal(res.status, 200);
              assert.equal(res.headers['content-type'].split(';')[0], type);
            },
          }
        : undefined,
  })),
  {
    name: 'brotli when the client prefers it, with Vary',
    request: { target: '/introduction', headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
    expect: introductionIn('br'),
    nginx: {
      why: "Debian's nginx has no brotli module: it sends the build's precompressed gzip (gzip_static)",
      expect: introductionIn('gzip'),
    },
  },
  {
    name: 'gzip when brotli is refused (q=0), and identity when nothing is accepted',
    request: { target: '/introduction', headers: { 'Accept-Encoding': 'br;q=0, gzip' } },
    expect: codedAs('gzip'),
  },
  {
    name: 'no Accept-Encoding: identity',
    request: { target: '/introduction' },
    expect: codedAs(undefined),
  },
  {
    name: 'Accept-Encoding with whitespace around the coding and its weight (RFC 9110): "br ; q=0.9" is brotli',
    request: { target: '/introduction', headers: { 'Accept-Encoding': 'br ; q=0.9 , gzip ;q=0.1' } },
    expect: codedAs('br'),
    nginx: { why: "no brotli in Debian's nginx; the weighted gzip is what it can send", expect: codedAs('gzip') },
  },
  {
    name: 'a compressed script: brotli 11, as the byte budgets count it',
    request: (facts) => ({ target: `/${facts.appScript}`, headers: { 'Accept-Encoding': 'br' } }),
    expect(res, facts) {
      assert.equal(res.headers['content-encoding'], 'br');
      const raw = fs.readFileSync(path.resolve('public', facts.appScript));
      assert.deepEqual(zlib.brotliDecompressSync(res.body), raw);
    },
    nginx: { why: "no brotli in Debian's nginx", skip: true },
  },
  ...RANGE_CASES.map(({ range, gzip, status, contentRange, length }) => ({
    name: `Range ${range}${gzip ? ' with gzip' : ''}: ${status}, as both servers answer it (one range at a time, none of a compressed file, a suffix past the start is the whole file)`,
    request: { target: '/llms.txt', headers: { Range: range, ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}) } },
    expect(/** @type {any} */ res) {
      const size = fs.statSync(path.resolve('public/llms.txt')).size;
      assert.equal(res.status, status);
      assert.equal(res.headers['content-range'], contentRange(size));
      assert.equal(res.headers['cache-control'], REVALIDATE);
      if (length) assert.equal(res.body.length, length(size));
      if (status === 416) assert.equal(text(res), 'Range not satisfiable\n');
      if (gzip) assert.equal(res.headers['content-encoding'], 'gzip');
      securityOf(res, range);
    },
  })),
  {
    name: 'HEAD: the headers of GET, no body',
    request: { method: 'HEAD', target: '/introduction' },
    expect(res) {
      assert.equal(res.status, 200);
      assert.equal(res.body.length, 0);
      assert.ok(Number(res.headers['content-length']) > 1000);
      securityOf(res, 'HEAD');
    },
  },
  ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'].map((method) => ({
    name: `${method}: 405, GET and HEAD allowed`,
    request: { method, target: '/introduction' },
    expect(res) {
      assert.equal(res.status, 405);
      assert.equal(res.headers.allow, 'GET, HEAD');
      securityOf(res, method);
    },
  })),
  ...[
    '/%E0%A4%A',
    '/%',
    '/a%00b',
    '/%5c',
    '/../package.json',
    '/%2e%2e/package.json',
    '/introduction/../../package.json',
    '/a%0d%0aSet-Cookie:x=1',
  ].map((target) => ({
    name: `malformed or escaping target ${target}: 400`,
    request: { target },
    expect(res) {
      assert.equal(res.status, 400);
      securityOf(res, target);
    },
  })),
  ...['//[', '/a[1]', '/a{b}', '/a|b', '/a^b'].map((target) => ({
    name: `${target}: a character no path may hold (RFC 3986): 400`,
    request: { target },
    expect: statusIs(400),
    nginx: {
      why: 'nginx accepts characters RFC 3986 keeps out of paths and looks for such a file: 404 with the not-found page',
      expect: statusIs(404),
    },
  })),
  ...OFF_ORIGIN_TARGETS.map((target) => ({
    name: `${target}: any redirect stays on the origin`,
    request: { target },
    expect(res, facts, origin) {
      assert.ok([301, 400, 404].includes(res.status), `status ${res.status}`);
      assertSameOrigin(origin, res.headers.location, target);
    },
  })),
  ...['/introduction', '/nope', '/'].map((target) => ({
    name: `${target}: the CSP of the HTML answer allows each of its inline scripts`,
    request: { target, headers: { 'Accept-Encoding': 'br, gzip' } },
    expect(res) {
      assert.ok(inlineScripts(text(res)).length >= 2);
      assert.ok(policyAllowsOwnScripts(res.headers, text(res)), 'the hash of each inline script');
    },
  })),
];

/** A check's request for this build. */
export const requestOf = (check, facts) => (typeof check.request === 'function' ? check.request(facts) : check.request);

/** Conditional requests: a 304 for the ETag just received, and validators on it. */
export async function checkRevalidation(origin) {
  const first = await rawRequest(origin, { target: '/introduction', headers: { 'Accept-Encoding': 'gzip' } });
  assert.ok(first.headers.etag);
  const again = await rawRequest(origin, {
    target: '/introduction',
    headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag },
  });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers['cache-control'], REVALIDATE);
  securityOf(again, '304');
  const since = await rawRequest(origin, {
    target: '/introduction',
    headers: { 'If-Modified-Since': first.headers['last-modified'] },
  });
  assert.equal(since.status, 304);
  const stale = await rawRequest(origin, { target: '/introduction', headers: { 'If-None-Match': '"0-0"' } });
  assert.equal(stale.status, 200);
}

/**
 * Registers every serving check (and the revalidation check) as a test against `origin()`, the server
 * under test once its suite has started it. For `server: 'nginx'`, a check's `nginx` variant applies.
 */
export function defineServingChecks(origin, { server = 'node' } = {}) {
  const facts = buildFacts();
  for (const check of SERVING_CHECKS) {
    const differs = server === 'nginx' ? /** @type {any} */ (check).nginx : undefined;
    it(
      differs ? `${check.name} [nginx: ${differs.why}]` : check.name,
      { skip: differs?.skip ? differs.why : false },
      async () => {
        const res = await rawRequest(origin(), requestOf(check, facts));
        await (differs?.expect ?? check.expect)(res, facts, origin());
      },
    );
  }
  it('answers a matching If-None-Match or If-Modified-Since with 304', () => checkRevalidation(origin()));
}

/** Private files a deploy script might copy into the published folder by mistake, by the path a reader would ask. */
export const PRIVATE_FILES = [
  '/.env',
  '/.git/config',
  '/.htpasswd',
  '/static/.DS_Store',
  '/app.js.map',
  '/introduction~',
  '/.index.html.swp',
  '/index.html.bak',
  '/index.html.orig',
  '/#index.html#',
];

/**
 * A published folder like `publicDir` (its files hard-linked; the nginx snippet beside it, as the build
 * writes it) with PRIVATE_FILES added. Returns its path and a remove function.
 */
export function publicWithPrivateFiles(publicDir = path.resolve('public')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-private-'));
  // nginx run as root reads as nobody.
  fs.chmodSync(dir, 0o755);
  const published = path.join(dir, 'public');
  fs.cpSync(publicDir, published, { recursive: true });
  fs.mkdirSync(path.join(dir, 'deploy'));
  fs.copyFileSync(path.join(path.dirname(publicDir), 'deploy', 'nginx.conf'), path.join(dir, 'deploy', 'nginx.conf'));
  for (const file of PRIVATE_FILES) {
    const abs = path.join(published, file);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, 'SECRET=do-not-serve\n');
  }
  return { publicDir: published, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Registers the check that every private file gets 404 (and never its bytes) from the server at `origin()`. */
export function definePrivateFileChecks(origin) {
  for (const target of PRIVATE_FILES) {
    it(`${target} (a private file in the folder): 404, never its bytes`, async () => {
      const res = await rawRequest(origin(), { target: encodeURI(target).replace(/#/g, '%23') });
      assert.equal(res.status, 404);
      assert.doesNotMatch(text(res), /do-not-serve/);
    });
  }
  it('a page beside them is served', async () => {
    assert.equal((await rawRequest(origin(), { target: '/introduction' })).status, 200);
  });
}

/** A small build: a few pages, each with an inline script that names the build. */
export function writeBuild(dir, name, { pages = 6 } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const page = (route) =>
    `<!doctype html><html><head><script>window.build=${JSON.stringify(`${name}:${route}`)}</script></head><body><h1>${name} ${route}</h1>` +
    `<script>window.pagePath=${JSON.stringify(route)}</script>${'<p>text</p>'.repeat(50)}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('/'));
  fs.writeFileSync(path.join(dir, '404.html'), page('/404.html'));
  for (let i = 0; i < pages; i++) {
    fs.mkdirSync(path.join(dir, `p${i}`), { recursive: true });
    fs.writeFileSync(path.join(dir, `p${i}`, 'index.html'), page(`/p${i}`));
  }
}

/** Whether an answer's policy allows every inline script of its own HTML. */
export function policyAllowsOwnScripts(headers, body) {
  const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1].split(' ') ?? [];
  const scripts = inlineScripts(body);
  return scripts.length > 0 && scripts.every((s) => scriptSrc.includes(`'${sha256(s)}'`));
}

/** GETs over kept-alive connections until `stop()`: every answer's status, build and policy verdict. */
export function keepAliveLoad(origin, routes, { sockets = 16 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const answers = [];
  let stopped = false;
  const get = (route) =>
    new Promise((resolve) => {
      http
        .get(origin + route, { agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () =>
            resolve({
              route,
              status: res.statusCode,
              build: /window\.build="([^:"]+)/.exec(body)?.[1],
              ok: policyAllowsOwnScripts(res.headers, body),
            }),
          );
        })
        .on('error', (error) => resolve({ route, status: 0, error: error.message }));
    });
  const loops = Array.from({ length: sockets }, async (_, n) => {
    for (let i = n; !stopped; i++) answers.push(await get(routes[i % routes.length]));
  });
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}
