// @ts-check
// The production server for the built site (./public), used by `npm run serve`, `npm start`, the e2e tests
// and the benchmarks. Fastify carries HTTP (parsing, errors, streams, keep-alive) and @fastify/static (with
// @fastify/send) the files: validators and 304, ranges, and the brotli or gzip file the build wrote beside
// each text file. This module adds only the rules of server/deploy-rules.mjs, the ones every other host
// gets too:
// - the request target is decoded and normalised once (dot segments, `//`), as nginx does; a target that
//   cannot be (bad percent-encoding, a control character, a backslash, `..` above the root) gets 400;
// - exact routes without trailing slashes: `.html`, `/index.html` and `/` forms answered with 301, to a
//   path built from the normalised one, so a Location never leaves the origin;
// - unknown paths and internal files: 404 with the not-found page;
// - Cache-Control decided on the normalised path; content types from deploy-rules;
// - the encoding chosen by Accept-Encoding per RFC 9110 (q-values, `*`, whitespace, any case);
// - the security headers on every answer, Node's own included (400 for a request it cannot parse or that
//   has no Host or two, 408 when the request is not sent in time, 417 for an Expect it cannot meet); the
//   CSP of an HTML answer allows the inline scripts of that very file, computed once from its bytes and
//   kept with them in the file cache (server/file-cache.mjs), so a deploy never pairs one build's page
//   with another's policy and nothing walks the build while a request waits.
// A file that vanishes or cannot be read gets 404 or 500; nothing a client sends stops the server. It stops
// gracefully (server/drain.mjs): `drain()` lets responses in flight finish, up to a deadline.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fresh from 'fresh';
import {
  CACHE_IMMUTABLE,
  CACHE_REDIRECT,
  CACHE_REVALIDATE,
  cacheControlFor,
  canonicalPath,
  contentTypeFor,
  ENCODINGS,
  isCompressible,
  isInternalPath,
  plainHeaders,
  plainText,
  rawAnswer,
  scriptHashesOf,
  securityHeaders,
} from './deploy-rules.mjs';
import { connectionDrainer } from './drain.mjs';
import { createFileCache } from './file-cache.mjs';

/**
 * A request as the handlers see it: Fastify's, with the symbols this module keeps per answer.
 * @typedef {import('fastify').FastifyRequest & { [key: symbol]: any }} Req
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {import('fastify').FastifyInstance & { drain: (options?: { deadlineMs?: number }) => Promise<void> }} SiteApp
 * @typedef {ReturnType<typeof createFileCache>} FileCache
 */

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
 * @param {unknown} header @returns {string[]}
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
  /** @param {string} name */
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(({ name }) => name)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

