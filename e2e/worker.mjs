// Shared by the service worker's end-to-end tests (e2e/offline*.test.mjs): contexts that allow the worker
// (every other test blocks it, see helpers.mjs), the footer control's state, what the caches hold, and the
// file list the build gave the worker.
import fs from 'node:fs';
import path from 'node:path';
import { eventually } from './helpers.mjs';

/** A context where the site's worker may register (the other tests' contexts block it). */
export function workerContext(browser, options = {}) {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fa-IR',
    ...options,
    serviceWorkers: 'allow',
  });
}

/**
 * Scrolls to the footer as a reader does: the reader's first interaction, which brings the footer's code and
 * with it the offline control (src/browser/deferredCode.ts); the wheel makes it one on a page too short to
 * scroll.
 */
export async function scrollToFooter(page) {
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1);
}

/** Scrolls to the footer and waits until its offline control shows `state` (saved, saving, opened, off, failed). */
export async function waitForOfflineState(page, state, timeout = 60_000) {
  await scrollToFooter(page);
  await page.locator(`[data-testid="offline-save"][data-state="${state}"]`).waitFor({ timeout });
}

/** Every cache of the origin and the URLs it holds (paths, with their revision parameter). */
export function cacheContents(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => {
        const url = new URL(r.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

/** The service worker registrations of the page's origin (their scopes). */
export function registrations(page) {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
}

/** The file list injected into a build's sw.js: [{ url, revision, bytes, transfer }]. */
export function workerManifest(publicDir = path.resolve('public')) {
  const source = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
  const start = source.indexOf('[{"bytes"');
  if (start < 0) throw new Error(`no file list in ${publicDir}/sw.js`);
  return JSON.parse(source.slice(start, source.indexOf('}]', start) + 2));
}

/** The saved pages' routes in a cache listing (library keys of HTML: a route with its revision). */
export function savedRoutes(contents) {
  return (contents['metis-offline-library'] ?? [])
    .filter((key) => !key.startsWith('/page-data/') && !key.startsWith('/search-index') && !key.startsWith('/img/'))
    .map((key) => key.replace(/\?__WB_REVISION__=.*$/, ''))
    .sort();
}

/** Emulates the Save-Data header and navigator.connection.saveData for a page (Chromium's DevTools protocol). */
export async function emulateSaveData(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return cdp;
}

/**
 * Waits until `predicate` (run in the page, may be async) returns true. Playwright's waitForFunction does
 * not await a promise (a pending promise is truthy, so an async predicate passes at once): this evaluates
 * the predicate, awaited, every 50 ms (`eventually`: a poll, not a delay to wait out) until it holds or
 * `timeout` passes; a navigation meanwhile is tried again in the new page.
 */
export function waitUntil(page, predicate, arg, { timeout = 30_000, what = 'the condition' } = {}) {
  const holds = () =>
    page.evaluate(predicate, arg).catch((error) => {
      if (!/context was destroyed|navigat/i.test(String(error?.message))) throw error;
      return false;
    });
  return eventually(holds, what, { timeoutMs: timeout });
}
