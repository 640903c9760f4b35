/** @jest-environment node */
import { PatchDidNotApply } from './_report';
import { BABEL, gatsbyRules, LAYOUT, loaders, MDX, page } from './_webpackFixture';
import { skipRedundantBabel } from './skipRedundantBabel';

it('leaves a TypeScript page module one Babel pass, before the layout loader', () => {
  const rules = gatsbyRules();
  const { verdict } = skipRedundantBabel(rules, 'build-javascript', {});
  expect(verdict()).toBeNull();
  expect(loaders(rules[0])).toEqual([]);
  expect(loaders(rules[2])).toEqual([LAYOUT]);
  expect(loaders(rules[3])).toEqual([BABEL]);
  expect(verdict()).toBe('2 Babel passes skipped in build-javascript');
});

it('keeps every pass for other modules and for JavaScript templates', () => {
  const rules = gatsbyRules();
  skipRedundantBabel(rules, 'build-javascript', {});
  const component = { ...page, resource: '/site/src/components/A.tsx', resourceQuery: '' };
  expect(loaders(rules[0], component)).toEqual([BABEL]);
  const jsTemplate = { ...page, resource: '/site/src/templates/Page.js' };
  expect(loaders(rules[0], jsTemplate)).toEqual([BABEL]);
  expect(loaders(rules[2], jsTemplate)).toEqual([BABEL, LAYOUT]);
});

it('compiles MDX without Babel in the browser bundle and the SSR renderer', () => {
  const mdx = { ...page, resource: '/site/content/a.mdx', resourceQuery: '' };
  for (const stage of ['build-javascript', 'build-html'] as const) {
    const rules = gatsbyRules();
    const { verdict } = skipRedundantBabel(rules, stage, {});
    expect(loaders(rules[1], mdx)).toEqual([MDX]);
    expect(verdict()).toBe(`1 Babel passes skipped in ${stage}`);
  }
});

it('fails naming the patch when none of the rules it rewrites is there, or when asked to simulate that', () => {
  const renamed = gatsbyRules().map((r) => ({ ...r, test: /\.(jsx?|tsx?)$/, resourceQuery: undefined }));
  expect(skipRedundantBabel(renamed, 'build-javascript', {}).verdict()).toBeInstanceOf(PatchDidNotApply);
  const { verdict } = skipRedundantBabel(gatsbyRules(), 'build-html', { METIS_PATCH_MISMATCH: 'skipRedundantBabel' });
  expect(String(verdict())).toMatch(/^PatchDidNotApply: patch skipRedundantBabel did not apply: none of Gatsby's JavaScript rule/);
});
