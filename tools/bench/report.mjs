// The bench's Markdown report: builds beside the anchor with ratios and the issue's targets, search
// figures, first-load bytes and Lighthouse (median and range of the runs, the longest API page beside `/`).
import { developDetails } from './develop.mjs';

const kib = (b) => Math.round((b / 1024) * 10) / 10;
const times = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Build targets of issue 18 on the anchor corpus, as ratios to Docusaurus (wall, peak memory). */
export const BUILD_TARGETS = { 50: { wall: 1.0 }, 500: { wall: 1.0 }, 2000: { wall: 0.7, peak: 0.5 } };

export function targetVerdict(pages, ratios) {
  const target = BUILD_TARGETS[pages];
  if (!target || !ratios) return '–';
  const parts = [];
  if (target.wall) parts.push(`wall ≤ ${target.wall}×: ${ratios.wall <= target.wall ? 'met' : 'not met'}`);
  if (target.peak) parts.push(`peak ≤ ${target.peak}×: ${ratios.peak <= target.peak ? 'met' : 'not met'}`);
  return parts.join(', ');
}

/** Median and range of several Lighthouse runs of one page. */
export function summariseLighthouse(route, runs) {
  const ok = runs.filter((r) => !r.error);
  if (!ok.length) return { route, error: runs[0]?.error ?? 'no run', runs };
  const pick = (key) => ok.map((r) => r[key]);
  const range = (key) => [Math.min(...pick(key)), Math.max(...pick(key))];
  return {
    route,
    runs: ok.length,
    performance: median(pick('performance')),
    performanceRange: range('performance'),
    accessibility: median(pick('accessibility')),
    bestPractices: median(pick('bestPractices')),
    seo: median(pick('seo')),
    tbtMs: median(pick('tbtMs')),
    tbtRange: range('tbtMs'),
    lcpMs: median(pick('lcpMs')),
    cls: median(pick('cls')),
    failing: [...new Set(ok.flatMap((r) => r.failing ?? []))],
    domSize: median(pick('domSize')),
    benchmarkIndex: median(pick('benchmarkIndex').filter((b) => b != null)),
    // Median per main-thread group (ms, under Lighthouse's 4× CPU slowdown) and the long tasks of each run.
    mainThread: Object.fromEntries(
      [...new Set(ok.flatMap((r) => Object.keys(r.mainThread ?? {})))].map((g) => [
        g,
        median(ok.map((r) => r.mainThread?.[g] ?? 0)),
      ]),
    ),
    longTasks: ok.map((r) => r.longTasks ?? []),
    all: ok.map(({ performance, tbtMs, lcpMs }) => ({ performance, tbtMs, lcpMs })),
  };
}

const ratio = (a, b) => (a != null && b ? Math.round((a / b) * 100) / 100 : null);

/** Wall, CPU and peak-memory ratios of one build of ours to the anchor's build beside it (null if either failed). */
export function pairRatios(ours, anchor) {
  return anchor && !ours.failed
    ? {
        wall: ratio(ours.seconds, anchor.seconds),
        cpu: ratio(ours.cpuSeconds, anchor.cpuSeconds),
        peak: ratio(ours.peakMiB, anchor.peakMiB),
      }
    : null;
}

