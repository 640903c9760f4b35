/**
 * The shapes of Gatsby's webpack configuration the webpack patches rely on, and the one way they check
 * themselves: a webpack plugin (added through Gatsby's public `setWebpackConfig`) that asks each patch,
 * once the compilation is done, whether it took effect, and turns a "no" into a compilation error, so the
 * bundle stage fails with the patch's name.
 */
import { PatchDidNotApply, patchApplied } from './_report';

export interface LoaderEntry {
  loader?: string;
  options?: Record<string, unknown> & { resourceQuery?: unknown };
}

/** What webpack passes a rule's `use` function (Gatsby's rules are functions of it). */
export interface UseInfo {
  resource?: string;
  resourceQuery: string;
  issuer: string;
}

export type UseFunction = (info: UseInfo) => LoaderEntry[];

export interface Rule {
  test?: unknown;
  resourceQuery?: unknown;
  use?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** Every rule, nested `oneOf`/`rules` included. */
export function allRules(rules: Rule[] | undefined): Rule[] {
  return (rules ?? []).flatMap((rule) => [rule, ...allRules(rule.oneOf), ...allRules(rule.rules)]);
}

/** `__contentFilePath=…`: gatsby-plugin-mdx's query naming the document of a page module. */
export const CONTENT_QUERY = /__contentFilePath=[^&]*/;

/** Gatsby's own Babel loader (gatsby/dist/utils/babel-loader.js). */
export const isGatsbyBabel = (entry: LoaderEntry | undefined) => /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/.test(entry?.loader ?? '');

/**
 * A patch's verdict after a compilation: the evidence that it applied, null when the compilation gave it
 * nothing to do (every module came from webpack's persistent cache), or a PatchDidNotApply.
 */
export type Verdict = string | null | PatchDidNotApply;

interface Compilation {
  errors: Error[];
}
interface Compiler {
  hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/** A webpack plugin that reports the patch as applied, or fails the compilation naming it. */
export function verifyAfterCompile(patch: string, verdict: () => Verdict) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.afterCompile.tap(`patch:${patch}`, (compilation) => {
        const result = verdict();
        if (result instanceof PatchDidNotApply) compilation.errors.push(result);
        else if (typeof result === 'string') patchApplied(patch, result);
      });
    },
  };
}
