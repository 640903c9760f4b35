// Between pages and when something fails: progress bar, prefetch, scrolling, failed routes, .html
// forms, and that the page talks to no other origin and breaks none of its own CSP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listenSite } from '../server/server.mjs';
import { closeSite, openSite, settled } from './helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Records, in the page, whether the route progress bar was ever in the DOM, and CSP violations. */
const RECORDER = () => {
  window.__progressSeen = 0;
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
  );
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="route-progress"]')) window.__progressSeen += 1;
  }).observe(document, { childList: true, subtree: true });
};

/** navigator.connection as a 2g phone with data saver on. */
const SLOW_CONNECTION = () => {
  const connection = {
    effectiveType: '2g',
    saveData: true,
    downlink: 0.2,
    rtt: 1800,
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
};

/** Without IntersectionObserver gatsby-link does not prefetch on visibility: what remains is hover. */
const NO_VISIBILITY_PREFETCH = () => {
  delete window.IntersectionObserver;
};

const pageDataOf = (url) => {
  const m = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(url).pathname);
  return m ? decodeURIComponent(m[1]) : null;
};

describe('runtime behaviour', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  async function open(url, { init = [], viewport = { width: 1280, height: 900 } } = {}) {
    const context = await browser.newContext({ viewport, locale: 'fa-IR' });
    for (const script of [RECORDER, ...init]) await context.addInitScript(script);
    const page = await context.newPage();
    const requests = [];
    page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(server.origin + url, { waitUntil: 'networkidle' });
    // Hydrated, not only loaded: Gatsby's scroll listener, the link handlers and the loader's hooks exist only
    // once React has mounted, and `networkidle` can come first on a loaded machine (the scroll test's saved
    // position was lost this way in one CI run).
    await settled(page);
    return { context, page, requests, warnings };
  }

  const h1 = (page) => page.locator('main h1').first().textContent();

  it('shows the progress bar when page data takes 1.5 s, and completes it when the page renders', async () => {
    const { context, page } = await open('/', { init: [NO_VISIBILITY_PREFETCH] });
    await page.route('**/page-data/introduction/page-data.json', async (route) => {
      await sleep(1500);
      await route.continue();
    });
    const before = await h1(page);
    const started = Date.now();
    await page.locator('main a[href="/introduction"]').first().click();
    const bar = page.locator('[data-testid="route-progress"]');
    await bar.waitFor({ state: 'attached', timeout: 1000 });
    const appearedAfter = Date.now() - started;
    assert.ok(appearedAfter >= 150 && appearedAfter < 1200, `appeared after ${appearedAfter} ms`);
    assert.equal(await bar.getAttribute('role'), 'progressbar');
    assert.equal(await bar.getAttribute('data-phase'), 'loading');
    assert.equal(await h1(page), before, 'the old page stays while the new one loads');
    // It stays at the top of the viewport, above everything.
    const box = await bar.boundingBox();
    assert.equal(box.y, 0);
    await page.waitForURL('**/introduction');
    await page.waitForFunction((old) => document.querySelector('main h1')?.textContent !== old, before);
    await bar.waitFor({ state: 'detached', timeout: 2000 });
    await context.close();
  });

  it('shows no progress bar for a route change that is faster than 200 ms', async () => {
    const { context, page, requests } = await open('/', { init: [NO_VISIBILITY_PREFETCH] });
    const link = page.locator('main a[href="/introduction"]').first();
    await link.hover();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/page-data/introduction/')),
    );
    // The component chunk too: /introduction renders with the API reference's template.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/component---templates-api-doc-page-tsx-/.test(e.name)),
    );
    assert.ok(requests.some((r) => pageDataOf(r.url) === 'introduction'));
    const started = Date.now();
    await link.click();
    await page.waitForURL('**/introduction');
    await page.waitForFunction(() => document.title.startsWith('معرفی') || location.pathname === '/introduction');
    const took = Date.now() - started;
    await sleep(400);
    assert.equal(await page.evaluate(() => window.__progressSeen), 0, `no bar (navigation took ${took} ms)`);
    await context.close();
  });

  it("prefetches a link's page data and code on hover", async () => {
    const { context, page, requests } = await open('/', { init: [NO_VISIBILITY_PREFETCH] });
    assert.ok(!requests.some((r) => pageDataOf(r.url) === 'introduction'), 'not fetched before the hover');
    const hoveredAt = Date.now();
    const fetched = page.waitForRequest((r) => pageDataOf(r.url()) === 'introduction', { timeout: 1500 });
    // The chunk follows the page data (the loader reads the template's name there); waited for, up to 10 s.
    const chunk = page
      .waitForRequest((r) => /^\/component---templates-api-doc-page-tsx-/.test(new URL(r.url()).pathname), {
        timeout: 10_000,
      })
      .catch(() => null);
    await page.locator('main a[href="/introduction"]').first().hover();
    await fetched;
    await chunk;
    const after = requests.filter((r) => r.at >= hoveredAt).map((r) => new URL(r.url).pathname);
    assert.ok(
      // /introduction renders with the API reference's template, which the home page has not loaded.
      after.some((p) => /^\/component---templates-api-doc-page-tsx-[0-9a-f]+\.js$/.test(p)),
      `component chunk fetched: ${after.join(', ')}`,
    );
    await context.close();
  });

  it("prefetches on touch, and on visibility through Gatsby's own queue", async () => {
    const { context, page, requests } = await open('/');
    // Visibility: gatsby-link observes each link; the loader fetches the queue after 3 s of idle time
    // (possibly already during the page load, hence the request log rather than waiting for an event).
    const inView = await page.evaluate(() =>
      [...document.querySelectorAll('main a[href^="/"]')]
        .filter((a) => !/\.[a-z]+$/.test(a.getAttribute('href')) && a.getAttribute('href') !== '/')
        .filter((a) => a.getBoundingClientRect().top < innerHeight && a.getBoundingClientRect().bottom > 0)
        .map((a) => a.getAttribute('href').split('#')[0].replace(/^\//, '')),
    );
    assert.ok(inView.length > 0, 'the home page shows links to other pages');
    const prefetched = () => requests.some((r) => inView.includes(pageDataOf(r.url)));
    const deadline = Date.now() + 8000;
    while (!prefetched() && Date.now() < deadline) await sleep(200);
    assert.ok(prefetched(), `a link in view is prefetched (${inView.join(', ')})`);
    await context.close();

    const touch = await open('/', { init: [NO_VISIBILITY_PREFETCH] });
    const fetched = touch.page.waitForRequest((r) => pageDataOf(r.url()) === 'introduction', { timeout: 1500 });
    await touch.page.locator('main a[href="/introduction"]').first().dispatchEvent('touchstart');
    await fetched;
    await touch.context.close();
  });

  it('does not prefetch on hover, touch or visibility with data saver on a 2g connection', async () => {
    const { context, page, requests } = await open('/', { init: [SLOW_CONNECTION] });
    assert.equal(await page.evaluate(() => navigator.connection.effectiveType), '2g');
    const link = page.locator('main a[href="/introduction"]').first();
    await link.hover();
    await link.dispatchEvent('touchstart');
    await link.focus();
    await sleep(4500); // past the loader's 3 s visibility queue
    const prefetched = requests
      .map((r) => pageDataOf(r.url))
      .filter((p) => p && p !== 'index' && p !== 'app-data.json');
    assert.deepEqual(prefetched, [], 'no page data fetched ahead');
    // Navigation itself still works.
    await link.click();
    await page.waitForURL('**/introduction');
    await context.close();
  });

  it('scrolls to the top after a route change, to the hash target clear of the navbar, and restores on back', async () => {
    const viewport = { width: 420, height: 360 };
    const { context, page } = await open('/introduction', { viewport });
    // Scroll down, then go to another page: it starts at the top.
    const maxY = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(maxY > 100, `the page scrolls (${maxY}px)`);
    const savedY = Math.min(maxY, 150);
    // Gatsby saves the position from its scroll listener on the next animation frame: the scroll event, then two frames.
    await page.evaluate(
      (y) =>
        new Promise((resolve) => {
          addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true });
          window.scrollTo({ top: y, behavior: 'instant' });
        }),
      savedY,
    );
    await page.evaluate(() => window.___navigate('/markdown-page'));
    await page.waitForURL('**/markdown-page');
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 10000 });

    // Back: the previous position comes back.
    await page.goBack();
    await page.waitForURL('**/introduction');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, savedY, { timeout: 10000 });

    // A hash: the target heading ends up below the sticky navbar, in view.
    const html = await (await fetch(server.origin + '/markdown-page')).text();
    const ids = [...html.matchAll(/<h[23][^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(ids.length > 0, 'the target page has headings with ids');
    const id = ids[ids.length - 1];
    await page.evaluate((hash) => window.___navigate(`/markdown-page#${hash}`), id);
    await page.waitForURL('**/markdown-page#*');
    await page.waitForFunction(
      (target) => {
        const el = document.getElementById(target);
        if (!el) return false;
        const top = el.getBoundingClientRect().top;
        return top >= 0 && top < innerHeight;
      },
      decodeURIComponent(id),
      { timeout: 10000 },
    );
    // Until the scroll has settled: the same position over two animation frames.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = -1;
          const frame = () =>
            scrollY === last
              ? resolve()
              : ((last = scrollY), requestAnimationFrame(() => requestAnimationFrame(frame)));
          frame();
        }),
    );
    const { top, headerBottom, scrollY, absTop } = await page.evaluate((target) => {
      const el = document.getElementById(target);
      const header = document.querySelector('header');
      const headerStyle = header ? getComputedStyle(header) : null;
      const sticky = headerStyle && (headerStyle.position === 'sticky' || headerStyle.position === 'fixed');
      return {
        top: el.getBoundingClientRect().top,
        headerBottom: sticky ? header.getBoundingClientRect().bottom : 0,
        scrollY: window.scrollY,
        absTop: el.getBoundingClientRect().top + window.scrollY,
      };
    }, decodeURIComponent(id));
    assert.ok(top >= headerBottom - 1, `heading top ${top} is below the navbar bottom ${headerBottom}`);
    assert.ok(scrollY > 0 || absTop < 120, `scrolled to the heading (scrollY ${scrollY}, heading at ${absTop})`);
    await context.close();
  });

  it('warns naming a route whose page data fails, reloads once, and never loops', async () => {
    const { context, page, warnings } = await open('/', { init: [NO_VISIBILITY_PREFETCH] });
    await context.route('**/page-data/introduction/page-data.json', (route) => route.abort('failed'));
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));
    await page.locator('main a[href="/introduction"]').first().click();
    await page.waitForURL('**/introduction', { timeout: 5000 });
    await page.waitForLoadState('load');
    // The reload shows the route's own static HTML, with the page-load error state above it.
    await page.getByRole('heading', { level: 2, name: 'بارگیری صفحه ناموفق بود.' }).waitFor({ timeout: 8000 });
    await sleep(2000);
    assert.equal(documentLoads, 1, 'exactly one full reload');
    const named = warnings.filter((w) => w.includes('/introduction'));
    assert.ok(
      named.some((w) => /failed to load/.test(w) && /Reloading/.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      named.some((w) => /again/.test(w)),
      warnings.join('\n'),
    );
    const expected = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await fetch(server.origin + '/introduction')).text())[1];
    assert.equal((await h1(page))?.trim(), expected.trim());

    // The same route failing again within the guard's window: no second reload, the error state instead.
    await page.goto(server.origin + '/', { waitUntil: 'networkidle' });
    await settled(page);
    const loadsBefore = documentLoads;
    await page.locator('main a[href="/introduction"]').first().click();
    const heading = page.getByRole('heading', { level: 2, name: 'بارگیری صفحه ناموفق بود.' });
    await heading.waitFor({ timeout: 8000 });
    await sleep(1500);
    assert.equal(documentLoads, loadsBefore, 'no further reload');
    assert.equal(new URL(page.url()).pathname, '/', 'the reader stays on the page they had');
    assert.equal(await page.title(), 'خطای صفحه | متیس');
    assert.ok(await page.getByRole('button', { name: 'تلاش دوباره' }).isVisible());
    await context.close();
  });

  it('normalises /introduction.html and /introduction/index.html to /introduction, by redirect and in the browser', async () => {
    const expected = /<h1[^>]*>([^<]+)<\/h1>/
      .exec(await (await fetch(server.origin + '/introduction')).text())[1]
      .trim();
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const form of ['/introduction.html', '/introduction/index.html', '/introduction/']) {
      const response = await page.goto(server.origin + form, { waitUntil: 'networkidle' });
      assert.equal(new URL(page.url()).pathname, '/introduction', form);
      assert.equal(response.status(), 200);
      assert.equal((await h1(page))?.trim(), expected, form);
    }

    // A host that does not redirect: the browser corrects the address (and loads the page for a
    // form the host answers with its not-found page).
    const plain = await listenSite({ redirects: false });
    const origin = plain.origin;
    try {
      assert.equal((await fetch(origin + '/introduction.html', { redirect: 'manual' })).status, 404);
      for (const form of ['/introduction.html', '/introduction/index.html', '/introduction/']) {
        await page.goto(origin + form, { waitUntil: 'networkidle' });
        await page.waitForURL((url) => url.pathname === '/introduction', { timeout: 5000 });
        await page.waitForFunction(
          (text) => document.querySelector('main h1')?.textContent?.trim() === text,
          expected,
          { timeout: 5000 },
        );
      }
    } finally {
      await context.close();
      await plain.close();
    }
  });

  it('requests nothing from any other origin and reports no CSP violation', async () => {
    const { context, page, requests } = await open('/');
    const cspConsole = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspConsole.push(m.text());
    });
    await page.locator('main a[href="/introduction"]').first().click();
    await page.waitForURL('**/introduction');
    for (const route of ['/markdown-page', '/api/audio', '/concepts/qa', '/no/such/page']) {
      await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelector('#gatsby-focus-wrapper'));
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], route);
    }
    await sleep(3500); // let visibility prefetching run
    const foreign = requests
      .map((r) => r.url)
      .filter((u) => !u.startsWith(server.origin + '/') && !u.startsWith('data:'));
    assert.deepEqual(foreign, []);
    assert.deepEqual(cspConsole, []);
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    await context.close();
  });
});
