// Search figures for the bench: the sharded index of a corpus, planned by the same modules as the site
// build, and what a first query downloads from it (a fresh engine per query, every file it fetched, gzip
// level 9 as a conservative stand-in for what a server sends). Queries: the project's own set
// (tools/search-queries.json) and queries taken from the corpus itself (page titles, frequent and rare
// headings, the most frequent words, word pairs from the prose, titles with a letter dropped, two- and
// three-letter beginnings of words as typed), so the worst cases of a corpus are in the set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { generateCorpus } from './corpus.mjs';
import { searchInputs } from './searchInputs.mjs';
import { loadTsModules, projectRoot } from './tsModules.mjs';

export const FIRST_QUERY_BUDGET_KIB = 150;

/**
 * The index the build writes for the content in `dir` (its files, planned by the build's own step), the
 * sections in it and its synonym table.
 */
export function indexOf(modules, dir) {
  const { collectSections, planSearchIndex } = modules.require('src/node/searchIndex.ts');
  const { documents, api, synonyms } = searchInputs(modules, dir);
  const started = process.hrtime.bigint();
  const plan = planSearchIndex(documents, api, synonyms);
  const planSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { plan, planSeconds, sections: collectSections(documents, api), synonyms };
}

/** Deterministic queries taken from the content: what readers of this corpus would type. */
export function corpusQueries(sections, modules) {
  const { tokenize } = modules.require('src/lib/search/tokenize.ts');
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

/** What each query downloads from a fresh engine, and whether it ranks pages as a whole MiniSearch does. */
export async function firstQueries(modules, plan, queries, { pages = 8, perPage = 3, parityWith = null } = {}) {
  const { ShardedIndex, searchSharded } = modules.require('src/lib/search/sharded.ts');
  const { rankedRoutes, searchGrouped } = modules.require('src/lib/search/query.ts');
  const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const gzip = new Map();
  const gz = (p) => {
    if (!gzip.has(p)) gzip.set(p, zlib.gzipSync(files.get(p), { level: 9 }).length);
    return gzip.get(p);
  };
  const rows = [];
  for (const q of queries) {
    const fetched = [];
    const index = await ShardedIndex.open(`/${plan.entryName}`, async (p) => {
      fetched.push(p);
      return JSON.parse(files.get(p));
    });
    const started = process.hrtime.bigint();
    const groups = await searchSharded(index, q.query, { pages, perPage });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const row = {
      ...q,
      bytes: fetched.reduce((s, p) => s + gz(p), 0),
      files: fetched.length,
      largestFileBytes: Math.max(...fetched.map(gz)),
      ms,
      routes: groups.map((g) => g.route),
    };
    if (parityWith) {
      const shardedRoutes = (await searchSharded(index, q.query, { pages: 10, perPage: 1 })).map((g) => g.route);
      row.sameAsMiniSearch = JSON.stringify(shardedRoutes) === JSON.stringify(rankedRoutes(parityWith, q.query, 10));
      row.sameUpToTies =
        row.sameAsMiniSearch ||
        sameUpToTies(shardedRoutes, searchGrouped(parityWith, q.query, { pages: 40, perPage: 1 }));
    }
    rows.push(row);
  }
  return { rows, gz };
}

export function summarise(plan, rows, gz) {
  const sorted = [...rows].sort((a, b) => a.bytes - b.bytes);
  const worst = sorted.at(-1);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.bytes ?? 0;
  return {
    sections: plan.stats.sections,
    pages: plan.stats.pages,
    terms: plan.stats.terms,
    files: plan.files.length,
    headShards: plan.stats.headShards,
    tailFiles: plan.stats.tailFiles,
    exactShards: plan.stats.exactShards,
    storeBuckets: plan.stats.storeBuckets,
    totalBytes: plan.stats.bytes,
    totalGzipBytes: plan.files.reduce((s, f) => s + gz(`/${f.path}`), 0),
    entryGzipBytes: gz(`/${plan.entryName}`),
    budgetKiB: FIRST_QUERY_BUDGET_KIB,
    firstQuery: {
      queries: rows.length,
      medianBytes: pct(0.5),
      p95Bytes: pct(0.95),
      maxBytes: worst?.bytes ?? 0,
      worstQuery: worst?.query ?? '',
      largestFileBytes: Math.max(0, ...rows.map((r) => r.largestFileBytes)),
      maxFiles: Math.max(0, ...rows.map((r) => r.files)),
      medianMs: [...rows].sort((a, b) => a.ms - b.ms)[rows.length >> 1]?.ms ?? 0,
    },
    sameAsMiniSearch: rows.some((r) => 'sameAsMiniSearch' in r)
      ? `${rows.filter((r) => r.sameAsMiniSearch).length}/${rows.length}`
      : null,
    sameUpToTies: rows.some((r) => 'sameUpToTies' in r)
      ? `${rows.filter((r) => r.sameUpToTies).length}/${rows.length}`
      : null,
  };
}

/**
 * The bench's search figures for a corpus folder (or, with `dir` null, our own synthetic corpus of `pages`
 * pages): the plan's files and the first-query bytes over the project's queries and the corpus' own.
 */
export async function searchFigures(dir, pages, { parity = true } = {}) {
  const modules = loadTsModules();
  let tmp = null;
  try {
    if (!dir) {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-search-corpus-'));
      generateCorpus(tmp, pages);
    }
    const { plan, planSeconds, sections, synonyms } = indexOf(modules, dir ?? tmp);
    const own = JSON.parse(fs.readFileSync(path.join(projectRoot, 'tools/search-queries.json'), 'utf8')).queries.map(
      (q) => ({ query: q.query, kind: `project: ${q.kind}` }),
    );
    const queries = [...own, ...corpusQueries(sections, modules)];
    const { wholeIndex } = modules.require('src/lib/search/wholeIndex.ts');
    const { rows, gz } = await firstQueries(modules, plan, queries, {
      parityWith: parity ? wholeIndex(sections, synonyms) : null,
    });
    return {
      summary: { ...summarise(plan, rows, gz), planSeconds: Math.round(planSeconds * 10) / 10 },
      worst: [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    };
  } finally {
    modules.cleanup();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
