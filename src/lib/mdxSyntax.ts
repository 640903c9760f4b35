import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

/**
 * The syntax of a document beyond CommonMark and MDX (which @mdx-js/mdx always parses): GFM tables,
 * strikethrough and autolinks, and `:::` directives (admonitions). The compile (src/node/mdxConfig.ts,
 * gatsby-plugin-mdx's options) and every other reader of a document parse with exactly these: the document
 * model (src/node/documentModel.ts over src/lib/documentModel.ts: components, API references, fences, search
 * sections, lint ranges), the Markdown twins (src/node/discoverability.ts) and the content lint
 * (tools/contentLint/proseMask.ts), so none of them can see a tree the page does not. Kept apart from
 * src/node/mdxConfig.ts, whose plugins are build-only, so the browser-safe code and its tests can parse too.
 */
export const syntaxPlugins: PluggableList = [remarkGfm, remarkDirective];

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins).freeze();
const markdownParser = unified().use(remarkParse).use(syntaxPlugins).freeze();

/** A document's body (its MDX without frontmatter) as mdast, as gatsby-plugin-mdx's compile parses it. */
export function parseMdx(body: string): Root {
  return mdxParser.parse(body);
}

/** Markdown that is not MDX (the OpenAPI definition's descriptions, interface strings), with the same syntax. */
export function parseMarkdown(text: string): Root {
  return markdownParser.parse(text);
}
