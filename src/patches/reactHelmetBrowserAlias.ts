/**
 * Patch: the browser bundle gets src/browser/helmetClient.tsx wherever code imports `react-helmet`.
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
 * Check: after the modules of each production browser compilation are built, HelmetAliasCheck counts
 * the imports of `react-helmet` that resolved to helmetClient and fails the compilation naming this patch
 * unless there is at least one and react-helmet itself is not bundled (the alias matched nothing, or
 * something imports react-helmet another way). With the mismatch requested, the alias names a request no
 * module makes.
 */
import path from 'path';
import { failPatch } from './_mismatchBuild';
import { mismatchRequested, PatchDidNotApply, patchApplied } from './_report';

export const PATCH = 'reactHelmetBrowserAlias';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';

interface WebpackModule {
  resource?: string;
}
interface Connection {
  originModule?: WebpackModule | null;
  dependency?: { request?: string } | null;
}
interface Compilation {
  errors: Error[];
  moduleGraph: { getIncomingConnections(module: WebpackModule): Iterable<Connection> };
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
export const helmetClientPath = () => path.resolve('src/browser/helmetClient.tsx');

const isReactHelmet = (resource: string) => /[\\/]node_modules[\\/]react-helmet[\\/]/.test(resource);
const shown = (file: string) => path.relative(process.cwd(), file);

/**
 * The verdict on one browser compilation, given the resources of its modules and the modules whose
 * `import … from 'react-helmet'` resolved to the client: the evidence, or PatchDidNotApply.
 */
export function aliasVerdict(
  resources: string[],
  importers: number,
  client = helmetClientPath(),
): string | PatchDidNotApply {
  const problems: string[] = [];
  if (!resources.includes(client) || !importers)
    problems.push(`no import of react-helmet resolved to ${shown(client)}: the alias matched nothing`);
  const real = resources.filter(isReactHelmet);
  if (real.length) problems.push(`react-helmet itself is in the browser bundle (${real.map(shown).join(', ')})`);
  if (problems.length) return new PatchDidNotApply(PATCH, problems.join('; '));
  return `${importers} ${importers === 1 ? 'module imports' : 'modules import'} react-helmet and got ${shown(client)}; react-helmet itself is not in the browser bundle`;
}

export class HelmetAliasCheck {
  constructor(private readonly client = helmetClientPath()) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const all = [...modules];
        const resources = all.map((m) => m.resource?.split('?')[0]).filter((r): r is string => Boolean(r));
        const client = all.find((m) => m.resource?.split('?')[0] === this.client);
        const importers = new Set<WebpackModule>();
        for (const connection of client ? compilation.moduleGraph.getIncomingConnections(client) : []) {
          if (connection.originModule && connection.dependency?.request === 'react-helmet')
            importers.add(connection.originModule);
        }
        const verdict = aliasVerdict(resources, importers.size, this.client);
        if (verdict instanceof PatchDidNotApply) failPatch(verdict, (e) => compilation.errors.push(e));
        else patchApplied(PATCH, verdict);
      });
    });
  }
}

/**
 * Call from onCreateWebpackConfig with the config it is about to replace. `client` and `env` are for
 * tests.
 */
export function aliasReactHelmetInBrowser(
  config: Config,
  stage: Stage,
  { client = helmetClientPath(), env }: { client?: string; env?: NodeJS.ProcessEnv } = {},
) {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const request = mismatchRequested(PATCH, env) ? 'react-helmet-mismatch-requested$' : 'react-helmet$';
  config.resolve = config.resolve ?? {};
  config.resolve.alias = { ...config.resolve.alias, [request]: client };
  if (stage === 'build-javascript') config.plugins = [...(config.plugins ?? []), new HelmetAliasCheck(client)];
}
