// The bench's Markdown report: one table per part of the run (the parts a run skipped left out), each with
// the open issues' targets beside the figures.
const kib = (b) => (b == null ? '–' : `${Math.round((b / 1024) * 10) / 10} KiB`);
const times = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);
const s1 = (s) => (s == null ? '–' : `${Math.round(s * 10) / 10} s`);
const ratio = (a, b) => (a != null && b ? Math.round((a / b) * 100) / 100 : null);
const verdict = (ok) => (ok ? 'met' : 'not met');
/** The median of the finite numbers of `xs` (null when none). */
export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A Markdown table: the header, the separator, one line per row, a blank line. */
export const table = (head, rows) => [
  `| ${head} |`,
  `|${' --- |'.repeat(head.split(' | ').length)}`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
  '',
];

/** Production build targets as ratios to Docusaurus on the anchor corpus (issue 40; peak: issue 18). */
export const BUILD_TARGETS = { 500: { wall: 0.7 }, 2000: { wall: 0.5, peak: 0.5 } };

/** Wall, CPU and peak-memory ratios of our build to the anchor's beside it (null if either failed). */
export const pairRatios = (ours, anchor) =>
  anchor && ours && !ours.failed
    ? {
        wall: ratio(ours.seconds, anchor.seconds),
        cpu: ratio(ours.cpuSeconds, anchor.cpuSeconds),
        peak: ratio(ours.peakMiB, anchor.peakMiB),
      }
    : null;

/** Of several pairs built one after the other, the one whose wall ratio is the median (the first failed one if any). */
export function medianPair(pairs) {
  if (pairs.some((p) => !p.ratios)) return pairs.find((p) => !p.ratios);
  return [...pairs].sort((a, b) => a.ratios.wall - b.ratios.wall)[Math.floor((pairs.length - 1) / 2)];
}

function formatBuilds(builds) {
  const target = (b) => {
    if (b.ours.failed) return `not met: the build failed (${b.ours.failed})`;
    const t = BUILD_TARGETS[b.pages];
    if (!t || !b.ratios) return '–';
    return Object.entries(t)
      .map(([k, max]) => `${k} ≤ ${max}×: ${verdict(b.ratios[k] <= max)}`)
      .join(', ');
  };
  const pair = (o, a, unit) => `${o} ${unit}${a == null ? '' : ` / ${a} ${unit}`}`;
  const r1 = (x) => (x == null ? x : Math.round(x * 10) / 10);
  const rows = builds.map((b) => [
    b.pages,
    (b.ours.failed ? 'failed after ' : '') + pair(r1(b.ours.seconds), r1(b.anchor?.seconds), 's'),
    times(b.ratios?.wall),
    pair(b.ours.cpuSeconds, b.anchor?.cpuSeconds, 's'),
    times(b.ratios?.cpu),
    pair(b.ours.peakMiB, b.anchor?.peakMiB, 'MiB'),
    times(b.ratios?.peak),
    target(b),
  ]);
  const anchor = builds.find((b) => b.anchor)?.anchor.tool ?? 'anchor';
  return [
    ...table(
      `pages | wall: this site / ${anchor} | ratio | CPU (user + sys) | ratio | peak memory (process tree) | ratio | target`,
      rows,
    ),
    ...builds
      .filter((b) => b.pairs)
      .map(
        (b) =>
          `${b.pages} pages: ${b.pairs.length} pairs built in turn, the median above; wall ratios ${b.pairs.map((r) => (r ? times(r.wall) : 'failed')).join(' / ')}.\n`,
      ),
  ];
}

/** The develop phases issue 40 names, from Gatsby 5.16's activity names. */
/** @type {[string, RegExp][]} */
const PHASES = [
  [
    'bootstrap',
    /^(load gatsby config|load plugins|onPreInit|initialize cache|copy gatsby files|Compiling Gatsby Functions|onPreBootstrap|createSchemaCustomization|source and transform nodes)$/,
  ],
  ['schema', /^building schema$/],
  ['createPages', /^createPages(Statefully)?$/],
  ['query extraction', /^extract queries from components$/],
  ['HTML renderer bundle', /^Building HTML renderer$/],
  ['browser bundle', /^Building development bundle$/],
];
const phasesCell = (phases = {}) =>
  PHASES.map(([name, re]) => {
    const found = Object.entries(phases).filter(([k]) => re.test(k));
    return found.length ? `${name} ${s1(found.reduce((sum, [, v]) => sum + v, 0))}` : null;
  })
    .filter(Boolean)
    .join(', ') || '–';

