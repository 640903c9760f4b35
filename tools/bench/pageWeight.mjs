// The first-load weight of a page of a build, from its files (deterministic, no browser): its HTML, the
// app's and its template's scripts, the preloaded font, its page data, app data and static queries,
// compressed as our server sends them (brotli 11 for scripts, 9 for HTML and JSON; woff2 as it is). What
// `npm run test:budgets` checks (tools/check-budgets.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality } from '../../server/deploy-rules.mjs';

/**
 * A file's size compressed as the server sends it. Remembered per file as long as the file is unchanged (its
 * size and mtime): the budgets weigh the same app scripts for every page and the same search shards for every
 * query, and brotli 11 over them was most of `npm run test:budgets` (19.5 → 7 s of CPU once remembered).
 */
const compressedSizes = new Map();
export function compressedSize(file) {
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let compressed = compressedSizes.get(key);
  if (compressed === undefined) {
    compressed = zlib.brotliCompressSync(fs.readFileSync(file), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) },
    }).length;
    compressedSizes.set(key, compressed);
  }
  return compressed;
}

const statsOf = new Map();

/** { route, html, js, font, data, total } in bytes, for `route` of the build in `root`. */
export function pageWeight(root, route) {
  if (!statsOf.has(root)) statsOf.set(root, JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8')));
  const stats = statsOf.get(root);
  const dir = route === '/' ? '' : route;
  const htmlFile = path.join(root, dir, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const pageDataFile = path.join(root, 'page-data', route === '/' ? 'index' : dir, 'page-data.json');
  const pageData = JSON.parse(fs.readFileSync(pageDataFile, 'utf8'));
  const chunks = new Set([
    ...(stats.assetsByChunkName.app || []),
    ...(stats.assetsByChunkName[pageData.componentChunkName] || []),
  ]);
  const js = [...chunks]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + compressedSize(path.join(root, f)), 0);
  const fonts = [...new Set([...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.woff2)"/g)].map((m) => m[1]))];
  const font = fonts.reduce((sum, f) => sum + fs.statSync(path.join(root, f)).size, 0);
  const data = compressedSize(pageDataFile) + compressedSize(path.join(root, 'page-data', 'app-data.json'));
  const staticQueries = (pageData.staticQueryHashes || []).reduce(
    (sum, h) => sum + compressedSize(path.join(root, 'page-data', 'sq', 'd', `${h}.json`)),
    0,
  );
  const htmlBytes = compressedSize(htmlFile);
  return {
    route,
    html: htmlBytes,
    js,
    font,
    data: data + staticQueries,
    total: htmlBytes + js + font + data + staticQueries,
  };
}
