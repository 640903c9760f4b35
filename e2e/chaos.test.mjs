// The chaos matrix: what a reader gets, and what their tab asks of the server, when one class of the site's
// resources fails in one way. Classes: page data, app data, code chunks (the page templates), search index
// files, the font. Failures: 500, 502, 503, 404, a network failure, no answer for 30 s, truncated bodies
// (JSON cut in half, and the same for scripts and fonts), and an HTML error page answered with 200 (a proxy's
// maintenance page). Every failure starts once the home page has hydrated, then the reader acts: follows a
// link to /introduction, searches, or (for the font) opens a page.
//
// For each pair: at most 30 requests in the 8 s after the action (an outage must not be multiplied by every
// open tab: a server answering 500 once got 1,107), a console warning from the runtime, and a readable end:
// the target after a reload, the current page with a notice and a retry, the page-load error state above
// the target's readable static HTML, or the search dialog's error with its retry. No request ever goes to
// /page-data/500.html/, which no build has.
//
// One browser, one context per pair, several pairs at once (CHAOS_CONCURRENCY, 6 by default): the pairs
// share nothing but the server. The table of request counts and the wall time are printed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openSite, openSearchByShortcut } from './helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const WINDOW_MS = 8000;
const MAX_REQUESTS = 30;
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 6);
const ERROR_HEADING = 'بارگیری صفحه ناموفق بود.';
const MAINTENANCE_PAGE =
  '<!doctype html><html><head><title>503</title></head><body><h1>Service temporarily unavailable</h1></body></html>';

/** Which requests each class covers. */
export const CLASSES = {
  pageData: (url) => /^\/page-data\/.+\/page-data\.json$/.test(url.pathname),
  appData: (url) => url.pathname === '/page-data/app-data.json',
  chunk: (url) => /^\/component---.+\.js$/.test(url.pathname),
  searchShard: (url) => url.pathname.startsWith('/search-index'),
  font: (url) => url.pathname.endsWith('.woff2'),
};

export const KINDS = ['500', '502', '503', '404', 'network', 'timeout', 'truncated', 'html200'];

/** Answers a request of the failing class the way `kind` says. */
async function fail(route, kind) {
  try {
    if (/^\d+$/.test(kind))
      return await route.fulfill({
        status: Number(kind),
        contentType: 'text/plain; charset=utf-8',
        body: `${kind} error\n`,
      });
    if (kind === 'network') return await route.abort('failed');
    if (kind === 'timeout') {
      await sleep(30_000);
      return await route.abort('timedout');
    }
    if (kind === 'html200')
      return await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: MAINTENANCE_PAGE });
    // truncated: the real answer, cut in half (its own type; the length of what is sent).
    const real = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    const body = await real.body();
    const headers = { ...real.headers() };
    for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) delete headers[name];
    return await route.fulfill({ status: 200, headers, body: body.subarray(0, Math.floor(body.length / 2)) });
  } catch {
    // The context closed before this answer: nothing left to answer.
  }
}

/** What the reader has in front of them at the end. */
async function readableEnd(page, { homeH1, introductionH1 }) {
  return page.evaluate(
    ({ homeH1, introductionH1, ERROR_HEADING }) => {
      const h1 = document.querySelector('main h1')?.textContent?.trim() ?? '';
      const visible = (el) =>
        Boolean(el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden');
      const retryIn = (el) =>
        [...(el?.querySelectorAll('button') ?? [])].some((b) => /تلاش دوباره/.test(b.textContent ?? ''));
      const errorState = [...document.querySelectorAll('[role="complementary"], aside')].find(
        (el) => el.getAttribute('aria-label') === ERROR_HEADING || el.textContent?.includes(ERROR_HEADING),
      );
      const notice = document.getElementById('metis-runtime-notices');
      const dialog = document.querySelector('[role="dialog"]');
      const searchError =
        dialog && [...dialog.querySelectorAll('[role="alert"], [data-status="timedOut"]')].find((el) => retryIn(el));
      return {
        path: location.pathname,
        h1,
        h1Visible: visible(document.querySelector('main h1')),
        target: location.pathname === '/introduction' && h1 === introductionH1,
        home: location.pathname === '/' && h1 === homeH1,
        errorState: Boolean(errorState && retryIn(errorState)),
        notice: Boolean(notice && notice.textContent && retryIn(notice)),
        searchError: Boolean(searchError),
        // React marks the root it hydrated (the static HTML alone has the same markup).
        hydrated: Object.keys(document.getElementById('___gatsby') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      };
    },
    { homeH1, introductionH1, ERROR_HEADING },
  );
}

/**
 * The ends a reader may be left with, per class: following a link ends on the target (reloaded), on the
 * target's static HTML under the error state, or on the home page with a notice; search in its error with a
 * retry; a failed font leaves the page readable in the fallback font.
 */
function acceptable(klass, end) {
  if (!end.h1Visible && klass !== 'searchShard') return false;
  if (klass === 'searchShard') return end.searchError && end.home;
  if (klass === 'font') return end.target;
  return end.target || (end.home && end.notice);
}

/** A short name for where a pair ended, for the printed table. */
function endLabel(r) {
  if (r.error) return 'not run';
  const e = r.end;
  if (!e) return 'closed';
  if (e.searchError) return 'search error + retry';
  if (e.home && e.notice) return 'notice + retry';
  if (e.target && e.errorState) return 'error state';
  if (e.target && e.hydrated) return r.klass === 'font' ? 'page, system font' : 'target (reloaded)';
  if (e.target) return 'static target';
  if (e.home) return 'nothing shown';
  return `at ${e.path}`;
}

/** Runs one pair in its own context; resolves with what happened. */
async function runCell(browser, origin, facts, klass, kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
  // Without IntersectionObserver, gatsby-link does not prefetch on visibility: the click does the load.
  await context.addInitScript(() => {
    delete window.IntersectionObserver;
  });
  const page = await context.newPage();
  const warnings = [];
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e.message)));
  const requests = [];
  let actedAt = Infinity;
  page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
  try {
    const matches = CLASSES[klass];
    const failing = (url) => {
      const u = new URL(url);
      return u.origin === origin && matches(u);
    };
    if (klass === 'font') {
      // The font is fetched as a page loads: the failure is on before the page is opened.
      await context.route(failing, (route) => fail(route, kind));
      actedAt = Date.now();
      await page.goto(origin + '/introduction', { waitUntil: 'domcontentloaded' });
    } else {
      await page.goto(origin + '/', { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.___loader && document.querySelector('#gatsby-focus-wrapper'));
      await context.route(failing, (route) => fail(route, kind));
      actedAt = Date.now();
      if (klass === 'searchShard') {
        await openSearchByShortcut(page, { timeoutMs: 30_000 });
        await page.getByRole('combobox').fill('مدل زبانی');
      } else {
        await page.locator('main a[href="/introduction"]').first().click({ noWaitAfter: true });
      }
    }
    // The end: the 8 s window, then (for a failure that takes a timeout to show) until something readable
    // settles, at most 30 s after the action.
    await sleep(Math.max(0, actedAt + WINDOW_MS - Date.now()));
    let end = await readableEnd(page, facts).catch(() => null);
    while (
      (!end || !acceptable(klass, end) || !warnings.some((w) => w.startsWith('[metis]'))) &&
      Date.now() - actedAt < 30_000
    ) {
      await sleep(500);
      end = await readableEnd(page, facts).catch(() => null);
    }
    const inWindow = requests.filter((r) => r.at - actedAt <= WINDOW_MS && r.at >= actedAt);
    return {
      klass,
      kind,
      requests: inWindow.length,
      total: requests.filter((r) => r.at >= actedAt).length,
      to500: requests.filter((r) => r.url.includes('/page-data/500.html/')).length,
      settledAfterMs: Date.now() - actedAt,
      warnings,
      errors,
      end,
      urls: inWindow.map((r) => new URL(r.url).pathname),
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** Runs `jobs` with at most `limit` at once. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const at = next++;
        results[at] = await jobs[at]();
      }
    }),
  );
  return results;
}