/** The authoring servers per corpus size, and issue 40's targets. */
function formatDevelop(develop) {
  const rows = develop.flatMap((d) =>
    d.servers.map((r) => [
      `${d.pages} (\`${d.route}\`)`,
      r.tool,
      s1(r.firstPageSeconds),
      s1(r.firstPageCpuSeconds),
      s1(r.servedSeconds),
      `${r.editMs.median} ms (${r.editMs.all.join(', ')})`,
      `${r.peakMiB} MiB`,
      r.load.join(' → '),
      phasesCell(r.phases),
    ]),
  );
  const targets = develop.map((d) => {
    const [cold, warm] = d.servers;
    const docusaurus = d.servers.find((r) => /docusaurus/i.test(r.tool));
    const edits = [cold, warm].flatMap((r) => r.editMs.all);
    return [
      `${d.pages} pages: cold first page ≤ docusaurus start's: ${docusaurus ? verdict(cold.firstPageSeconds <= docusaurus.firstPageSeconds) : '–'}`,
      d.pages <= 50 ? `warm first page ≤ 15 s: ${verdict(warm.firstPageSeconds <= 15)}` : null,
      `save to screen ≤ 1 s median and ≤ 2 s at worst: ${verdict(median(edits) <= 1000 && Math.max(...edits) <= 2000)}.`,
    ]
      .filter(Boolean)
      .join('; ');
  });
  const head =
    'pages | server | first page on screen | CPU until then | answered (HTTP) | save to screen, median (each) | peak memory | load (1 min) | phases';
  return [...table(head, rows), ...targets, ''];
}

/** The search index of each size: its files and what a first query downloads (./search.mjs's figures). */
function formatSearch(search) {
  const head =
    'search, pages | sections | index files (gzip in all) | entry file | first query downloads: median / p95 / max (gzip 9) | pages ranked as MiniSearch: same / up to near-ties | budget';
  const rows = search.map(({ pages, summary: f }) => {
    const q = f.firstQuery;
    return [
      pages,
      f.sections,
      `${f.files} (${kib(f.totalGzipBytes)})`,
      kib(f.entryGzipBytes),
      `${kib(q.medianBytes)} / ${kib(q.p95Bytes)} / ${kib(q.maxBytes)} (${q.queries} queries, worst «${q.worstQuery}», up to ${q.maxFiles} files)`,
      `${f.sameAsMiniSearch ?? '–'} / ${f.sameUpToTies ?? '–'}`,
      `${q.maxBytes <= f.budgetKiB * 1024 ? 'within' : 'over'} ${f.budgetKiB} KiB`,
    ];
  });
  return table(head, rows);
}

/** Issue 37's targets for our pages: the ones a page misses, or 'met'. */
/** @type {[string, (l: any) => boolean][]} */
export const PAGE_TARGETS = [
  ['performance ≥ 95', (l) => l.performance >= 95],
  ['TBT ≤ 200 ms', (l) => l.tbtMs <= 200],
  ['LCP ≤ 1.8 s', (l) => l.lcpMs <= 1800],
  ['CLS 0', (l) => l.cls === 0],
  ['JS ≤ 85 KiB', (l) => l.weight.byType.js <= 85 * 1024],
  ['accessibility 100', (l) => l.accessibility === 100],
];

/** Every site's pages: first-load bytes, Lighthouse, and where their main thread went. */
function formatPages(results) {
  const ok = results.pages.filter((l) => !l.error);
  const ours = ok.filter((l) => l.site === 'this site');
  const missed = (l) => PAGE_TARGETS.filter(([, test]) => !test(l)).map(([name]) => name);
  const md = [
    `Lighthouse 12 mobile, median of ${Math.max(0, ...ok.map((l) => l.runs))} runs in rounds; first-load bytes as Chromium receives them (gzip for every site: Chromium asks for brotli only over HTTPS). The anchors' deepest page is \`${results.anchorDeepPage ?? '–'}\`.`,
    ...(results.notMeasured ?? []).map((e) => `Not measured: ${e}`),
    '',
    ...table(
      'site | page | JS until load | everything until load | performance (range) | accessibility / best practices / SEO | TBT (range) | LCP | CLS | benchmark index | issue 37 targets | failing audits',
      results.pages.map((l) =>
        l.error
          ? [l.site, `\`${l.route}\``, `not audited: ${l.error}`, '', '', '', '', '', '', '', '', '']
          : [
              l.site,
              `\`${l.route}\``,
              kib(l.weight.byType.js),
              kib(l.weight.total),
              `${l.performance} (${l.performanceRange.join('–')})`,
              `${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
              `${l.tbtMs} ms (${l.tbtRange.join('–')})`,
              `${l.lcpMs} ms`,
              l.cls,
              l.benchmarkIndex ?? '–',
              l.site === 'this site' ? (missed(l).length ? `not met: ${missed(l).join(', ')}` : 'met') : '–',
              l.failing.join(', ') || '–',
            ],
      ),
    ),
  ];
  md.push(
    ...table(
      'first load (compressed) | page | HTML | JS | CSS | font | data | total | prefetched after load | other origins',
      results.pages.map(({ site, route, weight: w }) => [
        site,
        `\`${route}\``,
        ...['html', 'js', 'css', 'font', 'data'].map((k) => kib(w.byType[k])),
        kib(w.total),
        `${w.afterLoad.length} requests, ${kib(w.afterLoad.reduce((a, r) => a + r.bytes, 0))}`,
        w.foreign.length,
      ]),
    ),
  );
  if (results.blockingBudgets)
    md.push(
      ...table(
        'blocking-time budget (budgets.json) | route | budget | this run (median TBT) | ',
        Object.entries(results.blockingBudgets).map(([type, { route, ms }]) => {
          const l = ours.find((x) => x.route === route);
          return [
            type,
            `\`${route}\``,
            `${ms} ms`,
            l ? `${l.tbtMs} ms` : 'not measured',
            l ? (l.tbtMs <= ms ? 'within' : 'over') : '',
          ];
        }),
      ),
    );
  const groups = [...new Set(ok.flatMap((l) => Object.keys(l.mainThread)))];
  md.push(
    "Main thread during load (Lighthouse's audits of its trace, ms at its 4× CPU slowdown, medians; layout is part of styleLayout):",
    '',
    ...table(
      ['site', 'page', ...groups, 'DOM elements', 'long tasks per run (ms)'].join(' | '),
      ok.map((l) => [
        l.site,
        `\`${l.route}\``,
        ...groups.map((g) => l.mainThread[g] ?? 0),
        l.domSize ?? '–',
        l.longTasks.map((r) => r.join('+') || 'none').join(' / '),
      ]),
    ),
    ...ours.map(
      (l) =>
        `Script evaluation by chunk on \`${l.route}\` (ms, Lighthouse's bootup-time): ${
          Object.entries(l.scripts)
            .sort((a, b) => b[1] - a[1])
            .map(([c, ms]) => `${c} ${ms}`)
            .join(', ') || 'none'
        }.`,
    ),
    '',
  );
  return md;
}

