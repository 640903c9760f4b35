import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

type Stage = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['stage'];

interface LoaderEntry {
  loader?: string;
  options?: Record<string, unknown> & { resourceQuery?: unknown };
}
interface UseInfo {
  resource?: string;
  resourceQuery: string;
  issuer: string;
}
type UseFunction = (info: UseInfo) => LoaderEntry[];
interface Rule {
  test?: unknown;
  resourceQuery?: unknown;
  use?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

const CONTENT_QUERY = /__contentFilePath=[^&]*/;

/**
 * The query Gatsby's babel-loader should see for a page module. gatsby-plugin-mdx makes every document its
 * own module, `DocPage.tsx?__contentFilePath=/abs/doc.mdx&export=…`, and Gatsby keys its Babel config
 * caches by the whole query: each document then gets freshly created config items, so Babel
 * re-instantiates preset-env and every plugin for it, three times per bundle, and the caches keep them all
 * until the build ends. Babel's output only depends on the `export=` part (which page APIs to strip), so
 * the document path is dropped from what the loader is told; webpack still builds one module per
 * document, from the real query.
 */
export function babelResourceQuery(resourceQuery: string): string {
  return resourceQuery.replace(CONTENT_QUERY, '__contentFilePath=*');
}

/** `use` that gives Babel the document-independent query; other loaders and options are untouched. */
export function withSharedBabelConfig(use: UseFunction): UseFunction {
  return (info) =>
    use(info).map((entry) => {
      const query = entry?.options?.resourceQuery;
      if (typeof query !== 'string' || !CONTENT_QUERY.test(query)) return entry;
      return { ...entry, options: { ...entry.options, resourceQuery: babelResourceQuery(query) } };
    });
}

export function patchRules(rules: Rule[] | undefined) {
  for (const rule of rules ?? []) {
    if (typeof rule.use === 'function') rule.use = withSharedBabelConfig(rule.use as UseFunction);
    patchRules(rule.oneOf);
    patchRules(rule.rules);
  }
}

const isProductionBundle = (stage: Stage) => stage === 'build-javascript' || stage === 'build-html';
const isBabel = (entry: LoaderEntry) => /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/.test(entry?.loader ?? '');
const sameTest = (rule: Rule, test: RegExp) => rule.test instanceof RegExp && String(rule.test) === String(test);

/**
 * Babel passes a production build can skip, output unchanged:
 * - A page module (`DocPage.tsx?__contentFilePath=…`) matches three rules that each run Babel with the same
 *   preset: the TypeScript rule runs first (TS, JSX, preset-env, GraphQL and page-API removal), then
 *   gatsby-plugin-mdx's layout loader adds an ES5 wrapper (`React.createElement` calls) and imports, then
 *   the layout rule and Gatsby's general JS rule each run Babel over the finished code again. Only the
 *   first pass stays; it is the same for every document, so babel-loader's cache serves it after the
 *   first (see babelResourceQuery).
 * - In the SSR renderer (Node), compiled MDX goes straight to webpack: MDX's output is plain ES2020 and
 *   Babel's pass over it (preset-env for Node, GraphQL and Slice plugins that have nothing to find in a
 *   document) was a no-op costing as much as compiling the MDX. The browser bundle keeps it, for the
 *   browsers in browserslist.
 */
export function skipRedundantBabel(rules: Rule[] | undefined, stage: Stage) {
  // Only TypeScript page modules: the TypeScript rule's pass is the one that stays.
  const typescriptPage = (info: UseInfo) => /\.tsx?(\?|$)/.test(info.resource ?? '') && CONTENT_QUERY.test(info.resourceQuery);
  const dropBabel = (rule: Rule, when: (info: UseInfo) => boolean) => {
    const use = rule.use as UseFunction;
    rule.use = (info: UseInfo) => (when(info) ? use(info).filter((entry) => !isBabel(entry)) : use(info));
  };
  for (const rule of rules ?? []) {
    if (typeof rule.use !== 'function') continue;
    const layoutRule = rule.resourceQuery instanceof RegExp && /__contentFilePath/.test(String(rule.resourceQuery));
    if (sameTest(rule, /\.(js|mjs|jsx|ts|tsx)$/) || layoutRule) dropBabel(rule, typescriptPage);
    if (stage === 'build-html' && sameTest(rule, /\.mdx?$/)) dropBabel(rule, () => true);
  }
}

/**
 * Gatsby's theme shadowing resolver looks at every module request under a plugin's src/ and, for our own
 * src/ (the site counts as a plugin), lists the folders of every plugin looking for a shadowing file:
 * synchronous directory reads for each of the thousands of page-module requests, 8 s at 500 pages. Without
 * a theme (a plugin with a src/ folder of its own) nothing can be shadowed, so the resolver is dropped.
 */
export function dropShadowingWithoutThemes(resolvePlugins: unknown[] | undefined, plugins: Array<{ name: string; pluginFilepath: string }>) {
  const themes = plugins.filter((p) => p.name !== 'default-site-plugin' && fs.existsSync(path.join(p.pluginFilepath, 'src')));
  if (themes.length || !resolvePlugins) return resolvePlugins;
  return resolvePlugins.filter((p) => (p as object)?.constructor?.name !== 'GatsbyThemeComponentShadowingResolverPlugin');
}

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
 * Gatsby's webpack configuration, changed so that a build of many documents is faster and needs less
 * memory while readers get the same pages:
 * - Babel's config is shared by all documents (babelResourceQuery) and redundant passes are skipped
 *   (skipRedundantBabel); the theme shadowing resolver goes when there is no theme.
 * - Production bundles carry no source maps. Gatsby's default (`source-map` for the browser bundle and the
 *   SSR renderer) keeps an original source and a map for every module in memory and has Terser rewrite
 *   the map of every page chunk: at 500 pages that was a quarter of the build's peak memory and 40 s, for
 *   .map files no reader downloads. `gatsby develop` keeps its own (eval) source maps.
 * - No persistent webpack cache in CI (keepWebpackCache).
 * - The browser bundle gets src/app/helmetClient instead of react-helmet (see there why); server rendering
 *   and Jest keep react-helmet itself. Relative to the project root: Gatsby runs this compiled from .cache.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, store }) => {
  const config = getConfig();
  patchRules(config.module?.rules);
  if (isProductionBundle(stage)) {
    config.devtool = false;
    skipRedundantBabel(config.module?.rules, stage);
    if (!keepWebpackCache()) config.cache = false;
  }
  config.resolve = config.resolve ?? {};
  config.resolve.plugins = dropShadowingWithoutThemes(config.resolve.plugins, store.getState().flattenedPlugins);
  // Compiled MDX imports its runtime (@emotion/react/jsx-runtime, @mdx-js/react) from the document's own
  // folder; content outside the project (DOCS_CONTENT_DIR) has no node_modules there, so the project's
  // node_modules is searched after the usual lookup.
  config.resolve.modules = [...(config.resolve.modules ?? ['node_modules']), path.resolve('node_modules')];
  if (stage === 'build-javascript' || stage === 'develop') {
    config.resolve.alias = { ...config.resolve.alias, 'react-helmet$': path.resolve('src/app/helmetClient.tsx') };
  }
  actions.replaceWebpackConfig(config);
};
