/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { babelResourceQuery, dropShadowingWithoutThemes, keepWebpackCache, patchRules, skipRedundantBabel } from './webpack';

const BABEL = '/x/node_modules/gatsby/dist/utils/babel-loader.js';
const LAYOUT = '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js';
const MDX = '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js';
const page = { resource: '/site/src/templates/DocPage.tsx', resourceQuery: '?__contentFilePath=/site/content/a.mdx&export=default', issuer: '/site/.cache/async-requires.js' };

type Use = (info: typeof page) => Array<{ loader: string; options?: Record<string, unknown> }>;
const babel = (resourceQuery: string) => ({ loader: BABEL, options: { stage: 'build-javascript', resourceQuery } });

/** The rules Gatsby, gatsby-plugin-typescript and gatsby-plugin-mdx set up, in their order. */
function gatsbyRules() {
  return [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, use: ((i) => [babel(i.resourceQuery)]) as Use },
    { test: /\.mdx?$/, use: ((i) => [babel(i.resourceQuery), { loader: MDX }]) as Use },
    { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: ((i) => [babel(i.resourceQuery), { loader: LAYOUT }]) as Use },
    { test: /\.tsx?$/, use: ((i) => [babel(i.resourceQuery)]) as Use },
  ];
}
const loaders = (rule: { use: unknown }, info = page) => (rule.use as Use)(info).map((e) => e.loader);

describe('babelResourceQuery', () => {
  it('drops the document path and keeps which export the module is', () => {
    expect(babelResourceQuery('?__contentFilePath=/site/content/a.mdx&export=head')).toBe('?__contentFilePath=*&export=head');
    expect(babelResourceQuery('?__contentFilePath=/site/content/b.mdx&export=head')).toBe('?__contentFilePath=*&export=head');
    expect(babelResourceQuery('?__contentFilePath=/site/content/a.mdx')).toBe('?__contentFilePath=*');
    expect(babelResourceQuery('?export=default')).toBe('?export=default');
  });

  it('is what every Babel loader of every rule is told, so all documents share one config', () => {
    const rules = gatsbyRules();
    patchRules(rules);
    const queries = rules.flatMap((r) => (r.use as Use)(page)).filter((e) => e.loader === BABEL).map((e) => e.options?.resourceQuery);
    expect(queries).toEqual(Array(4).fill('?__contentFilePath=*&export=default'));
    // Other modules are untouched.
    expect((rules[0].use as Use)({ ...page, resource: '/site/src/components/A.tsx', resourceQuery: '' })[0].options?.resourceQuery).toBe('');
  });
});

describe('skipRedundantBabel', () => {
  it('leaves a TypeScript page module one Babel pass, before the layout loader', () => {
    const rules = gatsbyRules();
    skipRedundantBabel(rules, 'build-javascript');
    expect(loaders(rules[0])).toEqual([]);
    expect(loaders(rules[2])).toEqual([LAYOUT]);
    expect(loaders(rules[3])).toEqual([BABEL]);
  });

  it('keeps every pass for other modules and for JavaScript templates', () => {
    const rules = gatsbyRules();
    skipRedundantBabel(rules, 'build-javascript');
    const component = { ...page, resource: '/site/src/components/A.tsx', resourceQuery: '' };
    expect(loaders(rules[0], component)).toEqual([BABEL]);
    const jsTemplate = { ...page, resource: '/site/src/templates/Page.js' };
    expect(loaders(rules[0], jsTemplate)).toEqual([BABEL]);
    expect(loaders(rules[2], jsTemplate)).toEqual([BABEL, LAYOUT]);
  });

  it('compiles MDX without Babel for the SSR renderer only', () => {
    const mdx = { ...page, resource: '/site/content/a.mdx', resourceQuery: '' };
    const browser = gatsbyRules();
    skipRedundantBabel(browser, 'build-javascript');
    expect(loaders(browser[1], mdx)).toEqual([BABEL, MDX]);
    const ssr = gatsbyRules();
    skipRedundantBabel(ssr, 'build-html');
    expect(loaders(ssr[1], mdx)).toEqual([MDX]);
  });
});

describe('dropShadowingWithoutThemes', () => {
  class GatsbyThemeComponentShadowingResolverPlugin {}
  class OtherResolver {}
  const resolvers = [new GatsbyThemeComponentShadowingResolverPlugin(), new OtherResolver()];

  it('drops the shadowing resolver when no plugin but the site has a src/ folder', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-'));
    const kept = dropShadowingWithoutThemes(resolvers, [
      { name: 'default-site-plugin', pluginFilepath: process.cwd() },
      { name: 'gatsby-plugin-mdx', pluginFilepath: plain },
    ]);
    expect(kept).toEqual([resolvers[1]]);
  });

  it('keeps it when a theme is installed', () => {
    const theme = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    fs.mkdirSync(path.join(theme, 'src'));
    expect(dropShadowingWithoutThemes(resolvers, [{ name: 'gatsby-theme-x', pluginFilepath: theme }])).toEqual(resolvers);
  });
});

describe('keepWebpackCache', () => {
  it('keeps the persistent cache locally and skips it in CI unless asked for', () => {
    expect(keepWebpackCache({})).toBe(true);
    expect(keepWebpackCache({ CI: 'true' })).toBe(false);
    expect(keepWebpackCache({ CI: 'false' })).toBe(true);
    expect(keepWebpackCache({ CI: 'true', METIS_WEBPACK_CACHE: '1' })).toBe(true);
    expect(keepWebpackCache({ METIS_WEBPACK_CACHE: '0' })).toBe(false);
  });
});