/** The coding to answer with, or null for identity. @param {unknown} header */
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
 * @param {unknown} target @returns {{ path: string, search: string } | null}
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target) return null;
  let rest = target;
  if (!rest.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
    if (!absolute) return null;
    rest = rest.slice(absolute[0].length);
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

/**
 * Where a redirect for this normalised path and query points: always a path on this origin (one leading
 * slash, no backslash), never `//host`. Every path segment is percent-encoded; the query keeps visible ASCII.
 * @param {string} pathname @param {string} search
 */
export function redirectLocation(pathname, search) {
  const encodedPath = pathname.split('/').map((segment) => encodeURIComponent(segment));
  const location = encodedPath.join('/') + search.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
  if (!location.startsWith('/') || location.startsWith('//'))
    throw new Error(`refusing an off-origin Location: ${location}`);
  return location;
}

/** A file's stat, or null when it is missing or cannot be looked at (ENOENT, ENOTDIR, EACCES…). */
/** @param {string} abs @returns {fs.Stats | null} */
function statOrNull(abs) {
  try {
    return fs.statSync(abs, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** The validators and conditions that make no sense for a not-found page (it is never "not modified"). */
const CONDITIONAL_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
];

/** The headers of a file being sent, taken off again when sending it fails. */
const FILE_HEADERS = ['content-encoding', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

const SUFFIX = Object.fromEntries(ENCODINGS.map(({ name, suffix }) => [name, suffix]));
const CONTENT_TYPE = Symbol('contentType');
const SERVING = Symbol('serving');
const SECURITY = Symbol('security');
const ETAG = Symbol('etag');
const ROOT = Symbol('root');

/**
 * Files an open tab of the previous build may still ask for after a deploy: content-hashed names (scripts,
 * the font) and the search index, whose folder is named by its content. Pages and page data never: a tab
 * learns of the new build from them.
 * @param {string} pathname
 */
export function keptAcrossDeploys(pathname) {
  return (
    cacheControlFor(pathname) === CACHE_IMMUTABLE ||
    /^\/search-index(?:\.[0-9a-f]+\.json|\/[0-9a-f]+\/[^/]+\.json)$/.test(pathname)
  );
}

/**
 * The validator of one version of a file: size and modification time as @fastify/send and nginx use, and
 * the inode and change time, which tell a replacement of the same size and modification time (a
 * reproducible build, `tar`, `rsync -a`) from the file it replaced: a browser revalidating the old
 * app-data.json must not be told 304. Weak: the precompressed representations share it.
 * @param {fs.Stats} stat
 */
export function versionTag(stat) {
  /** @param {number} n */
  const hex = (n) => Math.floor(n).toString(16);
  return `W/"${hex(stat.size)}-${hex(stat.mtimeMs)}-${hex(stat.ino)}-${hex(stat.ctimeMs * 1000)}"`;
}

/**
 * Whether an If-Match / If-None-Match / If-Range list names `etag` (`*` names any). `strong`: the strong
 * comparison If-Match and If-Range require (RFC 9110 §8.8.3.2, §13.1.1, §13.1.5): a weak tag, and every
 * tag of ours is weak, matches nothing; If-None-Match compares weakly (`W/"x"` and `"x"` alike).
 * @param {string} list @param {string} etag @param {{ strong?: boolean }} [options]
 */
function etagListMatches(list, etag, { strong = false } = {}) {
  const entries = list.split(',').map((entry) => entry.trim());
  if (entries.includes('*')) return true;
  if (strong) return !etag.startsWith('W/') && entries.includes(etag);
  const opaque = (/** @type {string} */ tag) => tag.replace(/^W\//, '');
  return entries.some((entry) => opaque(entry) === opaque(etag));
}

/**
 * The Range @fastify/send is to answer, made to agree with nginx's: none (the whole file) for a compressed
 * representation (nginx's gzip_static answers those whole) or for several ranges (the snippet's max_ranges 1),
 * and a suffix longer than the file is the whole file (RFC 9110 §14.1.3; range-parser would answer 416).
 * Anything else that is no range is left to @fastify/send, which answers 416 as nginx does.
 * @param {string} range @param {string | null} coding @param {number} size @returns {string | undefined}
 */
function rangeToServe(range, coding, size) {
  if (coding) return undefined;
  const [unit, list = ''] = range.replace(/\s+/g, '').split('=');
  // nginx skips a range whose end comes before its start, and counts what is left.
  const specs = list.split(',').filter((spec) => {
    const bounds = /^(\d+)-(\d+)$/.exec(spec);
    return !bounds || Number(bounds[1]) <= Number(bounds[2]);
  });
  if (specs.length > 1) return undefined;
  if (unit.toLowerCase() !== 'bytes' || specs.length === 0) return range;
  const suffix = /^-(\d+)$/.exec(specs[0]);
  return `bytes=${suffix && size > 0 && Number(suffix[1]) >= size ? '0-' : specs[0]}`;
}

/**
 * Whether the client's copy is current: If-None-Match decides when sent (weakly compared), else
 * If-Modified-Since. A request's own `Cache-Control: no-cache` does not make a 304 a 200: it is for caches
 * on the way, and the origin's answer to a conditional request is the same.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {string} etag @param {string} lastModified
 */
function notModified(headers, etag, lastModified) {
  if (headers['if-none-match']) return etagListMatches(String(headers['if-none-match']), etag);
  return fresh({ 'if-modified-since': headers['if-modified-since'] }, { 'last-modified': lastModified });
}

/** The security headers of every answer that is not an HTML page: no inline script is allowed. */
const BASE_SECURITY = Object.freeze(securityHeaders([]));

/**
 * What the file cache keeps about a file besides its bytes: for an HTML file (or its brotli or gzip
 * file), the security headers of its answers, whose CSP allows exactly its own inline scripts.
 * @param {string} file @param {Buffer} bytes
 */
export function policyOf(file, bytes) {
  if (!/\.html(?:\.br|\.gz)?$/.test(file)) return undefined;
  let html;
  try {
    html = (
      file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : file.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes
    ).toString('utf8');
  } catch {
    // A corrupt compressed file: nothing of it may run.
    return BASE_SECURITY;
  }
  return Object.freeze(securityHeaders(scriptHashesOf(html)));
}

/** A Host header's value: a DNS name or an IPv4 address, or an IPv6 literal, with an optional port. */
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)(?::\d{1,5})?$/i;

/** How many Host headers a request has (Node keeps only the first in `headers`). @param {string[]} rawHeaders */
const hostHeaders = (rawHeaders) => rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;

/** Node's parser errors answered otherwise than 400, by code. @type {Record<string, number>} */
const CLIENT_ERROR_STATUS = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
};

/** @param {any} error @returns {number} */
const ERROR_STATUS = (error) => {
  if (error?.code === 'ENOENT' || error?.code === 'ENOTDIR') return 404;
  const status = Number(error?.statusCode ?? error?.status);
  return status >= 400 && status < 600 ? status : 500;
};

/** @param {Req | null} request @param {Reply} reply @param {number} status @param {Record<string, string>} [extra] */
function plain(request, reply, status, extra = {}) {
  if (request) request[SECURITY] = undefined;
  // The headers of every answer here too: Fastify's framework errors are answered without its hooks.
  return reply
    .code(status)
    .headers({ ...BASE_SECURITY, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })
    .send(plainText(status));
}

/**
 * The Fastify instance with the server's own answers for what never reaches a route: Node's parser errors
 * and timeouts (clientErrorHandler), targets the router cannot decode (frameworkErrors).
 * @param {number} requestTimeoutMs
 */
function createFastify(requestTimeoutMs) {
  return Fastify({
    exposeHeadRoutes: false,
    // Stopping is drain()'s job: responses in flight finish, and requests that arrive meanwhile are
    // answered (with Connection: close), not refused with a 503.
    forceCloseConnections: false,
    return503OnClosing: false,
    // A slow client gets 30 s to send its request (then 408); others are not held up meanwhile. Node checks
    // these timeouts on an interval, a tenth of the timeout here, so a 408 comes close to the deadline.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.round(requestTimeoutMs / 10))),
      // A missing or repeated Host is answered by handle(), with the headers of every answer, instead of
      // Node's bare 400.
      requireHostHeader: false,
    },
    // Targets the router cannot decode: the same plain 400 as ours, with the headers of every answer.
    frameworkErrors: (error, request, reply) =>
      plain(/** @type {Req} */ (/** @type {unknown} */ (request)), reply, error?.statusCode === 414 ? 414 : 400),
    // Requests Node's parser refuses (a space in the target, a bad header…) or that were not sent in time:
    // answered on the socket.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable || error?.code === 'ECONNRESET') return socket.destroy();
      return void socket.end(rawAnswer(CLIENT_ERROR_STATUS[error?.code] ?? 400));
    },
  });
}

/**
 * Answers with files: the one a normalised path names (`fileFor`), sent with validators, ranges, the
 * precompressed coding and its policy (`sendFile`), and the not-found page.
 * @param {{ absRoot: string, absPrevious: string | null, cache: FileCache }} options
 */
function createFileAnswers({ absRoot, absPrevious, cache }) {
  /** The file for a normalised path: itself, or a folder's index.html; null if there is none or it is internal. */
  /** @param {string} pathname @param {Req} [request] @returns {string | null} */
  function fileFor(pathname, request) {
    if (isInternalPath(pathname)) return null;
    // Synchronous stats: a local file system answers in microseconds, far less than a round trip
    // through libuv's thread pool costs under load.
    const stat = statOrNull(path.join(absRoot, pathname));
    if (stat?.isFile()) return pathname;
    if (!stat && absPrevious && request && keptAcrossDeploys(pathname)) {
      if (statOrNull(path.join(absPrevious, pathname))?.isFile()) {
        request[ROOT] = absPrevious;
        return pathname;
      }
    }
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
   * @param {Req} request @param {Reply} reply @param {string} file @param {string} cacheControl @returns {any}
   */
  function sendFile(request, reply, file, cacheControl) {
    const fromRoot = request[ROOT] ?? absRoot;
    const abs = path.join(fromRoot, file);
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
    const representation = coding ? abs + SUFFIX[coding] : abs;
    // An HTML page's own policy, kept with its bytes (read now if this version of it is new).
    request[SECURITY] = file.endsWith('.html') ? cache.derived(representation, stat) : undefined;

    const headers = request.headers;
    const etag = versionTag(stat);
    const lastModified = stat.mtime.toUTCString();
    if (headers.range || headers['if-match'] || headers['if-unmodified-since'] || !cache.fits(stat.size)) {
      // @fastify/send streams it (ranges, If-Unmodified-Since by date, files too large to keep); what
      // compares ETags is decided here, on ours, and the answer carries ours.
      const raw = request.raw.headers;
      if (raw['if-match'] && !etagListMatches(raw['if-match'], etag, { strong: true }))
        return plain(request, reply, 412);
      if (reply.statusCode === 200 && raw['if-none-match'] && notModified(headers, etag, lastModified)) {
        reply.headers({ etag, 'last-modified': lastModified, 'accept-ranges': 'bytes' });
        return reply.code(304).send();
      }
      const ifRange = String(raw['if-range'] ?? '');
      if (ifRange && /^(?:W\/)?"/.test(ifRange.trim())) {
        // An If-Range naming another version: the whole file instead of the range (RFC 9110 §13.1.5).
        if (!etagListMatches(ifRange, etag, { strong: true })) delete raw.range;
        delete raw['if-range'];
      }
      const range = raw.range ? rangeToServe(String(raw.range), coding, stat.size) : undefined;
      if (range) raw.range = range;
      else delete raw.range;
      delete raw['if-match'];
      delete raw['if-none-match'];
      raw['accept-encoding'] = coding ?? 'identity';
      request[ETAG] = etag;
      // @fastify/send's stream option, passed through though its types do not list it.
      return reply.sendFile(file, fromRoot, /** @type {any} */ ({ highWaterMark: 256 * 1024 }));
    }
    reply.headers({ etag, 'last-modified': lastModified, 'accept-ranges': 'bytes' });
    if (reply.statusCode === 200 && notModified(headers, etag, lastModified)) return reply.code(304).send();
    const body = cache.read(representation, stat);
    if (coding) reply.header('content-encoding', coding);
    return reply.send(body);
  }

  /** @param {Req} request @param {Reply} reply @returns {Promise<any>} */
  async function notFoundPage(request, reply) {
    request[ROOT] = undefined;
    for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
    if (request[SERVING] === '/404.html' || !fileFor('/404.html')) return plain(request, reply, 404);
    reply.code(404);
    return sendFile(request, reply, '/404.html', CACHE_REVALIDATE);
  }

  return { fileFor, sendFile, notFoundPage };
}

/**
 * Routes every GET and HEAD to `handle` (Host, method and target checked, then a redirect or a file), turns
 * errors into answers, and puts the headers of every answer on each.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ redirects: boolean, files: ReturnType<typeof createFileAnswers>,
 *   drainer: ReturnType<typeof connectionDrainer> }} options
 */
function installRoutes(app, { redirects, files: { fileFor, sendFile, notFoundPage }, drainer }) {
  /** @param {Req} request @param {Reply} reply */
  async function handle(request, reply) {
    // HTTP/1.1 requires exactly one Host (RFC 9112 §3.2); HTTP/1.0 may send none.
    const hosts = hostHeaders(request.raw.rawHeaders);
    if (hosts > 1 || (hosts === 0 && request.raw.httpVersion !== '1.0')) return plain(request, reply, 400);
    // A Host that is no host name (RFC 9110 §7.2: uri-host [":" port]) gets 400, as nginx answers it.
    if (hosts === 1 && !HOST.test(String(request.raw.headers.host ?? ''))) return plain(request, reply, 400);
    const method = request.raw.method;
    if (method !== 'GET' && method !== 'HEAD') return plain(request, reply, 405, { allow: 'GET, HEAD' });
    const target = parseTarget(request.raw.url);
    if (!target) return plain(request, reply, 400);
    if (redirects) {
      const canonical = canonicalPath(target.path);
      if (canonical) {
        return reply
          .code(301)
          .headers({ location: redirectLocation(canonical, target.search), 'cache-control': CACHE_REDIRECT })
          .send();
      }
    }
    const file = fileFor(target.path, request);
    if (!file) return notFoundPage(request, reply);
    return sendFile(request, reply, file, file.endsWith('.html') ? CACHE_REVALIDATE : cacheControlFor(target.path));
  }

  app.route({ method: ['GET', 'HEAD'], url: '*', handler: /** @type {any} */ (handle) });
  // Other methods and targets the router does not match come here first; a file that @fastify/static
  // found missing after all (it vanished) comes back here too, and gets the not-found page.
  app.setNotFoundHandler((/** @type {any} */ request, reply) =>
    request[SERVING] ? notFoundPage(request, reply) : handle(request, reply),
  );

  // A file that vanished (404, with the not-found page) or cannot be read (EACCES, EISDIR…: 500) while
  // being sent; never a crash.
  app.setErrorHandler((/** @type {any} */ error, /** @type {any} */ request, reply) => {
    if (reply.sent || reply.raw.headersSent) return undefined;
    for (const name of FILE_HEADERS) reply.removeHeader(name);
    request[CONTENT_TYPE] = undefined;
    request[ETAG] = undefined;
    const status = ERROR_STATUS(error);
    if (status === 404 && request[SERVING] && request[SERVING] !== '/404.html') {
      reply.code(200);
      return notFoundPage(request, reply);
    }
    // A range outside the file: the answer says how long the file is (RFC 9110 §15.5.17), and keeps the
    // file's Cache-Control, as nginx's does.
    const range = status === 416 ? error?.headers?.['Content-Range'] : undefined;
    const cache = reply.getHeader('cache-control');
    return plain(
      request,
      reply,
      status,
      range ? { 'content-range': range, 'cache-control': String(cache ?? 'no-store') } : {},
    );
  });

  app.addHook('onSend', (/** @type {any} */ request, reply, payload, done) => {
    reply.headers(request[SECURITY] ?? BASE_SECURITY);
    if (request[CONTENT_TYPE] && reply.statusCode !== 304) reply.header('content-type', request[CONTENT_TYPE]);
    if (request[ETAG] && (reply.statusCode === 200 || reply.statusCode === 206)) reply.header('etag', request[ETAG]);
    // While draining, each answer tells its client to reconnect (to another worker, or the restarted server).
    if (drainer.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The site as a Fastify instance, ready to listen.
 * @param {object} [options]
 * @param {string} [options.root] the build output, ./public by default
 * @param {boolean} [options.redirects] false serves `.html` forms as a plain static host would (the
 *   browser-side normalisation is tested that way)
 * @param {number} [options.requestTimeoutMs] how long a client may take to send its request (then 408)
 * @param {string | null} [options.previous] the release deployed before `root`: its content-hashed files
 *   (keptAcrossDeploys) are served when `root` has none by that name, for tabs still running it
 */
export async function createSiteServer({
  root = path.resolve('public'),
  redirects = true,
  requestTimeoutMs = 30_000,
  previous = null,
} = {}) {
  const absRoot = path.resolve(root);
  const absPrevious = previous ? path.resolve(previous) : null;
  const cache = createFileCache({ derive: policyOf });
  const app = createFastify(requestTimeoutMs);

  const drainer = connectionDrainer(app.server);
  /** Stop gracefully (server/drain.mjs): responses in flight finish, up to `deadlineMs`; then close. */
  app.decorate('drain', async (/** @type {{ deadlineMs?: number } | undefined} */ options) => {
    await drainer.drain(options);
    await app.close();
  });

  // An Expect other than 100-continue: Node's own 417 has no headers of ours.
  app.server.on('checkExpectation', (request, response) => {
    response.writeHead(417, plainHeaders(417)).end(plainText(417));
  });

  await app.register(fastifyStatic, {
    root: absRoot,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'allow',
    // The ETag is ours (versionTag) on every path: @fastify/send's cannot tell a same-size, same-mtime
    // replacement, and the preconditions that compare ETags are decided on ours before it is called.
    etag: false,
    lastModified: true,
    cacheControl: false,
    acceptRanges: true,
  });

  const files = createFileAnswers({ absRoot, absPrevious, cache });
  installRoutes(app, { redirects, files, drainer });
  await app.ready();
  return /** @type {SiteApp} */ (/** @type {unknown} */ (app));
}

/**
 * The site listening on a port (0: one the OS picks) on loopback by default: its origin, port, `close` (at
 * once: open connections are cut) and `drain` (gracefully, see server/drain.mjs). What `npm run serve`,
 * the e2e tests and the benchmarks use.
 * @param {{ port?: number, host?: string } & NonNullable<Parameters<typeof createSiteServer>[0]>} [options]
 */
export async function listenSite({ port = 0, host = '127.0.0.1', ...options } = {}) {
  const app = await createSiteServer(options);
  try {
    await app.listen({ port, host });
  } catch (error) {
    // The port was taken (a caller trying ports in a range goes on to the next): nothing is left open.
    await app.close();
    throw error;
  }
  const { port: actual } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return {
    port: actual,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    close: async () => {
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
    },
    drain: app.drain,
  };
}
