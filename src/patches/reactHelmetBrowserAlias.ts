/**
 * Patch: the browser bundle gets src/app/helmetClient.tsx wherever code imports `react-helmet`.
 *
 * What it changes: a webpack alias (`react-helmet$`) in the browser stages (build-javascript, develop).
 * Server rendering (build-html), gatsby-plugin-react-helmet and Jest keep react-helmet itself.
 *
 * Why: in the browser, our one <Seo> per page only has to bring document.title and the tags marked
 * data-react-helmet up to date after a client-side navigation. react-helmet with react-side-effect and
 * react-fast-compare cost 4.3 KiB (brotli) of first-load JS on every page for that one job, measured with
 * `npm run test:budgets` on two builds of one commit: home 95.8 → 100.1 KiB, /api/session 99.0 → 103.3 KiB
 * (ceiling 105, target 80), /404 88.9 → 93.2 KiB.
 *
 * Checked against: gatsby 5.16.1 (webpack 5.98), react-helmet 6.1.0.
 *
 * Loud when it stops applying: HelmetAliasCheck fails the browser build unless helmetClient was bundled
 * and react-helmet was not (the alias matched nothing, or something imports react-helmet another way).
 */
import path from 'path';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';

interface WebpackModule {
  resource?: string;
}
interface Compilation {
  errors: Error[];
  hooks: { finishModules: { tap(name: string, fn: (modules: Iterable<WebpackModule>) => void): void } };
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}
interface Config {
  resolve?: { alias?: Record<string, unknown> };
  plugins?: unknown[];
}

const NAME = 'HelmetAliasCheck';

/** Relative to the project root: Gatsby runs gatsby-node compiled from .cache. */
export const helmetClientPath = () => path.resolve('src/app/helmetClient.tsx');

const isReactHelmet = (resource: string) => /[\\/]node_modules[\\/]react-helmet[\\/]/.test(resource);

/** The modules of one browser compilation: a message for each way the alias did not apply. */
export function aliasProblems(resources: string[], client = helmetClientPath()): string[] {
  const problems: string[] = [];
  if (!resources.includes(client)) problems.push(`${path.relative(process.cwd(), client)} is not in the browser bundle: the react-helmet alias matched nothing`);
  const real = resources.filter(isReactHelmet);
  if (real.length) problems.push(`react-helmet itself is in the browser bundle (${real.map((r) => path.relative(process.cwd(), r)).join(', ')})`);
  return problems;
}

export class HelmetAliasCheck {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const resources = [...modules].map((m) => m.resource?.split('?')[0]).filter((r): r is string => Boolean(r));
        for (const problem of aliasProblems(resources)) {
          compilation.errors.push(new Error(`[patches/reactHelmetBrowserAlias] ${problem}. Check the patch against the installed gatsby and webpack.`));
        }
      });
    });
  }
}

/** Call from onCreateWebpackConfig with the config it is about to replace. */
export function aliasReactHelmetInBrowser(config: Config, stage: Stage | string) {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  config.resolve = config.resolve ?? {};
  config.resolve.alias = { ...config.resolve.alias, 'react-helmet$': helmetClientPath() };
  if (stage === 'build-javascript') config.plugins = [...(config.plugins ?? []), new HelmetAliasCheck()];
}
