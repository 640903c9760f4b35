import { createRequire } from 'module';
import path from 'path';
import { contentDir } from './contentDir';
import { remarkAdmonitions } from './remark/admonitions';
import { remarkApiHeadings } from './remark/apiHeadings';
import { remarkCodeMeta } from './remark/codeMeta';
import { remarkFileLinks } from './remark/fileLinks';
import { remarkIsolateLatin } from './remark/isolateLatin';
import { rehypePrismCodeBlocks } from '../patches/prismCodeBlocks';
import { syntaxPlugins } from '../lib/mdxSyntax';

interface RemarkPluginEntry {
  resolve: string;
  options: Record<string, unknown>;
}

/**
 * gatsby-plugin-mdx's options: how every document is compiled. Its syntax (src/lib/mdxSyntax.ts) is the one every
 * other reader of a document parses with. gatsby-config.ts gives them to the plugin,
 * and src/node/compileDocument.ts compiles each document once with them, through the plugin's own
 * compileMDXWithCustomOptions.
 */
export const mdxPluginOptions = {
  extensions: ['.mdx'],
  gatsbyRemarkPlugins: [
    // Ids only: the anchor link with its Persian label is rendered by our heading components.
    { resolve: 'gatsby-remark-autolink-headers', options: { icon: false } },
    {
      resolve: 'gatsby-remark-prismjs',
      options: { noInlineHighlight: true, showLineNumbers: false, classPrefix: 'language-' },
    },
  ] as RemarkPluginEntry[],
  mdxOptions: {
    remarkPlugins: [
      ...syntaxPlugins,
      remarkAdmonitions,
      remarkCodeMeta,
      [remarkFileLinks, { contentDir: path.resolve(contentDir) }],
      remarkApiHeadings,
      remarkIsolateLatin,
    ],
    rehypePlugins: [rehypePrismCodeBlocks],
  },
};

/**
 * The same options as Gatsby hands them to gatsby-plugin-mdx once it has loaded its sub-plugins: each
 * gatsby-remark-* entry with its module and its options (what the plugin's compile reads). Modules resolve
 * from the project, as Gatsby resolves plugins (a bare `require` does not survive Gatsby's bundling of
 * gatsby-node).
 */
export function loadedMdxPluginOptions(
  load: (name: string) => unknown = createRequire(path.join(process.cwd(), 'package.json')),
) {
  return {
    ...mdxPluginOptions,
    gatsbyRemarkPlugins: mdxPluginOptions.gatsbyRemarkPlugins.map((p) => ({
      ...p,
      module: load(p.resolve),
      pluginOptions: p.options,
    })),
  };
}
