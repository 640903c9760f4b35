// Readable without a connection (issue 28), in Chromium with the site's service worker: one visit to /, then
// offline (Playwright's context.setOffline, which the worker's own fetches obey too). One browser; each
// journey in a context of its own; nothing waits a fixed time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { strictAxe } from './axe.mjs';
import { closeSite, launchBrowser, openSearchByShortcut, startServer } from './helpers.mjs';
import {
  cacheContents,
  emulateSaveData,
  registrations,
  savedRoutes,
  scrollToFooter,
  waitForOfflineState,
  waitUntil,
  workerContext,
  workerManifest,
} from './worker.mjs';

const PUBLIC = path.resolve('public');
const manifest = workerManifest(PUBLIC);
const h1Of = (route) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(fs.readFileSync(path.join(PUBLIC, route === '/' ? '' : route, 'index.html'), 'utf8'))?.[1]
    .replace(/<[^>]+>/g, '')
    .trim();
const OFFLINE_HEADING = 'این صفحه بدون اینترنت در دسترس نیست';
const SAVE = 'ذخیره برای خواندن بدون اینترنت';
const REMOVE = 'حذف نسخه‌ی ذخیره‌شده';

/** A client-side navigation keeps the window: a mark set before it survives it. */
const markWindow = (page) => page.evaluate(() => (window.__sameWindow = true));
const sameWindow = (page) => page.evaluate(() => window.__sameWindow === true);

