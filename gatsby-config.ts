import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { pageComponents } from './src/components/MDXComponents/pageComponents';
import { siteConfig } from './src/config/site';
import { persianYear } from './src/i18n/format';
import { contentDir } from './src/node/contentDir';
import { remarkAdmonitions } from './src/node/remark/admonitions';
import { remarkApiHeadings } from './src/node/remark/apiHeadings';
import { remarkCodeMeta } from './src/node/remark/codeMeta';
import { remarkFileLinks } from './src/node/remark/fileLinks';
import { remarkImportComponents } from './src/node/remark/importComponents';
import { remarkIsolateLatin } from './src/node/remark/isolateLatin';
import { rehypePrismCodeBlocks } from './src/patches/prismCodeBlocks';

const config: GatsbyConfig = {
  // The footer's year is formatted here, at build time, so no page builds a Persian calendar in the browser.
  siteMetadata: { ...siteConfig, buildYear: persianYear(new Date()) },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: contentDir, ignore: ['**/.*', '**/node_modules/**'] },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        gatsbyRemarkPlugins: [
          // Ids only: the anchor link with its Persian label is rendered by our heading components.
          { resolve: 'gatsby-remark-autolink-headers', options: { icon: false } },
          {
            resolve: 'gatsby-remark-prismjs',
            options: { noInlineHighlight: true, showLineNumbers: false, classPrefix: 'language-' },
          },
        ],
        mdxOptions: {
          remarkPlugins: [
            remarkGfm,
            remarkDirective,
            remarkAdmonitions,
            remarkCodeMeta,
            [remarkFileLinks, { contentDir: path.resolve(contentDir) }],
            remarkApiHeadings,
            remarkIsolateLatin,
            // Last, so it sees the JSX the plugins above emit.
            [remarkImportComponents, { components: pageComponents, componentsDir: path.resolve('src/components') }],
          ],
          rehypePlugins: [rehypePrismCodeBlocks],
        },
      },
    },
  ],
};

export default config;
