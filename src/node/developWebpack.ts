import crypto from 'crypto';
import fs from 'fs';

/** The parts of webpack's configuration changed here. */
export interface DevelopWebpackConfig {
  devtool?: unknown;
  cache?: unknown;
  plugins?: unknown[];
}

/**
 * The two webpack compilations of `gatsby develop` start faster (the first start of a fresh clone, cold: tree
 * CPU 61 → about 50 s for 50 pages; a later start 30 → 23 s), with the same pages:
 *
 * - Gatsby adds eslint-webpack-plugin with its own configuration when the project has no `.eslintrc`: it loads
 *   ESLint and its plugins (3 s of CPU) to lint `.js` files, of which src/ has none. The project's ESLint runs
 *   in `npm run lint` and `npm test`.
 * - The develop-html compilation renders one HTML shell (no page, see gatsby-ssr.tsx); its full `source-map`
 *   would only serve errors thrown in that shell, and is webpack's slowest kind.
 * - Gatsby's persistent cache lists its webpack configuration and every plugin's gatsby-node as build
 *   dependencies, and webpack resolves the whole dependency tree of each (all of gatsby's modules, through
 *   node_modules) to snapshot it: about 5 s per compilation, on every start. Gatsby already deletes .cache
 *   when its own version, a plugin's version, package.json, gatsby-config or gatsby-node change; the cache's
 *   version is instead the content of those listed files themselves (the compiled gatsby-node holds this
 *   project's webpack changes), without their trees.
 */
export function tuneDevelopWebpack<C extends DevelopWebpackConfig>(
  config: C,
  stage: string,
  readFile: (file: string) => string = (f) => fs.readFileSync(f, 'utf8'),
): C {
  if (stage !== 'develop' && stage !== 'develop-html') return config;
  const plugins = (config.plugins ?? []).filter(
    (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== 'ESLintWebpackPlugin',
  );
  const tuned: C = { ...config, plugins };
  if (stage === 'develop-html') tuned.devtool = false;
  const cache = config.cache as
    { type?: string; version?: string; buildDependencies?: { config?: string[] } } | undefined;
  if (cache?.type === 'filesystem') {
    const files = cache.buildDependencies?.config ?? [];
    const hash = crypto.createHash('sha256').update(cache.version ?? '');
    for (const file of files) {
      let text = '';
      try {
        text = readFile(file);
      } catch {
        // a listed file that is gone changes the version too
      }
      hash.update(`${file}\n${text}\n`);
    }
    tuned.cache = { ...cache, buildDependencies: {}, version: hash.digest('hex').slice(0, 16) };
  }
  return tuned;
}
