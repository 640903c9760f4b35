/**
 * Patch: one Babel configuration for every document's page module.
 *
 * What it changes: the `resourceQuery` option Gatsby's babel-loader receives for a page module, in every
 * webpack rule whose `use` is a function. `DocPage.tsx?__contentFilePath=/abs/doc.mdx&export=…` becomes
 * `DocPage.tsx?__contentFilePath=*&export=…`.
 *
 * Why: gatsby-plugin-mdx makes every document its own module, and Gatsby keys its Babel config caches by
 * the whole query, so each document got freshly created config items: Babel re-instantiated preset-env
 * and every plugin for it, three times per bundle, and kept them all until the build ended (a large part
 * of the memory of a 2,000-page build). Babel's output depends only on the `export=` part (which page APIs
 * to strip); webpack still builds one module per document, from the real query. Gatsby has no public
 * option for its Babel cache key.
 *
 * Checked against: gatsby 5.16.1 (dist/utils/babel-loader.js, webpack-utils.js `rules.js()`),
 * gatsby-plugin-mdx 5.16.0, webpack 5.98.0.
 *
 * Check: after each compilation, at least one Babel loader of a page module must have been given the
 * shared query; otherwise the compilation fails naming this patch.
 */
import { PatchDidNotApply, mismatchRequested } from './_report';
import { allRules, CONTENT_QUERY, isGatsbyBabel, LoaderEntry, Rule, UseFunction, UseInfo, Verdict, verifyAfterCompile } from './_webpack';

export const PATCH = 'sharedBabelConfig';

/** The query Babel is told for a page module: the document path dropped, the export kept. */
export function sharedResourceQuery(resourceQuery: string): string {
  return resourceQuery.replace(CONTENT_QUERY, '__contentFilePath=*');
}

/**
 * Wraps every function `use` so Gatsby's Babel loaders get the shared query. Returns how the patch did:
 * call `verdict()` after the compilation (verifyAfterCompile does).
 */
export function shareBabelConfig(rules: Rule[] | undefined, env?: NodeJS.ProcessEnv) {
  const mismatch = mismatchRequested(PATCH, env);
  let wrapped = 0;
  let pageModules = 0;
  let rewritten = 0;
  for (const rule of allRules(rules)) {
    if (typeof rule.use !== 'function') continue;
    const gatsbyUse = rule.use as UseFunction;
    wrapped++;
    rule.use = (info: UseInfo) => {
      const entries = gatsbyUse(info);
      if (!CONTENT_QUERY.test(info.resourceQuery)) return entries;
      pageModules++;
      return entries.map((entry: LoaderEntry) => {
        const query = entry?.options?.resourceQuery;
        if (mismatch || !isGatsbyBabel(entry) || typeof query !== 'string' || !CONTENT_QUERY.test(query)) return entry;
        rewritten++;
        return { ...entry, options: { ...entry.options, resourceQuery: sharedResourceQuery(query) } };
      });
    };
  }
  const verdict = (): Verdict => {
    if (!wrapped) return new PatchDidNotApply(PATCH, 'no webpack rule has a function `use` to wrap');
    if (!pageModules) return null;
    if (!rewritten) return new PatchDidNotApply(PATCH, `${pageModules} page modules were built, none with Gatsby's Babel loader carrying __contentFilePath`);
    return `${rewritten} Babel loaders of ${pageModules} page-module rule matches share one config`;
  };
  return { verdict, plugin: verifyAfterCompile(PATCH, verdict) };
}
