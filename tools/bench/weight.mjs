// First-load bytes of a page as a browser receives them from our production server (compressed on the
// wire), by type: everything the page fetches to render and hydrate, its own component chunk and page
// data included (Gatsby fetches those after the load event). Prefetches (requests marked
// `Sec-Purpose: prefetch`, Gatsby's prefetch of visible links) are reported apart, as is anything that
// left our origin.
import { FULL_CHROMIUM_PATH, launchBrowser } from '../testing/site.mjs';

/** @type {[string, RegExp][]} */
const KINDS = [
  ['js', /\.js$/],
  ['css', /\.css$/],
  ['font', /\.woff2?$/],
  ['data', /\.json$/],
  ['image', /\.(png|jpe?g|svg|webp|gif|ico)$/],
];
const kind = (url, resourceType) =>
  resourceType === 'document' ? 'html' : (KINDS.find(([, re]) => re.test(new URL(url).pathname))?.[0] ?? 'other');

/** Lighthouse's mobile screen. */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

export async function measurePage(origin, route) {
  const browser = await launchBrowser({ executablePath: FULL_CHROMIUM_PATH });
  const context = await browser.newContext({ viewport: PHONE.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  const prefetches = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    const headers = Object.fromEntries(Object.entries(e.request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (/prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '')) prefetches.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type.toLowerCase(),
      prefetch: prefetches.has(e.requestId),
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  // Gatsby asks for the page's own data after the load event; on a slow moment the network can look idle
  // before that request starts, so the page data is waited for by name (its template chunk comes with it).
  const pageData = page
    .waitForResponse((r) => /\/page-data\/(?!app-data)[^?]*page-data\.json$/.test(new URL(r.url()).pathname), {
      timeout: 20_000,
    })
    .catch(() => null);
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await pageData;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await browser.close();
  const byType = { html: 0, js: 0, css: 0, font: 0, data: 0, image: 0, other: 0 };
  const afterLoad = [];
  const foreign = [];
  const files = [];
  for (const r of requests.values()) {
    if (!r.url.startsWith(origin)) {
      if (!r.url.startsWith('data:')) foreign.push(r.url);
      continue;
    }
    if (r.prefetch) {
      afterLoad.push({ path: new URL(r.url).pathname, bytes: r.bytes });
      continue;
    }
    byType[kind(r.url, r.type)] += r.bytes;
    files.push({ path: new URL(r.url).pathname, kind: kind(r.url, r.type), bytes: r.bytes });
  }
  const total = Object.values(byType).reduce((a, b) => a + b, 0);
  return { route, byType, total, afterLoad, foreign, files };
}
