/**
 * Patch: no theme-shadowing resolver when there is no theme.
 *
 * What it changes: removes Gatsby's `GatsbyThemeComponentShadowingResolverPlugin` from webpack's
 * `resolve.plugins` when no plugin but the site has a `src/` folder (no theme is installed).
 *
 * Why: the resolver looks at every module request under a plugin's src/ and, for our own src/ (the site
 * counts as a plugin), lists the folders of every plugin looking for a shadowing file: synchronous
 * directory reads for each module request under src/. Without a theme nothing can be shadowed. Re-measured
 * 2026-11-26 (issue 29), 500 pages of the anchor corpus: a build without it took 136.9 s of CPU against
 * 121.9–124.1 s with it (3 builds; 1-minute load 2–10), the browser bundle 24.6 against 15.1–21.6 s and the
 * HTML renderer 10.0 against 6.9–7.0 s; at 43 pages its gain was under the noise. Gatsby has no option to turn shadowing off. The list of plugins comes from the
 * public `SitePlugin` nodes (it used to be read from Gatsby's internal redux store).
 *
 * Checked against: gatsby 5.16.1 (dist/internal-plugins/webpack-theme-component-shadowing).
 *
 * Check: without a theme the resolver must be found and removed; otherwise the bundle fails naming this
 * patch (Gatsby renamed or restructured it).
 */
import fs from 'fs';
import path from 'path';
import { failPatch } from './_mismatchBuild';
import { PatchDidNotApply, mismatchRequested, patchApplied } from './_report';

export const PATCH = 'dropThemeShadowing';
const RESOLVER = 'GatsbyThemeComponentShadowingResolverPlugin';

interface Compiler {
  hooks: { afterCompile: { tap(name: string, fn: (compilation: { errors: Error[] }) => void): void } };
}

/** A SitePlugin node, as Gatsby sources it for every plugin of the site. */
export interface SitePluginInfo {
  name: string;
  /** The plugin's folder. */
  resolve: string;
}

export function dropThemeShadowing(
  resolvePlugins: unknown[] | undefined,
  plugins: SitePluginInfo[],
  env?: NodeJS.ProcessEnv,
) {
  const themes = plugins.filter(
    (p) => p.name !== 'default-site-plugin' && p.resolve && fs.existsSync(path.join(p.resolve, 'src')),
  );
  const name = mismatchRequested(PATCH, env) ? `${RESOLVER} (mismatch requested)` : RESOLVER;
  const isResolver = (p: unknown) => (p as object | null)?.constructor?.name === name;
  const found = (resolvePlugins ?? []).some(isResolver);
  const verdict = (): string | PatchDidNotApply => {
    if (themes.length) return `kept: ${themes.map((t) => t.name).join(', ')} can shadow`;
    if (!found) return new PatchDidNotApply(PATCH, `no ${RESOLVER} among webpack's resolve.plugins`);
    return `${RESOLVER} removed, no theme installed`;
  };
  return {
    resolvePlugins: themes.length ? resolvePlugins : (resolvePlugins ?? []).filter((p) => !isResolver(p)),
    verdict,
    // Added through Gatsby's public setWebpackConfig: once the compilation is done, a "no" is a compilation
    // error, so the bundle stage fails naming the patch.
    plugin: {
      apply(compiler: Compiler) {
        compiler.hooks.afterCompile.tap(`patch:${PATCH}`, (compilation) => {
          const result = verdict();
          if (result instanceof PatchDidNotApply) failPatch(result, (e) => compilation.errors.push(e));
          else patchApplied(PATCH, result);
        });
      },
    },
  };
}
