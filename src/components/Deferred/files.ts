import fs from 'fs';
import path from 'path';

/** The chunks of ./index.browser.ts (its webpackChunkName comments). */
const CHUNKS = ['deferred-parts', 'deferred-groups'];

/**
 * The URLs of the deferred chunks, space-separated, for gatsby-ssr to write on `<html>`: the browser
 * prefetches them after `load` (src/browser/deferredCode.ts). Their names carry a content hash, so they are
 * read from the stats webpack's browser build leaves in public/ for Gatsby's renderer: each chunk with the
 * shared chunk it needs (public/chunk-map.json names only the chunk itself). `gatsby develop` renders no
 * page: no prefetch there. A production build without them fails, since its pages would then fetch that
 * code only at the reader's first interaction.
 */
export function deferredFiles(stage = process.env.BUILD_STAGE, root = process.cwd()): string {
  if (stage !== 'build-html') return '';
  const stats = fs.readFileSync(path.join(root, 'public/webpack.stats.json'), 'utf8');
  const map = (JSON.parse(stats) as { assetsByChunkName: Record<string, string[]> }).assetsByChunkName;
  const missing = CHUNKS.filter((name) => !map[name]?.length);
  if (missing.length) {
    throw new Error(
      `public/webpack.stats.json names no ${missing.join(', ')}: see src/components/Deferred/index.browser.ts`,
    );
  }
  return [...new Set(CHUNKS.flatMap((name) => map[name]))].map((file) => `/${file}`).join(' ');
}
