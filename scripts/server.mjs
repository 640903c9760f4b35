// The production server for the built site (./public): exact routes without trailing slashes, `.html`
// normalisation, 404 with the not-found page. Used by `npm run serve`, `npm start` and the e2e tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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

/** Where a request path normalises to, or null when it is already canonical. */
export function canonicalPath(pathname) {
  let p = pathname;
  if (/\/index\.html$/.test(p)) p = p.replace(/\/index\.html$/, '') || '/';
  else if (/\.html$/.test(p) && p !== '/404.html') p = p.replace(/\.html$/, '') || '/';
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  return p === pathname ? null : p;
}

function fileFor(root, pathname) {
  const decoded = decodeURIComponent(pathname);
  const abs = path.join(root, decoded);
  if (!abs.startsWith(root)) return null;
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

export function createSiteServer({ root = path.resolve('public') } = {}) {
  const absRoot = path.resolve(root);
  return http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const pathname = url.pathname;
    try {
      decodeURIComponent(pathname);
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    const canonical = canonicalPath(pathname);
    if (canonical) {
      res.writeHead(301, { Location: canonical + url.search });
      res.end();
      return;
    }
    const file = fileFor(absRoot, pathname);
    const status = file ? 200 : 404;
    const served = file || path.join(absRoot, '404.html');
    const type = TYPES[path.extname(served)] || 'application/octet-stream';
    res.writeHead(status, { 'Content-Type': type });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(served).pipe(res);
  });
}
