#!/usr/bin/env node
// The search bench: one entry for how well the site search ranks and what its index weighs.
//
// Run directly (`npm run bench:search`), it plans the sharded index of content/ (or DOCS_CONTENT_DIR) with the
// build's own index step and inputs read as the build's nodes hold them (searchInputs.mjs), so it is the index
// the site serves (when public/ holds a build, it says whether that build's index is this one: the entry file is
// named by a hash of every file written, so the same name is the same bytes). It runs three query sets the way
// the dialog does (a fresh engine per query, fetching only the shards that query needs, synonyms and vocabulary
// from the entry file):
//   - tuning: tools/search-queries.json, the set the ranking is tuned on;
//   - held-out: tools/search-queries.heldout.json, readers' own wording, never tuned on, apart from the synonyms;
//   - titles: every page's title, which must put that page first.
// For each it prints recall@5 (the share of queries with an expected page among the first five pages) and the
// mean reciprocal rank (1/rank of the first expected page, 0 when not in the first ten), the same two for one
// whole MiniSearch index of the same sections (the ranking the shards reproduce), and what the index weighs:
// all of its files, its entry file, and what a first query downloads (gzip 9, and brotli 9 as our server sends
// JSON). Exit code 1 when recall@5 of the tuning or held-out set is under --min (default 0.95) or a title does
// not rank its page first.
//
//   node tools/bench/search.mjs [--sets tuning,heldOut,titles] [--min 0.95] [--verbose] [--json]
//
// Imported, it gives the bench (run.mjs) the index figures of a large corpus: `searchFigures`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { projectRoot, searchInputs, siteModule } from './searchInputs.mjs';

export const FIRST_QUERY_BUDGET_KIB = 150;
export const QUERY_SETS = { tuning: 'tools/search-queries.json', heldOut: 'tools/search-queries.heldout.json' };

/**
 * The index the build writes for the content in `dir` (its files, planned by the build's own step), the
 * sections in it and its synonym table.
 */
export async function indexOf(dir) {
  const { collectSections, planSearchIndex } = await siteModule('src/node/searchIndex.ts');
  const { documents, api, synonyms } = await searchInputs(dir);
  const started = process.hrtime.bigint();
  const plan = planSearchIndex(documents, api, synonyms);
  const planSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { plan, planSeconds, sections: collectSections(documents, api), synonyms };
}

/** Deterministic queries taken from the content: what readers of this corpus would type. */
export async function corpusQueries(sections) {
  const { tokenize } = await siteModule('src/lib/search/tokenize.ts');
  const pages = sections.filter((s) => !s.anchor);
  const every = (list, n) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  const out = [];
  const add = (query, kind) => query && query.trim() && out.push({ query: query.trim(), kind });
  for (const p of every(pages, 15)) add(p.pageTitle, 'title');
  const headings = new Map();
  for (const s of sections) if (s.heading) headings.set(s.heading, (headings.get(s.heading) ?? 0) + 1);
  const byCount = [...headings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [h] of byCount.slice(0, 10)) add(h, 'heading');
  for (const [h] of every(byCount.slice(10), 5)) add(h, 'heading (rare)');
  const freq = new Map();
  for (const s of sections) for (const t of new Set(tokenize(s.text))) freq.set(t, (freq.get(t) ?? 0) + 1);
  const common = [...freq].filter(([t]) => /\p{L}{3,}/u.test(t)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [t] of common.slice(0, 10)) add(t, 'common word');
  for (const s of every(
    sections.filter((x) => x.excerpt),
    10,
  ))
    add(s.excerpt.split(/\s+/).slice(2, 4).join(' '), 'pair');
  for (const p of every(pages, 5)) {
    const words = p.pageTitle.split(' ');
    const i = words.findIndex((w) => w.length >= 5);
    if (i >= 0)
      add([...words.slice(0, i), words[i].slice(0, 2) + words[i].slice(3), ...words.slice(i + 1)].join(' '), 'typo');
  }
  for (const [t] of every(common.slice(0, 40), 5)) {
    add(t.slice(0, 2), 'typing (2 letters)');
    add(t.slice(0, 3), 'typing (3 letters)');
  }
  return out;
}

/** Scores this close are a tie: the index keeps impacts to two decimals (see shardFormat.ts). */
const nearTie = (a, b) => Math.abs(a - b) <= Math.max(0.05, 1e-3 * Math.max(a, b));

