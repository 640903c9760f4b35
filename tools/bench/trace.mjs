// `node tools/bench/trace.mjs [--runs 3] [--cpu 4] [route…]`: where the main thread goes while a page
// loads and hydrates. Serves ./public with the production server, opens each route in Debian's chromium
// as a phone (412×823, touch, CPU slowed down 4× as Lighthouse's mobile profile does), records a Chrome
// trace and a sampled JS profile from navigation until the page has been idle for a second, and prints:
// - the main thread's time by kind of work (self time of the trace's events: HTML parsing, script
//   compilation and evaluation, style, layout, paint, garbage collection), and its long tasks with the
//   blocking time they add (the part of each task over 50 ms, as TBT counts it);
// - JavaScript self time by bundle (React DOM in framework-*, Gatsby and our code in app-*, the page's
//   component chunk) and the hottest functions.
// - script evaluation by chunk (EvaluateScript events, inclusive: what each file's first run costs);
// - Emotion's style work (CPU profile samples with an Emotion or stylis function on the stack: serialising,
//   hashing, compiling and inserting rules) — named only in a trace build (below), where Terser keeps names;
// - with --regions, on a trace build: React's render (hydration) time per region of the page (navbar,
//   sidebar, toc, document, footer; `page` is the whole tree) and the time of their effects, from the
//   Profilers of src/components/TraceRegion. A trace build is
//   `GATSBY_TRACE_REGIONS=1 gatsby build --profile` (React DOM's profiling build, names kept), copied aside
//   and given with --root; `--trace-build DIR` makes one into DIR first, in a copy of the project (never in
//   place: webpack's cache would keep the profiling build for the next plain build). Its figures are a profiling
//   build's: compare them with each other, and the plain build's for totals.
// Medians over --runs. Writes bench-results/trace-latest.json. Default routes: /, /api/session and the
// largest API page by HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FULL_CHROMIUM_PATH, launchBrowser, startServer } from '../testing/site.mjs';
import { buildProjectCopy } from '../testing/projectCopy.mjs';
import { longestApiPage } from './longestApiPage.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(value('--runs', '3'));
const cpu = Number(value('--cpu', '4'));
// --root DIR serves another build (to compare two); --css TEXT adds a style sheet before the page's own,
// to weigh a CSS change without a build.
const traceBuild = value('--trace-build', null);
const root = traceBuild ?? value('--root', 'public');
const extraCss = value('--css', null);
const withRegions = args.includes('--regions') || Boolean(traceBuild);
const routes = args.filter(
  (a, i) => !a.startsWith('--') && !['--runs', '--cpu', '--root', '--css', '--trace-build'].includes(args[i - 1]),
);

/**
 * A trace build (React's profiling build, names kept, regions recorded) of this project, in `dir`. It is made
 * in a throwaway copy of the project: built in place, it left webpack's persistent cache in .cache holding
 * React's profiling build, and the next `gatsby build` shipped it (framework chunk 140.9 → 149.8 KB).
 */
export function makeTraceBuild(dir) {
  const copy = buildProjectCopy({
    prefix: 'metis-trace-build-',
    what: 'the trace build',
    args: ['--profile'],
    env: { GATSBY_TRACE_REGIONS: '1' },
  });
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.join(copy.dir, 'public'), dir, { recursive: true });
  } finally {
    copy.remove();
  }
}

