import os from 'os';

/**
 * How the browser bundle is minified: Gatsby's Terser for the shared code, and a lighter Terser pass
 * (names mangled, whitespace gone, no `compress`) for the chunk of each document.
 *
 * A document's chunk is its compiled MDX: a function returning nested JSX calls, with little for Terser's
 * compress passes to fold or drop, yet compress was most of the minifier's time, and the minifier was a
 * fifth of a 200-page build (123.0 s with it, 99.9 s with no minifier at all: scripts/bench/experiments.mjs,
 * `no-minify`); every document adds one chunk. The shared code (framework, app, commons), which every
 * reader downloads first, keeps Gatsby's full Terser.
 *
 * Both use every core. Gatsby's default leaves one core to the main process, but webpack's main thread only
 * waits while Terser runs: on a 2-core machine its one worker minified 500 documents for 15 s with the main
 * thread idle.
 *
 * Built from Gatsby's own `plugins.minifyJs` (its Terser defaults), through the public
 * onCreateWebpackConfig; when Gatsby's config has no Terser to replace, the build fails here rather than
 * minifying twice or not at all.
 */

/**
 * Chunk files of documents: Gatsby names them after the page template and the MDX file. The server's
 * precompression picks out the same files by name (brotliQuality in scripts/deploy-rules.mjs, plain ESM
 * shared with the server, so the pattern is written there too).
 */
export const DOCUMENT_CHUNK = /(^|\/)component---[^/]*-content-file-path-[^/]*\.js$/;

export type MinifyJs = (options?: { terserOptions?: Record<string, unknown>; include?: RegExp | RegExp[]; exclude?: RegExp | RegExp[]; parallel?: number }) => unknown;

export class NoTerserToReplace extends Error {}

/** The minimizer list with Gatsby's Terser split in two: full for shared code, light for documents. */
export function splitDocumentMinifier(minimizer: unknown[] | undefined, minifyJs: MinifyJs, cores = os.availableParallelism()): unknown[] {
  const list = minimizer ?? [];
  const terser = list.findIndex((m) => (m as { constructor?: { name?: string } })?.constructor?.name === 'TerserPlugin');
  if (terser === -1) {
    throw new NoTerserToReplace(
      "src/node/documentMinifier.ts: Gatsby's browser bundle config has no TerserPlugin to split; check optimization.minimizer in gatsby/dist/utils/webpack.config.js",
    );
  }
  return [
    ...list.slice(0, terser),
    minifyJs({ exclude: [/\.min\.js/, DOCUMENT_CHUNK], parallel: cores }),
    minifyJs({ include: DOCUMENT_CHUNK, terserOptions: { compress: false }, parallel: cores }),
    ...list.slice(terser + 1),
  ];
}