/**
 * True when `routes` (the sharded engine's first pages) are MiniSearch's first pages (`whole`, page groups
 * with scores, best first) in MiniSearch's order, except where two pages' scores are a near tie.
 */
export function sameUpToTies(routes, whole) {
  const score = new Map(whole.map((g) => [g.route, g.score]));
  if (routes.some((r) => !score.has(r))) return false;
  for (let i = 1; i < routes.length; i += 1) {
    const [a, b] = [score.get(routes[i - 1]), score.get(routes[i])];
    if (a < b && !nearTie(a, b)) return false;
  }
  const last = score.get(routes.at(-1)) ?? Infinity;
  const shown = new Set(routes);
  // Every page MiniSearch ranks clearly above the last one shown is shown.
  return whole.slice(0, routes.length).every((g) => shown.has(g.route) || nearTie(g.score, last) || g.score < last);
}

/** Compressed sizes of the files `read` gives, each computed once; `size.sum(paths)` adds them up. */
function sizer(read) {
  const sizes = new Map();
  const size = (p) => {
    if (!sizes.has(p)) {
      const text = read(p);
      sizes.set(p, {
        gzip: zlib.gzipSync(text, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
      });
    }
    return sizes.get(p);
  };
  const total = (paths, coding) => paths.reduce((sum, p) => sum + size(p)[coding], 0);
  size.sum = (paths) => ({ gzip: total(paths, 'gzip'), brotli: total(paths, 'brotli') });
  return size;
}

/**
 * Runs `queries` on a fresh engine each (what a first query costs) and, with `whole` (one MiniSearch index
 * of the same sections), on it too: per query the sharded engine's pages, the files and bytes it fetched, and
 * whether the two rank alike.
 */
export async function firstQueries(entryUrl, read, queries, { pages = 10, perPage = 1, whole = null } = {}) {
  const { ShardedIndex, searchSharded } = await siteModule('src/lib/search/sharded.ts');
  const { rankedRoutes, searchGrouped } = await siteModule('src/lib/search/__testing__/rankedRoutes.ts');
  const size = sizer(read);
  const rows = [];
  for (const q of queries) {
    const index = await ShardedIndex.open(entryUrl, async (p) => JSON.parse(read(p)));
    const started = process.hrtime.bigint();
    const groups = await searchSharded(index, q.query, { pages, perPage });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const fetched = [entryUrl, ...index.fetched.map((f) => index.manifest.base + f)];
    const row = {
      ...q,
      routes: groups.map((g) => g.route),
      files: fetched.length,
      bytes: size.sum(fetched),
      ms,
    };
    if (whole) {
      row.wholeRoutes = rankedRoutes(whole, q.query, pages);
      row.sameAsMiniSearch = JSON.stringify(row.routes) === JSON.stringify(row.wholeRoutes);
      row.sameUpToTies =
        row.sameAsMiniSearch || sameUpToTies(row.routes, searchGrouped(whole, q.query, { pages: 40, perPage: 1 }));
    }
    rows.push(row);
  }
  return { rows, size };
}

/** What the planned index weighs and what the first queries of `rows` downloaded (gzip 9; brotli 9 beside). */
export function summarise(plan, rows, size) {
  const sorted = [...rows].sort((a, b) => a.bytes.gzip - b.bytes.gzip);
  const worst = sorted.at(-1);
  const pct = (p, coding = 'gzip') =>
    rows.map((r) => r.bytes[coding]).sort((a, b) => a - b)[Math.min(rows.length - 1, Math.floor(p * rows.length))] ?? 0;
  const total = size.sum(plan.files.map((f) => `/${f.path}`));
  const has = (key) => rows.some((r) => key in r);
  return {
    sections: plan.stats.sections,
    pages: plan.stats.pages,
    terms: plan.stats.terms,
    files: plan.files.length,
    totalBytes: plan.stats.bytes,
    totalGzipBytes: total.gzip,
    totalBrotliBytes: total.brotli,
    entryGzipBytes: size(`/${plan.entryName}`).gzip,
    entryBrotliBytes: size(`/${plan.entryName}`).brotli,
    budgetKiB: FIRST_QUERY_BUDGET_KIB,
    firstQuery: {
      queries: rows.length,
      medianBytes: pct(0.5),
      p95Bytes: pct(0.95),
      maxBytes: worst?.bytes.gzip ?? 0,
      medianBrotliBytes: pct(0.5, 'brotli'),
      maxBrotliBytes: pct(1, 'brotli'),
      worstQuery: worst?.query ?? '',
      maxFiles: Math.max(0, ...rows.map((r) => r.files)),
      medianMs: [...rows].sort((a, b) => a.ms - b.ms)[rows.length >> 1]?.ms ?? 0,
    },
    sameAsMiniSearch: has('sameAsMiniSearch')
      ? `${rows.filter((r) => r.sameAsMiniSearch).length}/${rows.length}`
      : null,
    sameUpToTies: has('sameUpToTies') ? `${rows.filter((r) => r.sameUpToTies).length}/${rows.length}` : null,
  };
}

/** The project's query sets: [{ query, expect, kind }]. */
export function querySet(name) {
  return JSON.parse(fs.readFileSync(path.join(projectRoot, QUERY_SETS[name]), 'utf8')).queries;
}

/**
 * The bench's search figures for a corpus folder: the plan's files and the first-query bytes over the
 * project's queries and the corpus' own.
 */
export async function searchFigures(dir) {
  const { plan, planSeconds, sections, synonyms } = await indexOf(dir);
  const own = [...querySet('tuning'), ...querySet('heldOut')].map((q) => ({
    query: q.query,
    kind: `project: ${q.kind}`,
  }));
  const queries = [...own, ...(await corpusQueries(sections))];
  const { wholeIndex } = await siteModule('src/lib/search/wholeIndex.ts');
  const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const { rows, size } = await firstQueries(`/${plan.entryName}`, (p) => files.get(p), queries, {
    pages: 8,
    perPage: 3,
    whole: wholeIndex(sections, synonyms),
  });
  return {
    summary: { ...summarise(plan, rows, size), planSeconds: Math.round(planSeconds * 10) / 10 },
    worst: [...rows].sort((a, b) => b.bytes.gzip - a.bytes.gzip).slice(0, 5),
  };
}

/** Rank of the first expected page among `routes` (1-based), 0 when absent. */
const rankOf = (routes, expect) => routes.findIndex((r) => expect.includes(r)) + 1;
const inFirstFive = (rank) => rank >= 1 && rank <= 5;
/** recall@5 and MRR of rows ranked by `key` ('rank': the sharded engine, 'wholeRank': one MiniSearch index). */
function quality(rows, key = 'rank') {
  const n = rows.length || 1;
  return {
    queries: rows.length,
    recallAt5: Number((rows.filter((r) => inFirstFive(r[key])).length / n).toFixed(3)),
    mrr: Number((rows.reduce((sum, r) => sum + (r[key] ? 1 / r[key] : 0), 0) / n).toFixed(3)),
  };
}

/** A set's figures: quality for both engines, how often they agree, and hits in the first five per kind. */
function setFigures(rows) {
  const byKind = {};
  for (const r of rows) {
    const k = (byKind[r.kind] ??= { queries: 0, hitsAt5: 0 });
    k.queries += 1;
    k.hitsAt5 += inFirstFive(r.rank) ? 1 : 0;
  }
  const share = (key) => `${rows.filter((r) => r[key]).length}/${rows.length}`;
  return {
    ...quality(rows),
    whole: quality(rows, 'wholeRank'),
    sameFirstTen: share('sameAsMiniSearch'),
    sameUpToTies: share('sameUpToTies'),
    byKind,
  };
}

/** The name of the search index's entry file built in `dir`, if any. */
const builtEntry = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^search-index\..+\.json$/.test(f)) : undefined;

