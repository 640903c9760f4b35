/** @jest-environment node */
import { PatchDidNotApply } from './_report';
import { BABEL, gatsbyRules, page } from './_webpackFixture';
import type { LoaderEntry, UseInfo } from './_webpack';
import { shareBabelConfig, sharedResourceQuery } from './sharedBabelConfig';

type Use = (info: UseInfo) => LoaderEntry[];

it('drops the document path from the query and keeps which export the module is', () => {
  expect(sharedResourceQuery('?__contentFilePath=/site/content/a.mdx&export=head')).toBe('?__contentFilePath=*&export=head');
  expect(sharedResourceQuery('?__contentFilePath=/site/content/b.mdx&export=head')).toBe('?__contentFilePath=*&export=head');
  expect(sharedResourceQuery('?__contentFilePath=/site/content/a.mdx')).toBe('?__contentFilePath=*');
  expect(sharedResourceQuery('?export=default')).toBe('?export=default');
});

it('tells every Babel loader of every rule the shared query, so all documents share one config', () => {
  const rules = gatsbyRules();
  const { verdict } = shareBabelConfig(rules, {});
  expect(verdict()).toBeNull(); // nothing compiled yet
  const queries = rules
    .flatMap((r) => (r.use as Use)(page))
    .filter((e) => e.loader === BABEL)
    .map((e) => e.options?.resourceQuery);
  expect(queries).toEqual(Array(4).fill('?__contentFilePath=*&export=default'));
  // Other modules are untouched.
  expect((rules[0].use as Use)({ ...page, resource: '/site/src/components/A.tsx', resourceQuery: '' })[0].options?.resourceQuery).toBe('');
  expect(verdict()).toMatch(/^4 Babel loaders of 4 page-module rule matches share one config$/);
});

it('fails when Gatsby changed its loader or its rules', () => {
  const renamed = gatsbyRules().map((rule) => ({
    ...rule,
    use: (i: UseInfo) => (rule.use as Use)(i).map((e) => ({ ...e, loader: e.loader?.replace('babel-loader', 'babel-loader-v2') })),
  }));
  const { verdict } = shareBabelConfig(renamed, {});
  renamed.forEach((r) => (r.use as Use)(page));
  expect(verdict()).toBeInstanceOf(PatchDidNotApply);
  expect(String(verdict())).toMatch(/patch sharedBabelConfig did not apply: 4 page modules were built, none with Gatsby's Babel loader/);
  expect(String(shareBabelConfig([{ test: /x/, use: [] }], {}).verdict())).toMatch(/no webpack rule has a function `use`/);
});

it('matches nothing when the build asks it to simulate a mismatch', () => {
  const rules = gatsbyRules();
  const { verdict } = shareBabelConfig(rules, { METIS_PATCH_MISMATCH: 'sharedBabelConfig' });
  rules.forEach((r) => (r.use as Use)(page));
  expect(verdict()).toBeInstanceOf(PatchDidNotApply);
});

it('fails the compilation naming the patch, through its webpack plugin', () => {
  const rules = gatsbyRules();
  const { plugin } = shareBabelConfig(rules, { METIS_PATCH_MISMATCH: 'all' });
  rules.forEach((r) => (r.use as Use)(page));
  const compilation = { errors: [] as Error[] };
  plugin.apply({ hooks: { afterCompile: { tap: (_name, fn) => fn(compilation) } } });
  expect(compilation.errors.map(String)).toEqual([expect.stringContaining('patch sharedBabelConfig did not apply')]);
});
