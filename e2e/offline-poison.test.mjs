// A saved copy nothing on the path can poison (issue 38): the worker checks every file against the build's
// manifest (a digest per file) before saving it and before serving it. Three ways a wrong file could reach
// the copy, each ending with a copy whose every entry matches the manifest and every page running online
// and offline:
// - a captive portal (a reverse proxy here) answering a script, a page-data file and a search shard with an
//   HTML 200 during the first save;
// - an entry damaged in Cache Storage;
// - a deploy that keeps the script names, over a copy holding a wrong entry.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, startServer } from './helpers.mjs';
import { cacheContents, waitForOfflineState, workerContext, workerManifest } from './worker.mjs';

const A = path.resolve('public');
const manifest = workerManifest(A);
const PORTAL = '<!doctype html><html lang="fa"><title>ورود به شبکه</title><p>برای ادامه وارد شوید.</p></html>';
const routes = manifest
  .filter((f) => f.revision && !/^\/(?:page-data|img|search-index)/.test(f.url) && !f.url.startsWith('/404'))
  .map((f) => f.url);
const pick = (re, what) => {
  const file = manifest.find((f) => re.test(f.url));
  assert.ok(file, `the build has ${what}`);
  return file.url;
};
const DOC_SCRIPT = pick(/^\/component---templates-doc-page-tsx-[0-9a-f]+\.js$/, "the doc page template's script");
const DATA = pick(/^\/page-data\/introduction\/page-data\.json$/, "/introduction's page data");
const SHARD = pick(/^\/search-index\/[0-9a-f]+\/[^/]+\.json$/, 'a search shard');

/**
 * A reverse proxy in front of the site, as a captive portal or a filtering middlebox: while `poisoned` holds
 * paths, those are answered with a portal's HTML page, status 200, cacheable for ten minutes.
 */
function startPortal(target) {
  const poisoned = new Set();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    if (poisoned.has(pathname)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=600' });
      res.end(PORTAL);
      return;
    }
    const upstream = http.request(
      new URL(req.url, target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        poisoned,
        close: () => new Promise((done) => server.close(done).closeAllConnections()),
      }),
    ),
  );
}

/** Every file of the manifest in the copy, and the ones whose saved bytes do not match their digest. */
function checkCopy(page, files = manifest) {
  return page.evaluate(async (list) => {
    const digest = async (bytes) =>
      [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, 32);
    const missing = [];
    const wrong = [];
    for (const file of list) {
      const key = file.revision ? `${file.url}?__WB_REVISION__=${file.revision}` : file.url;
      const cacheName = /\.(?:js|woff2)$/.test(file.url) ? 'metis-offline-shell' : 'metis-offline-library';
      const saved = await caches.match(key, { cacheName, ignoreVary: true });
      if (!saved) missing.push(file.url);
      else if ((await digest(await saved.arrayBuffer())) !== file.digest) wrong.push(file.url);
    }
    return { missing, wrong };
  }, files);
}