/** Of several pairs built one after the other, the one whose wall ratio is the median (the first if any failed). */
export function medianPair(pairs) {
  if (pairs.some((p) => !p.ratios)) return pairs.find((p) => !p.ratios);
  const sorted = [...pairs].sort((a, b) => a.ratios.wall - b.ratios.wall);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const seconds = (s) => (s == null ? s : Math.round(s * 10) / 10);

/** Targets of issue 25 for the authoring server: the first page no later than Docusaurus's, an edit on screen within 1 s at 500 pages. */
export const DEVELOP_TARGETS = { editMs: 1000, editAtPages: 500 };

const developCell = (d, key, unit) =>
  `${d.ours[key]} ${unit}${d.anchor ? ` / ${d.anchor[key]} ${unit} (${times(ratio(d.ours[key], d.anchor[key]))})` : ''}`;
const editCell = (r) => `${r.editMs.median} ms (${r.editMs.all.join(', ')})`;

export function developVerdict(d) {
  const parts = [];
  if (d.anchor)
    parts.push(
      `first page ≤ ${d.anchor.tool.split(' (')[0]}: ${d.ours.firstPageSeconds <= d.anchor.firstPageSeconds ? 'met' : 'not met'}`,
    );
  if (d.pages >= DEVELOP_TARGETS.editAtPages)
    parts.push(
      `edit ≤ ${DEVELOP_TARGETS.editMs / 1000} s: ${d.ours.editMs.median <= DEVELOP_TARGETS.editMs ? 'met' : 'not met'}`,
    );
  return parts.join(', ') || '–';
}

/** The build table: each size, ours beside the anchor, the pairs and the peak memory by process kind. */
function formatBuilds(results) {
  const md = [];
  const anchorName = results.build.find((b) => b.anchor)?.anchor.tool ?? 'anchor';
  md.push(
    `| pages | wall: this site / ${anchorName} | ratio | CPU (user + sys) | ratio | peak memory (process tree) | ratio | target |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const b of results.build) {
    const failed = (o, unit) => (b.ours.failed ? `failed after ${o} ${unit}` : `${o} ${unit}`);
    const pair = (o, a, unit) => (a ? `${failed(o, unit)} / ${a} ${unit}` : failed(o, unit));
    md.push(
      `| ${b.pages} | ${pair(seconds(b.ours.seconds), seconds(b.anchor?.seconds), 's')} | ${times(b.ratios?.wall)} | ${pair(seconds(b.ours.cpuSeconds), seconds(b.anchor?.cpuSeconds), 's')} | ${times(b.ratios?.cpu)} | ${pair(b.ours.peakMiB, b.anchor?.peakMiB, 'MiB')} | ${times(b.ratios?.peak)} | ${b.ours.failed ? `not met: the build failed (${b.ours.failed})` : targetVerdict(b.pages, b.ratios)} |`,
    );
  }
  for (const b of results.build.filter((x) => x.pairs)) {
    md.push(
      '',
      `${b.pages} pages: ${b.pairs.length} pairs built one after the other, the median one above; wall ratio of each pair ${b.pairs.map((r) => (r ? times(r.wall) : 'failed')).join(' / ')}.`,
    );
  }
  md.push(
    '',
    '| this site, peak by process kind | main | workers | largest single process |',
    '| --- | --- | --- | --- |',
  );
  for (const b of results.build) {
    const k = b.ours.byProcess ?? {};
    md.push(
      `| ${b.pages} pages | ${k.main?.peakMiB ?? '–'} MiB | ${k.worker ? `${k.worker.peakMiB} MiB (${k.worker.processes})` : '–'} | ${b.ours.largestProcessMiB ?? '–'} MiB |`,
    );
  }
  md.push('');
  return md;
}

/** The authoring servers' table: first page on screen, save to screen, peak memory. */
function formatDevelop(results) {
  const md = [];
  const anchorName = results.develop.find((d) => d.anchor)?.anchor.tool ?? 'anchor';
  md.push(
    `| authoring server, pages | first page on screen: this site / ${anchorName} | CPU until then (process tree) | answered the page (HTTP) | save to screen, median (each edit) | peak memory (process tree) | targets |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const d of results.develop) {
    md.push(
      `| ${d.pages} (\`${d.route}\`) | ${developCell(d, 'firstPageSeconds', 's')} | ${d.ours.firstPageCpuSeconds != null ? developCell(d, 'firstPageCpuSeconds', 's') : '–'} | ${developCell(d, 'servedSeconds', 's')} | ${editCell(d.ours)}${d.anchor ? ` / ${editCell(d.anchor)}` : ''} | ${developCell(d, 'peakMiB', 'MiB')} | ${developVerdict(d)} |`,
    );
  }
  md.push(...developDetails(results.develop));
  md.push(
    '',
    `Load average (1 min) at the start and the end of each server's run: ${results.develop
      .flatMap((d) =>
        [d.ours, d.anchor].filter(Boolean).map((r) => `${d.pages} pages, ${r.tool}: ${r.load?.join(' → ') ?? '–'}`),
      )
      .join('; ')}.`,
    '',
  );
  return md;
}

/** A Markdown table: its header row, the separator with as many columns, the rows, a blank line. */
const table = (header, rows) => [header, `|${' --- |'.repeat(header.split('|').length - 2)}`, ...rows, ''];

/** The search index of each size: its files and what a first query downloads. */
function formatSearch(results) {
  return table(
    '| search, pages | sections | index files (gzip in all) | entry file | first query downloads: median / p95 / max (gzip 9) | pages ranked as MiniSearch: same / up to near-ties | budget |',
    results.search.map(({ pages, summary: f }) => {
      const q = f.firstQuery;
      return `| ${pages} | ${f.sections} | ${f.files} (${kib(f.totalGzipBytes)} KiB) | ${kib(f.entryGzipBytes)} KiB | ${kib(q.medianBytes)} / ${kib(q.p95Bytes)} / ${kib(q.maxBytes)} KiB (${q.queries} queries, worst «${q.worstQuery}», up to ${q.maxFiles} files) | ${f.sameAsMiniSearch ?? '–'} / ${f.sameUpToTies ?? '–'} | ${q.maxBytes <= f.budgetKiB * 1024 ? 'within' : 'over'} ${f.budgetKiB} KiB |`;
    }),
  );
}

/** First-load bytes by type of each audited page. */
function formatWeights(results) {
  return table(
    '| first load (compressed) | HTML | JS | CSS | font | data | total | prefetched after load | other origins |',
    results.weight.map((w) => {
      const t = w.byType;
      const after = w.afterLoad.reduce((a, r) => a + r.bytes, 0);
      const pageData = w.afterLoad.filter((r) => r.path.startsWith('/page-data/')).length;
      return `| \`${w.route}\` | ${kib(t.html)} KiB | ${kib(t.js)} KiB | ${kib(t.css)} KiB | ${kib(t.font)} KiB | ${kib(t.data)} KiB | ${kib(w.total)} KiB | ${w.afterLoad.length} requests (${pageData} page data), ${kib(after)} KiB | ${w.foreign.length} |`;
    }),
  );
}

/** Lighthouse's figures per page, the blocking-time budgets, and the long API pages beside `/`. */
function formatLighthouse(results) {
  const md = [];
  const runs = Math.max(...results.lighthouse.map((l) => l.runs ?? 0));
  md.push(
    `| Lighthouse (mobile), median of ${runs} | performance (range) | accessibility | best practices | SEO | TBT (range) | LCP | CLS | machine (benchmark index) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const l of results.lighthouse) {
    if (l.error) {
      md.push(`| \`${l.route}\` | not audited: ${l.error} | | | | | | | |`);
      continue;
    }
    md.push(
      `| \`${l.route}\` | ${l.performance} (${l.performanceRange.join('–')}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.tbtMs} ms (${l.tbtRange.join('–')}) | ${l.lcpMs} ms | ${l.cls} | ${l.benchmarkIndex ?? '–'} |`,
    );
  }
  // The blocking-time budgets (budgets.json `blockingMs`, figures of an earlier bench run): each page
  // type's median beside its budget. A figure, not a test: lab timings move with the machine.
  if (results.blockingBudgets) {
    md.push(
      '',
      '| blocking-time budget (budgets.json) | route | budget | this run (median TBT) | |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const [type, { route, ms }] of Object.entries(results.blockingBudgets)) {
      const l = results.lighthouse.find((x) => x.route === route);
      md.push(
        `| ${type} | \`${route}\` | ${ms} ms | ${l && !l.error ? `${l.tbtMs} ms` : 'not measured'} | ${l && !l.error ? (l.tbtMs <= ms ? 'within' : 'over') : ''} |`,
      );
    }
  }
  const home = results.lighthouse.find((l) => l.route === '/');
  const longPages = (results.apiPages ?? [])
    .map((r) => results.lighthouse.find((l) => l.route === r))
    .filter((l) => l && !l.error);
  if (home && !home.error && longPages.length) {
    const shown = [...longPages, home];
    const groups = [...new Set(shown.flatMap((l) => Object.keys(l.mainThread ?? {})))].sort(
      (a, b) => (longPages[0].mainThread?.[b] ?? 0) - (longPages[0].mainThread?.[a] ?? 0),
    );
    const tasks = (l) => l.longTasks.map((run) => run.map((t) => t.ms).join('+') || 'none').join(' / ');
    md.push(
      '',
      `| main thread (median ms, Lighthouse's 4× slowdown) | ${groups.join(' | ')} | DOM elements | long tasks per run (ms) |`,
      `| --- | ${groups.map(() => '---').join(' | ')} | --- | --- |`,
      ...shown.map(
        (l) =>
          `| \`${l.route}\` | ${groups.map((g) => l.mainThread?.[g] ?? 0).join(' | ')} | ${l.domSize ?? '–'} | ${tasks(l)} |`,
      ),
      '',
    );
    for (const long of longPages) {
      const gap = home.performance - long.performance;
      md.push(
        `Long API page \`${long.route}\` beside \`/\`: performance ${long.performance} vs ${home.performance} (${gap <= 5 ? 'within' : 'more than'} 5 points: ${gap}), ` +
          `blocking time ${long.tbtMs} ms vs ${home.tbtMs} ms (target ≤ 200 ms: ${long.tbtMs <= 200 ? 'met' : 'not met'}).`,
      );
    }
  }
  return md;
}

