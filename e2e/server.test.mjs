// The production server (server/server.mjs): the serving checks it shares with nginx, then what only the
// Node server can be asked (its parsing functions, files that vanish or cannot be read), and the deploy
// files the build writes from the same rules.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  brotliQuality,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  inlineScriptHashes,
  isInternalPath,
  securityHeaders,
} from '../server/deploy-rules.mjs';
import { nginxSnippetPath } from '../server/emit-deploy-files.mjs';
import { brotliWindow } from '../server/precompress.mjs';
import { acceptedEncodings, listenSite, negotiateEncoding, parseTarget, redirectLocation } from '../server/server.mjs';
import { startServer } from './helpers.mjs';
import {
  definePrivateFileChecks,
  defineServingChecks,
  publicWithPrivateFiles,
  rawRequest,
  text,
} from './serving-checks.mjs';

const publicDir = path.resolve('public');

describe('production server: the serving checks (shared with nginx)', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => server?.close());

  defineServingChecks(() => server.origin);

  it('answers ranges and preconditions through @fastify/send, with the same validators', async () => {
    const full = await rawRequest(server.origin, { target: '/llms.txt' });
    const part = await rawRequest(server.origin, { target: '/llms.txt', headers: { Range: 'bytes=0-99' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers['content-range'], `bytes 0-99/${full.body.length}`);
    assert.deepEqual(part.body, full.body.subarray(0, 100));
    assert.equal(part.headers.etag, full.headers.etag);
    assert.equal(part.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(part.headers['cache-control'], CACHE_REVALIDATE);
    const unsatisfiable = await rawRequest(server.origin, {
      target: '/llms.txt',
      headers: { Range: `bytes=${full.body.length + 10}-` },
    });
    assert.equal(unsatisfiable.status, 416);
    assert.equal(
      unsatisfiable.headers['content-range'],
      `bytes */${full.body.length}`,
      'a 416 says how long the file is',
    );
    assert.equal(unsatisfiable.headers['x-content-type-options'], 'nosniff');
    const failed = await rawRequest(server.origin, { target: '/llms.txt', headers: { 'If-Match': '"other"' } });
    assert.equal(failed.status, 412);
  });

  it('one bad request does not stop it: the malformed-host catalogue of issue 13, then a page', async () => {
    for (const target of [
      '//[',
      '//[::1',
      '//]',
      '//%',
      '//a:b@[',
      '//@',
      '//:',
      '//[1::',
      '//a b',
      '//%zz',
      '//%00',
      '//\\\\',
      '//\u0000',
    ]) {
      const res = await rawRequest(server.origin, { target });
      assert.ok([400, 404].includes(res.status), `${target}: ${res.status}`);
    }
    assert.equal((await rawRequest(server.origin, { target: '/introduction' })).status, 200);
  });
});

describe('production server: request parsing', () => {
  it('negotiates encodings per RFC 9110: q-values, *, whitespace, case', () => {
    assert.equal(negotiateEncoding(undefined), null);
    assert.equal(negotiateEncoding(''), null);
    assert.equal(negotiateEncoding('identity'), null);
    assert.equal(negotiateEncoding('gzip, br'), 'br');
    assert.equal(negotiateEncoding('gzip;q=1, br;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*, br;q=0'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0, br;q=0'), null);
    assert.equal(negotiateEncoding('br ; q=0.9'), 'br', 'whitespace around the name and the weight');
    assert.equal(negotiateEncoding('\tbr\t;\tq=0.9\t,gzip;q=0.8'), 'br');
    assert.equal(negotiateEncoding('BR;Q=0.5, GZIP;q=0.4'), 'br', 'names and q are case-insensitive');
    assert.equal(negotiateEncoding('br;q=1.5, gzip'), 'gzip', 'a malformed weight drops its member');
    assert.equal(negotiateEncoding('br;q=0.0001, gzip;q=0.1'), 'gzip', 'at most three decimals');
    assert.equal(negotiateEncoding('br;q=0.000'), null);
    assert.equal(negotiateEncoding(',,, ;q=1, gzip'), 'gzip');
    assert.equal(negotiateEncoding('*;q=0.5, gzip'), 'gzip');
    assert.deepEqual(acceptedEncodings('gzip;q=0.8, *;q=0.9'), ['br', 'gzip']);
  });

  it('parses request targets: decoded once, dot segments and // merged, 400 for what cannot be', () => {
    assert.deepEqual(parseTarget('/introduction?x=1'), { path: '/introduction', search: '?x=1' });
    assert.deepEqual(parseTarget('/.//evil.example/'), { path: '/evil.example/', search: '' });
    assert.deepEqual(parseTarget('/%2e//evil.example/index.html'), { path: '/evil.example/index.html', search: '' });
    assert.deepEqual(parseTarget('/static/..%2fllms.txt'), { path: '/llms.txt', search: '' });
    assert.deepEqual(parseTarget('/a/b/..'), { path: '/a/', search: '' });
    assert.deepEqual(parseTarget('http://evil.example'), { path: '/', search: '' });
    assert.deepEqual(parseTarget('/%D8%B1%D8%A7'), { path: '/را', search: '' });
    for (const bad of [
      '',
      '*',
      'evil.example:443',
      '//[',
      '/..//evil.example/',
      '/%E0%A4%A',
      '/a%00',
      '/a%5cb',
      '/a#b',
      '/a b',
      '/\u0635',
    ]) {
      assert.equal(parseTarget(bad), null, JSON.stringify(bad));
    }
  });

  it('builds every Location as a path of this origin', () => {
    assert.equal(redirectLocation('/evil.example', ''), '/evil.example');
    assert.equal(redirectLocation('/راهنما', '?q=پ'), '/%D8%B1%D8%A7%D9%87%D9%86%D9%85%D8%A7?q=%D9%BE');
    assert.equal(redirectLocation('/a?b', ''), '/a%3Fb');
    assert.throws(() => redirectLocation('//evil.example', ''), /off-origin/);
  });

  it('decides caching on the decoded, normalised path, and knows the internal files', () => {
    assert.equal(cacheControlFor('/llms.txt'), CACHE_REVALIDATE);
    assert.equal(cacheControlFor('/static/font.woff2'), CACHE_IMMUTABLE);
    assert.equal(cacheControlFor('/app-5e9c6fff7b6388fd9ced.js'), CACHE_IMMUTABLE);
    for (const p of [
      '/_headers',
      '/_redirects',
      '/nginx.conf.example',
      '/webpack.stats.json',
      '/chunk-map.json',
      '/x.js.br',
      '/x.html.gz',
    ])
      assert.ok(isInternalPath(p), p);
    assert.ok(!isInternalPath('/llms.txt'));
  });

  it('precompresses scripts and styles at brotli 11, everything else at 9', () => {
    const dir = path.join('public', 'x');
    assert.equal(brotliQuality(path.join(dir, 'app-5e9c6fff7b6388fd9ced.js')), 11);
    assert.equal(
      brotliQuality(path.join(dir, 'component---src-templates-api-doc-page-tsx-5317cba365c696d64839.js')),
      11,
    );
    assert.equal(brotliQuality(path.join(dir, 'styles.css')), 11);
    assert.equal(brotliQuality(path.join(dir, 'index.html')), 9);
    assert.equal(brotliQuality(path.join('public', 'page-data', 'api', 'session', 'page-data.json')), 9);
    assert.equal(brotliQuality(path.join('public', 'component---x.js', 'index.html')), 9);
  });

  it("sizes brotli's window to the file: it spans the whole file, within brotli's bounds", () => {
    for (const bytes of [1, 1000, 1024, 1025, 80_000, 5 * 2 ** 20, 2 ** 30]) {
      const lgwin = brotliWindow(bytes);
      assert.ok(lgwin >= 10 && lgwin <= 24, `${bytes}: ${lgwin}`);
      if (lgwin < 24) assert.ok(2 ** lgwin > bytes, `${bytes} bytes fit a window of 2^${lgwin}`);
    }
    assert.equal(brotliWindow(80_000), 17);
  });
});

describe('production server: files that vanish or cannot be read', () => {
  let dir;
  let site;
  const write = (rel, body) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-serve-'));
    write('index.html', '<h1>home</h1>');
    write('404.html', '<h1>صفحه پیدا نشد</h1>' + ' '.repeat(2000));
    write('gone/index.html', '<h1>gone</h1>');
    write('locked.txt', 'secret');
    write('big.txt', 'x'.repeat(2 * 1024 * 1024));
    site = await listenSite({ root: dir });
  });
  after(async () => {
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a file that cannot be read: 500, and the server answers the next request', async () => {
    const locked = path.join(dir, 'locked.txt');
    const read = fs.readFileSync;
    const open = fs.open;
    // As root, mode 000 does not stop a read: refuse it the way the kernel would for anyone else.
    fs.chmodSync(locked, 0);
    const denied = (p) => path.resolve(String(p)) === locked;
    fs.readFileSync = function (p, ...rest) {
      if (denied(p)) throw Object.assign(new Error(`EACCES: permission denied, open '${p}'`), { code: 'EACCES' });
      return read.call(this, p, ...rest);
    };
    /** @type {any} */ (fs).open = function (p, ...rest) {
      const callback = rest.pop();
      if (denied(p))
        return process.nextTick(
          callback,
          Object.assign(new Error(`EACCES: permission denied, open '${p}'`), { code: 'EACCES' }),
        );
      return open.call(this, p, ...rest, callback);
    };
    try {
      const res = await rawRequest(site.origin, { target: '/locked.txt' });
      assert.equal(res.status, 500);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.doesNotMatch(text(res), /secret/);
      const ranged = await rawRequest(site.origin, { target: '/locked.txt', headers: { Range: 'bytes=0-1' } });
      assert.equal(ranged.status, 500, 'the streamed path too');
    } finally {
      fs.readFileSync = read;
      fs.open = open;
      fs.chmodSync(locked, 0o644);
    }
    assert.equal((await rawRequest(site.origin, { target: '/' })).status, 200);
  });

  it('a file that vanished after it was served: 404 with the not-found page', async () => {
    assert.equal((await rawRequest(site.origin, { target: '/gone' })).status, 200);
    fs.rmSync(path.join(dir, 'gone'), { recursive: true });
    const res = await rawRequest(site.origin, { target: '/gone' });
    assert.equal(res.status, 404);
    assert.match(text(res), /صفحه پیدا نشد/);
  });

  it('a redeploy that is not atomic (files rewritten and removed under load): only 200, 304 and 404, never down', async () => {
    const statuses = new Map();
    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        write(`page${i % 5}/index.html`, `<h1>${i}</h1>`.repeat(200 + (i % 7)));
        fs.rmSync(path.join(dir, `page${(i + 2) % 5}`), { recursive: true, force: true });
        write('big.txt', String(i % 10).repeat(2 * 1024 * 1024 - (i % 3)));
        await new Promise((r) => setImmediate(r));
      }
    })();
    const targets = ['/page0', '/page1', '/page2', '/page3', '/page4', '/big.txt', '/'];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = 0; i < 60; i++) {
          const res = await rawRequest(site.origin, {
            target: targets[(i + worker) % targets.length],
            headers: { 'Accept-Encoding': 'gzip, br' },
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    stop = true;
    await churn;
    const seen = [...statuses.keys()].sort();
    assert.ok(
      seen.every((s) => [200, 304, 404].includes(s)),
      `statuses ${JSON.stringify([...statuses])}`,
    );
    assert.equal((await rawRequest(site.origin, { target: '/' })).status, 200);
  });

  it('with no not-found page in the build, a plain 404', async () => {
    fs.rmSync(path.join(dir, '404.html'));
    const res = await rawRequest(site.origin, { target: '/nope' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  });
});

describe('deploy files written by the build from the same rules', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => server?.close());

  it('_headers, _redirects and the nginx snippet carry the rules, and a policy that allows every page the server serves', async () => {
    const pagePolicy = (await rawRequest(server.origin, { target: '/introduction' })).headers[
      'content-security-policy'
    ];
    const sitePolicy = securityHeaders(inlineScriptHashes(publicDir))['Content-Security-Policy'];
    const scriptSrc = (csp) => /script-src ([^;]*)/.exec(csp)[1].split(' ');
    for (const source of scriptSrc(pagePolicy))
      assert.ok(scriptSrc(sitePolicy).includes(source), `the site-wide policy allows ${source}`);
    const headersFile = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
    assert.ok(headersFile.includes(`  Content-Security-Policy: ${sitePolicy}\n`), '_headers carries the site-wide CSP');
    assert.match(headersFile, /Cross-Origin-Resource-Policy: same-origin/);
    assert.match(headersFile, /\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    assert.match(headersFile, /\/page-data\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate/);
    const redirects = fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8');
    assert.match(redirects, /^\/introduction\.html {2}\/introduction {2}301$/m);
    assert.match(redirects, /^\/introduction\/index\.html {2}\/introduction {2}301$/m);
    assert.doesNotMatch(redirects, /^\/introduction\/ /m, 'no trailing-slash rule (it could loop on these hosts)');
    const nginx = fs.readFileSync(nginxSnippetPath(publicDir), 'utf8');
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${sitePolicy}" always;`));
    assert.match(nginx, /add_header Cross-Origin-Resource-Policy "same-origin" always;/);
    assert.doesNotMatch(nginx, /^root /m, 'the including server block sets root');
  });

  it('the nginx snippet is written beside the published folder, never into it', () => {
    assert.equal(nginxSnippetPath(publicDir), path.resolve('deploy/nginx.conf'));
    assert.ok(fs.existsSync(nginxSnippetPath(publicDir)));
    const published = fs.readdirSync(publicDir, { recursive: true }).map(String);
    assert.deepEqual(
      published.filter((f) => /nginx|\.conf(\.|$)/i.test(f)),
      [],
      'no web-server configuration in public/',
    );
  });

  it('every text file of the build has its brotli and gzip files beside it', () => {
    for (const rel of ['introduction/index.html', '404.html', 'page-data/introduction/page-data.json', 'llms.txt']) {
      for (const suffix of ['.br', '.gz']) assert.ok(fs.existsSync(path.join(publicDir, rel + suffix)), rel + suffix);
    }
  });
});

describe('production server: private files a deploy copied in are never served', () => {
  let folder;
  let site;
  before(async () => {
    folder = publicWithPrivateFiles();
    site = await listenSite({ root: folder.publicDir });
  });
  after(async () => {
    await site?.close();
    folder?.remove();
  });
  definePrivateFileChecks(() => site.origin);
});

describe("production server: the previous release's hashed files stay reachable after a deploy", () => {
  let dir;
  let site;
  const script = '/app-0123456789abcdef0123.js';
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-previous-'));
    for (const [file, text] of [
      ['current/index.html', '<!doctype html><h1>B</h1>'],
      ['current/404.html', '<!doctype html><h1>404</h1>'],
      [`previous${script}`, 'old();'],
      ['previous/static/font-0123456789abcdef.woff2', 'font'],
      ['previous/search-index/aaaaaaaaaaaa/f0.json', '{}'],
      ['previous/page-data/app-data.json', '{"webpackCompilationHash":"a"}'],
      ['previous/old-page/index.html', '<!doctype html><h1>A</h1>'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    site = await listenSite({ root: path.join(dir, 'current'), previous: path.join(dir, 'previous') });
  });
  after(async () => {
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('scripts, the font and search shards of the previous release: 200, cached as immutable as before', async () => {
    for (const target of [script, '/static/font-0123456789abcdef.woff2', '/search-index/aaaaaaaaaaaa/f0.json']) {
      const res = await rawRequest(site.origin, { target });
      assert.equal(res.status, 200, target);
    }
    const res = await rawRequest(site.origin, { target: script });
    assert.equal(text(res), 'old();');
    assert.match(res.headers['cache-control'], /immutable/);
  });

  it('its pages and page data are not: a tab learns of the new build from them', async () => {
    assert.equal((await rawRequest(site.origin, { target: '/page-data/app-data.json' })).status, 404);
    assert.equal((await rawRequest(site.origin, { target: '/old-page' })).status, 404);
  });
});

describe('production server: validators compared as RFC 9110 says', () => {
  let site;
  before(async () => {
    site = await listenSite();
  });
  after(async () => site?.close());
  const get = (headers) => rawRequest(site.origin, { target: '/introduction', headers });

  it('If-None-Match is answered 304 whatever the request says to caches (Cache-Control: no-cache)', async () => {
    const { etag } = (await get({})).headers;
    assert.equal((await get({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status, 304);
    assert.equal((await get({ 'If-None-Match': etag.replace(/^W\//, '') })).status, 304, 'weak comparison');
  });

  it('If-Match and If-Range compare strongly: our weak ETag never matches them', async () => {
    const { etag } = (await get({})).headers;
    assert.match(etag, /^W\//);
    assert.equal((await get({ 'If-Match': etag })).status, 412);
    assert.equal((await get({ 'If-Match': '*' })).status, 200);
    assert.equal((await get({ 'If-Range': etag, Range: 'bytes=0-9' })).status, 200, 'the whole file, not the range');
    assert.equal((await get({ Range: 'bytes=0-9', 'Accept-Encoding': 'identity' })).status, 206);
  });

  it('a Host that is no host name: 400; names, addresses and ports: served', async () => {
    for (const host of ['a/b', 'a b', '<x>', 'a@b', '']) assert.equal((await get({ Host: host })).status, 400, host);
    for (const host of ['docs.metisai.ir', 'localhost:9000', '127.0.0.1', '[::1]:8080'])
      assert.equal((await get({ Host: host })).status, 200, host);
  });
});
