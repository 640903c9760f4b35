// The strictest accessibility sweep: axe-core (the newest release; every rule it has switched on, the
// experimental, best-practice, AAA and deprecated ones included) over all 43 routes and the not-found
// page, each in both colour modes. Every page type (the template a page is rendered with, and the
// not-found page) is seen at 1280 px and at 390 px: a type's pages take the two widths in turns, and a
// type with one page gets both. Serious and critical findings fail; moderate and minor ones are listed in
// the output with totals by impact, and so is the sweep's wall and CPU time.
//
// Why not every page at both widths: that was 176 axe runs, the longest file of `npm test` (a11y 431 s of
// Chromium on its own); what a width changes is the layout the template gives every page of its type
// (sidebar or drawer, the header, tables and code that scroll), so each type at each width keeps every rule
// on every layout for 94 runs (docs/performance.md, «How long npm test takes»).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { processTreeSeconds } from '../tools/testing/cpuTime.mjs';
import { axeVersion, EVERY_RULE, strictAxe } from './axe.mjs';
import { closeSite, openSearchByShortcut, openSite, SHARED_SITE_ENV, SPEC_ROUTES } from './helpers.mjs';

const ROUTES = [...SPEC_ROUTES, '/no/such/page'];
const MODES = ['light', 'dark'];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];

/** Totals by impact, and each rule found with its impact and where it was seen. */
function report(findings, print) {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, findings.filter((f) => f.impact === i).length]));
  print(
    `axe-core ${axeVersion}, all ${Object.keys(EVERY_RULE).length} rules: ${IMPACTS.map((i) => `${i} ${counts[i]}`).join(', ')} (nodes)`,
  );
  const byRule = new Map();
  for (const f of findings) {
    const key = `${f.impact} ${f.rule}`;
    if (!byRule.has(key)) byRule.set(key, []);
    byRule.get(key).push(f);
  }
  for (const [key, list] of [...byRule].sort(
    (a, b) => IMPACTS.indexOf(a[1][0].impact) - IMPACTS.indexOf(b[1][0].impact),
  )) {
    const views = [...new Set(list.map((f) => `${f.route} (${f.mode}, ${f.width}px)`))];
    print(
      `  ${key} (${list[0].help}): ${list.length} node(s) in ${views.length} page view(s), e.g. ${views.slice(0, 3).join('; ')}: ${list[0].target}`,
    );
  }
  return counts;
}

/**
 * CPU seconds (user + system) this test and its browser processes have used (tools/testing/cpuTime.mjs, from /proc):
 * the wall time of a sweep depends on what else the machine runs, its CPU time much less. Null where /proc
 * is missing, and where the browser is the one `npm run test:e2e` shares among the files at once (not this
 * process's; the runner counts that one).
 */
function cpuSeconds() {
  if (process.env[SHARED_SITE_ENV.browser]) return null;
  return processTreeSeconds(process.pid);
}

/**
 * The colour toggle as the reader uses it, pressed until `mode` is the reader's choice: it cycles light →
 * dark → system, so light → dark is one press and dark → light two. Transitions are let finish.
 */
async function switchTo(page, mode) {
  for (let presses = 0; (await page.evaluate(() => document.documentElement.dataset.themeChoice)) !== mode; presses++) {
    assert.ok(presses < 3, `the toggle never reached ${mode}`);
    const before = await page.evaluate(() => document.documentElement.dataset.themeChoice);
    await page.evaluate(() =>
      /** @type {HTMLElement} */ (document.querySelector('header button[data-color-mode]')).click(),
    );
    await page.waitForFunction((b) => document.documentElement.dataset.themeChoice !== b, before);
  }
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
  await settled(page);
}