/** The whole report as Markdown: each part a table, the parts a run skipped left out. */
export function formatReport(results) {
  const md = [];
  md.push(
    `Measured ${results.date.slice(0, 10)} on ${results.machine}; load average at start ${results.loadAverageAtStart?.join(' / ') ?? '–'}.`,
  );
  if (results.corpus)
    md.push(
      `Corpus: ${results.corpus}.${
        Object.keys(results.buildEnv ?? {}).length
          ? ` Build environment: ${Object.entries(results.buildEnv)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ')}.`
          : ''
      }`,
    );
  md.push('');
  if (results.build.length) md.push(...formatBuilds(results));
  if (results.develop?.length) md.push(...formatDevelop(results));
  if (results.search.length) md.push(...formatSearch(results));
  if (results.weight.length) md.push(...formatWeights(results));
  if (results.lighthouse.length) md.push(...formatLighthouse(results));
  if (results.anchorPages) md.push('', ...formatAnchorPages(results));
  if (results.serving?.rows?.length) md.push('', ...formatServing(results.serving));
  return md.join('\n') + '\n';
}

/** The issue's target for serving (issue 26): p99 under 1 s, no timeout, nothing lost. */
export const SERVING_TARGET = { p99Ms: 1000 };

/** The serving table: each server under the same load, with the load average when its run ended. */
export function formatServing(serving) {
  const lost = (r) => r.timeouts + r.errors + r.non2xx;
  const verdict = (r) => (r.latencyMs.p99 < SERVING_TARGET.p99Ms && lost(r) === 0 ? 'met' : 'not met');
  return [
    `Serving \`${serving.route}\` to ${serving.connections} keep-alive connections for ${serving.seconds} s (${serving.tool}; browser Accept-Encoding), one server at a time. Target: p99 < 1 s, no timeout, no request lost.`,
    '',
    '| server | requests/s | p50 | p90 | p99 | max | timeouts | errors | non-2xx | load average after | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...serving.rows.map(
      (r) =>
        `| ${r.name}${r.restarted === false ? ' (the restart did not finish)' : ''} | ${r.perSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p90} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.timeouts} | ${r.errors} | ${r.non2xx} | ${r.loadAverage?.join(' / ') ?? '–'} | ${verdict(r)} |`,
    ),
    '',
  ];
}