/** Hydration by region (a trace build) and the composition of each page's JavaScript. */
function formatBuildsOfPages(results) {
  const md = [];
  if (results.regions) {
    const ids = [...new Set(Object.values(results.regions).flatMap((r) => Object.keys(r)))];
    md.push(
      "React's render (hydration) by region, trace build (React's profiling build), 4× CPU slowdown, median ms: render (longest commit) / effects",
      '',
      ...table(
        ['route', ...ids].join(' | '),
        Object.entries(results.regions).map(([route, r]) => [
          `\`${route}\``,
          ...ids.map((id) => (r[id] ? `${r[id].render} (${r[id].longest}) / ${r[id].effects}` : '–')),
        ]),
      ),
    );
  }
  if (results.composition) {
    const groups = [...new Set(results.composition.flatMap((p) => Object.keys(p.groups)))];
    const wire = (p, g) => p.groups[g]?.wire ?? 0;
    groups.sort((a, b) => wire(results.composition[0], b) - wire(results.composition[0], a));
    md.push(
      "What each page's JavaScript is made of (its source maps; on the wire, as our server sends it):",
      '',
      ...table(['group', ...results.composition.map((p) => `\`${p.route}\``)].join(' | '), [
        ...groups.map((g) => [g, ...results.composition.map((p) => kib(wire(p, g)))]),
        ['total', ...results.composition.map((p) => kib(p.wire))],
      ]),
    );
  }
  return md;
}

/** Issue 38's target for serving: p99 under 1 s, no timeout, nothing lost. */
function formatServing(serving) {
  const lost = (r) => r.timeouts + r.errors + r.non2xx;
  return [
    `Serving \`${serving.route}\` for ${serving.seconds} s (${serving.tool}; browser Accept-Encoding), one server at a time. Target: p99 < 1 s, nothing lost.`,
    '',
    ...table(
      'keep-alive connections | server | requests/s | p50 | p90 | p99 | max | timeouts | errors | non-2xx | load average after | target',
      serving.rows.map((r) => [
        r.connections,
        r.name,
        r.perSecond,
        ...['p50', 'p90', 'p99', 'max'].map((p) => `${r.latencyMs[p]} ms`),
        r.timeouts,
        r.errors,
        r.non2xx,
        r.loadAverage.join(' / '),
        verdict(r.latencyMs.p99 < 1000 && lost(r) === 0),
      ]),
    ),
  ];
}

export function formatReport(results) {
  const md = [
    `Measured ${results.date.slice(0, 10)} on ${results.machine}; load average at start ${results.loadAverageAtStart.join(' / ')}; parts: ${results.parts.join(', ')}.`,
    '',
  ];
  if (results.build?.length) md.push(...formatBuilds(results.build));
  if (results.develop?.length) md.push(...formatDevelop(results.develop));
  if (results.search?.length) md.push(...formatSearch(results.search));
  if (results.pages?.length) md.push(...formatPages(results));
  md.push(...formatBuildsOfPages(results));
  if (results.serving) md.push(...formatServing(results.serving));
  return md.join('\n') + '\n';
}
