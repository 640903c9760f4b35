#!/usr/bin/env node
// Search quality benchmark: builds the sharded index from content/ exactly as the site build does (the same
// TypeScript modules, transpiled on the fly), runs every query of scripts/search-queries.json the way the
// dialog does (a fresh engine per query, fetching only the shards that query needs) and prints recall@5
// (the share of queries with an expected page among the first five pages), the mean reciprocal rank (1/rank
// of the first expected page, 0 when not in the first ten), and what the index weighs: all of its files,
// its entry file, and what a first query downloads (gzip level 9 and brotli 9, as our server sends JSON).
// Exit code 1 when recall@5 is under the target (--min, default 0.95).
//
//   node scripts/bench-search.mjs [--queries scripts/search-queries.json] [--min 0.95] [--verbose] [--json]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sectionsOf } from './bench/search.mjs';
import { loadTsModules, projectRoot as root } from './bench/tsModules.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const verbose = args.includes('--verbose');
const asJson = args.includes('--json');
const queriesFile = path.resolve(root, opt('queries', 'scripts/search-queries.json'));
const minRecall = Number(opt('min', '0.95'));

const modules = loadTsModules();
try {
  const { contentDir } = modules.require('src/node/contentDir.ts');
  const { planShardedIndex } = modules.require('src/lib/search/shardWriter.ts');
  const { ShardedIndex, searchSharded } = modules.require('src/lib/search/sharded.ts');
  const sections = sectionsOf(modules, contentDir);
  const plan = planShardedIndex(sections, (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12));
  const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const sizes = new Map();
  const size = (p) => {
    if (!sizes.has(p)) {
      const text = files.get(p);
      sizes.set(p, {
        gzip: zlib.gzipSync(text, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
      });
    }
    return sizes.get(p);
  };

  const { queries } = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
  const rows = [];
  let openMs = 0;
  let queryMs = 0;
  for (const q of queries) {
    const fetched = [];
    const fetchJson = async (p) => {
      fetched.push(p);
      return JSON.parse(files.get(p));
    };
    let t = process.hrtime.bigint();
    const index = await ShardedIndex.open(`/${plan.entryName}`, fetchJson);
    openMs += Number(process.hrtime.bigint() - t) / 1e6;
    t = process.hrtime.bigint();
    const ranked = (await searchSharded(index, q.query, { pages: 10, perPage: 1 })).map((g) => g.route);
    queryMs += Number(process.hrtime.bigint() - t) / 1e6;
    const rank = ranked.findIndex((r) => q.expect.includes(r)) + 1;
    const bytes = fetched.reduce((s, p) => ({ gzip: s.gzip + size(p).gzip, brotli: s.brotli + size(p).brotli }), { gzip: 0, brotli: 0 });
    rows.push({ ...q, rank, top: ranked.slice(0, 5), files: fetched.length, bytes });
  }

  const recallAt5 = rows.filter((r) => r.rank >= 1 && r.rank <= 5).length / rows.length;
  const mrr = rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
  const byKind = {};
  for (const r of rows) {
    const k = (byKind[r.kind] ??= { queries: 0, hitsAt5: 0 });
    k.queries += 1;
    if (r.rank >= 1 && r.rank <= 5) k.hitsAt5 += 1;
  }
  const sorted = (key) => rows.map((r) => r.bytes[key]).sort((a, b) => a - b);
  const all = plan.files.reduce((s, f) => ({ gzip: s.gzip + size(`/${f.path}`).gzip, brotli: s.brotli + size(`/${f.path}`).brotli }), { gzip: 0, brotli: 0 });
  const summary = {
    content: path.relative(root, contentDir) || '.',
    pages: plan.stats.pages,
    sections: plan.stats.sections,
    terms: plan.stats.terms,
    files: plan.files.length,
    indexBytes: plan.stats.bytes,
    indexGzipBytes: all.gzip,
    indexBrotliBytes: all.brotli,
    entryGzipBytes: size(`/${plan.entryName}`).gzip,
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
    recallAt5: Number(recallAt5.toFixed(3)),
    mrr: Number(mrr.toFixed(3)),
    byKind,
  };

  const kib = (b) => (b / 1024).toFixed(1);
  if (asJson) console.log(JSON.stringify({ summary, rows }, null, 2));
  else {
    for (const r of rows) {
      const mark = r.rank === 1 ? '✓' : r.rank >= 1 && r.rank <= 5 ? '~' : '✗';
      if (verbose || mark !== '✓') console.log(`${mark} [${r.kind}] ${r.query} → rank ${r.rank || '-'} (expected ${r.expect.join(' | ')}; got ${r.top.join(', ') || 'nothing'})`);
    }
    const f = summary.firstQuery;
    console.log(`\nSearch benchmark on ${summary.pages} pages / ${summary.sections} sections / ${summary.terms} terms`);
    console.log(`index: ${summary.files} files, ${kib(summary.indexBytes)} KiB, ${kib(summary.indexGzipBytes)} KiB gzipped in all; entry ${kib(summary.entryGzipBytes)} KiB gzipped`);
    console.log(`first query downloads: median ${kib(f.medianGzipBytes)} KiB, at most ${kib(f.maxGzipBytes)} KiB gzipped (brotli ${kib(f.medianBrotliBytes)} / ${kib(f.maxBrotliBytes)} KiB), up to ${f.maxFiles} files`);
    console.log(`opening the index ${summary.openMs} ms, ${summary.perQueryMs} ms per first query (shards read from memory)`);
    for (const [kind, k] of Object.entries(byKind)) console.log(`  ${kind.padEnd(8)} ${k.hitsAt5}/${k.queries}`);
    console.log(`queries: ${summary.queries}   recall@5: ${summary.recallAt5.toFixed(3)}   MRR: ${summary.mrr.toFixed(3)}`);
  }
  if (recallAt5 < minRecall) {
    console.error(`recall@5 ${recallAt5.toFixed(3)} is under the target ${minRecall}`);
    process.exitCode = 1;
  }
} finally {
  if (!process.env.KEEP_BENCH) modules.cleanup();
}