const KINDS = [
  ['parse HTML', /^(ParseHTML|ParseAuthorStyleSheet)$/],
  [
    'script compile',
    /^(v8\.compile|V8\.CompileCode|v8\.compileModule|CompileScript|CacheScript|V8\.ScriptCompiler|v8\.produceCache)$/,
  ],
  [
    'script evaluate',
    /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|v8\.callFunction|V8\.Execute|RunMicrotasks|v8\.run|XHRReadyStateChange|FireIdleCallback)$/,
  ],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout|Document::recalcStyle|Document::rebuildLayoutTree|Document::updateStyle.*)$/,
  ],
  ['layout (text shaping)', /ShapeText|Shaping|HarfBuzz/],
  [
    'layout',
    /^(Layout|UpdateLayerTree|ComputeIntersections|LocalFrameView::performLayout|LayoutNG.*|IntersectionObserverController::computeIntersections)$/,
  ],
  [
    'paint',
    /^(Paint|PrePaint|PaintImage|Layerize|CompositeLayers|Commit|UpdateLayer|RasterTask|Decode Image|Blink\.PrePaint\.UpdateTime|Blink\.CompositingInputs\.UpdateTime|Blink\.Paint\.UpdateTime|LocalFrameView::RunPaintLifecyclePhase|WebFrameWidgetImpl::UpdateLifecycle)$/,
  ],
  ['garbage collection', /(GC|GCEvent|BlinkGC|V8\.GC)/],
];
const kindOf = (name) => KINDS.find(([, re]) => /** @type {RegExp} */ (re).test(name))?.[0] ?? 'other';

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
}

/** Self time by kind on the renderer's main thread, and its top-level tasks. */
function mainThread(events) {
  const threadName = new Map();
  for (const e of events) if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name);
  // The page's renderer: the CrRendererMain thread with the most work.
  const work = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threadName.get(key) === 'CrRendererMain' && e.ph === 'X') work.set(key, (work.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  const list = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur != null)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time of each event (its duration less its children's), in wall time and in thread CPU time
  // (tdur: what the thread itself ran, which other load on the machine does not inflate).
  const self = new Map();
  const selfCpu = new Map();
  const otherNames = new Map();
  const tasks = [];
  const stack = [];
  const nodes = [];
  let task = null;
  for (const e of list) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent) task = null;
    if (parent) {
      parent.childTime += Math.min(e.dur, parent.end - e.ts);
      parent.childCpu += e.tdur ?? 0;
    }
    const node = { e, end: e.ts + e.dur, childTime: 0, childCpu: 0, task };
    if (!parent && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')) {
      task = { ts: e.ts, ms: e.dur / 1000, cpuMs: (e.tdur ?? 0) / 1000, kinds: new Map() };
      tasks.push(task);
      node.task = task;
    }
    stack.push(node);
    nodes.push(node);
  }
  for (const { e, childTime, childCpu, task: owner } of nodes) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    const kind = kindOf(e.name);
    if (owner) owner.kinds.set(kind, (owner.kinds.get(kind) ?? 0) + Math.max(0, e.dur - childTime) / 1000);
    if (kind === 'other')
      otherNames.set(e.name, (otherNames.get(e.name) ?? 0) + Math.max(0, (e.tdur ?? 0) - childCpu) / 1000);
    self.set(kind, (self.get(kind) ?? 0) + Math.max(0, e.dur - childTime) / 1000);
    selfCpu.set(kind, (selfCpu.get(kind) ?? 0) + Math.max(0, (e.tdur ?? 0) - childCpu) / 1000);
  }
  const long = tasks.filter((t) => t.ms > 50);
  const round = (m) => Object.fromEntries([...m].map(([k, v]) => [k, Math.round(v)]));
  // Each script's evaluation (inclusive of what it runs synchronously), by file.
  const evaluate = new Map();
  for (const e of list) {
    if (e.name !== 'EvaluateScript' && e.name !== 'v8.evaluateModule') continue;
    const url = e.args?.data?.url ?? '';
    const file = url ? chunkName(url) : '(inline)';
    evaluate.set(file, (evaluate.get(file) ?? 0) + e.dur / 1000);
  }
  return {
    byKind: round(self),
    byKindCpu: round(selfCpu),
    evaluateByChunk: round(evaluate),
    busyMs: Math.round(tasks.reduce((s, t) => s + t.ms, 0)),
    busyCpuMs: Math.round(tasks.reduce((s, t) => s + t.cpuMs, 0)),
    longTasks: long.map((t) => Math.round(t.ms)),
    // Each long task: when it started (ms after the first task), and its main kinds of work.
    longTaskRanges: long.map((t) => [t.ts, t.ts + t.ms * 1000]),
    longTaskParts: long.map((t) => ({
      atMs: Math.round((t.ts - (tasks[0]?.ts ?? t.ts)) / 1000),
      ms: Math.round(t.ms),
      parts: Object.fromEntries(
        [...t.kinds]
          .sort((a, b) => b[1] - a[1])
          .filter(([, v]) => v >= 5)
          .map(([k, v]) => [k, Math.round(v)]),
      ),
    })),
    blockingMs: Math.round(long.reduce((s, t) => s + t.ms - 50, 0)),
    otherCpu: Object.fromEntries(
      [...otherNames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => [k, Math.round(v)]),
    ),
  };
}

