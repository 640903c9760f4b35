// Byte budgets of the built site, checked in `npm test`. Deterministic: sizes are computed from the files
// in ./public compressed as our server sends them (brotli 11 for scripts, 9 for HTML and JSON), never
// timed; response headers are not counted. Search counts what a first query downloads (entry + shards). budgets.json holds the
// performance issue's targets and the ceilings enforced now: a page over its ceiling fails the test; a
// page over the target is reported with the gap, so the distance to the goal stays visible.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality } from './server.mjs';
import { loadTsModules, searchSources } from './bench/tsModules.mjs';

const root = path.resolve('public');
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const stats = JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8'));
const compressed = (file) => zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }).length;
const kib = (b) => Math.round((b / 1024) * 10) / 10;

function pageWeight(route) {
  const dir = route === '/' ? '' : route;
  const htmlFile = path.join(root, dir, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const pageData = JSON.parse(fs.readFileSync(path.join(root, 'page-data', route === '/' ? 'index' : dir, 'page-data.json'), 'utf8'));
  const chunks = new Set([...(stats.assetsByChunkName.app || []), ...(stats.assetsByChunkName[pageData.componentChunkName] || [])]);
  const js = [...chunks].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + compressed(path.join(root, f)), 0);
  const fonts = [...new Set([...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.woff2)"/g)].map((m) => m[1]))];
  const font = fonts.reduce((sum, f) => sum + fs.statSync(path.join(root, f)).size, 0);
  const data = compressed(path.join(root, 'page-data', route === '/' ? 'index' : dir, 'page-data.json')) + compressed(path.join(root, 'page-data', 'app-data.json'));
  const staticQueries = (pageData.staticQueryHashes || []).reduce((sum, h) => sum + compressed(path.join(root, 'page-data', 'sq', 'd', `${h}.json`)), 0);
  const htmlBytes = compressed(htmlFile);
  return { route, html: htmlBytes, js, font, data: data + staticQueries, total: htmlBytes + js + font + data + staticQueries };
}

let failed = 0;
const check = (label, value, key) => {
  const ceiling = budgets.ceilings[key];
  const target = budgets.targets[key];
  const ok = value <= ceiling * 1024;
  if (!ok) failed++;
  const gap = value > target * 1024 ? `, ${kib(value - target * 1024)} KiB over the ${target} KiB target` : `, within the ${target} KiB target`;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kib(value)} KiB (ceiling ${ceiling} KiB${gap})`);
};

for (const [type, route] of Object.entries(budgets.pages)) {
  const w = pageWeight(route);
  check(`${type} ${route} first-load JS`, w.js, 'jsKiB');
  check(`${type} ${route} first-load total (HTML+JS+font+data)`, w.total, 'totalKiB');
  check(`${type} ${route} fonts`, w.font, 'fontKiB');
}
// Search: what the first query downloads from the sharded index the build wrote (its entry file and the
// shards that query needs), for each query of scripts/search-queries.json; the largest must fit.
const searchIndex = fs.readdirSync(root).filter((f) => /^search-index.*\.json$/.test(f));
const modules = loadTsModules(['src/lib/search/sharded.ts', ...searchSources().filter((f) => f.startsWith('src/lib/'))]);
try {
  const { ShardedIndex, searchSharded } = modules.require('src/lib/search/sharded.ts');
  const { queries } = JSON.parse(fs.readFileSync('scripts/search-queries.json', 'utf8'));
  for (const f of searchIndex) {
    let worst = { bytes: 0, query: '' };
    for (const { query } of queries) {
      const fetched = new Set();
      const index = await ShardedIndex.open(`/${f}`, async (url) => {
        fetched.add(url);
        return JSON.parse(fs.readFileSync(path.join(root, url), 'utf8'));
      });
      await searchSharded(index, query);
      const bytes = [...fetched].reduce((sum, url) => sum + compressed(path.join(root, url)), 0);
      if (bytes > worst.bytes) worst = { bytes, query };
    }
    check(`search: largest first query (${queries.length} queries; «${worst.query}») from ${f}`, worst.bytes, 'searchIndexKiB');
  }
} finally {
  modules.cleanup();
}
const passed = Object.keys(budgets.pages).length * 3 + searchIndex.length - failed;
console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
