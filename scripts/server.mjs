// The production server for the built site (./public), used by `npm run serve`, `npm start`, the e2e tests
// and the benchmarks. Fastify carries HTTP (parsing, errors, streams, keep-alive) and @fastify/static (with
// @fastify/send) the files: validators and 304, ranges, and the brotli or gzip file the build wrote beside
// each text file. This module adds only the rules of scripts/deploy-rules.mjs, the ones every other host
// gets too:
// - the request target is decoded and normalised once (dot segments, `//`), as nginx does; a target that
//   cannot be (bad percent-encoding, a control character, a backslash, `..` above the root) gets 400;
// - exact routes without trailing slashes: `.html`, `/index.html` and `/` forms answered with 301, to a
//   path built from the normalised one, so a Location never leaves the origin;
// - unknown paths and internal files: 404 with the not-found page;
// - Cache-Control decided on the normalised path; content types from deploy-rules;
// - the encoding chosen by Accept-Encoding per RFC 9110 (q-values, `*`, whitespace, any case);
// - the security headers (CSP with the hashes of the build's inline scripts) on every answer.
// A file that vanishes or cannot be read gets 404 or 500; nothing a client sends stops the server.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fresh from 'fresh';
import {
  brotliQuality,
  CACHE_REVALIDATE,
  cacheControlFor,
  canonicalPath,
  contentTypeFor,
  ENCODINGS,
  inlineScriptHashes,
  isCompressible,
  isInternalPath,
  securityHeaders,
} from './deploy-rules.mjs';
import { createFileCache } from './file-cache.mjs';

export { brotliQuality, canonicalPath };

/** A token (RFC 9110 §5.6.2): the only thing a content-coding name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
/** A qvalue (RFC 9110 §12.4.2): 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The codings we can serve that an Accept-Encoding header accepts, best first (RFC 9110 §12.5.3): names
 * are case-insensitive and may be surrounded by whitespace, `q=0` refuses a coding, `*` stands for any
 * coding not named, and equal weights go to our order (brotli, then gzip). A member with a malformed
 * weight is ignored. No header, or an empty one, means identity: tools that send none (curl, wrk) may not
 * decode anything, and identity is always acceptable unless refused.
 */
export function acceptedEncodings(header) {
  if (typeof header !== 'string' || !header.trim()) return [];
  const weights = new Map();
  for (const member of header.split(',')) {
    const [rawName, ...params] = member.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name || !TOKEN.test(name)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key, value = ''] = param.split('=').map((p) => p.trim());
      if (key.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid) weights.set(name, q);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(({ name }) => name)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

/** The coding to answer with, or null for identity. */
export function negotiateEncoding(header) {
  return acceptedEncodings(header)[0] ?? null;
}

/** What a path may hold before decoding (RFC 3986 §3.3: pchar and "/"); browsers encode everything else. */
const RAW_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
/** A query: visible ASCII (browsers leave `[`, `|`, `^`… as they are there). */
const RAW_QUERY = /^[\u0021-\u007e]*$/;
/** Anything that never belongs in a decoded path: control characters and the backslash. */
const FORBIDDEN_IN_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * A request target (origin form `/a/b?q`, or absolute form `http://host/a/b?q`) as a decoded path
 * normalised like nginx does (RFC 3986 dot segments removed, runs of `/` merged, a trailing slash kept)
 * and its query; null when it is malformed (answered 400): characters a path may not hold (`//[`), bad
 * percent-encoding, a control character or backslash once decoded, or `..` above the root.
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target) return null;
  let rest = target;
  if (!rest.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
    if (!absolute) return null;
    rest = rest.slice(absolute[0].length) || '/';
    if (!rest.startsWith('/')) rest = '/' + rest;
  }
  if (rest.includes('#')) return null;
  const at = rest.indexOf('?');
  const rawPath = at === -1 ? rest : rest.slice(0, at);
  const search = at === -1 ? '' : rest.slice(at);
  if (!RAW_PATH.test(rawPath) || !RAW_QUERY.test(search)) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (FORBIDDEN_IN_PATH.test(decoded)) return null;
  const segments = [];
  const parts = decoded.split('/');
  for (const part of parts.slice(1)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!segments.length) return null;
      segments.pop();
    } else {
      segments.push(part);
    }
  }
  const last = parts[parts.length - 1];
  const directory = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return { path: '/' + segments.join('/') + (directory ? '/' : ''), search };
}

