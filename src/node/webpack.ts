import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { BrowserPatch, verifyBrowserPatches } from '../patches/_browserBundle';
import { dropThemeShadowing, SitePluginInfo } from '../patches/dropThemeShadowing';
import { aliasReactHelmetInBrowser } from '../patches/reactHelmetBrowserAlias';
import * as gatsbyBrowserRuntime from '../patches/gatsbyBrowserRuntime';
import { DevelopWebpackConfig, tuneDevelopWebpack } from './developWebpack';
import { RecordBundleAssets } from './serviceWorker/bundleAssets';

/**
 * The patches of Gatsby's browser runtime, used by src/browser/routeRuntime.ts: checked in every production
 * browser compilation (their premises in the installed Gatsby, and what the runtime calls from them in the
 * bundle).
 */
export const BROWSER_PATCHES: BrowserPatch[] = [
  {
    patch: gatsbyBrowserRuntime.PATCH,
    file: 'src/patches/gatsbyBrowserRuntime.ts',
    uses: [
      'loadRoute',
      'preloadRoute',
      'gateHoverPrefetch',
      'guardLoaderRequests',
      'servedPagePath',
      'guardSessionStorage',
      'guardChunkReload',
    ],
    check: gatsbyBrowserRuntime.check,
  },
];

/**
 * In the browser stages, an import of src/components/Deferred (from any folder: webpack aliases a relative
 * request by the absolute path it names) gets index.browser.ts, whose components fetch their code at the
 * reader's first interaction (issue 37). The server's rendering and Jest keep index.ts, the components themselves, so the HTML
 * is whole. Relative to the project root: Gatsby runs gatsby-node compiled from .cache.
 */
export function deferBrowserParts(config: WebpackConfig, stage: Stage, root = process.cwd()): void {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const deferred = path.join(root, 'src/components/Deferred');
  config.resolve = config.resolve ?? {};
  config.resolve.alias = {
    ...config.resolve.alias,
    [`${deferred}$`]: path.join(deferred, 'index.browser.ts'),
    [`${path.join(deferred, 'index')}$`]: path.join(deferred, 'index.browser.ts'),
  };
}

type Stage = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['stage'];

/**
 * webpack's persistent cache only pays off when the next build reads it. A CI build (CI set, as on every
 * CI service) usually starts from a clean checkout and throws .cache away, yet serialising the cache of a
 * large site costs it time and memory while the next bundle builds; such builds skip it unless
 * METIS_WEBPACK_CACHE=1 (for a CI that keeps .cache between builds). Local builds keep it, and
 * METIS_WEBPACK_CACHE=0 turns it off anywhere.
 */
export function keepWebpackCache(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.METIS_WEBPACK_CACHE) return env.METIS_WEBPACK_CACHE !== '0';
  return !env.CI || env.CI === 'false' || env.CI === '0';
}

/**
 * Gatsby's webpack configuration, changed so that a build is faster and needs less memory while readers
 * get the same pages. Documents are not webpack modules (they are compiled once, as data:
 * src/node/compileDocument.ts), so both bundles hold the site's own code at any number of pages.
 * - The theme shadowing resolver goes when there is no theme: a patch of Gatsby's resolver
 *   (src/patches/dropThemeShadowing), failing the bundle when it no longer applies.
 * - Production bundles carry no source maps (but a composition build, METIS_BUNDLE_MAPS=1, whose hidden maps
 *   tools/bench/composition.mjs reads): Gatsby's default (`source-map` for the browser bundle and the
 *   SSR renderer) keeps an original source and a map for every module in memory and has Terser rewrite
 *   them, for .map files no reader downloads. `gatsby develop` keeps its own (eval) source maps.
 * - No persistent webpack cache in CI (keepWebpackCache).
 * - The browser bundle gets src/browser/helmetClient instead of react-helmet (src/patches/reactHelmetBrowserAlias).
 * - The browser bundle gets the deferred components (src/components/Deferred/index.browser.ts) where the server
 *   and Jest get the components themselves (deferBrowserParts).
 * - A trace build (GATSBY_TRACE_REGIONS=1) keeps function and class names, so a CPU profile names them.
 * - The production browser bundle checks the patches of Gatsby's browser runtime (BROWSER_PATCHES).
 * - The browser bundle's files are recorded for the service worker's file list (./serviceWorker/bundleAssets).
 * - `gatsby develop` starts faster (./developWebpack).
 */
/** The parts of webpack's configuration changed here (Gatsby types getConfig() as any). */
interface WebpackConfig extends DevelopWebpackConfig {
  optimization?: { minimizer?: unknown[] } & Record<string, unknown>;
  resolve?: { plugins?: unknown[]; alias?: Record<string, unknown> } & Record<string, unknown>;
}

/** Gatsby's webpack utils used here (its types give them as Function). */
interface WebpackUtils {
  minifyJs(options?: { terserOptions?: Record<string, unknown> }): unknown;
  minifyCss(): unknown;
  define(definitions: Record<string, string>): unknown;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  getNodesByType,
  plugins: utils,
}) => {
  const plugins = utils as unknown as WebpackUtils;
  // gatsby develop's compilations: see ./developWebpack.
  const config = tuneDevelopWebpack((getConfig as () => WebpackConfig)(), stage);
  const checks: unknown[] = [];
  if (stage === 'build-javascript' || stage === 'build-html') {
    // A composition build (METIS_BUNDLE_MAPS=1, tools/bench/composition.mjs) writes maps no page links to.
    config.devtool =
      stage === 'build-javascript' && process.env.METIS_BUNDLE_MAPS === '1' ? 'hidden-source-map' : false;
    if (stage === 'build-javascript') {
      checks.push(verifyBrowserPatches(BROWSER_PATCHES), new RecordBundleAssets());
      // Gatsby's own minimizers (its public webpack utils), with names kept for a trace build only.
      if (process.env.GATSBY_TRACE_REGIONS === '1')
        config.optimization = {
          ...config.optimization,
          minimizer: [
            plugins.minifyJs({ terserOptions: { keep_classnames: true, keep_fnames: true } }),
            plugins.minifyCss(),
          ],
        };
    }
    if (!keepWebpackCache()) config.cache = false;
  }
  config.resolve = config.resolve ?? {};
  const shadowing = dropThemeShadowing(
    config.resolve.plugins,
    getNodesByType('SitePlugin') as unknown as SitePluginInfo[],
  );
  config.resolve.plugins = shadowing.resolvePlugins;
  checks.push(shadowing.plugin);
  aliasReactHelmetInBrowser(config, stage);
  deferBrowserParts(config, stage);
  // GATSBY_TRACE_REGIONS is a constant in every build (Gatsby defines only the GATSBY_ variables that are
  // set), so that outside a trace build src/components/TraceRegion's Profiler is removed as dead code.
  checks.push(
    plugins.define({
      'process.env.GATSBY_TRACE_REGIONS': JSON.stringify(process.env.GATSBY_TRACE_REGIONS === '1' ? '1' : '0'),
    }),
  );
  config.plugins = [...(config.plugins ?? []), ...checks];
  actions.replaceWebpackConfig(config);
};