describe('offline reading, with the service worker', () => {
  const site = {};
  before(async () => {
    site.server = await startServer();
    site.browser = await launchBrowser();
  });
  after(() => closeSite(site));

  it('after one visit to /, every page, a link, search and our offline page work without a connection', async (t) => {
    const context = await workerContext(site.browser);
    // When the page calls navigator.serviceWorker.register, and when its load event ran.
    await context.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        window.__registerCalls = [...(window.__registerCalls ?? []), performance.now()];
        return register.apply(this, args);
      };
      window.addEventListener('load', () => (window.__loadAt = performance.now()), { once: true });
    });
    const page = await context.newPage();
    const registered = context.waitForEvent('serviceworker');
    const started = Date.now();
    await page.goto(site.server.origin + '/');
    const worker = await registered;
    assert.equal(new URL(worker.url()).pathname, '/sw.js');
    // Nothing is registered before `load`: the one register call comes after the load event.
    const { calls, loadAt } = await page.evaluate(() => ({
      calls: window.__registerCalls ?? [],
      loadAt: window.__loadAt ?? null,
    }));
    assert.equal(calls.length, 1, 'the page registers the worker once');
    assert.ok(loadAt !== null && calls[0] >= loadAt, `register called at ${calls[0]} ms, load at ${loadAt} ms`);
    await waitForOfflineState(page, 'saved');
    const toSaved = Date.now() - started;
    const contents = await cacheContents(page);
    const saved = (contents['metis-offline-shell']?.length ?? 0) + (contents['metis-offline-library']?.length ?? 0);
    assert.equal(saved, manifest.length, 'every file of the build is saved');
    const bytes = manifest.reduce((sum, f) => sum + f.bytes, 0);
    const transfer = manifest.reduce((sum, f) => sum + f.transfer, 0);
    const line = `saved ${manifest.length} files (${(bytes / 1e6).toFixed(2)} MB stored, about ${(transfer / 1e6).toFixed(2)} MB brotli) ${(toSaved / 1000).toFixed(1)} s after the visit began`;
    t.diagnostic(line);
    console.log(line);
    assert.match(await page.getByTestId('offline-save').innerText(), /ذخیره شده است \([۰-۹٫]+ مگابایت\)/);

    await context.setOffline(true);
    // Full loads of three kinds of page: a guide, a concept, an API reference. Each starts (its scripts run
    // from the saved copy: the footer's control appears only once the app runs).
    for (const route of ['/introduction', '/concepts/qa', '/api/session']) {
      const response = await page.goto(site.server.origin + route);
      assert.equal(response.status(), 200, route);
      assert.ok(response.fromServiceWorker(), `${route} comes from the worker`);
      assert.equal(
        (await page.locator('main h1').first().innerText()).trim(),
        h1Of(route),
        `${route} shows its own page`,
      );
      await waitForOfflineState(page, 'saved');
    }

    // A link: a client-side navigation, from the saved page data.
    await markWindow(page);
    await page.locator('footer a[href="/introduction"]').click();
    await page.waitForURL(`${site.server.origin}/introduction`);
    await page.locator('main h1', { hasText: h1Of('/introduction') }).waitFor();
    assert.ok(await sameWindow(page), 'the link was followed in the page, without a full load');
    assert.equal(await page.getByTestId('offline-notice').count(), 0, 'no offline notice for a saved page');

    // Search, on the saved index.
    const { queries } = JSON.parse(fs.readFileSync('tools/search-queries.json', 'utf8'));
    const query = queries.find((q) => q.kind === 'persian' && q.expect?.length);
    await openSearchByShortcut(page);
    await page.getByRole('combobox').fill(query.query);
    const first = page.getByRole('option').first();
    await first.waitFor();
    assert.ok(
      query.expect.includes((await first.getAttribute('href')).split('#')[0]),
      `«${query.query}» finds ${query.expect.join(' or ')} first`,
    );
    await page.keyboard.press('Escape');

    // A page the saved copy cannot serve: our Persian offline page, never the browser's, with a retry.
    const missing = await page.goto(site.server.origin + '/no-such-page?from=offline');
    assert.equal(missing.status(), 503);
    assert.equal(await page.locator('h1').innerText(), OFFLINE_HEADING);
    assert.equal(await page.getAttribute('html', 'lang'), 'fa-IR');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    assert.ok((await page.title()).startsWith('بدون اتصال به اینترنت'));
    assert.equal(
      await page.getByRole('link', { name: 'تلاش دوباره' }).getAttribute('href'),
      '/no-such-page?from=offline',
    );
    const pages = manifest.filter(
      (f) => f.revision && !/^\/(?:page-data|img)\//.test(f.url) && !f.url.startsWith('/404'),
    );
    assert.equal(await page.locator('main li a').count(), pages.length, 'it lists every saved page');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'تلاش دوباره' }).click();
    await page.locator('h1', { hasText: 'صفحه پیدا نشد' }).waitFor();
    await context.close();
  });

  it('with Save-Data, only the pages opened are saved, the rest is offered, and a page not opened gets our offline page', async () => {
    const context = await workerContext(site.browser);
    const page = await context.newPage();
    await emulateSaveData(context, page);
    const pageRequests = [];
    page.on('request', (r) => pageRequests.push(new URL(r.url()).pathname));
    await page.goto(site.server.origin + '/');
    await waitForOfflineState(page, 'opened');
    await markWindow(page);
    await page.locator('footer a[href="/introduction"]').click();
    await page.locator('main h1', { hasText: h1Of('/introduction') }).waitFor();
    assert.ok(await sameWindow(page));
    // The page opened by a link is saved whole: its data now, and its HTML fetched beside it.
    await waitUntil(
      page,
      async () => {
        if (!(await caches.has('metis-offline-library'))) return false;
        const keys = await (await caches.open('metis-offline-library')).keys();
        return keys.some((r) => new URL(r.url).pathname === '/introduction');
      },
      null,
      { what: 'the HTML of /introduction saved' },
    );
    const contents = await cacheContents(page);
    assert.deepEqual(savedRoutes(contents), ['/', '/introduction'], 'only the two pages opened');
    const data = contents['metis-offline-library']
      .filter((k) => k.startsWith('/page-data/') && !k.startsWith('/page-data/sq/'))
      .map((k) => k.split('?')[0]);
    assert.deepEqual(data.sort(), [
      '/page-data/app-data.json',
      '/page-data/index/page-data.json',
      '/page-data/introduction/page-data.json',
    ]);
    assert.ok(
      !contents['metis-offline-library'].some((k) => k.startsWith('/search-index')),
      'no search file: search was not used',
    );
    assert.equal(
      contents['metis-offline-shell'].length,
      manifest.filter((f) => f.url.endsWith('.js') || f.url.endsWith('.woff2')).length,
      'the scripts and the font',
    );
    const status = page.getByTestId('offline-save');
    await page.waitForFunction(() =>
      /۲ صفحه/.test(document.querySelector('[data-testid="offline-save"]')?.textContent ?? ''),
    );
    const save = status.getByRole('button', { name: SAVE });
    assert.match(
      await save.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText()),
      /^حدود [۰-۹٫]+ مگابایت دریافت می‌شود\.$/,
    );

    await context.setOffline(true);
    const reload = await page.goto(site.server.origin + '/introduction');
    assert.ok(reload.fromServiceWorker());
    assert.equal((await page.locator('main h1').first().innerText()).trim(), h1Of('/introduction'));
    // A link to a page not opened: the runtime's notice (the reader stays), and the data request is tried
    // at most twice (the bounded recovery, src/lib/requestPolicy), each answered by the worker at once.
    await waitForOfflineState(page, 'opened');
    pageRequests.length = 0;
    await page.locator('footer a[href="/api/audio"]').click();
    await page.getByTestId('offline-notice').waitFor();
    assert.equal(new URL(page.url()).pathname, '/introduction', 'the reader stays on the page they have');
    const dataRequests = pageRequests.filter((p) => p === '/page-data/api/audio/page-data.json').length;
    assert.ok(dataRequests >= 1 && dataRequests <= 2, `${dataRequests} requests for the page's data`);
    // A full load of it: our offline page, listing what can be read.
    const offline = await page.goto(site.server.origin + '/api/session');
    assert.equal(offline.status(), 503);
    assert.equal(await page.locator('h1').innerText(), OFFLINE_HEADING);
    assert.deepEqual(await page.locator('main li a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
      '/',
      '/introduction',
    ]);

    // Back online, the reader asks for the rest.
    await context.setOffline(false);
    await page.goto(site.server.origin + '/introduction');
    await scrollToFooter(page);
    await page.getByTestId('offline-save').getByRole('button', { name: SAVE }).click();
    await waitForOfflineState(page, 'saved');
    const all = await cacheContents(page);
    assert.equal(all['metis-offline-shell'].length + all['metis-offline-library'].length, manifest.length);
    await context.close();
  });

  it('the control is reachable by keyboard, named by its labels, clean under axe in both colour modes; removing the copy empties the cache storage', async () => {
    const context = await workerContext(site.browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/concepts/qa');
    await waitForOfflineState(page, 'saved');
    const findings = [];
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') {
        await page.evaluate(() =>
          /** @type {HTMLElement} */ (document.querySelector('header button[data-color-mode]')).click(),
        );
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      }
      findings.push(
        ...(await strictAxe(page, { mode })).filter((f) => f.target.includes('offline') || /footer/.test(f.target)),
      );
    }
    assert.deepEqual(
      findings
        .filter((f) => f.impact === 'serious' || f.impact === 'critical')
        .map((f) => `${f.rule} (${f.mode}): ${f.target}`),
      [],
    );
    const remove = page.getByRole('button', { name: REMOVE });
    await remove.focus();
    await page.keyboard.press('Enter');
    await waitForOfflineState(page, 'off');
    assert.deepEqual(await cacheContents(page), {}, 'the cache storage is empty');
    assert.deepEqual(await registrations(page), [], 'the worker is unregistered');
    assert.ok(await page.getByRole('status').filter({ hasText: 'ذخیره نشده است' }).isVisible());
    // The page goes on without it, and nothing is saved again: not by a link, nor on the next visit.
    await page.locator('footer a[href="/introduction"]').click();
    await page.locator('main h1', { hasText: h1Of('/introduction') }).waitFor();
    await page.reload();
    await waitForOfflineState(page, 'off');
    assert.deepEqual(await cacheContents(page), {});
    assert.deepEqual(await registrations(page), []);
    assert.ok(await page.getByRole('button', { name: SAVE }).isVisible(), 'saving is offered again');
    await context.close();
  });
});
