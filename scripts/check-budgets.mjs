// Byte budgets of the built site, checked in `npm test`. Deterministic: sizes are computed from the files
// in ./public (gzip level 9, as a proxy for what the server sends), never timed. Budgets live in
// budgets.json; each line printed is a measured figure beside its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve('public');
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const stats = JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (b) => Math.round((b / 1024) * 10) / 10;

function pageWeight(route) {
  const dir = route === '/' ? '' : route;
  const htmlFile = path.join(root, dir, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const pageData = JSON.parse(fs.readFileSync(path.join(root, 'page-data', route === '/' ? 'index' : dir, 'page-data.json'), 'utf8'));
  const chunks = new Set([...(stats.assetsByChunkName.app || []), ...(stats.assetsByChunkName[pageData.componentChunkName] || [])]);
  const js = [...chunks].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(path.join(root, f)), 0);
  const fonts = [...new Set([...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.woff2)"/g)].map((m) => m[1]))];
  const font = fonts.reduce((sum, f) => sum + fs.statSync(path.join(root, f)).size, 0);
  const data = gz(path.join(root, 'page-data', route === '/' ? 'index' : dir, 'page-data.json')) + gz(path.join(root, 'page-data', 'app-data.json'));
  const staticQueries = (pageData.staticQueryHashes || []).reduce((sum, h) => sum + gz(path.join(root, 'page-data', 'sq', 'd', `${h}.json`)), 0);
  const htmlBytes = gz(htmlFile);
  return { route, html: htmlBytes, js, font, data: data + staticQueries, total: htmlBytes + js + font + data + staticQueries };
}

let failed = 0;
const check = (label, value, budget) => {
  const ok = value <= budget * 1024;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kib(value)} KiB (budget ${budget} KiB)`);
};

for (const [type, route] of Object.entries(budgets.pages)) {
  const w = pageWeight(route);
  check(`${type} ${route} first-load JS`, w.js, budgets.jsKiB);
  check(`${type} ${route} first-load total (HTML+JS+font+data)`, w.total, budgets.totalKiB);
}
const searchIndex = fs.readdirSync(root).filter((f) => /^search-index.*\.json$/.test(f));
for (const f of searchIndex) check(`search index ${f}`, gz(path.join(root, f)), budgets.searchIndexKiB);
const passed = Object.keys(budgets.pages).length * 2 + searchIndex.length - failed;
console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
