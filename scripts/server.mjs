// The production server for the built site (./public), used by `npm run serve`, `npm start` and the e2e
// tests. It applies the rules of scripts/deploy-rules.mjs — the same ones the build writes for static hosts:
// - exact routes without trailing slashes; `.html`, `/index.html` and `/` forms answered with 301;
// - unknown paths: 404 with the not-found page;
// - gzip or brotli, negotiated by Accept-Encoding, for text formats;
// - ETag and Last-Modified with 304 answers; Cache-Control by kind of file;
// - the security headers (CSP with the hashes of the build's inline scripts, nosniff, Referrer-Policy…).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { CACHE_REVALIDATE, cacheControlFor, canonicalPath, inlineScriptHashes, securityHeaders } from './deploy-rules.mjs';

export { canonicalPath };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|yaml|manifest\+json)|image\/svg\+xml)/;
/** Below this many bytes compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, honouring q-values
 * (`q=0` refuses an encoding, `*` stands for any other); null for identity.
 */
export function negotiateEncoding(header) {
  if (!header) return null;
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name) => (q.has(name) ? q.get(name) : q.has('*') ? q.get('*') : 0);
  const candidates = ['br', 'gzip'].filter((name) => weight(name) > 0);
  if (!candidates.length) return null;
  return candidates.reduce((best, name) => (weight(name) > weight(best) ? name : best));
}

function fileFor(root, pathname) {
  const decoded = decodeURIComponent(pathname);
  const abs = path.join(root, decoded);
  if (abs !== root && !abs.startsWith(root + path.sep)) return null;
  try {
    const stat = fs.statSync(abs);
    if (stat.isFile()) return abs;
    if (stat.isDirectory()) {
      const index = path.join(abs, 'index.html');
      if (fs.existsSync(index)) return index;
    }
  } catch {
    // not found
  }
  return null;
}

/**
 * @param {object} [options]
 * @param {string} [options.root] the build output, ./public by default
 * @param {boolean} [options.redirects] false serves `.html` forms as a plain static host would (the
 *   browser-side normalisation is tested that way)
 */
/**
 * Content-hashed scripts and styles are compressed once per build and cached by browsers for a year, so
 * they get brotli's best (about 7 % smaller than 9, 200 ms once per file), as static hosts that
 * precompress serve them; HTML and JSON stay at 9. The byte budgets compress the same way.
 */
export function brotliQuality(file) {
  return /\.(js|css)$/.test(file) ? 11 : 9;
}

export function createSiteServer({ root = path.resolve('public'), redirects = true } = {}) {
  const absRoot = path.resolve(root);

  // The CSP hashes come from the HTML of the build being served; recomputed when a new build lands.
  let policy = { stamp: null, headers: securityHeaders([]) };
  const headersNow = () => {
    let stamp = null;
    try {
      stamp = fs.statSync(path.join(absRoot, 'index.html')).mtimeMs;
    } catch {
      // no build yet
    }
    if (stamp !== policy.stamp) policy = { stamp, headers: securityHeaders(inlineScriptHashes(absRoot)) };
    return policy.headers;
  };

  // Compressed bodies, kept per file version and encoding: the site is small and files never change
  // under a running build except by a rebuild (which changes size or mtime, hence the key).
  const compressed = new Map();
  const compress = (file, stat, encoding) => {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : zlib.gzipSync(raw, { level: 9 });
      compressed.set(key, body);
    }
    return body;
  };

  return http.createServer((req, res) => {
    const security = headersNow();
    const send = (status, headers = {}) => {
      res.writeHead(status, { ...security, ...headers });
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = url.pathname;
    try {
      decodeURIComponent(pathname);
    } catch {
      send(400);
      res.end();
      return;
    }
    if (redirects) {
      const canonical = canonicalPath(pathname);
      if (canonical) {
        send(301, { Location: canonical + url.search, 'Cache-Control': 'public, max-age=3600' });
        res.end();
        return;
      }
    }
    const file = fileFor(absRoot, pathname);
    const status = file ? 200 : 404;
    const served = file || path.join(absRoot, '404.html');
    let stat;
    try {
      stat = fs.statSync(served);
    } catch {
      send(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found (no build in ./public: run npm run build)\n');
      return;
    }
    const type = TYPES[path.extname(served)] || 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(type) && stat.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const baseTag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    const etag = `"${baseTag}${encoding ? '-' + encoding : ''}"`;
    const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString();
    const headers = {
      'Content-Type': type,
      'Cache-Control': served.endsWith('.html') ? CACHE_REVALIDATE : cacheControlFor(pathname),
      ETag: etag,
      'Last-Modified': lastModified,
      ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
    };

    if (status === 200) {
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      // A tag matches whether or not it names our encoding: the content behind it is the same.
      const tags = inm ? inm.split(',').map((t) => t.trim().replace(/^W\//, '')) : [];
      const fresh = inm
        ? tags.includes('*') || tags.some((t) => t === etag || t === `"${baseTag}"` || t.startsWith(`"${baseTag}-`))
        : ims
          ? Date.parse(ims) >= Date.parse(lastModified)
          : false;
      if (fresh) {
        send(304, { ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': headers['Cache-Control'], ...(headers.Vary ? { Vary: headers.Vary } : {}) });
        res.end();
        return;
      }
    }

    if (encoding) {
      const body = compress(served, stat, encoding);
      send(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    send(status, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(served).pipe(res);
  });
}
