// The production server (scripts/server.mjs) and the deploy files the build writes from the same rules.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { inlineScripts, sha256 } from '../scripts/deploy-rules.mjs';
import { negotiateEncoding } from '../scripts/server.mjs';
import { startServer } from './helpers.mjs';

/** A raw GET (fetch would decompress and hide Content-Encoding handling). */
function get(origin, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + pathname, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const publicDir = path.resolve('public');
const appScript = () => fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f));

describe('production server', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => server?.close());

  it('answers a page with 200 and an unknown path with 404 and the not-found page', async () => {
    const page = await get(server.origin, '/introduction');
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /^text\/html; charset=utf-8/);
    const missing = await get(server.origin, '/no/such/page');
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /صفحه پیدا نشد/);
    const missingFile = await get(server.origin, '/page-data/nope/page-data.json');
    assert.equal(missingFile.status, 404);
  });

  it('redirects the .html, /index.html and trailing-slash forms with 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/introduction.html', '/introduction'],
      ['/introduction/index.html', '/introduction'],
      ['/introduction/', '/introduction'],
      ['/index.html', '/'],
      ['/api/audio.html?x=1', '/api/audio?x=1'],
    ]) {
      const res = await get(server.origin, from);
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.location, to, from);
    }
    assert.equal((await get(server.origin, '/404.html')).status, 200);
  });

  it('refuses other methods and paths outside the build', async () => {
    assert.equal((await get(server.origin, '/introduction', {}, 'POST')).status, 405);
    assert.equal((await get(server.origin, '/%2e%2e/package.json')).status, 404);
    assert.equal((await get(server.origin, '/%E0%A4%A')).status, 400);
  });

  it('compresses with brotli or gzip as Accept-Encoding asks, and not at all when it does not', async () => {
    const raw = await get(server.origin, '/introduction');
    const br = await get(server.origin, '/introduction', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.deepEqual(zlib.brotliDecompressSync(br.body), raw.body);
    assert.ok(br.body.length < raw.body.length / 2, `brotli ${br.body.length} vs ${raw.body.length}`);
    const gz = await get(server.origin, '/introduction', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(gz.body), raw.body);
    const refused = await get(server.origin, '/introduction', { 'Accept-Encoding': 'br;q=0, gzip' });
    assert.equal(refused.headers['content-encoding'], 'gzip');
    assert.equal(raw.headers['content-encoding'], undefined);
    const js = await get(server.origin, '/' + appScript(), { 'Accept-Encoding': 'br' });
    assert.equal(js.headers['content-encoding'], 'br');
    const notFound = await get(server.origin, '/nope', { 'Accept-Encoding': 'gzip' });
    assert.equal(notFound.status, 404);
    assert.match(zlib.gunzipSync(notFound.body).toString(), /صفحه پیدا نشد/);
  });

  it('negotiates encodings by q-value', () => {
    assert.equal(negotiateEncoding(undefined), null);
    assert.equal(negotiateEncoding('identity'), null);
    assert.equal(negotiateEncoding('gzip, br'), 'br');
    assert.equal(negotiateEncoding('gzip;q=1, br;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*, br;q=0'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0, br;q=0'), null);
  });

  it('sends validators and answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    const first = await get(server.origin, '/introduction', { 'Accept-Encoding': 'br' });
    assert.ok(first.headers.etag);
    assert.ok(first.headers['last-modified']);
    const again = await get(server.origin, '/introduction', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers['cache-control'], 'public, max-age=0, must-revalidate');
    const since = await get(server.origin, '/introduction', { 'If-Modified-Since': first.headers['last-modified'] });
    assert.equal(since.status, 304);
    const stale = await get(server.origin, '/introduction', { 'If-None-Match': '"0-0"' });
    assert.equal(stale.status, 200);
  });

  it('revalidates HTML, page data and app data; keeps hashed assets for a year', async () => {
    const revalidate = 'public, max-age=0, must-revalidate';
    assert.equal((await get(server.origin, '/introduction')).headers['cache-control'], revalidate);
    assert.equal((await get(server.origin, '/')).headers['cache-control'], revalidate);
    assert.equal((await get(server.origin, '/nope')).headers['cache-control'], revalidate);
    assert.equal((await get(server.origin, '/page-data/introduction/page-data.json')).headers['cache-control'], revalidate);
    assert.equal((await get(server.origin, '/page-data/app-data.json')).headers['cache-control'], revalidate);
    const app = await get(server.origin, '/' + appScript());
    assert.equal(app.status, 200);
    assert.equal(app.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(app.headers['content-type'], /^text\/javascript/);
    const staticFile = fs.existsSync(path.join(publicDir, 'static'))
      ? fs.readdirSync(path.join(publicDir, 'static'), { recursive: true }).find((f) => fs.statSync(path.join(publicDir, 'static', f)).isFile())
      : null;
    if (staticFile) {
      const res = await get(server.origin, '/static/' + String(staticFile).split(path.sep).join('/'));
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  it('sends the security headers, with a CSP that allows our origin and exactly the inline scripts of the build', async () => {
    for (const p of ['/introduction', '/nope', '/page-data/introduction/page-data.json']) {
      const res = await get(server.origin, p);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
      assert.equal(res.headers['x-frame-options'], 'DENY', p);
      assert.ok(res.headers['content-security-policy'], p);
    }
    const res = await get(server.origin, '/introduction');
    const csp = res.headers['content-security-policy'];
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.equal(directives['script-src'][0], "'self'");
    assert.ok(!directives['script-src'].includes("'unsafe-inline'"));
    assert.ok(!directives['script-src'].includes("'unsafe-eval'"));
    assert.ok(!/https?:|\*/.test(csp), 'no other origin or wildcard');
    // Every inline script of the served page (and of the not-found page) is allowed by hash.
    for (const html of [res.body.toString(), (await get(server.origin, '/nope')).body.toString()]) {
      const scripts = inlineScripts(html);
      assert.ok(scripts.length >= 2);
      for (const body of scripts) assert.ok(directives['script-src'].includes(`'${sha256(body)}'`), `hash of ${body.slice(0, 60)}`);
    }
  });

  it('the build wrote the same rules for static hosts: _headers, _redirects and an nginx snippet', async () => {
    const csp = (await get(server.origin, '/introduction')).headers['content-security-policy'];
    const headersFile = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
    assert.ok(headersFile.includes(`  Content-Security-Policy: ${csp}\n`), '_headers carries the server CSP');
    assert.match(headersFile, /\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    assert.match(headersFile, /\/page-data\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate/);
    assert.match(headersFile, /X-Content-Type-Options: nosniff/);
    const redirects = fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8');
    assert.match(redirects, /^\/introduction\.html {2}\/introduction {2}301$/m);
    assert.match(redirects, /^\/introduction\/index\.html {2}\/introduction {2}301$/m);
    assert.doesNotMatch(redirects, /^\/introduction\/ /m, 'no trailing-slash rule (it could loop on these hosts)');
    assert.match(redirects, /^\/concepts\/contentWriter\.html {2}\/concepts\/contentWriter {2}301$/m);
    const nginx = fs.readFileSync(path.join(publicDir, 'nginx.conf.example'), 'utf8');
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${csp}" always;`));
    assert.match(nginx, /error_page 404 \/404\.html;/);
    assert.match(nginx, /rewrite \^\(\/\.\*\)\/index\\\.html\$ \$1 permanent;/);
    assert.match(nginx, /location \/static\/ \{[^}]*max-age=31536000, immutable/);
  });
});
