// Pages under Lighthouse 12 (mobile, lab; Debian's chromium), ours beside the anchors' and the floors': each
// page's first-load bytes (./weight.mjs), then Lighthouse in rounds (every page once per round, so a busy
// moment of the machine does not fall on one page's runs only), the median and range of the runs. Where the
// main thread goes comes from Lighthouse's own audits of its trace (mainthread-work-breakdown by kind of work,
// bootup-time by script), scaled as Lighthouse scales them (its 4× CPU slowdown); layout alone (Lighthouse
// counts it with style) from its task tree. Hydration by region, which no audit sees, from a trace build.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, launchBrowser } from '../testing/site.mjs';
import { median } from './report.mjs';
import { measurePage, PHONE } from './weight.mjs';

/** Per key of several { key: ms } objects, the rounded median (a key missing from one counts 0 there). */
const medians = (objects) =>
  Object.fromEntries(
    [...new Set(objects.flatMap((o) => Object.keys(o ?? {})))].map((k) => [
      k,
      Math.round(median(objects.map((o) => o?.[k] ?? 0))),
    ]),
  );

/** A script's URL as its chunk (path without the content hash), the page's own as its inline scripts. */
const chunkOf = (url) => {
  const file = URL.canParse(url) ? new URL(url).pathname : url;
  return /\.js$/.test(file) ? file.replace(/-[0-9a-f]{16,}(?=\.js$)/, '') : file.startsWith('/') ? 'inline' : file;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of `url`: scores, metrics and the main thread's work (ms, at Lighthouse's slowdown). */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: FULL_CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    // Lighthouse refuses a document that answers with an error status: that is reported, not scores of 0.
    if (lhr.runtimeError) return { url, error: lhr.runtimeError.code };
    const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((id) =>
      Math.round(lhr.categories[id].score * 100),
    );
    const items = (id) => /** @type {{ items?: any[] }} */ (lhr.audits[id]?.details)?.items ?? [];
    const slowdown =
      lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1;
    const tasks = await MainThreadTasks.request(artifacts.Trace, { computedCache: new Map() });
    const layout = tasks.filter((t) => t.event.name === 'Layout').reduce((sum, t) => sum + t.selfTime, 0);
    return {
      url,
      ...{ performance, accessibility, bestPractices, seo },
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      domSize: lhr.audits['dom-size']?.numericValue ?? null,
      // Lighthouse's measure of the machine's speed then (higher is faster): blocking time scales with it.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
      mainThread: {
        ...Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, Math.round(i.duration)])),
        layout: Math.round(layout * slowdown),
      },
      scripts: Object.fromEntries(items('bootup-time').map((i) => [chunkOf(i.url), Math.round(i.scripting)])),
      longTasks: items('long-tasks').map((t) => Math.round(t.duration)),
      // Pass-or-fail audits that failed (accessibility's, best practices'): what a score under 100 is made of.
      failing: Object.values(lhr.audits).flatMap((a) =>
        a.scoreDisplayMode === 'binary' && a.score === 0 ? [a.id] : [],
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** Median and range of several Lighthouse runs of one page. */
export function summariseLighthouse(route, runs) {
  const ok = runs.filter((r) => !r.error);
  if (!ok.length) return { route, error: runs[0]?.error ?? 'no run' };
  const pick = (key) => ok.map((r) => r[key]);
  const range = (key) => [Math.min(...pick(key)), Math.max(...pick(key))];
  const keys = 'performance accessibility bestPractices seo tbtMs lcpMs cls domSize benchmarkIndex'.split(' ');
  return {
    route,
    runs: ok.length,
    ...Object.fromEntries(keys.map((k) => [k, median(pick(k))])),
    performanceRange: range('performance'),
    tbtRange: range('tbtMs'),
    mainThread: medians(pick('mainThread')),
    scripts: medians(pick('scripts')),
    longTasks: pick('longTasks'),
    failing: [...new Set(ok.flatMap((r) => r.failing ?? []))],
  };
}

/**
 * Every page's first-load bytes, then `runs` rounds of Lighthouse over all of them: [{ site, route, weight,
 * …summariseLighthouse }]. A run that fails to navigate (a loaded machine now and then) is taken again once.
 * @param {{ site: string, route: string, origin: string }[]} pages
 */
export async function auditPages(pages, { runs = 3, log = (_line) => {} } = {}) {
  const weights = [];
  for (const p of pages) weights.push(await measurePage(p.origin, p.route));
  const results = pages.map(() => []);
  for (let round = 1; round <= runs; round += 1)
    for (const [i, p] of pages.entries()) {
      log(`lighthouse ${p.site} ${p.route} (run ${round}/${runs})…`);
      const r = await runLighthouse(p.origin + p.route);
      results[i].push(r.error ? await runLighthouse(p.origin + p.route) : r);
    }
  return pages.map((p, i) => ({ site: p.site, weight: weights[i], ...summariseLighthouse(p.route, results[i]) }));
}

/** The API page whose HTML is largest in the build at `root`: the heaviest page a reader can open. */
export function longestApiPage(root = 'public') {
  const size = (name) => fs.statSync(path.join(root, 'api', name, 'index.html')).size;
  const names = fs
    .readdirSync(path.join(root, 'api'))
    .filter((n) => fs.existsSync(path.join(root, 'api', n, 'index.html')));
  return `/api/${names.sort((a, b) => size(b) - size(a))[0] ?? 'session'}`;
}

/**
 * React's render (hydration) time per region of a page and its effects' time (src/components/TraceRegion:
 * React Profilers, in a trace build only), loaded `runs` times in Chromium as a phone with the CPU slowed
 * 4× until no long task for a second, each route once per round: { route: { region: { render, longest, effects } } }
 * (medians, ms).
 */
export async function regionTimes(origin, routes, runs = 3) {
  const browser = await launchBrowser({ executablePath: FULL_CHROMIUM_PATH });
  const loads = Object.fromEntries(routes.map((r) => [r, []]));
  try {
    for (let run = 0; run < runs; run += 1)
      for (const route of routes) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(origin + route, { waitUntil: 'load' });
        const entries = await page.evaluate(
          () =>
            new Promise((resolve) => {
              let last = performance.now();
              new PerformanceObserver(
                (l) => (last = Math.max(last, ...l.getEntries().map((e) => e.startTime + e.duration))),
              ).observe({ type: 'longtask', buffered: true });
              const check = () =>
                performance.now() - last > 1000 ? resolve(window.__traceRegions ?? []) : setTimeout(check, 200);
              setTimeout(check, 500);
            }),
        );
        await context.close();
        const regions = {};
        for (const { id, kind, ms } of /** @type {{ id: string, kind: string, ms: number }[]} */ (entries)) {
          const r = (regions[id] ??= { render: 0, longest: 0, effects: 0 });
          if (kind === 'render') [r.render, r.longest] = [r.render + ms, Math.max(r.longest, ms)];
          else r.effects += ms;
        }
        loads[route].push(regions);
      }
  } finally {
    await browser.close();
  }
  const byRegion = (list) =>
    Object.fromEntries(Object.keys(list.at(-1) ?? {}).map((id) => [id, medians(list.map((l) => l[id]))]));
  return Object.fromEntries(routes.map((r) => [r, byRegion(loads[r])]));
}
