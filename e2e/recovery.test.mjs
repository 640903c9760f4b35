// Failures a reader can recover from, in Chromium: a route whose page data, code chunk or app data fails
// (after the one guarded reload, the page-load error state above the still-readable static HTML, with a
// console warning and a retry), links followed offline (the reader stays, with a Persian notice), a page
// opened while the server answers 500 for its data, a browser whose sessionStorage throws, and a malformed
// URL fragment. Every class of resource × every way of failing: e2e/chaos.test.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openSearchByShortcut, openSite, settled } from './helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ERROR_HEADING = 'بارگیری صفحه ناموفق بود.';
const OFFLINE_TITLE = 'اتصال اینترنت برقرار نیست';

/** Without IntersectionObserver gatsby-link does not prefetch on visibility, so the click does the load. */
const NO_VISIBILITY_PREFETCH = () => {
  delete window.IntersectionObserver;
};

describe('recovering from failures', () => {
  let server;
  let browser;
  let introductionH1;
  before(async () => {
    ({ server, browser } = await openSite());
    introductionH1 = /<h1[^>]*>([^<]+)<\/h1>/
      .exec(await (await fetch(server.origin + '/introduction')).text())[1]
      .trim();
  });
  after(() => closeSite({ server, browser }));

  /** The home page, hydrated, with its loads, warnings and errors recorded. */
  async function openHome() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    await context.addInitScript(NO_VISIBILITY_PREFETCH);
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const loads = { count: 0 };
    await page.goto(server.origin + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('#gatsby-focus-wrapper') && window.___loader);
    page.on('load', () => (loads.count += 1));
    return { context, page, warnings, loads };
  }

  const clickIntroduction = (page) => page.locator('main a[href="/introduction"]').first().click();

  /** After one reload: the error state above the route's static HTML, which stays readable. */
  async function assertErrorStateAboveStaticPage(page, warnings, loads) {
    await page.waitForURL('**/introduction', { timeout: 8000 });
    const heading = page.getByRole('heading', { level: 2, name: ERROR_HEADING });
    await heading.waitFor({ timeout: 10_000 });
    await sleep(1500);
    assert.equal(loads.count, 1, 'exactly one full reload, no loop');
    assert.equal(await page.title(), 'خطای صفحه | متیس');
    const banner = page.getByRole('complementary', { name: ERROR_HEADING });
    assert.match(await banner.textContent(), /\/introduction/);
    assert.ok(await page.getByRole('button', { name: 'تلاش دوباره' }).isVisible());
    // The static HTML is still there, below it, and readable.
    const pageHeading = page.locator('main h1').first();
    assert.equal((await pageHeading.textContent()).trim(), introductionH1);
    assert.ok(await pageHeading.isVisible());
    assert.ok(
      (await banner.boundingBox()).y < (await pageHeading.boundingBox()).y,
      'the error state is above the page',
    );
    assert.ok(
      warnings.some((w) => w.includes('/introduction') && /Reloading/.test(w)),
      `a warning before the reload: ${warnings.join(' | ')}`,
    );
    assert.ok(
      warnings.some((w) => w.includes('/introduction') && /again/.test(w)),
      `a warning after it: ${warnings.join(' | ')}`,
    );
  }

  it('page data that fails (500): one reload, then the error state above the static page; retry recovers', async () => {
    const { context, page, warnings, loads } = await openHome();
    await context.route('**/page-data/introduction/page-data.json', (route) =>
      route.fulfill({ status: 500, body: 'broken' }),
    );
    await clickIntroduction(page);
    await assertErrorStateAboveStaticPage(page, warnings, loads);
    // The server recovers; the retry loads the page for real.
    await context.unroute('**/page-data/introduction/page-data.json');
    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="page-load-error"]') && document.title !== 'خطای صفحه | متیس',
      null,
      {
        timeout: 10_000,
      },
    );
    await page.waitForFunction(() => window.___loader && document.querySelector('#gatsby-focus-wrapper'));
    assert.equal((await page.locator('main h1').first().textContent()).trim(), introductionH1);
    await context.close();
  });

  it('a code chunk that fails (blocked): one reload, then the error state above the static page', async () => {
    const { context, page, warnings, loads } = await openHome();
    // /introduction renders with the API reference's template, which the home page has not loaded.
    await context.route(/component---templates-api-doc-page-tsx-[0-9a-f]+\.js$/, (route) =>
      route.abort('blockedbyclient'),
    );
    await clickIntroduction(page);
    await assertErrorStateAboveStaticPage(page, warnings, loads);
    await context.close();
  });

  it('app data that fails: a warning, one reload, and the page loads (it needs no app data to render)', async () => {
    const { context, page, warnings, loads } = await openHome();
    await context.route('**/page-data/app-data.json', (route) => route.abort('failed'));
    await clickIntroduction(page);
    await page.waitForURL('**/introduction', { timeout: 8000 });
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent?.trim() === text,
      introductionH1,
      { timeout: 10_000 },
    );
    await sleep(2500);
    assert.equal(loads.count, 1, 'exactly one full reload, no loop');
    assert.ok(
      warnings.some((w) => w.includes('/introduction') && /Reloading/.test(w)),
      warnings.join(' | '),
    );
    assert.equal(await page.locator('[data-testid="page-load-error"]').count(), 0);
    await context.close();
  });

  it('offline (navigator.onLine false): the link keeps the reader on the page, with a Persian notice and a retry', async () => {
    const { context, page, loads } = await openHome();
    const before = await page.locator('main h1').first().textContent();
    await context.setOffline(true);
    await clickIntroduction(page);
    const notice = page.getByRole('complementary', { name: OFFLINE_TITLE });
    await notice.waitFor({ timeout: 5000 });
    assert.match(await notice.textContent(), /\/introduction/);
    assert.match(await notice.textContent(), /همین صفحه سر جای خود ماند/);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.locator('main h1').first().textContent(), before, 'the page the reader had is still there');
    await sleep(500);
    assert.equal(loads.count, 0, "no reload into the browser's error page");
    // Back online: the retry opens the page, in the app.
    await context.setOffline(false);
    await notice.getByRole('button', { name: 'تلاش دوباره' }).click();
    await page.waitForURL('**/introduction');
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent?.trim() === text,
      introductionH1,
    );
    assert.equal(loads.count, 0, 'a client-side navigation');
    assert.equal(await notice.count(), 0);
    await context.close();
  });

  it('offline without the browser knowing (every request fails): the same notice, no reload', async () => {
    const { context, page, loads } = await openHome();
    // The reader has been reading (a key pressed): the page's deferred code has come. Without that, a real
    // browser takes it from the HTTP cache its prefetch filled, but Playwright's routing turns that cache off.
    await settled(page);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    assert.equal(await page.evaluate(() => navigator.onLine), true);
    await clickIntroduction(page);
    await page.getByRole('complementary', { name: OFFLINE_TITLE }).waitFor({ timeout: 10_000 });
    await sleep(500);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(loads.count, 0);
    await context.close();
  });

  it('a page opened while its data answers 500: at most one reload, then the error state above its static HTML; never the 500 page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    const page = await context.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await context.route(/\/page-data\/.+\/page-data\.json$/, (route) =>
      route.fulfill({ status: 500, body: 'Internal server error' }),
    );
    await page.goto(server.origin + '/introduction');
    await page.getByRole('heading', { level: 2, name: ERROR_HEADING }).waitFor({ timeout: 10_000 });
    await sleep(3000);
    assert.ok(loads <= 2, `${loads} loads: the first and at most one reload`);
    assert.equal(requests.filter((p) => p.includes('/500.html')).length, 0, 'no request for the 500 page');
    assert.ok(requests.length <= 30, `${requests.length} requests`);
    assert.equal(
      (await page.locator('main h1').first().textContent()).trim(),
      introductionH1,
      'the static page stays readable',
    );
    assert.ok(warnings.some((w) => w.startsWith('[metis]') && w.includes('/introduction')));
    await context.close();
  });

  for (const [what, breakStorage] of [
    [
      "sessionStorage's methods throw",
      () => {
        for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
          Storage.prototype[method] = function denied() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          };
        }
      },
    ],
    [
      'sessionStorage cannot even be reached',
      () => {
        Object.defineProperty(window, 'sessionStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    ],
  ]) {
    it(`a browser where ${what}: the page hydrates, and links and search work`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
      await context.addInitScript(breakStorage);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.origin + '/', { waitUntil: 'networkidle' });
      await openSearchByShortcut(page);
      await page.keyboard.press('Escape');
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.locator('main a[href="/introduction"]').first().click();
      await page.waitForURL('**/introduction');
      await page.waitForFunction(
        (text) => document.querySelector('main h1')?.textContent?.trim() === text,
        introductionH1,
      );
      assert.equal(loads, 0, 'a client-side navigation');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('a malformed URL fragment (#%E0%A4%A) throws nothing, on load and when the fragment changes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.origin + '/introduction#%E0%A4%A', { waitUntil: 'networkidle' });
    await openSearchByShortcut(page);
    await page.keyboard.press('Escape');
    assert.equal(
      await page.evaluate(() => decodeURI(location.hash)),
      '#%E0%A4%A',
      'the fragment the link had, readable',
    );
    // Each change of fragment is waited for by its event, then a frame for the listeners that run after it.
    const changeHash = (change, event) =>
      page.evaluate(
        ([change, event]) =>
          new Promise((resolve) => {
            addEventListener(event, () => requestAnimationFrame(() => resolve()), { once: true });
            if (change === 'back') history.back();
            else location.hash = change;
          }),
        [change, event],
      );
    await changeHash('%D9%85%E0%A4', 'hashchange');
    await changeHash('back', 'popstate');
    await page
      .locator('main a[href="/"]')
      .first()
      .click()
      .catch(() => page.evaluate(() => window.___navigate('/#%E0%A4%A')));
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => document.querySelector('main h1') && window.___loader);
    assert.deepEqual(
      errors.filter((e) => /URI malformed|URIError/.test(e)),
      [],
      errors.join(' | '),
    );
    await context.close();
  });
});
