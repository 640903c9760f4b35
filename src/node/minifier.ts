import os from 'os';

/** Gatsby's `plugins.minifyJs`: its Terser plugin with its defaults, changed by the options given. */
export type MinifyJs = (options?: { parallel?: number; terserOptions?: Record<string, unknown> }) => unknown;

/** Gatsby's browser config has no Terser where this module expects one. */
export class NoTerserToReplace extends Error {}

/**
 * The browser bundle's minimizers with Gatsby's Terser on every core. Gatsby's default leaves one core to
 * the main process, but webpack's main thread only waits while Terser runs: on a 2-core machine one worker
 * minified the shared scripts (about 3 s) while the other core idled. Rebuilt from Gatsby's public
 * `plugins.minifyJs`, so its Terser options stay; when the config holds no Terser, the build fails here
 * rather than minifying twice or not at all.
 */
export function minifyOnEveryCore(minimizer: unknown[] | undefined, minifyJs: MinifyJs, cores = os.availableParallelism(), keepNames = false): unknown[] {
  const list = minimizer ?? [];
  const terser = list.findIndex((m) => (m as { constructor?: { name?: string } })?.constructor?.name === 'TerserPlugin');
  if (terser === -1) {
    throw new NoTerserToReplace(
      "src/node/minifier.ts: Gatsby's browser bundle config has no TerserPlugin to run on every core; check optimization.minimizer in gatsby/dist/utils/webpack.config.js",
    );
  }
  // keepNames: a trace build keeps function names, so a CPU profile names Emotion's and our functions.
  const terserOptions = keepNames ? { terserOptions: { keep_classnames: true, keep_fnames: true } } : {};
  return [...list.slice(0, terser), minifyJs({ parallel: cores, ...terserOptions }), ...list.slice(terser + 1)];
}