function printReport(summary, sets, verbose) {
  const kib = (b) => (b / 1024).toFixed(1);
  for (const [name, rows] of Object.entries(sets)) {
    for (const r of rows) {
      const mark = r.rank === 1 ? '✓' : inFirstFive(r.rank) ? '~' : '✗';
      if (verbose || mark !== '✓')
        console.log(
          `${mark} ${name} [${r.kind}] ${r.query} → rank ${r.rank || '-'} (expected ${r.expect.join(' | ')}; got ${r.routes.slice(0, 5).join(', ') || 'nothing'})`,
        );
    }
  }
  const f = summary.firstQuery;
  console.log(
    [
      `\nSearch on ${summary.pages} pages / ${summary.sections} sections / ${summary.terms} terms, ${summary.synonyms} synonyms (${summary.content})`,
      `index: ${summary.index}; built site: ${summary.builtSite}`,
      `files: ${summary.files}, ${kib(summary.totalBytes)} KiB, ${kib(summary.totalGzipBytes)} KiB gzipped in all; entry ${kib(summary.entryGzipBytes)} KiB gzipped (${kib(summary.entryBrotliBytes)} KiB brotli)`,
      `first query downloads: median ${kib(f.medianBytes)} KiB, at most ${kib(f.maxBytes)} KiB gzipped (brotli ${kib(f.medianBrotliBytes)} / ${kib(f.maxBrotliBytes)} KiB), up to ${f.maxFiles} files; ${f.medianMs.toFixed(1)} ms median per first query`,
    ].join('\n'),
  );
  for (const [name, q] of Object.entries(summary.sets)) {
    const kinds = Object.entries(q.byKind).map(([k, v]) => `${k} ${v.hitsAt5}/${v.queries}`);
    console.log(
      `${name.padEnd(8)} ${String(q.queries).padStart(3)} queries   recall@5 ${q.recallAt5.toFixed(3)}   MRR ${q.mrr.toFixed(3)}   (one MiniSearch index: ${q.whole.recallAt5.toFixed(3)} / ${q.whole.mrr.toFixed(3)}; same first ten ${q.sameFirstTen}, up to near ties ${q.sameUpToTies})   ${kinds.join(', ')}`,
    );
  }
}

