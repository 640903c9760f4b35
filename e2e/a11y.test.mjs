// The strictest accessibility sweep: axe-core (the newest release; every rule it has switched on, the
// experimental, best-practice, AAA and deprecated ones included) over all 43 routes and the not-found
// page, in both colour modes, at 1280 px and 390 px. Serious and critical findings fail; moderate and
// minor ones are listed in the output with totals by impact, and so is the sweep's wall time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { axeVersion, EVERY_RULE, strictAxe } from './axe.mjs';
import { closeSite, openSearchByShortcut, openSite, SPEC_ROUTES } from './helpers.mjs';

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
  print(`axe-core ${axeVersion}, all ${Object.keys(EVERY_RULE).length} rules: ${IMPACTS.map((i) => `${i} ${counts[i]}`).join(', ')} (nodes)`);
  const byRule = new Map();
  for (const f of findings) {
    const key = `${f.impact} ${f.rule}`;
    if (!byRule.has(key)) byRule.set(key, []);
    byRule.get(key).push(f);
  }
  for (const [key, list] of [...byRule].sort((a, b) => IMPACTS.indexOf(a[1][0].impact) - IMPACTS.indexOf(b[1][0].impact))) {
    const views = [...new Set(list.map((f) => `${f.route} (${f.mode}, ${f.width}px)`))];
    print(`  ${key} (${list[0].help}): ${list.length} node(s) in ${views.length} page view(s), e.g. ${views.slice(0, 3).join('; ')}: ${list[0].target}`);
  }
  return counts;
}

/**
 * CPU seconds (user + system) this test and its browser processes have used, from /proc: the wall time
 * of a sweep depends on what else the machine runs, its CPU time much less. Null where /proc is missing.
 */
function cpuSeconds() {
  try {
    const tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    const children = new Map();
    for (const line of execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    }
    let seconds = 0;
    const walk = (pid) => {
      for (const child of children.get(pid) ?? []) {
        try {
          // utime, stime and the reaped children's cutime, cstime (exited renderers count there).
          const fields = fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1].split(' ');
          seconds += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / tick;
        } catch {
          // The process ended meanwhile.
        }
        walk(child);
      }
    };
    walk(process.pid);
    const own = process.cpuUsage();
    return seconds + (own.user + own.system) / 1e6;
  } catch {
    return null;
  }
}

/** The colour toggle as the reader uses it: one press goes from light to dark; transitions are let finish. */
async function switchTo(page, mode) {
  await page.evaluate(() => document.querySelector('header button[data-color-mode]').click());
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
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
    // One browser, one context per width, both at once (the machine has two cores). Each page is loaded
    // fresh in light mode (the default), checked, switched to dark with the toggle and checked again.
    await Promise.all(
      WIDTHS.map(async (viewport) => {
        const context = await site.browser.newContext({ viewport, locale: 'fa-IR', colorScheme: 'light' });
        const page = await context.newPage();
        for (const route of ROUTES) {
          await page.goto(site.server.origin + route, { waitUntil: 'networkidle' });
          for (const mode of MODES) {
            if (mode !== 'light') await switchTo(page, mode);
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode, `${route} in ${mode} mode`);
            findings.push(...(await strictAxe(page, { route, mode, width: viewport.width })));
            views++;
          }
          // The next page starts in light mode again.
          await page.evaluate(() => localStorage.setItem('theme', 'light'));
        }
        await context.close();
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpuAtEnd = cpuSeconds();
    const cpu = cpuAtStart === null || cpuAtEnd === null ? 'n/a' : `${(cpuAtEnd - cpuAtStart).toFixed(0)} s`;
    const print = (line) => {
      t.diagnostic(line);
      console.log(line);
    };
    print(`${views} page views (${ROUTES.length} pages × ${MODES.length} colour modes × ${WIDTHS.length} widths) in ${seconds} s wall, CPU time ${cpu} (test and browser)`);
    report(findings, print);
    assert.equal(views, ROUTES.length * MODES.length * WIDTHS.length);
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
