/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import { PatchDidNotApply } from './_report';
import { aliasReactHelmetInBrowser, aliasVerdict, HelmetAliasCheck, helmetClientPath } from './reactHelmetBrowserAlias';

const client = helmetClientPath();
const realHelmet = path.resolve('node_modules/react-helmet/lib/Helmet.js');

it('aliases react-helmet to the hand-written client in the browser stages only', () => {
  for (const stage of ['build-javascript', 'develop'] as const) {
    const config = { resolve: { alias: { other: 'x' } } };
    aliasReactHelmetInBrowser(config, stage, { env: {} });
    expect(config.resolve.alias).toEqual({ other: 'x', 'react-helmet$': client });
  }
  for (const stage of ['build-html', 'develop-html'] as const) {
    const config = { resolve: { alias: {} } };
    aliasReactHelmetInBrowser(config, stage, { env: {} });
    expect(config.resolve.alias).toEqual({});
  }
});

it('adds its check to the production browser build', () => {
  const config: { plugins?: unknown[] } = {};
  aliasReactHelmetInBrowser(config, 'build-javascript', { env: {} });
  expect(config.plugins?.some((p) => p instanceof HelmetAliasCheck)).toBe(true);
});

it('counts the imports that got the client, and names each way the alias failed to apply', () => {
  expect(aliasVerdict(['/x/src/app/Root.tsx', client], 2, client)).toBe(
    '2 modules import react-helmet and got src/browser/helmetClient.tsx; react-helmet itself is not in the browser bundle',
  );
  const none = aliasVerdict(['/x/src/app/Root.tsx'], 0, client);
  expect(none).toBeInstanceOf(PatchDidNotApply);
  expect(String(none)).toMatch(
    /patch reactHelmetBrowserAlias did not apply: no import of react-helmet resolved to src\/browser\/helmetClient\.tsx: the alias matched nothing\. /,
  );
  expect(String(aliasVerdict([client, realHelmet], 1, client))).toMatch(
    /react-helmet itself is in the browser bundle \(node_modules\/react-helmet\/lib\/Helmet\.js\)/,
  );
});

/** A real production compilation of two modules importing react-helmet, with the alias as Gatsby's browser stage gets it. */
function compile(env: NodeJS.ProcessEnv): Promise<webpack.Stats> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helmet-alias-'));
  fs.writeFileSync(path.join(dir, 'client.js'), 'export function Helmet() { return null }\n');
  fs.writeFileSync(path.join(dir, 'seo.js'), "import { Helmet } from 'react-helmet';\nexport const seo = Helmet;\n");
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import { Helmet } from 'react-helmet';\nimport { seo } from './seo';\nwindow.x = [Helmet, seo];\n",
  );
  const config: webpack.Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    optimization: { minimize: false },
    resolve: { modules: [path.resolve('node_modules')] },
  };
  aliasReactHelmetInBrowser(config as never, 'build-javascript', { client: path.join(dir, 'client.js'), env });
  return new Promise((resolve, reject) =>
    webpack(config).run((error, stats) =>
      error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats),
    ),
  );
}

// Real webpack compilations (the 60 s bound): seconds on a quiet machine, more beside npm test's other stages.
it('on a real compilation: reports the imports that got the client, or fails when the mismatch makes the alias match nothing', async () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const applied = await compile({});
    expect(applied.compilation.errors).toEqual([]);
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(
        /^patch reactHelmetBrowserAlias: applied \(2 modules import react-helmet and got .*client\.js; react-helmet itself is not in the browser bundle\)$/,
      ),
    ]);
    log.mockClear();
    const mismatched = await compile({ METIS_PATCH_MISMATCH: 'reactHelmetBrowserAlias' });
    expect(log).not.toHaveBeenCalled();
    expect(mismatched.compilation.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^patch reactHelmetBrowserAlias did not apply: no import of react-helmet resolved to .*client\.js: the alias matched nothing; react-helmet itself is in the browser bundle/,
      ),
    ]);
  } finally {
    log.mockRestore();
  }
}, 60_000);
