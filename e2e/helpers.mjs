// Shared by the end-to-end tests: the built site served on a free local port, and Debian's chromium
// driven by playwright-core (no browser downloads are possible here).
import { chromium } from 'playwright-core';
import { listenSite } from '../scripts/server.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/** The production server on ./public and chromium, for a suite's `before`; closeSite stops both. */
export async function openSite() {
  const server = await startServer();
  const browser = await launchBrowser();
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
 * Opens the search dialog with its shortcut, as a reader would. The shortcut is a listener the page adds
 * once it has hydrated, and on a loaded machine `networkidle` can come first: a press then does nothing (the
 * strict sweep failed this way in one CI run), so it is pressed again until the search button reports the
 * dialog open (aria-expanded), and never after, since the shortcut also closes it.
 */
export async function openSearchByShortcut(page, { timeoutMs = 15000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.keyboard.press('Control+k');
    try {
      await page.waitForSelector('button[aria-keyshortcuts][aria-expanded="true"]', { timeout: 500 });
      break;
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
  ...['audio', 'bot', 'corpora', 'corpora-management', 'direct-imagine', 'direct-video-generation', 'imagine', 'openai', 'providers', 'session', 'storage', 'wrapper'].map(
    (p) => `/api/${p}`,
  ),
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