/** A script's URL as the chunk it is (content hashes dropped). */
function chunkName(url) {
  try {
    const { pathname } = new URL(url);
    return pathname
      .replace(/-[0-9a-f]{16,}\.js$/, '.js')
      .replace(/^\/([0-9a-f]{6})[0-9a-f]{14,}\.js$/, '/shared-$1.js');
  } catch {
    return url;
  }
}

// Emotion's and stylis's functions (names kept in a trace build): serialising a css prop, hashing it,
// compiling and inserting its rules, <Global>'s insertion.
const EMOTION =
  /^(serializeStyles|handleInterpolation|createStringFromObject|murmur2|insertStyles|registerStyles|getRegisteredStyles|compile|serialize|stringify|middleware|prefixer|prefix|rulesheet|ruleset|declaration|comment|stylisRTLPlugin|cssjanus|Insertion|insert|_insertTag|Global|createEmotionProps|processStyleName|processStyleValue|noComponentSelector)$/;

/** JS self time by bundle and by function, from a CPU profile. */
function scriptTime(profile, origin, ranges = []) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let emotionMs = 0;
  for (const [id, ms] of self) {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      if (EMOTION.test(byId.get(at).callFrame.functionName)) {
        emotionMs += ms;
        break;
      }
    }
  }
  // The JavaScript inside each long task: self time by function of the samples that fall in it (the
  // profile's clock is the trace's).
  const inTasks = ranges.map(() => new Map());
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] ?? 0;
    const at = ranges.findIndex(([a, b]) => t >= a && t <= b);
    if (at === -1) continue;
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]).callFrame;
    if (!url && !functionName) continue;
    const fn = `${functionName || '(anonymous)'} ${url ? path.basename(new URL(url, origin).pathname).replace(/-[0-9a-f]{16,}\.js$/, '.js') : ''}:${lineNumber}`;
    inTasks[at].set(fn, (inTasks[at].get(fn) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000);
  }
  const longTaskFunctions = inTasks.map((m) =>
    Object.fromEntries(
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => [k, Math.round(v)]),
    ),
  );
  const byBundle = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (!url) continue;
    const file = url.startsWith(origin) ? new URL(url).pathname.replace(/-[0-9a-f]{16,}\.js$/, '.js') : url;
    const bundle = /framework/.test(file)
      ? 'framework (React DOM)'
      : /^\/app/.test(file)
        ? 'app (Gatsby runtime, our code)'
        : /component---/.test(file)
          ? 'page component chunk'
          : file;
    byBundle.set(bundle, (byBundle.get(bundle) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${path.basename(file)}:${lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const round = (m) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)]));
  return {
    byBundle: round(byBundle),
    top: Object.fromEntries(Object.entries(round(byFunction)).slice(0, 12)),
    emotionMs: Math.round(emotionMs),
    longTaskFunctions,
  };
}

async function traceOnce(browser, url, origin) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  if (extraCss) {
    // Into the HTML itself, before </head>, as a build would put it.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', `<style data-trace-css>${extraCss}</style></head>`);
      return route.fulfill({ response, body });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink',
      'blink.user_timing',
      'loading',
      '__metadata',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Idle for a second: hydration and the work it schedules are done.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver(
          (l) => (last = Math.max(last, ...l.getEntries().map((e) => e.startTime + e.duration))),
        ).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last > 1000 ? resolve() : setTimeout(check, 200));
        setTimeout(check, 500);
      }),
  );
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const regionEntries = withRegions ? await page.evaluate(() => window.__traceRegions ?? []) : [];
  await context.close();
  const thread = mainThread(trace.traceEvents ?? trace);
  const scripts = scriptTime(profile, origin, thread.longTaskRanges);
  thread.longTaskParts.forEach((/** @type {any} */ t, i) => (t.functions = scripts.longTaskFunctions[i]));
  return { ...thread, scripts, domElements: dom, regions: summariseRegions(regionEntries) };
}

