/**
 * The one way the webpack patches check themselves: a webpack plugin (added through Gatsby's public `setWebpackConfig`) that asks each patch,
 * once the compilation is done, whether it took effect, and turns a "no" into a compilation error, so the
 * bundle stage fails with the patch's name.
 */
import { failPatch } from './_mismatchBuild';
import { PatchDidNotApply, patchApplied } from './_report';

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
        if (result instanceof PatchDidNotApply) failPatch(result, (e) => compilation.errors.push(e));
        else if (typeof result === 'string') patchApplied(patch, result);
      });
    },
  };
}
