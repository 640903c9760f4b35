/** Gatsby's webpack rules as gatsby 5.16.1, gatsby-plugin-typescript and gatsby-plugin-mdx 5.16.0 set them up, for the patch tests. */
import type { LoaderEntry, UseInfo } from './_webpack';

export const BABEL = '/x/node_modules/gatsby/dist/utils/babel-loader.js';
export const LAYOUT = '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js';
export const MDX = '/x/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js';

export const page: UseInfo = {
  resource: '/site/src/templates/DocPage.tsx',
  resourceQuery: '?__contentFilePath=/site/content/a.mdx&export=default',
  issuer: '/site/.cache/async-requires.js',
};

type Use = (info: UseInfo) => LoaderEntry[];
const babel = (resourceQuery: string): LoaderEntry => ({ loader: BABEL, options: { stage: 'build-javascript', resourceQuery } });

export function gatsbyRules() {
  return [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, use: ((i) => [babel(i.resourceQuery)]) as Use },
    { test: /\.mdx?$/, use: ((i) => [babel(i.resourceQuery), { loader: MDX }]) as Use },
    { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: ((i) => [babel(i.resourceQuery), { loader: LAYOUT }]) as Use },
    { test: /\.tsx?$/, use: ((i) => [babel(i.resourceQuery)]) as Use },
  ];
}

export const loaders = (rule: { use?: unknown }, info = page) => (rule.use as Use)(info).map((e) => e.loader);
