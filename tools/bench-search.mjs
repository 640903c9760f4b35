#!/usr/bin/env node
// Search quality benchmark. Plans the sharded index of content/ (or DOCS_CONTENT_DIR) with the build's own
// index step and inputs read as the build's nodes hold them (tools/bench/searchInputs.mjs), so it is the
// index the site serves: when public/ holds a build, the script says whether that build's index is this
// one (--public measures the built files instead). Runs every query of tools/search-queries.json the way
// the dialog does (a fresh engine per query, fetching only the shards that query needs, synonyms from the
// entry file) and prints recall@5 (the share of queries with an expected page among the first five pages),
// the mean reciprocal rank (1/rank of the first expected page, 0 when not in the first ten), the same two
// for one whole MiniSearch index of the same sections (the ranking the shards reproduce), and what the index
// weighs: all of its files, its entry file, and what a first query downloads (gzip level 9, and brotli 9 as
// our server sends JSON). Exit code 1 when recall@5 is under the target (--min, default 0.95).
//
//   node tools/bench-search.mjs [--queries tools/search-queries.json] [--min 0.95] [--public] [--verbose] [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { indexOf, sameUpToTies } from './bench/search.mjs';
import { loadTsModules, projectRoot as root } from './bench/tsModules.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const verbose = args.includes('--verbose');
const asJson = args.includes('--json');
const fromPublic = args.includes('--public');
const queriesFile = path.resolve(root, opt('queries', 'tools/search-queries.json'));
const minRecall = Number(opt('min', '0.95'));
const publicDir = path.join(root, 'public');

/** Rank of the first expected page among `ranked` (1-based), 0 when absent. */
const rankOf = (ranked, expect) => ranked.findIndex((r) => expect.includes(r)) + 1;
const recallAt5 = (rows) => rows.filter((r) => r.rank >= 1 && r.rank <= 5).length / rows.length;
const meanReciprocalRank = (rows) => rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rows.length;

