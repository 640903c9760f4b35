/**
 * How the patches that act in the browser check themselves on a real build: a webpack plugin on the
 * browser compilation (build-javascript, added in src/node/webpack.ts) that, for each of them, once
 * webpack knows which exports are used,
 * - runs its `check(read)`: its premises must still hold in the installed Gatsby (_gatsbySource.ts);
 * - finds the patch module among the bundle's modules and each function the runtime calls from it marked
 *   as used (so the patch is really in what readers download, not dropped or never wired);
 * then prints `patch NAME: applied (…)` or fails the compilation with its PatchDidNotApply.
 */
import fs from 'fs';
import path from 'path';
import { failPatch } from './_mismatchBuild';
import { PatchDidNotApply, patchApplied } from './_report';
import type { ReadPackageFile } from './_gatsbySource';

export interface BrowserPatch {
  /** The patch's name (its PATCH). */
  patch: string;
  /** The module, relative to the project root: `src/patches/gatsbyBrowserRuntime.ts`. */
  file: string;
  /** What the browser runtime calls from it: each must be a used export of the bundled module. */
  uses: string[];
  /** Its premises in the installed packages: the evidence, or throws PatchDidNotApply. */
  check: (read: ReadPackageFile) => string;
}

/** Files under the project's node_modules (Gatsby runs gatsby-node from the project root). */
export const readInstalled =
  (root = process.cwd()): ReadPackageFile =>
  (file) =>
    fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');

interface WebpackModule {
  resource?: string;
}
/** webpack's UsageState.Unused: the export is dropped from the bundle. */
const UNUSED = 0;
interface Compilation {
  errors: Error[];
  moduleGraph: { getExportsInfo(module: WebpackModule): { getUsed(name: string, runtime: undefined): number } };
  hooks: { afterOptimizeDependencies: { tap(name: string, fn: (modules: Iterable<WebpackModule>) => void): void } };
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/**
 * One patch's verdict on a compilation: the evidence, or PatchDidNotApply. `usedExport` says whether the
 * bundled module's export is used; `bundled` is the module, when it is in the compilation.
 */
export function browserVerdict(
  patch: BrowserPatch,
  bundled: WebpackModule | undefined,
  usedExport: (name: string) => boolean,
  read: ReadPackageFile,
): string | PatchDidNotApply {
  let premises: string;
  try {
    premises = patch.check(read);
  } catch (error) {
    if (error instanceof PatchDidNotApply) return error;
    return new PatchDidNotApply(patch.patch, `its check failed: ${(error as Error).message}`);
  }
  if (!bundled) return new PatchDidNotApply(patch.patch, `${patch.file} is not in the browser bundle`);
  const unused = patch.uses.filter((name) => !usedExport(name));
  if (unused.length)
    return new PatchDidNotApply(patch.patch, `the browser bundle does not use ${unused.join(', ')} from ${patch.file}`);
  return `${premises}; the browser bundle uses ${patch.uses.join(', ')}`;
}

const NAME = 'BrowserPatchCheck';

/** The webpack plugin for the browser compilation (build-javascript). */
export function verifyBrowserPatches(patches: BrowserPatch[], { read = readInstalled(), root = process.cwd() } = {}) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
          const byResource = new Map<string, WebpackModule>();
          for (const m of modules) if (m.resource) byResource.set(m.resource.split('?')[0], m);
          for (const patch of patches) {
            const bundled = byResource.get(path.resolve(root, patch.file));
            const used = (name: string) =>
              Boolean(bundled) && compilation.moduleGraph.getExportsInfo(bundled!).getUsed(name, undefined) !== UNUSED;
            const verdict = browserVerdict(patch, bundled, used, read);
            if (verdict instanceof PatchDidNotApply) failPatch(verdict, (e) => compilation.errors.push(e));
            else patchApplied(patch.patch, verdict);
          }
        });
      });
    },
  };
}
