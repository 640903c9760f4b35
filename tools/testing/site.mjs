// @ts-check
// What the e2e tests and the tools share to reach the site: the built site served on a free local port,
// Debian's Chromium driven by playwright-core (no browser downloads are possible here), and the spec's
// routes. e2e/helpers.mjs adds what only tests need (the shared site of a run, waits for hydration).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { listenSite } from '../../server/server.mjs';

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

/** Serves ./public (or `options.root`) on 127.0.0.1 and a free port: its origin, a close function (listenSite). */
export const startServer = listenSite;

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
export function blockingWorkers(browser) {
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