/** A normalised path as it goes into a Location header: every segment percent-encoded. */
function encodePath(pathname) {
  return pathname
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** A query as it goes into a Location header: visible ASCII only. */
function encodeSearch(search) {
  return search.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
}

/**
 * Where a redirect for this normalised path and query points: always a path on this origin (one leading
 * slash, no backslash), never `//host`.
 */
export function redirectLocation(pathname, search) {
  const location = encodePath(pathname) + encodeSearch(search);
  if (!location.startsWith('/') || location.startsWith('//')) throw new Error(`refusing an off-origin Location: ${location}`);
  return location;
}

/** A file's stat, or null when it is missing or cannot be looked at (ENOENT, ENOTDIR, EACCES…). */
function statOrNull(abs) {
  try {
    return fs.statSync(abs, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** The validators and conditions that make no sense for a not-found page (it is never "not modified"). */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

const SUFFIX = Object.fromEntries(ENCODINGS.map(({ name, suffix }) => [name, suffix]));
const CONTENT_TYPE = Symbol('contentType');
const SERVING = Symbol('serving');
const ERROR_STATUS = (error) => {
  if (error?.code === 'ENOENT' || error?.code === 'ENOTDIR') return 404;
  const status = Number(error?.statusCode ?? error?.status);
  return status >= 400 && status < 600 ? status : 500;
};

/**
 * The site as a Fastify instance, ready to listen.
 * @param {object} [options]
 * @param {string} [options.root] the build output, ./public by default
 * @param {boolean} [options.redirects] false serves `.html` forms as a plain static host would (the
 *   browser-side normalisation is tested that way)
 */
export async function createSiteServer({ root = path.resolve('public'), redirects = true } = {}) {
  const absRoot = path.resolve(root);
  const cache = createFileCache();

  // The CSP hashes come from the HTML of the build being served; recomputed when a new build lands
  // (looked for at most once a second, so the check costs nothing under load).
  let policy = { stamp: undefined, checkedAt: 0, headers: securityHeaders([]) };
  const securityNow = () => {
    const now = Date.now();
    if (now - policy.checkedAt < 1000) return policy.headers;
    let stamp = null;
    try {
      stamp = fs.statSync(path.join(absRoot, 'index.html')).mtimeMs;
    } catch {
      // no build yet
    }
    if (stamp !== policy.stamp) policy = { stamp, checkedAt: now, headers: securityHeaders(stamp === null ? [] : inlineScriptHashes(absRoot)) };
    else policy.checkedAt = now;
    return policy.headers;
  };

  const app = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    // A slow client gets 30 s to send its request; others are not held up meanwhile.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    // Targets the router cannot decode: the same plain 400 as ours, with the headers of every answer.
    frameworkErrors: (error, request, reply) => plain(reply, error?.statusCode === 414 ? 414 : 400),
    // Requests Node's parser refuses (a space in the target, a bad header…): answered on the socket.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
      const body = `${status === 431 ? 'Request header fields too large' : status === 414 ? 'URI too long' : 'Bad request'}\n`;
      const headers = { ...securityNow(), 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' };
      socket.end(
        `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 414 ? 'URI Too Long' : 'Request Header Fields Too Large'}\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n${body}`,
      );
      return undefined;
    },
  });

  await app.register(fastifyStatic, {
    root: absRoot,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'allow',
    etag: true,
    lastModified: true,
    cacheControl: false,
    acceptRanges: true,
  });

  function plain(reply, status, extra = {}) {
    const text = { 400: 'Bad request', 404: 'Not found', 405: 'Method not allowed', 414: 'URI too long', 500: 'Internal server error' }[status] ?? 'Error';
    return reply
      .code(status)
      .headers({ ...securityNow(), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })
      .send(`${text}\n`);
  }

  /** The file for a normalised path: itself, or a folder's index.html; null if there is none or it is internal. */
  function fileFor(pathname) {
    if (isInternalPath(pathname)) return null;
    // Synchronous stats: a local file system answers in microseconds, far less than a round trip
    // through libuv's thread pool costs under load.
    const stat = statOrNull(path.join(absRoot, pathname));
    if (stat?.isFile()) return pathname;
    if (stat?.isDirectory()) {
      const index = path.posix.join(pathname, 'index.html');
      if (statOrNull(path.join(absRoot, index))?.isFile()) return index;
    }
    return null;
  }

  /**
   * Answer with a file: the precompressed file for the best coding the request accepts (or the file
   * itself), with validators, a 304 when the client's copy is current, and the bytes from memory.
   * Ranges, If-Match / If-Unmodified-Since and files too large to keep go to @fastify/send instead.
   */
  function sendFile(request, reply, file, cacheControl) {
    const abs = path.join(absRoot, file);
    const compressible = isCompressible(file);
    request[CONTENT_TYPE] = contentTypeFor(file);
    request[SERVING] = file;
    reply.header('cache-control', cacheControl);
    if (compressible) reply.header('vary', 'Accept-Encoding');

    let coding = null;
    let stat = null;
    for (const name of compressible ? acceptedEncodings(request.headers['accept-encoding']) : []) {
      stat = statOrNull(abs + SUFFIX[name]);
      if (stat?.isFile()) {
        coding = name;
        break;
      }
    }
    if (!coding) stat = statOrNull(abs);
    if (!stat?.isFile()) return notFoundPage(request, reply);

    const headers = request.headers;
    if (headers.range || headers['if-match'] || headers['if-unmodified-since'] || !cache.fits(stat.size)) {
      request.raw.headers['accept-encoding'] = coding ?? 'identity';
      return reply.sendFile(file, { highWaterMark: 256 * 1024 });
    }
    // The same validators as @fastify/send gives, so both paths agree.
    const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
    const lastModified = stat.mtime.toUTCString();
    reply.headers({ etag, 'last-modified': lastModified, 'accept-ranges': 'bytes' });
    if (reply.statusCode === 200 && fresh(headers, { etag, 'last-modified': lastModified })) return reply.code(304).send();
    const body = cache.read(coding ? abs + SUFFIX[coding] : abs, stat);
    if (coding) reply.header('content-encoding', coding);
    return reply.send(body);
  }

  async function notFoundPage(request, reply) {
    for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
    if (request[SERVING] === '/404.html' || !fileFor('/404.html')) return plain(reply, 404);
    reply.code(404);
    return sendFile(request, reply, '/404.html', CACHE_REVALIDATE);
  }

  async function handle(request, reply) {
    const method = request.raw.method;
    if (method !== 'GET' && method !== 'HEAD') return plain(reply, 405, { allow: 'GET, HEAD' });
    const target = parseTarget(request.raw.url);
    if (!target) return plain(reply, 400);
    if (redirects) {
      const canonical = canonicalPath(target.path);
      if (canonical) {
        return reply
          .code(301)
          .headers({ location: redirectLocation(canonical, target.search), 'cache-control': 'public, max-age=3600' })
          .send();
      }
    }
    const file = fileFor(target.path);
    if (!file) return notFoundPage(request, reply);
    return sendFile(request, reply, file, file.endsWith('.html') ? CACHE_REVALIDATE : cacheControlFor(target.path));
  }

  app.route({ method: ['GET', 'HEAD'], url: '*', handler: handle });
  // Other methods and targets the router does not match come here first; a file that @fastify/static
  // found missing after all (it vanished) comes back here too, and gets the not-found page.
  app.setNotFoundHandler((request, reply) => (request[SERVING] ? notFoundPage(request, reply) : handle(request, reply)));

  // A file that vanished (404, with the not-found page) or cannot be read (EACCES, EISDIR…: 500) while
  // being sent; never a crash.
  app.setErrorHandler((error, request, reply) => {
    if (reply.sent || reply.raw.headersSent) return undefined;
    for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range']) reply.removeHeader(name);
    request[CONTENT_TYPE] = undefined;
    const status = ERROR_STATUS(error);
    if (status === 404 && request[SERVING] && request[SERVING] !== '/404.html') {
      reply.code(200);
      return notFoundPage(request, reply);
    }
    return plain(reply, status);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityNow());
    if (request[CONTENT_TYPE] && reply.statusCode !== 304) reply.header('content-type', request[CONTENT_TYPE]);
    done(null, payload);
  });

  await app.ready();
  return app;
}

/**
 * The site listening on a port (0: one the OS picks) on loopback by default: its origin, port and a close
 * function. What `npm run serve`, the e2e tests and the benchmarks use.
 */
export async function listenSite({ port = 0, host = '127.0.0.1', ...options } = {}) {
  const app = await createSiteServer(options);
  await app.listen({ port, host });
  const { port: actual } = app.server.address();
  return {
    app,
    port: actual,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    close: () => app.close(),
  };
}
