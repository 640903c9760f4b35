import path from 'path';
import type { Node, NodePluginArgs } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { loadedMdxPluginOptions } from './mdxConfig';
import { AUTHOR_COMPONENTS, PROVIDED_COMPONENTS } from './templateRegistry';
import type { CompiledDocument, MdxValue } from '../lib/mdxTree';
import { displayPath } from './displayPath';
import { DocumentTree, DocumentTreeError, recmaDocumentTree } from './documentTree';
import { documentToc } from './documentToc';

type Helpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'getCache' | 'store'>;

interface MdxNode extends Node {
  body?: string;
  parent: string | null;
  fields?: { lineOffset?: number };
}

/** The content/data JSON file a document imports, from its ContentData node; undefined for anything else. */
export function importedData(dataNodes: Iterable<Node>, getNode: Helpers['getNode'], documentFile: string) {
  return (source: string): MdxValue | undefined => {
    if (!source.startsWith('.') || !source.endsWith('.json')) return undefined;
    const absolute = path.resolve(path.dirname(documentFile), source);
    const node = [...dataNodes].find(
      (n) => n.parent && (getNode(n.parent) as { absolutePath?: string } | undefined)?.absolutePath === absolute,
    );
    return node?.data as MdxValue | undefined;
  };
}

/** Whether a document imports a JSON file (the only import AUTHORING.md allows: content/data). */
export function importsData(body: string): boolean {
  return /^import\s[^\n]*from\s+['"][^'"\n]+\.json['"]/m.test(body);
}

const knownComponent = (name: string) => PROVIDED_COMPONENTS.includes(name) || AUTHOR_COMPONENTS.includes(name);
const COMPONENTS_HINT = `use one of ${AUTHOR_COMPONENTS.join(', ')} (AUTHORING.md, «Components»), or add yours to src/node/templateRegistry.ts`;

/** Why a document did not compile, as the build prints it: the file, the line and column, MDX's reason. */
export class DocumentCompileError extends Error {}

/** The message of a failed compile: file:line:column and the reason, once (a DocumentTreeError names its file). */
export function compileErrorMessage(absolutePath: string, error: unknown, lineOffset = 0): string {
  if (error instanceof DocumentTreeError) return error.message;
  const e = (error ?? {}) as { message?: string; reason?: string; line?: number | null; column?: number | null };
  let reason = e.reason ?? e.message ?? String(error);
  let line = e.line ?? null;
  let column = e.column ?? null;
  // micromark's messages carry their place only in the text: "Expected a closing tag for `<div>` (3:1-3:6)".
  const place = / \((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  if (place && line === null) {
    [line, column] = [Number(place[1]), Number(place[2])];
    reason = reason.slice(0, place.index);
  }
  const where = line ? `:${line + lineOffset}${column ? `:${column}` : ''}` : '';
  return `${displayPath(absolutePath)}${where}: ${reason} (MDX syntax: AUTHORING.md, «Writing MDX»)`;
}

/**
 * gatsby-plugin-mdx reports a failed compile with reporter.panicOnBuild. The compile runs in a query worker,
 * where a panic ends the worker before its message reaches the build's output; thrown instead, it fails the
 * page's query and Gatsby prints it with the page.
 */
function reportingTo(reporter: Helpers['reporter'], absolutePath: string, lineOffset: number): Helpers['reporter'] {
  const panic = (report: unknown) => {
    const meta = (report as { context?: { errorMeta?: unknown } })?.context?.errorMeta;
    throw new DocumentCompileError(compileErrorMessage(absolutePath, meta ?? report, lineOffset));
  };
  return new Proxy(reporter, {
    get: (target, key) => (key === 'panicOnBuild' || key === 'panic' ? panic : (Reflect.get(target, key) as unknown)),
  });
}

/**
 * Compiles one document with gatsby-plugin-mdx's own pipeline (its options, its gatsby-remark-* plugins,
 * ours) and reads the result as data: the tree the page renders and its table of contents. This is the one compile a document gets in a build. `dataNodes` are the ContentData
 * nodes its imports are read from.
 */
export async function compileDocument(
  node: MdxNode,
  helpers: Helpers,
  dataNodes: Iterable<Node>,
): Promise<CompiledDocument> {
  const parent: unknown = node.parent ? helpers.getNode(node.parent) : undefined;
  const file = parent as { absolutePath?: string } | undefined;
  if (!file?.absolutePath) throw new Error(`Document ${node.id} has no file to compile.`);
  const lineOffset = node.fields?.lineOffset ?? 0;
  // tsc needs the cast below (the options type asks for every plugin argument), while typescript-eslint's
  // service sees the parameter as any.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const result = await compileMDXWithCustomOptions({ source: node.body ?? '', absolutePath: file.absolutePath }, {
    pluginOptions: loadedMdxPluginOptions() as never,
    customOptions: {
      mdxOptions: {
        recmaPlugins: [
          [
            recmaDocumentTree,
            {
              display: displayPath,
              lineOffset,
              knownComponent,
              componentsHint: COMPONENTS_HINT,
              importedData: importedData(dataNodes, helpers.getNode, file.absolutePath),
            },
          ],
        ],
      },
    } as never,
    getNode: helpers.getNode,
    getNodesByType: helpers.getNodesByType,
    pathPrefix: helpers.pathPrefix,
    reporter: reportingTo(helpers.reporter, file.absolutePath, lineOffset),
    // gatsby-plugin-mdx's own cache, where it records which node each file is: its gatsby-remark-*
    // plugins then get the document's node, as in the plugin's own resolvers.
    cache: helpers.getCache('gatsby-plugin-mdx'),
    store: helpers.store,
  } as never);
  const document = (result?.metadata as { document?: DocumentTree } | undefined)?.document;
  if (!document)
    throw new DocumentCompileError(
      `${displayPath(file.absolutePath)}: the compile gave no document (gatsby-plugin-mdx returned no metadata).`,
    );
  return { tree: document.tree, tableOfContents: documentToc(document.tree) };
}