/** Our three page types beside the anchors' home and deepest page, from the same kind of Lighthouse runs. */
export function formatAnchorPages(results) {
  const { anchorPages } = results;
  const rows = [];
  const kibCell = (bytes) => (bytes == null ? '–' : `${Math.round((bytes / 1024) * 10) / 10} KiB`);
  const row = (site, route, l) =>
    rows.push(
      l.error
        ? `| ${site} | \`${route}\` | not audited: ${l.error} | | | | | | |`
        : `| ${site} | \`${route}\` | ${kibCell(l.jsBytes)} | ${kibCell(l.totalBytes)} | ${l.performance} (${l.performanceRange.join('–')}) | ${l.tbtMs} ms (${l.tbtRange.join('–')}) | ${l.lcpMs} ms | ${l.cls} | ${l.benchmarkIndex ?? '–'} |`,
    );
  const weightOf = (route) => (results.weight ?? []).find((w) => w.route === route);
  for (const l of results.lighthouse ?? [])
    row('this site', l.route, { ...l, jsBytes: weightOf(l.route)?.byType.js, totalBytes: weightOf(l.route)?.total });
  for (const site of anchorPages.sites) {
    if (site.error) rows.push(`| ${site.name} | | ${site.error} | | | | | | |`);
    else for (const l of site.lighthouse) row(`${site.name} (${anchorPages.corpusPages}-page corpus)`, l.route, l);
  }
  for (const site of results.floor?.sites ?? [])
    for (const l of site.lighthouse) row(`floor: ${site.name}`, l.route, l);
  return [
    `Beside the anchors (Lighthouse 12 mobile, median of each page's runs; the anchors' deepest page is \`${anchorPages.deepPage}\`; first-load bytes as sent, gzip for every site (Chromium asks for brotli only over HTTPS)${results.floor ? "; the floors are one-page Gatsby 5 sites, alone and with Emotion and its RTL plugin, what the card's stack costs before the site adds anything (tools/bench/floor.mjs)" : ''}):`,
    '',
    '| site | page | JS until load | everything until load | performance (range) | TBT (range) | LCP | CLS | benchmark index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}
