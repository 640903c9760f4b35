// Shared by the end-to-end tests: the built site served on a free local port, and Debian's chromium
// driven by playwright-core (no browser downloads are possible here).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { listenSite } from '../server/server.mjs';

/**
 * The browser the e2e tests drive: Debian's Chromium in its headless-shell build (package
 * chromium-headless-shell: the same Chromium release as the chromium package, built for automation, and the
 * build Playwright itself runs for headless tests). It renders with the same Blink and V8 for half the CPU
 * time of `chromium --headless`, whose full browser the tests do not use: a page loaded in a fresh context
 * costs 1.6 s of CPU against 3.2 s, and the e2e stage's shared browser 638 s against 1,094 s (measured on
 * the 2-core machine, docs/performance.md). `CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e` runs every
 * file in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
/** Fails with what to install when `executablePath` is not there, before playwright's own longer message. */
export function assertBrowserInstalled(executablePath = CHROMIUM_PATH) {
  if (fs.existsSync(executablePath)) return;
  const pkg = executablePath.endsWith('chromium-headless-shell') ? 'chromium-headless-shell' : 'chromium';
  throw new Error(
    `${executablePath} is missing: \`apt-get install ${pkg}\`, or set CHROMIUM_PATH to another Chromium (README, «The two commands»).`,
  );
}

/** The full browser, for the benchmarks: Lighthouse and the traces measure the Chromium a reader runs. */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Serves ./public (or `options.root`) on 127.0.0.1 and a free port; returns its origin and a close function. */
export async function startServer(options = {}) {
  const { origin, close } = await listenSite(options);
  return { origin, close };
}

/**
 * Chromium, whose contexts block the site's service worker unless a test allows it
 * (`serviceWorkers: 'allow'`, see e2e/worker.mjs): the worker has its own tests (e2e/offline*.test.mjs);
 * the others test the page and its runtime as a first visit (before any worker) and a browser without
 * service workers get them, and are not raced by a background save of the whole site.
 */
export async function launchBrowser({ executablePath = CHROMIUM_PATH } = {}) {
  assertBrowserInstalled(executablePath);
  return blockingWorkers(await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }));
}

/** `browser`, whose new contexts and pages block service workers unless told otherwise. */
function blockingWorkers(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * The shared site. `npm run test:e2e` (tools/e2e.mjs) serves ./public once and launches one Chromium for
 * every e2e file, running in parallel; it hands both over in the environment (SHARED_SITE_ENV). A file
 * run alone (`node --test e2e/x.test.mjs`) starts its own server and browser instead.
 *
 * How a new e2e file uses it: `before(async () => (site = await openSite()))`, `after(() => closeSite(site))`,
 * then a context per test (`site.browser.newContext(…)`, or `openPage`) that the test closes, and URLs
 * from `site.server.origin`. Never `launchBrowser()` or `browser.close()` in a test: the browser is shared,
 * and so is the server (it is ./public as the build left it: write nothing there). A test that needs a
 * server of its own (other options, another root) starts one with `startServer` and closes it.
 */
export const SHARED_SITE_ENV = { origin: 'METIS_E2E_ORIGIN', browser: 'METIS_E2E_BROWSER_WS' };

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

export async function closeSite({ server, browser }) {
  await browser?.close();
  await server?.close();
}

/** A page that waits for Gatsby to hydrate before the test acts on it. */
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
 * Resolves once the page has hydrated and its main thread has had nothing to do for a moment: React hydrates
 * in tasks of its own after the root is created, so a listener or a stored choice may not be in place at
 * `hydrated` on a loaded machine (seen with several e2e files at once). Two idle callbacks in a row, each
 * bounded, so a busy page still goes on after a few seconds.
 */
export async function settled(page, { timeoutMs = 15000 } = {}) {
  await hydrated(page, { timeoutMs });
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

/** Every route of the spec, exact. */
export const SPEC_ROUTES = [
  '/',
  '/introduction',
  '/postman',
  '/workflow',
  '/pricing',
  '/markdown-page',
  '/disable.index',
  ...[
    'audio',
    'bot',
    'corpora',
    'corpora-management',
    'direct-imagine',
    'direct-video-generation',
    'imagine',
    'openai',
    'providers',
    'session',
    'storage',
    'wrapper',
  ].map((p) => `/api/${p}`),
  ...[
    'blend',
    'contentWriter',
    'conversationalCommerce',
    'corpora',
    'embedding',
    'function',
    'imageModel',
    'imagine',
    'languageModel',
    'plugins',
    'programming',
    'qa',
    'scale',
    'semantic',
    'sessionManagement',
    'summarizer',
    'usecase',
    'variant',
  ].map((p) => `/concepts/${p}`),
  ...['corpora', 'function', 'message', 'provider', 'summarizer', 'user'].map((p) => `/types/${p}`),
];
