// Shared by the end-to-end tests: the shared site of a run (one server on ./public and one Chromium), pages
// that wait for hydration, and the launch code they share with the tools (tools/testing/site.mjs).
import { chromium } from 'playwright-core';
import { blockingWorkers, launchBrowser, SHARED_SITE_ENV, startServer } from '../tools/testing/site.mjs';

export { launchBrowser, SHARED_SITE_ENV, SPEC_ROUTES, startServer } from '../tools/testing/site.mjs';

/** Chromium for a suite: the shared one when the runner started it, otherwise a browser of the file's own. */
export async function connectBrowser() {
  const endpoint = process.env[SHARED_SITE_ENV.browser];
  // Closing a connected browser only disconnects this file and closes the contexts it made.
  // The shared Chromium blocks the worker too: the runner's browser is connected to, not launched here.
  return endpoint ? blockingWorkers(await chromium.connect(endpoint)) : launchBrowser();
}

/** The production server on ./public and chromium, for a suite's `before`; closeSite lets go of both. */
export async function openSite() {
  const origin = process.env[SHARED_SITE_ENV.origin];
  const server = origin ? { origin, close: async () => {} } : await startServer();
  const browser = await connectBrowser();
  return { server, browser };
}

/** @param {{ server?: { close(): Promise<unknown> }, browser?: { close(): Promise<unknown> } }} site */
export async function closeSite({ server, browser }) {
  await browser?.close();
  await server?.close();
}

/**
 * A page that waits for Gatsby to hydrate before the test acts on it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, ...options } = {}) {
  const context = await browser.newContext({ viewport, locale: 'fa-IR', ...options });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page, response };
}

/**
 * Resolves once React has hydrated the page's root (it marks the container). `networkidle` can come first on
 * a loaded machine; the page's listeners (shortcuts, the colour scheme's media query) exist only after.
 */
export async function hydrated(page, { timeoutMs = 15000 } = {}) {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('___gatsby') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    {
      timeout: timeoutMs,
    },
  );
}

/**
 * Resolves once `check()` (sync or async) returns true, asking every 50 ms; rejects with `message` after
 * `timeoutMs`. For what the page does in its own time (a scroll listener, a transition, an observer's
 * callback): a fixed sleep is too short on a loaded machine and too long on a quiet one.
 */
export async function eventually(check, message, { timeoutMs = 10000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves after the page has painted two more frames: the scroll and resize listeners it had pending have run. */
export const nextFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Resolves once the page has hydrated, the reader has interacted, and its main thread has had nothing to do
 * for a moment. The code of the shell and the document's islands waits for the reader's first interaction
 * (src/browser/deferredCode.ts): a press of Shift, which moves nothing, is that interaction here, and the
 * navbar and footer are then waited for as React's. React hydrates in tasks of its own, so a listener or a
 * stored choice may not be in place even then on a loaded machine (seen with several e2e files at once):
 * two idle callbacks in a row, each bounded, so a busy page still goes on after a few seconds.
 */
export async function settled(page, { timeoutMs = 15000 } = {}) {
  await hydrated(page, { timeoutMs });
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () =>
      ['header nav', 'footer'].every((selector) => {
        const part = document.querySelector(selector);
        return !part || Object.keys(part).some((key) => key.startsWith('__reactFiber'));
      }),
    null,
    { timeout: timeoutMs },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = (then) =>
          window.requestIdleCallback ? window.requestIdleCallback(then, { timeout: 3000 }) : setTimeout(then, 50);
        idle(() => idle(resolve));
      }),
  );
}

/**
 * Opens the search dialog with its shortcut, as a reader would. The shortcut is a listener the page adds
 * once it has hydrated, and on a loaded machine `networkidle` can come first: a press then does nothing (the
 * strict sweep failed this way in one CI run). So it waits for React to have hydrated the root, presses, and
 * presses again only while the search button still reports the dialog closed (aria-expanded), read just
 * before each press: the shortcut also closes the dialog, and on a loaded machine the dialog may open later
 * than one wait (pressing blindly every 500 ms closed it again, seen with e2e files running at once).
 */
export async function openSearchByShortcut(page, { timeoutMs = 15000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const button = 'button[aria-keyshortcuts]';
  await hydrated(page, { timeoutMs });
  while ((await page.getAttribute(button, 'aria-expanded')) !== 'true') {
    await page.keyboard.press('Control+k');
    try {
      await page.waitForSelector(`${button}[aria-expanded="true"]`, { timeout: 2000 });
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
  await page.getByRole('combobox').waitFor();
}
