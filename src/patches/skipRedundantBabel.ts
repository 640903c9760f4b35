/**
 * Patch: Babel passes a production build can skip, with unchanged output.
 *
 * What it changes: the loaders returned by the `use` functions of three of Gatsby's webpack rules.
 * - A page module (`DocPage.tsx?__contentFilePath=…`) matches three rules that each run Babel with the same
 *   preset: gatsby-plugin-typescript's rule runs first (TS, JSX, preset-env, GraphQL and page-API removal),
 *   then gatsby-plugin-mdx's layout loader adds an ES5 wrapper and imports, then the layout rule and
 *   Gatsby's general JS rule each run Babel over the finished code again. Only the first pass stays; it is
 *   the same for every document (see sharedBabelConfig), so babel-loader's cache serves it after the first.
 * - Compiled MDX goes straight to webpack in both bundles. MDX's output is plain ES2020 (imports, a
 *   function returning nested JSX calls, `Object.assign`), which Node and every browser of the project's
 *   browserslist run as it is: Babel's pass over it changed nothing yet cost more than compiling the MDX
 *   (a third of the browser bundle's main-thread time at 500 pages, plus the garbage it made). What authors
 *   may add to that output (ESM, `{expressions}`) is checked on every `npm test`:
 *   src/node/mdxBrowserSyntax.content.test.ts compiles every document and fails, naming the file, when
 *   @babel/preset-env for the browserslist would change a byte of it.
 *
 * Why: build time and memory (the redundant passes were a third of the JavaScript stage at 500 pages).
 * Gatsby has no public option to drop a loader from one of its rules for some modules.
 *
 * Checked against: gatsby 5.16.1 (webpack-utils.js `rules.js()`: test `/\.(js|mjs|jsx|ts|tsx)$/`),
 * gatsby-plugin-mdx 5.16.0 (rules `/\.mdx?$/` and resourceQuery `/__contentFilePath=…/`), webpack 5.98.0.
 *
 * Check: the rules must be found, and after a compilation that built page modules at least one Babel pass
 * must have been dropped; otherwise the compilation fails naming this patch.
 */
import { PatchDidNotApply, mismatchRequested } from './_report';
import { allRules, CONTENT_QUERY, isGatsbyBabel, Rule, UseFunction, UseInfo, Verdict, verifyAfterCompile } from './_webpack';

export const PATCH = 'skipRedundantBabel';

export type BundleStage = 'build-javascript' | 'build-html';

const JS_RULE = String(/\.(js|mjs|jsx|ts|tsx)$/);
const MDX_RULE = String(/\.mdx?$/);

/** TypeScript page modules: the TypeScript rule's pass is the one that stays. */
const typescriptPage = (info: UseInfo) => /\.tsx?(\?|$)/.test(info.resource ?? '') && CONTENT_QUERY.test(info.resourceQuery);

export function skipRedundantBabel(rules: Rule[] | undefined, stage: BundleStage, env?: NodeJS.ProcessEnv) {
  const mismatch = mismatchRequested(PATCH, env);
  let matchedRules = 0;
  let dropped = 0;
  const dropBabel = (rule: Rule, when: (info: UseInfo) => boolean) => {
    const gatsbyUse = rule.use as UseFunction;
    matchedRules++;
    rule.use = (info: UseInfo) => {
      const entries = gatsbyUse(info);
      if (!when(info)) return entries;
      const kept = entries.filter((entry) => !isGatsbyBabel(entry));
      dropped += entries.length - kept.length;
      return kept;
    };
  };
  for (const rule of allRules(rules)) {
    if (typeof rule.use !== 'function' || mismatch) continue;
    const test = rule.test instanceof RegExp ? String(rule.test) : '';
    const layoutRule = rule.resourceQuery instanceof RegExp && /__contentFilePath/.test(String(rule.resourceQuery));
    if (test === JS_RULE || layoutRule) dropBabel(rule, typescriptPage);
    if (test === MDX_RULE) dropBabel(rule, () => true);
  }
  const verdict = (): Verdict => {
    if (!matchedRules) return new PatchDidNotApply(PATCH, `none of Gatsby's JavaScript rule (${JS_RULE}), gatsby-plugin-mdx's layout rule or its MDX rule was found`);
    if (!dropped) return null;
    return `${dropped} Babel passes skipped in ${stage}`;
  };
  return { verdict, plugin: verifyAfterCompile(PATCH, verdict) };
}