/** Per region: render (hydration) ms over all its commits, the longest commit, and its effects' ms. */
function summariseRegions(entries) {
  const out = {};
  for (const { id, kind, ms } of entries) {
    const r = (out[id] ??= { render: 0, longestRender: 0, effects: 0, commits: 0 });
    if (kind === 'render') {
      r.render += ms;
      r.longestRender = Math.max(r.longestRender, ms);
      r.commits += 1;
    } else r.effects += ms;
  }
  for (const r of Object.values(out))
    for (const k of ['render', 'longestRender', 'effects']) r[k] = Math.round(r[k] * 10) / 10;
  return out;
}

if (traceBuild) makeTraceBuild(path.resolve(traceBuild));
const targets = routes.length ? routes : [...new Set(['/', '/api/session', longestApiPage(root)])];
const server = await startServer({ root: path.resolve(root) });
const browser = await launchBrowser({ executablePath: FULL_CHROMIUM_PATH });
const results = {};
try {
  for (let r = 0; r < runs; r += 1) {
    for (const route of targets) {
      (results[route] ??= []).push(await traceOnce(browser, server.origin + route, server.origin));
      console.error(`traced ${route} (${r + 1}/${runs})`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const summary = Object.fromEntries(
  Object.entries(results).map(([route, list]) => {
    const kinds = [...new Set(list.flatMap((x) => Object.keys(x.byKind)))];
    const bundles = [...new Set(list.flatMap((x) => Object.keys(x.scripts.byBundle)))];
    return [
      route,
      {
        domElements: median(list.map((x) => x.domElements)),
        busyMs: median(list.map((x) => x.busyMs)),
        busyCpuMs: median(list.map((x) => x.busyCpuMs)),
        byKindCpu: Object.fromEntries(kinds.map((k) => [k, median(list.map((x) => x.byKindCpu[k] ?? 0))])),
        blockingMs: median(list.map((x) => x.blockingMs)),
        longTasks: list.map((x) => x.longTasks),
        byKind: Object.fromEntries(kinds.map((k) => [k, median(list.map((x) => x.byKind[k] ?? 0))])),
        scriptByBundle: Object.fromEntries(
          bundles.map((b) => [b, median(list.map((x) => x.scripts.byBundle[b] ?? 0))]),
        ),
        evaluateByChunk: Object.fromEntries(
          [...new Set(list.flatMap((x) => Object.keys(x.evaluateByChunk)))].map((c) => [
            c,
            median(list.map((x) => x.evaluateByChunk[c] ?? 0)),
          ]),
        ),
        emotionMs: median(list.map((x) => x.scripts.emotionMs)),
        regions: Object.fromEntries(
          [...new Set(list.flatMap((x) => Object.keys(x.regions)))].map((id) => [
            id,
            Object.fromEntries(
              ['render', 'longestRender', 'effects'].map((k) => [k, median(list.map((x) => x.regions[id]?.[k] ?? 0))]),
            ),
          ]),
        ),
        topFunctions: list[Math.floor(list.length / 2)].scripts.top,
        otherCpu: list[Math.floor(list.length / 2)].otherCpu,
        longTaskParts: list[Math.floor(list.length / 2)].longTaskParts,
      },
    ];
  }),
);
fs.mkdirSync('bench-results', { recursive: true });
const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
fs.writeFileSync(
  'bench-results/trace-latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), cpuSlowdown: cpu, runs, root, extraCss, loadAverage, summary },
    null,
    2,
  ) + '\n',
);

const kinds = [...new Set(Object.values(summary).flatMap((s) => Object.keys(s.byKind)))].sort(
  (a, b) => (summary[targets.at(-1)].byKind[b] ?? 0) - (summary[targets.at(-1)].byKind[a] ?? 0),
);
console.log(
  `Main thread during load and hydration, ${cpu}× CPU slowdown, phone viewport, median of ${runs} (ms; wall, and the thread's own CPU time in parentheses):\n`,
);
console.log(
  `| page | DOM elements | busy | ${kinds.join(' | ')} | long tasks (ms, each run) | blocking (Σ over 50 ms) |`,
);
console.log(`| --- | --- | --- | ${kinds.map(() => '---').join(' | ')} | --- | --- |`);
for (const [route, s] of Object.entries(summary)) {
  console.log(
    `| \`${route}\` | ${s.domElements} | ${s.busyMs} (${s.busyCpuMs}) | ${kinds.map((k) => `${s.byKind[k] ?? 0} (${s.byKindCpu[k] ?? 0})`).join(' | ')} | ${s.longTasks.map((l) => l.join('+') || 'none').join(' / ')} | ${s.blockingMs} |`,
  );
}
for (const [route, s] of Object.entries(summary)) {
  console.log(
    `\nJavaScript self time on \`${route}\` by bundle: ${Object.entries(s.scriptByBundle)
      .map(([b, ms]) => `${b} ${ms}`)
      .join(', ')}`,
  );
  console.log(
    `hottest functions: ${Object.entries(s.topFunctions)
      .map(([f, ms]) => `${f} ${ms}`)
      .join('; ')}`,
  );
  console.log(
    `"other" main-thread work (CPU ms): ${Object.entries(s.otherCpu)
      .map(([n, ms]) => `${n} ${ms}`)
      .join(', ')}`,
  );
  console.log(
    `long tasks (one run): ${s.longTaskParts
      .map(
        (t) =>
          `@${t.atMs} ${t.ms} ms [${Object.entries(t.parts)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}]${
            t.functions && Object.keys(t.functions).length
              ? ` {${Object.entries(t.functions)
                  .map(([f, ms]) => `${f} ${ms}`)
                  .join('; ')}}`
              : ''
          }`,
      )
      .join('; ')}`,
  );
}

// Main-thread time by cause, one row per page (ms, medians): what the issue's trace table asks.
const REGIONS = ['navbar', 'sidebar', 'toc', 'document', 'footer'];
console.log(`\nMain-thread time by cause (ms, median of ${runs}; load average ${loadAverage.join(' ')}):\n`);
console.log(
  `| page | script evaluation by chunk | React render, whole page${withRegions ? ` | ${REGIONS.join(' | ')} | rest of the shell | effects` : ''} | Emotion | style | layout (+ text shaping) | paint | blocking |`,
);
console.log(
  `| --- | --- | ---${withRegions ? ' | --- | --- | --- | --- | --- | --- | ---' : ''} | --- | --- | --- | --- | --- |`,
);
for (const [route, s] of Object.entries(summary)) {
  const evaluation = Object.entries(s.evaluateByChunk)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([c, ms]) => `${c} ${ms}`)
    .join(', ');
  const page = s.regions.page ?? { render: 0, effects: 0 };
  const region = (id) => {
    const r = s.regions[id];
    return r ? `${r.render} (longest ${r.longestRender})` : '–';
  };
  const rest = page.render - REGIONS.reduce((sum, id) => sum + (s.regions[id]?.render ?? 0), 0);
  const react = withRegions
    ? `${Math.round(page.render)}`
    : `${s.scriptByBundle['framework (React DOM)'] ?? 0} (React DOM self time)`;
  console.log(
    `| \`${route}\` | ${evaluation} | ${react}${withRegions ? ` | ${REGIONS.map(region).join(' | ')} | ${Math.round(rest)} | ${Math.round(page.effects)}` : ''} | ${s.emotionMs} | ${s.byKind.style ?? 0} | ${(s.byKind.layout ?? 0) + (s.byKind['layout (text shaping)'] ?? 0)} | ${s.byKind.paint ?? 0} | ${s.blockingMs} |`,
  );
}
