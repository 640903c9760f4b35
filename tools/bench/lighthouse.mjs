// Lighthouse (mobile, lab; lighthouse 12 for Node 20) against Debian chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../testing/site.mjs';

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: FULL_CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    // Lighthouse refuses to audit a document that answers with an error status (our 404 page does, on
    // purpose): report that instead of scores of 0.
    if (lhr.runtimeError) return { url, error: lhr.runtimeError.code };
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    /** The rows of an audit's table (its details' `items`, which not every details type has). */
    const items = (id) => /** @type {{ items?: any[] }} */ (lhr.audits[id]?.details)?.items;
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      // The LCP element and when its parts happened (time to first byte, resource load, render delay).
      lcpElement: items('largest-contentful-paint-element')?.[0]?.items?.[0]?.node?.snippet ?? null,
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      // Where the main thread went (Lighthouse's own breakdown of its trace), and the long tasks.
      mainThread: Object.fromEntries(
        (items('mainthread-work-breakdown') ?? []).map((i) => [i.group, Math.round(i.duration)]),
      ),
      longTasks: (items('long-tasks') ?? []).map((t) => ({
        url: t.url,
        startMs: Math.round(t.startTime),
        ms: Math.round(t.duration),
      })),
      domSize: lhr.audits['dom-size']?.numericValue ?? null,
      // Lighthouse's measure of this machine's speed at the time (higher is faster): simulated blocking time
      // scales with it, so runs on different days compare only beside it.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.map((r) => lhr.audits[r.id]))
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}