/** Two frames painted (media-query listeners and the re-render they cause), and every transition finished. */
async function settled(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/**
 * The page type of each route, as the build records it (the template's chunk in the route's page data; the
 * not-found page is its own type), and the widths each route is seen at: a type's pages take the widths in
 * turns, in route order, and a type with one page gets both.
 */
async function widthsByRoute(origin) {
  const types = new Map();
  for (const route of ROUTES) {
    const dataPath = route === '/no/such/page' ? '/404.html' : route === '/' ? '/index' : route;
    const response = await fetch(`${origin}/page-data${dataPath}/page-data.json`);
    assert.equal(response.status, 200, `page data of ${route}`);
    const type = (await response.json()).componentChunkName;
    types.set(type, [...(types.get(type) ?? []), route]);
  }
  const plan = new Map();
  for (const routes of types.values())
    routes.forEach((route, i) => plan.set(route, routes.length === 1 ? WIDTHS : [WIDTHS[i % WIDTHS.length]]));
  return { types, plan };
}

describe('accessibility: strict axe-core sweep', () => {
  let site;
  before(async () => (site = await openSite()));
  after(() => closeSite(site));

  it(`has no serious or critical violations on ${ROUTES.length} pages × ${MODES.length} colour modes, every page type at ${WIDTHS.length} widths`, async (t) => {
    const started = Date.now();
    const cpuAtStart = cpuSeconds();
    const { types, plan } = await widthsByRoute(site.server.origin);
    const findings = [];
    const seen = new Set();
    let views = 0;
    // One browser, a page per width at once (the machine has two cores), each taking its routes in turn.
    // Each route is loaded once per width, in light mode (the default), and seen in both modes.
    await Promise.all(
      WIDTHS.map(async (viewport) => {
        const context = await site.browser.newContext({ viewport, locale: 'fa-IR', colorScheme: 'light' });
        const page = await context.newPage();
        for (const route of ROUTES.filter((r) => plan.get(r).includes(viewport))) {
          await page.goto(site.server.origin + route, { waitUntil: 'networkidle' });
          for (const mode of MODES) {
            if (mode !== 'light') await switchTo(page, mode);
            assert.deepEqual(
              await page.evaluate(() => [
                document.documentElement.dataset.theme,
                document.documentElement.dataset.themeChoice,
              ]),
              [mode, mode],
              `${route} in ${mode} mode`,
            );
            assert.equal(await page.evaluate(() => innerWidth), viewport.width, `${route} at ${viewport.width}px`);
            findings.push(...(await strictAxe(page, { route, mode, width: viewport.width })));
            seen.add(`${route} ${mode} ${viewport.width}`);
            views++;
          }
          // The next route starts in light mode again, as a first visit does.
          await switchTo(page, 'light');
        }
        await context.close();
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpuAtEnd = cpuSeconds();
    const cpu =
      cpuAtStart === null || cpuAtEnd === null
        ? 'n/a (browser shared or no /proc)'
        : `${(cpuAtEnd - cpuAtStart).toFixed(0)} s`;
    const print = (line) => {
      t.diagnostic(line);
      console.log(line);
    };
    print(
      `${views} page views (${ROUTES.length} pages × ${MODES.length} colour modes; ${types.size} page types, each at ${WIDTHS.length} widths) in ${seconds} s wall, CPU time ${cpu} (test and browser)`,
    );
    report(findings, print);
    // Every page in both modes, and every page type in both modes at both widths.
    for (const route of ROUTES)
      for (const mode of MODES)
        assert.ok(
          [...seen].some((v) => v.startsWith(`${route} ${mode} `)),
          `${route} in ${mode} mode`,
        );
    for (const [type, routes] of types)
      for (const { width } of WIDTHS)
        for (const mode of MODES)
          assert.ok(
            routes.some((route) => seen.has(`${route} ${mode} ${width}`)),
            `${type} in ${mode} mode at ${width}px`,
          );
    const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
    assert.deepEqual(
      blocking.map((f) => `${f.impact} ${f.rule} on ${f.route} (${f.mode}, ${f.width}px): ${f.target}`),
      [],
    );
  });

  it('has none either with the search dialog (results showing) or the phone drawer open, in both modes', async (t) => {
    const findings = [];
    for (const viewport of WIDTHS) {
      const context = await site.browser.newContext({ viewport, locale: 'fa-IR', colorScheme: 'light' });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/api/bot', { waitUntil: 'networkidle' });
      for (const mode of MODES) {
        if (mode !== 'light') await switchTo(page, mode);
        await openSearchByShortcut(page);
        await page.getByRole('combobox').fill('API');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        findings.push(...(await strictAxe(page, { route: '/api/bot, search open', mode, width: viewport.width })));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        if (viewport.width < 996) {
          await page.getByRole('button', { name: 'باز کردن منوی ناوبری' }).click();
          await page.getByRole('dialog').waitFor();
          findings.push(...(await strictAxe(page, { route: '/api/bot, drawer open', mode, width: viewport.width })));
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
      await context.close();
    }
    report(findings, (line) => {
      t.diagnostic(line);
      console.log(line);
    });
    const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
    assert.deepEqual(
      blocking.map((f) => `${f.impact} ${f.rule} on ${f.route} (${f.mode}, ${f.width}px): ${f.target}`),
      [],
    );
  });
});