/** Evaluates the project's query sets (see the top of this file); sets process.exitCode on a miss. */
export async function evaluate(args) {
  const opt = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? fallback : args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : fallback;
  };
  const minRecall = Number(opt('min', '0.95'));
  const { contentDir } = await siteModule('src/node/contentDir.ts');
  const { wholeIndex } = await siteModule('src/lib/search/wholeIndex.ts');
  const { plan, sections, synonyms } = await indexOf(contentDir);
  const built = builtEntry(path.join(projectRoot, 'public'));
  const planned = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const whole = wholeIndex(sections, synonyms);
  const titles = () =>
    sections.filter((s) => !s.anchor).map((s) => ({ query: s.pageTitle, expect: [s.route], kind: 'title' }));
  const sets = { tuning: () => querySet('tuning'), heldOut: () => querySet('heldOut'), titles };
  const ranked = {};
  let size = null;
  for (const name of opt('sets', 'tuning,heldOut,titles')
    .split(',')
    .filter((n) => n in sets)) {
    const run = await firstQueries(`/${plan.entryName}`, (p) => planned.get(p), sets[name](), { whole });
    size = run.size;
    ranked[name] = run.rows.map((r) => ({
      ...r,
      rank: rankOf(r.routes, r.expect),
      wholeRank: rankOf(r.wholeRoutes, r.expect),
    }));
  }
  const summary = {
    content: path.relative(projectRoot, contentDir) || '.',
    index: `planned from content (${plan.entryName})`,
    builtSite: !built
      ? 'no build'
      : built === plan.entryName
        ? 'same index'
        : `differs (${built}): rebuild the site or check the inputs`,
    synonyms: synonyms ? Object.keys(synonyms).length : 0,
    ...summarise(plan, Object.values(ranked).flat(), size),
    sets: Object.fromEntries(Object.entries(ranked).map(([name, rows]) => [name, setFigures(rows)])),
  };
  if (args.includes('--json')) console.log(JSON.stringify({ summary, rows: ranked }, null, 2));
  else printReport(summary, ranked, args.includes('--verbose'));
  for (const name of ['tuning', 'heldOut']) {
    if (summary.sets[name]?.recallAt5 < minRecall) {
      console.error(`${name}: recall@5 ${summary.sets[name].recallAt5.toFixed(3)} is under the target ${minRecall}`);
      process.exitCode = 1;
    }
  }
  const misplaced = (ranked.titles ?? []).filter((r) => r.rank !== 1);
  if (misplaced.length) {
    console.error(
      `page titles that do not rank their page first: ${misplaced.map((r) => `${r.query} (${r.rank || '-'})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await evaluate(process.argv.slice(2));
}
