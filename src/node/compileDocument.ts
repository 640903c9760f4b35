import path from 'path';
import type { Node, NodePluginArgs } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { loadedMdxPluginOptions } from '../config/mdx';
import { AUTHOR_COMPONENTS, PROVIDED_COMPONENTS } from '../templates/variants';
import type { CompiledDocument, MdxValue } from '../lib/mdxTree';
import { displayPath } from './displayPath';
import { DocumentTree, recmaDocumentTree } from './documentTree';
import { documentToc } from './documentToc';

type Helpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'getCache' | 'store'>;

interface MdxNode extends Node {
  body?: string;
  parent: string | null;
}

/** The content/data JSON file a document imports, from its ContentData node; undefined for anything else. */
export function importedData(getNodesByType: Helpers['getNodesByType'], getNode: Helpers['getNode'], documentFile: string) {
  return (source: string): MdxValue | undefined => {
    if (!source.startsWith('.') || !source.endsWith('.json')) return undefined;
    const absolute = path.resolve(path.dirname(documentFile), source);
    const node = getNodesByType('ContentData').find((n) => n.parent && (getNode(n.parent) as { absolutePath?: string } | undefined)?.absolutePath === absolute);
    return (node as (Node & { data?: MdxValue }) | undefined)?.data;
  };
}

/**
 * Compiles one document with gatsby-plugin-mdx's own pipeline (its options, its gatsby-remark-* plugins,
 * ours) and reads the result as data: the tree the page renders, its table of contents and the
 * components it uses. This is the one compile a document gets in a build.
 */
export async function compileDocument(node: MdxNode, helpers: Helpers): Promise<CompiledDocument> {
  const file = node.parent ? (helpers.getNode(node.parent) as (Node & { absolutePath?: string }) | undefined) : undefined;
  if (!file?.absolutePath) throw new Error(`Document ${node.id} has no file to compile.`);
  const result = await compileMDXWithCustomOptions({ source: node.body ?? '', absolutePath: file.absolutePath }, {
    pluginOptions: loadedMdxPluginOptions() as never,
    customOptions: {
      mdxOptions: {
        recmaPlugins: [[recmaDocumentTree, { display: displayPath, importedData: importedData(helpers.getNodesByType, helpers.getNode, file.absolutePath) }]],
      },
    } as never,
    getNode: helpers.getNode,
    getNodesByType: helpers.getNodesByType,
    pathPrefix: helpers.pathPrefix,
    reporter: helpers.reporter,
    // gatsby-plugin-mdx's own cache, where it records which node each file is: its gatsby-remark-*
    // plugins then get the document's node, as in the plugin's own resolvers.
    cache: helpers.getCache('gatsby-plugin-mdx'),
    store: helpers.store,
  } as never);
  // A failed compile has been reported (panicOnBuild, with the file and MDX's message).
  const document = (result?.metadata as { document?: DocumentTree } | undefined)?.document;
  if (!document) throw new Error(`${displayPath(file.absolutePath)} did not compile; see the error above.`);
  const unknown = document.components.filter((c) => !PROVIDED_COMPONENTS.includes(c) && !AUTHOR_COMPONENTS.includes(c));
  if (unknown.length) {
    throw new Error(
      `${displayPath(file.absolutePath)} uses ${unknown.map((c) => `<${c}>`).join(', ')}, which no page template has. Fix: use one of ${AUTHOR_COMPONENTS.join(', ')} (AUTHORING.md), or add the component to src/templates/variants.ts.`,
    );
  }
  return { tree: document.tree, tableOfContents: documentToc(document.tree), components: document.components };
}
