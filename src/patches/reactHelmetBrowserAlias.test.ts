/** @jest-environment node */
import path from 'path';
import { aliasProblems, aliasReactHelmetInBrowser, HelmetAliasCheck, helmetClientPath } from './reactHelmetBrowserAlias';

const client = helmetClientPath();
const realHelmet = path.resolve('node_modules/react-helmet/lib/Helmet.js');

it('aliases react-helmet to the hand-written client in the browser stages only', () => {
  for (const stage of ['build-javascript', 'develop']) {
    const config = { resolve: { alias: { other: 'x' } } };
    aliasReactHelmetInBrowser(config, stage);
    expect(config.resolve.alias).toEqual({ other: 'x', 'react-helmet$': client });
  }
  for (const stage of ['build-html', 'develop-html']) {
    const config = { resolve: { alias: {} } };
    aliasReactHelmetInBrowser(config, stage);
    expect(config.resolve.alias).toEqual({});
  }
});

it('adds its check to the production browser build', () => {
  const config: { plugins?: unknown[] } = {};
  aliasReactHelmetInBrowser(config, 'build-javascript');
  expect(config.plugins?.some((p) => p instanceof HelmetAliasCheck)).toBe(true);
});

it('finds nothing wrong when the client is bundled and react-helmet is not', () => {
  expect(aliasProblems(['/x/src/app/Root.tsx', client], client)).toEqual([]);
});

it('names each way the alias failed to apply', () => {
  expect(aliasProblems(['/x/src/app/Root.tsx'], client)).toEqual([expect.stringMatching(/react-helmet alias matched nothing/)]);
  expect(aliasProblems([client, realHelmet], client)).toEqual([expect.stringMatching(/react-helmet itself is in the browser bundle/)]);
});

it('fails the compilation, through webpack’s hooks, when the alias matched nothing', () => {
  let compilationHook: ((c: unknown) => void) | undefined;
  let modulesHook: ((m: Iterable<{ resource?: string }>) => void) | undefined;
  new HelmetAliasCheck().apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: never) => void) => (compilationHook = fn as (c: unknown) => void) } } });
  const compilation = { errors: [] as Error[], hooks: { finishModules: { tap: (_: string, fn: typeof modulesHook) => (modulesHook = fn) } } };
  compilationHook!(compilation);
  modulesHook!([{ resource: `${realHelmet}?x` }, {}]);
  expect(compilation.errors.map((e) => e.message)).toEqual([
    expect.stringMatching(/^\[patches\/reactHelmetBrowserAlias\] .*matched nothing/),
    expect.stringMatching(/react-helmet itself is in the browser bundle/),
  ]);
});