/** Replaces a saved entry with a portal's page, as a damaged or poisoned entry would be. */
function damage(page, url) {
  const file = manifest.find((f) => f.url === url);
  return page.evaluate(
    async ({ key, cacheName, html }) => {
      const cache = await caches.open(cacheName);
      await cache.put(key, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    },
    {
      key: file.revision ? `${file.url}?__WB_REVISION__=${file.revision}` : file.url,
      cacheName: /\.(?:js|woff2)$/.test(url) ? 'metis-offline-shell' : 'metis-offline-library',
      html: PORTAL,
    },
  );
}

/**
 * Keeps, in the page, each state the footer's offline control shows (its `data-state`), in order, on
 * `window.__offlineStates`, from the page's start.
 */
function recordOfflineStates(page) {
  return page.addInitScript(() => {
    const states = (window.__offlineStates = []);
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="offline-save"]')?.getAttribute('data-state');
      if (state && state !== states.at(-1)) states.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

/**
 * Every page loads whole and runs: the footer's offline control appears only once the app has hydrated and
 * its offline client has asked the worker, and it says «saved». No page error on the way.
 */
async function everyPageRuns(context, origin, { offline }) {
  await context.setOffline(offline);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  try {
    for (const route of routes) {
      const response = await page.goto(origin + route);
      assert.equal(response.status(), 200, `${route} (${offline ? 'offline' : 'online'})`);
      await waitForOfflineState(page, 'saved', 20_000);
    }
    assert.deepEqual(errors, [], `no page error (${offline ? 'offline' : 'online'})`);
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

describe('a saved copy nothing on the path can poison', () => {
  const site = {};
  before(async () => {
    site.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-poison-'));
    site.link = path.join(site.dir, 'current');
    fs.symlinkSync(A, site.link, 'dir');
    site.server = await startServer({ root: site.link });
    site.portal = await startPortal(site.server.origin);
    site.browser = await launchBrowser();
    site.context = await workerContext(site.browser);
  });
  after(async () => {
    await site.context?.close();
    await site.browser?.close();
    await site.portal?.close();
    await site.server?.close();
    fs.rmSync(site.dir, { recursive: true, force: true });
  });

  it('HTML 200 for a script, a page-data file and a search shard during the first save: never saved, never «saved», then fetched right', async (t) => {
    const { context, portal } = site;
    for (const url of [DOC_SCRIPT, DATA, SHARD]) portal.poisoned.add(url);
    // Whatever fails below, the later tests meet a portal that lets the reader through.
    t.after(() => portal.poisoned.clear());
    const page = await context.newPage();
    await recordOfflineStates(page);
    // A page of another template (the doc template's script is among the poisoned): the first visit runs.
    // The reader scrolls to the footer at once, so its control shows every state from the worker's start.
    await page.goto(portal.origin + '/pricing');
    await waitForOfflineState(page, 'failed', 120_000);
    const states = await page.evaluate(() => window.__offlineStates);
    assert.ok(states.includes('saving'), `the footer said «saving» first (${states.join(' → ')})`);
    assert.deepEqual(
      states.slice(states.indexOf('saving')),
      ['saving', 'failed'],
      `«failed» only once the save has run, and never before it (${states.join(' → ')})`,
    );
    const first = await checkCopy(page);
    assert.deepEqual(first.wrong, [], 'no saved entry holds the portal page');
    assert.deepEqual(
      first.missing.sort(),
      [DOC_SCRIPT, DATA, SHARD].sort(),
      'exactly the three answered by the portal are missing',
    );
    assert.doesNotMatch(await page.getByTestId('offline-save').innerText(), /ذخیره شده است \(/);

    // The portal lets the reader through: the next page's start saves what is missing, past the HTTP cache
    // that kept the portal's page under the three URLs.
    portal.poisoned.clear();
    await page.reload();
    await waitForOfflineState(page, 'saved', 120_000);
    assert.deepEqual(await checkCopy(page), { missing: [], wrong: [] });
    await page.close();
    const started = Date.now();
    await everyPageRuns(context, portal.origin, { offline: false });
    await everyPageRuns(context, portal.origin, { offline: true });
    t.diagnostic(`${routes.length} pages run online and offline in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  it('an entry damaged in Cache Storage is never served: dropped, fetched again and saved right', async () => {
    const { context, portal } = site;
    const page = await context.newPage();
    await page.goto(portal.origin + '/');
    await waitForOfflineState(page, 'saved');
    await damage(page, DOC_SCRIPT);
    await damage(page, DATA);
    assert.deepEqual((await checkCopy(page)).wrong.sort(), [DOC_SCRIPT, DATA].sort());
    // The pages whose template script (a doc page) and data (/introduction) were damaged load and run, from
    // the network; the right answers replace the wrong entries.
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of ['/concepts/qa', '/introduction']) {
      await page.goto(portal.origin + route);
      await waitForOfflineState(page, 'saved');
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(await checkCopy(page), { missing: [], wrong: [] });
    await page.close();
    await everyPageRuns(context, portal.origin, { offline: true });
    await everyPageRuns(context, portal.origin, { offline: false });
  });

  it('a deploy that keeps the script names replaces a wrong entry at activation', async () => {
    const { context, portal } = site;
    const page = await context.newPage();
    await page.goto(portal.origin + '/');
    await waitForOfflineState(page, 'saved');
    // A search shard no page loads until search is opened: only the activation's check can find it.
    await damage(page, SHARD);
    assert.deepEqual((await checkCopy(page)).wrong, [SHARD]);

    // The redeploy: the same files (hard links), and a new sw.js (one more line), so browsers install it.
    const B = path.join(site.dir, 'b');
    fs.cpSync(A, B, { recursive: true });
    for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(B, `sw.js${suffix}`), { force: true });
    fs.writeFileSync(path.join(B, 'sw.js'), fs.readFileSync(path.join(A, 'sw.js'), 'utf8') + '\n// redeployed\n');
    const next = `${site.link}.next`;
    fs.symlinkSync(B, next, 'dir');
    fs.renameSync(next, site.link);

    await page.reload();
    const notice = page.getByRole('complementary', { name: 'نسخه‌ی تازه‌ی مستندات آماده است' });
    await notice.waitFor({ timeout: 60_000 });
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'تازه‌سازی صفحه' }).click();
    await reloaded;
    await waitForOfflineState(page, 'saved');
    const contents = await cacheContents(page);
    assert.ok(contents['metis-offline-library'].includes(SHARD));
    const deadline = Date.now() + 30_000;
    let check = await checkCopy(page);
    while (check.wrong.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      check = await checkCopy(page);
    }
    assert.deepEqual(check, { missing: [], wrong: [] });
    await page.close();
    await everyPageRuns(context, portal.origin, { offline: true });
    await everyPageRuns(context, portal.origin, { offline: false });
  });
});