describe('the chaos matrix: every resource class × every failure kind', () => {
  let site;
  const results = new Map();
  const cells = Object.keys(CLASSES).flatMap((klass) => KINDS.map((kind) => ({ klass, kind })));

  before(
    async () => {
      site = await openSite();
      const html = async (route) => (await fetch(site.server.origin + route)).text();
      const facts = {
        homeH1: /<h1[^>]*>([^<]+)<\/h1>/.exec(await html('/'))[1].trim(),
        introductionH1: /<h1[^>]*>([^<]+)<\/h1>/.exec(await html('/introduction'))[1].trim(),
      };
      const started = Date.now();
      const done = await pool(
        cells.map(
          ({ klass, kind }) =>
            () =>
              // A pair that could not be run (its page never hydrated, say) fails alone, with its error.
              runCell(site.browser, site.server.origin, facts, klass, kind).catch((error) => ({
                klass,
                kind,
                error: String(error?.stack ?? error),
              })),
        ),
        CONCURRENCY,
      );
      for (const r of done) results.set(`${r.klass} × ${r.kind}`, r);
      const wall = ((Date.now() - started) / 1000).toFixed(1);
      const header = `| class | ${KINDS.join(' | ')} |`;
      const rows = Object.keys(CLASSES).map(
        (klass) =>
          `| ${klass} | ${KINDS.map((kind) => results.get(`${klass} × ${kind}`).requests ?? 'error').join(' | ')} |`,
      );
      console.log(
        `# chaos matrix: ${cells.length} pairs in ${wall} s (${CONCURRENCY} at once); requests in the ${WINDOW_MS / 1000} s after the action:`,
      );
      const endRows = Object.keys(CLASSES).map(
        (klass) => `| ${klass} | ${KINDS.map((kind) => endLabel(results.get(`${klass} × ${kind}`))).join(' | ')} |`,
      );
      for (const line of [header, `| --- |${KINDS.map(() => ' --- |').join('')}`, ...rows]) console.log(`# ${line}`);
      console.log('# what the reader is left with:');
      for (const line of [header, `| --- |${KINDS.map(() => ' --- |').join('')}`, ...endRows]) console.log(`# ${line}`);
    },
    { timeout: 600_000 },
  );
  after(() => closeSite(site ?? {}));

  for (const { klass, kind } of cells) {
    it(`${klass} × ${kind}: at most ${MAX_REQUESTS} requests in ${WINDOW_MS / 1000} s, a warning, and a readable end`, () => {
      const r = results.get(`${klass} × ${kind}`);
      assert.equal(r.error, undefined, `the pair could not be run: ${r.error}`);
      const detail = JSON.stringify({ ...r, urls: r.urls.slice(0, 40) });
      assert.ok(r.requests <= MAX_REQUESTS, `${r.requests} requests in ${WINDOW_MS / 1000} s: ${detail}`);
      assert.equal(r.to500, 0, `asked for the 500 page's data, which no build has: ${detail}`);
      assert.ok(
        r.warnings.some((w) => w.startsWith('[metis]')),
        `a console warning from the runtime: ${detail}`,
      );
      assert.ok(r.end && acceptable(klass, r.end), `a readable end: ${detail}`);
      assert.deepEqual(
        r.errors.filter((e) => /URI malformed/.test(e)),
        [],
      );
    });
  }
});
