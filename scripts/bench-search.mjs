#!/usr/bin/env node
// Search quality benchmark: builds the index from content/ exactly as the site build does (the same
// TypeScript modules, transpiled on the fly), runs every query of scripts/search-queries.json and prints
// recall@5 (the share of queries with an expected page among the first five pages) and the mean reciprocal
// rank (1/rank of the first expected page, 0 when not in the first ten). Also prints the index size
// (raw and gzipped). Exit code 1 when recall@5 is under the target (--min, default 0.95).
//
//   node scripts/bench-search.mjs [--queries scripts/search-queries.json] [--min 0.95] [--verbose] [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const verbose = args.includes('--verbose');
const asJson = args.includes('--json');
const queriesFile = path.resolve(root, opt('queries', 'scripts/search-queries.json'));
const minRecall = Number(opt('min', '0.95'));

// Transpile the build-time modules to CommonJS under .bench-search/ (inside the project, so packages resolve).
const outDir = path.join(root, '.bench-search');
const sources = ['src/node/searchIndex.ts', 'src/node/contentDir.ts', 'src/node/displayPath.ts', 'src/lib/paths.ts', ...fs
  .readdirSync(path.join(root, 'src/lib/search'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `src/lib/search/${f}`)];
for (const rel of sources) {
  const { outputText } = ts.transpileModule(fs.readFileSync(path.join(root, rel), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
  });
  const out = path.join(outDir, rel.replace(/\.ts$/, '.js'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, outputText);
}
const require = createRequire(path.join(outDir, 'index.js'));
const { writeSearchIndex } = require('./src/node/searchIndex.js');
const { contentDir } = require('./src/node/contentDir.js');
const { loadIndex, rankedRoutes } = require('./src/lib/search/query.js');

const publicDir = path.join(outDir, 'public');
const written = writeSearchIndex(contentDir, publicDir, (m) => console.warn(m));
const json = fs.readFileSync(written.file);
const gzipped = zlib.gzipSync(json, { level: 9 }).length;
const started = process.hrtime.bigint();
const engine = loadIndex(JSON.parse(json.toString('utf8')));
const loadMs = Number(process.hrtime.bigint() - started) / 1e6;

const { queries } = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
const rows = [];
const queryStart = process.hrtime.bigint();
for (const q of queries) {
  const ranked = rankedRoutes(engine, q.query, 10);
  const rank = ranked.findIndex((r) => q.expect.includes(r)) + 1;
  rows.push({ ...q, rank, top: ranked.slice(0, 5) });
}
const perQueryMs = Number(process.hrtime.bigint() - queryStart) / 1e6 / queries.length;

const recallAt5 = rows.filter((r) => r.rank >= 1 && r.rank <= 5).length / rows.length;
const mrr = rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
const byKind = {};
for (const r of rows) {
  const k = (byKind[r.kind] ??= { queries: 0, hitsAt5: 0 });
  k.queries += 1;
  if (r.rank >= 1 && r.rank <= 5) k.hitsAt5 += 1;
}

const summary = {
  content: path.relative(root, contentDir) || '.',
  pages: written.pages,
  sections: written.sections,
  indexBytes: written.bytes,
  indexGzipBytes: gzipped,
  loadMs: Number(loadMs.toFixed(1)),
  perQueryMs: Number(perQueryMs.toFixed(2)),
  queries: rows.length,
  recallAt5: Number(recallAt5.toFixed(3)),
  mrr: Number(mrr.toFixed(3)),
  byKind,
};

if (asJson) console.log(JSON.stringify({ summary, rows }, null, 2));
else {
  for (const r of rows) {
    const mark = r.rank === 1 ? '✓' : r.rank >= 1 && r.rank <= 5 ? '~' : '✗';
    if (verbose || mark !== '✓') console.log(`${mark} [${r.kind}] ${r.query} → rank ${r.rank || '-'} (expected ${r.expect.join(' | ')}; got ${r.top.join(', ') || 'nothing'})`);
  }
  console.log(`\nSearch benchmark on ${summary.pages} pages / ${summary.sections} sections`);
  console.log(`index: ${(summary.indexBytes / 1024).toFixed(1)} KiB, ${(summary.indexGzipBytes / 1024).toFixed(1)} KiB gzipped; load ${summary.loadMs} ms; ${summary.perQueryMs} ms per query`);
  for (const [kind, k] of Object.entries(byKind)) console.log(`  ${kind.padEnd(8)} ${k.hitsAt5}/${k.queries}`);
  console.log(`queries: ${summary.queries}   recall@5: ${summary.recallAt5.toFixed(3)}   MRR: ${summary.mrr.toFixed(3)}`);
}
if (!process.env.KEEP_BENCH) fs.rmSync(outDir, { recursive: true, force: true });
if (recallAt5 < minRecall) {
  console.error(`recall@5 ${recallAt5.toFixed(3)} is under the target ${minRecall}`);
  process.exitCode = 1;
}