const modules = loadTsModules();
try {
  const { contentDir } = modules.require('src/node/contentDir.ts');
  const { ShardedIndex, searchSharded } = modules.require('src/lib/search/sharded.ts');
  const { rankedRoutes, searchGrouped } = modules.require('src/lib/search/query.ts');
  const { wholeIndex } = modules.require('src/lib/search/wholeIndex.ts');
  const { plan, sections, synonyms } = indexOf(modules, contentDir);
  const builtEntry = fs.existsSync(publicDir)
    ? (fs.readdirSync(publicDir).find((f) => /^search-index\..+\.json$/.test(f)) ?? null)
    : null;
  if (fromPublic && !builtEntry)
    throw new Error('--public: no search-index.*.json in public/; run npm run build first');

  // The files a query reads: the planned ones from memory, or the built ones from public/.
  const planned = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const entryUrl = fromPublic ? `/${builtEntry}` : `/${plan.entryName}`;
  const read = fromPublic ? (p) => fs.readFileSync(path.join(publicDir, p), 'utf8') : (p) => planned.get(p);
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

  const { queries } = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
  const whole = wholeIndex(sections, synonyms);
  const rows = [];
  let openMs = 0;
  let queryMs = 0;
  for (const q of queries) {
    const fetched = [];
    const fetchJson = async (p) => {
      fetched.push(p);
      return JSON.parse(read(p));
    };
    let t = process.hrtime.bigint();
    const index = await ShardedIndex.open(entryUrl, fetchJson);
    openMs += Number(process.hrtime.bigint() - t) / 1e6;
    t = process.hrtime.bigint();
    const ranked = (await searchSharded(index, q.query, { pages: 10, perPage: 1 })).map((g) => g.route);
    queryMs += Number(process.hrtime.bigint() - t) / 1e6;
    const bytes = fetched.reduce((s, p) => ({ gzip: s.gzip + size(p).gzip, brotli: s.brotli + size(p).brotli }), {
      gzip: 0,
      brotli: 0,
    });
    const wholeRanked = rankedRoutes(whole, q.query, 10);
    const sameAsWhole = JSON.stringify(ranked) === JSON.stringify(wholeRanked);
    const sameUpToTiesAsWhole =
      sameAsWhole || sameUpToTies(ranked, searchGrouped(whole, q.query, { pages: 40, perPage: 1 }));
    rows.push({
      ...q,
      rank: rankOf(ranked, q.expect),
      top: ranked.slice(0, 5),
      files: fetched.length,
      bytes,
      wholeRank: rankOf(wholeRanked, q.expect),
      sameAsWhole,
      sameUpToTiesAsWhole,
    });
  }

  const byKind = {};
  for (const r of rows) {
    const k = (byKind[r.kind] ??= { queries: 0, hitsAt5: 0 });
    k.queries += 1;
    if (r.rank >= 1 && r.rank <= 5) k.hitsAt5 += 1;
  }
  const sorted = (key) => rows.map((r) => r.bytes[key]).sort((a, b) => a - b);
  const files = fromPublic ? [`/${builtEntry}`, ...listShards(publicDir, builtEntry)] : [...planned.keys()];
  const all = files.reduce((s, p) => ({ gzip: s.gzip + size(p).gzip, brotli: s.brotli + size(p).brotli }), {
    gzip: 0,
    brotli: 0,
  });
  const summary = {
    content: path.relative(root, contentDir) || '.',
    index: fromPublic ? `public/${builtEntry}` : `planned from content (${plan.entryName})`,
    builtSite: builtEntry
      ? builtEntry === plan.entryName
        ? 'same index'
        : `differs (public/${builtEntry}): rebuild the site or check the inputs`
      : 'no build in public/',
    pages: plan.stats.pages,
    sections: plan.stats.sections,
    terms: plan.stats.terms,
    synonyms: synonyms ? Object.keys(synonyms).length : 0,
    files: files.length,
    indexBytes: files.reduce((s, p) => s + Buffer.byteLength(read(p)), 0),
    indexGzipBytes: all.gzip,
    indexBrotliBytes: all.brotli,
    entryGzipBytes: size(entryUrl).gzip,
    entryBrotliBytes: size(entryUrl).brotli,
    firstQuery: {
      medianGzipBytes: sorted('gzip')[rows.length >> 1],
      maxGzipBytes: sorted('gzip').at(-1),
      medianBrotliBytes: sorted('brotli')[rows.length >> 1],
      maxBrotliBytes: sorted('brotli').at(-1),
      maxFiles: Math.max(...rows.map((r) => r.files)),
    },
    openMs: Number((openMs / rows.length).toFixed(1)),
    perQueryMs: Number((queryMs / rows.length).toFixed(2)),
    queries: rows.length,
    recallAt5: Number(recallAt5(rows).toFixed(3)),
    mrr: Number(meanReciprocalRank(rows).toFixed(3)),
    wholeIndex: {
      recallAt5: Number(recallAt5(rows.map((r) => ({ rank: r.wholeRank }))).toFixed(3)),
      mrr: Number(meanReciprocalRank(rows.map((r) => ({ rank: r.wholeRank }))).toFixed(3)),
      sameFirstTen: rows.filter((r) => r.sameAsWhole).length,
      sameFirstTenUpToTies: rows.filter((r) => r.sameUpToTiesAsWhole).length,
    },
    byKind,
  };

  const kib = (b) => (b / 1024).toFixed(1);
  if (asJson) console.log(JSON.stringify({ summary, rows }, null, 2));
  else {
    for (const r of rows) {
      const mark = r.rank === 1 ? '✓' : r.rank >= 1 && r.rank <= 5 ? '~' : '✗';
      if (verbose || mark !== '✓')
        console.log(
          `${mark} [${r.kind}] ${r.query} → rank ${r.rank || '-'} (expected ${r.expect.join(' | ')}; got ${r.top.join(', ') || 'nothing'})`,
        );
    }
    const f = summary.firstQuery;
    console.log(
      `\nSearch benchmark on ${summary.pages} pages / ${summary.sections} sections / ${summary.terms} terms, ${summary.synonyms} synonyms (${summary.content})`,
    );
    console.log(`index: ${summary.index}; built site: ${summary.builtSite}`);
    console.log(
      `files: ${summary.files}, ${kib(summary.indexBytes)} KiB, ${kib(summary.indexGzipBytes)} KiB gzipped in all; entry ${kib(summary.entryGzipBytes)} KiB gzipped (${kib(summary.entryBrotliBytes)} KiB brotli)`,
    );
    console.log(
      `first query downloads: median ${kib(f.medianGzipBytes)} KiB, at most ${kib(f.maxGzipBytes)} KiB gzipped (brotli ${kib(f.medianBrotliBytes)} / ${kib(f.maxBrotliBytes)} KiB), up to ${f.maxFiles} files`,
    );
    console.log(
      `opening the index ${summary.openMs} ms, ${summary.perQueryMs} ms per first query (shards read from ${fromPublic ? 'disk' : 'memory'})`,
    );
    for (const [kind, k] of Object.entries(byKind)) console.log(`  ${kind.padEnd(8)} ${k.hitsAt5}/${k.queries}`);
    const w = summary.wholeIndex;
    console.log(
      `one whole MiniSearch index of the same sections: recall@5 ${w.recallAt5.toFixed(3)}, MRR ${w.mrr.toFixed(3)}; same first ten pages on ${w.sameFirstTen}/${rows.length} queries, ${w.sameFirstTenUpToTies}/${rows.length} up to near ties (impacts keep two decimals)`,
    );
    console.log(
      `queries: ${summary.queries}   recall@5: ${summary.recallAt5.toFixed(3)}   MRR: ${summary.mrr.toFixed(3)}`,
    );
  }
  if (summary.recallAt5 < minRecall) {
    console.error(`recall@5 ${summary.recallAt5.toFixed(3)} is under the target ${minRecall}`);
    process.exitCode = 1;
  }
} finally {
  if (!process.env.KEEP_BENCH) modules.cleanup();
}

/** The shard files of a built entry (public/search-index/<hash>/*.json), as URLs. */
function listShards(dir, entry) {
  const hash = entry.replace(/^search-index\.|\.json$/g, '');
  const folder = path.join(dir, 'search-index', hash);
  // The .json files only: the server's precompressed .br and .gz copies are the same files.
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .map((f) => `/search-index/${hash}/${f}`)
    : [];
}
