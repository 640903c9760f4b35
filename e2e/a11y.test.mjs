// The strictest accessibility sweep: axe-core (the newest release; every rule it has switched on, the
// experimental, best-practice, AAA and deprecated ones included) over all 43 routes and the not-found
// page, in both colour modes, at 1280 px and 390 px. Serious and critical findings fail; moderate and
// minor ones are listed in the output with totals by impact, and so is the sweep's wall time.
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
 * CPU seconds (user + system) this test and its browser processes have used (tools/cpuTime.mjs, from /proc):
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
 * The four views of a page from one load: light and dark at the width it was opened in, then at the other
 * width (the window resized, as CSS media queries and the page's listeners see it) dark and light. The
 * page ends in light mode, as the next one starts; the next load starts at the width this one ended in.
 */
function viewsFrom(viewport) {
  const [first, second] = viewport.width === WIDTHS[0].width ? WIDTHS : [...WIDTHS].reverse();
  return [
    { viewport: first, mode: 'light' },
    { viewport: first, mode: 'dark' },
    { viewport: second, mode: 'dark' },
    { viewport: second, mode: 'light' },
  ];
}

describe('accessibility: strict axe-core sweep', () => {
  let site;
  before(async () => (site = await openSite()));
  after(() => closeSite(site));

  it(`has no serious or critical violations on ${ROUTES.length} pages × ${MODES.length} colour modes × ${WIDTHS.length} widths`, async (t) => {
    const started = Date.now();
    const cpuAtStart = cpuSeconds();
    const findings = [];
    let views = 0;
    let loads = 0;
    // One browser, two pages at once (the machine has two cores), each taking the next route. Each page is
    // loaded once, in light mode (the default), and seen in both modes at both widths (viewsFrom).
    const queue = [...ROUTES];
    await Promise.all(
      WIDTHS.map(async (initial) => {
        const context = await site.browser.newContext({ viewport: initial, locale: 'fa-IR', colorScheme: 'light' });
        const page = await context.newPage();
        let viewport = initial;
        for (let route = queue.shift(); route; route = queue.shift()) {
          await page.goto(site.server.origin + route, { waitUntil: 'networkidle' });
          loads++;
          // The first view is the page as it loads, in light mode; each other one is reached as a reader would.
          for (const [at, view] of viewsFrom(viewport).entries()) {
            if (view.viewport !== viewport) {
              await page.setViewportSize(view.viewport);
              viewport = view.viewport;
              await settled(page);
            }
            if (at > 0) await switchTo(page, view.mode);
            assert.deepEqual(
              await page.evaluate(() => [
                document.documentElement.dataset.theme,
                document.documentElement.dataset.themeChoice,
              ]),
              [view.mode, view.mode],
              `${route} in ${view.mode} mode`,
            );
            assert.equal(await page.evaluate(() => innerWidth), viewport.width, `${route} at ${viewport.width}px`);
            findings.push(...(await strictAxe(page, { route, mode: view.mode, width: viewport.width })));
            views++;
          }
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
      `${views} page views (${ROUTES.length} pages × ${MODES.length} colour modes × ${WIDTHS.length} widths) from ${loads} page loads in ${seconds} s wall, CPU time ${cpu} (test and browser)`,
    );
    report(findings, print);
    assert.equal(views, ROUTES.length * MODES.length * WIDTHS.length);
    assert.equal(loads, ROUTES.length);
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
