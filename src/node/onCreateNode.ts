import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { validateCategory } from '../lib/frontmatter';
import { routeFromContentPath } from '../lib/paths';
import { formatPersianDate } from '../i18n/format';
import { refreshDefinition } from './apiReference';
import { contentDir } from './contentDir';
import { isDevelop } from './develop';
import { problemsOf, showProblems } from './developOverlay';
import { currentBuildCodeVersion } from './buildCodeVersion';
import { displayPath } from './displayPath';
import { documentModel } from './documentModel';
import { lastCommitDate } from './gitDates';
import { definitionDir } from './openApiDefinition';
import { frontmatterYamlError } from './preflight';

type Args = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];

interface MdxNode extends Node {
  body: string;
  internal: Node['internal'] & { contentFilePath: string };
}

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  base: string;
  relativeDirectory: string;
}

/**
 * A document: its route, path and dates, and what its tree holds (src/node/documentModel.ts: one parse with
 * the compile's parser, one walk), stored as fields that createPages, the search index and GraphiQL read:
 * the components it uses (which pick its template), the API operations and schemas it renders (with the
 * line of each in the file), its code fences, its search sections with their heading ids and the warnings
 * an author should see. The raw file is read once, through Gatsby's loadNodeContent, only to count its
 * frontmatter's lines.
 */
export async function onCreateMdx({
  node,
  actions,
  reporter,
  getNode,
  loadNodeContent,
}: Pick<Args, 'node' | 'actions' | 'reporter' | 'getNode' | 'loadNodeContent'>) {
  const mdx = node as MdxNode;
  const file = mdx.internal.contentFilePath;
  const relative = path.relative(contentDir, file);
  const parent = mdx.parent ? getNode(mdx.parent) : undefined;
  const raw = parent ? await loadNodeContent(parent) : undefined;
  // A body that is not MDX gets empty fields here; its page's compile fails with the file, line and reason
  // (the build's message and, in gatsby develop, the error overlay), as for any document that does not compile.
  const model = documentModel({ body: mdx.body, raw, file, contentDir });
  for (const warning of model.warnings) reporter.warn(warning);
  const lastUpdated = lastCommitDate(file, contentDir);
  const field = (name: string, value: unknown) => actions.createNodeField({ node, name, value });
  field('route', routeFromContentPath(relative));
  field('docPath', relative.replace(/\\/g, '/').replace(/\.mdx?$/, ''));
  field('lastUpdated', lastUpdated);
  field('lastUpdatedText', lastUpdated ? formatPersianDate(lastUpdated) : null);
  field('components', model.components);
  field('apiReferences', model.apiReferences);
  field('fences', model.fences);
  field('searchSections', model.sections);
  field('warnings', model.warnings);
  field('lineOffset', model.lineOffset);
  field('codeVersion', currentBuildCodeVersion());
}

/**
 * Documents whose fields were derived by other field code (a build before a code change: see
 * src/node/buildCodeVersion.ts) are derived again, so a cached build never serves fields the current code
 * would not make. Returns how many.
 */
export async function refreshStaleDocuments(
  args: Pick<Args, 'actions' | 'reporter' | 'getNode' | 'loadNodeContent' | 'getNodesByType'>,
): Promise<number> {
  const version = currentBuildCodeVersion();
  const stale = args
    .getNodesByType('Mdx')
    .filter((node) => (node.fields as { codeVersion?: string } | undefined)?.codeVersion !== version);
  for (const node of stale) await onCreateMdx({ ...args, node });
  return stale.length;
}

/**
 * A node made from a File node of the content, linked to it as its child. Its id comes from the File node's
 * (itself from the file's absolute path): an id from the path inside the content would be shared by the same
 * file of another content folder, and a build after DOCS_CONTENT_DIR changed would then delete the new node
 * with the old File node it replaces (Gatsby deletes a stale node's children by id).
 */
function createChild(
  { node, actions, createNodeId, createContentDigest }: Args,
  type: string,
  data: Record<string, unknown>,
) {
  const child = {
    ...data,
    id: createNodeId(`${type} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(data) },
  } as unknown as Node;
  void actions.createNode(child);
  actions.createParentChildLink({ parent: node, child });
}

/** A JSON file of the content, parsed; undefined (and the build failed naming the file) when it is not JSON. */
async function readJson({ node, reporter, loadNodeContent }: Args, file: FileNode, kind: string): Promise<unknown> {
  try {
    return JSON.parse(await loadNodeContent(node));
  } catch (e) {
    reporter.panicOnBuild(`${kind} ${displayPath(file.absolutePath)} is not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
}

/** A folder's `_category_.json` becomes a DocCategory node; a malformed one fails the build naming the file. */
async function onCreateCategory(args: Args, file: FileNode) {
  const { reporter } = args;
  const meta = await readJson(args, file, 'Category file');
  if (meta === undefined) return;
  const errors = validateCategory(meta);
  if (errors.length) {
    reporter.panicOnBuild(errors.map((err) => `Category file ${displayPath(file.absolutePath)}: ${err}`).join('\n'));
    return;
  }
  const {
    label = null,
    position = null,
    collapsed = null,
  } = meta as { label?: string; position?: number; collapsed?: boolean };
  const data = { dir: file.relativeDirectory.replace(/\\/g, '/'), label, position, collapsed };
  createChild(args, 'DocCategory', data);
}

/**
 * `content/data/<name>.json` (the price list) and `content/terms.json` (one spelling per term, and the words
 * readers type for it: the search synonyms) become ContentData nodes the build can read.
 */
async function onCreateData(args: Args, file: FileNode) {
  const data = await readJson(args, file, 'Data file');
  if (data === undefined) return;
  createChild(args, 'ContentData', { name: path.basename(file.base, '.json'), data });
}

/**
 * `gatsby develop`: frontmatter that is not YAML, shown with its file and line in the error overlay until it
 * is fixed (gatsby-plugin-mdx only says that some document's YAML failed; the build checks before sourcing,
 * see preflight.ts).
 */
async function checkFrontmatter({ node, reporter, loadNodeContent }: Args, file: FileNode) {
  const message = frontmatterYamlError(file.absolutePath, await loadNodeContent(node));
  if (message) reporter.error(message);
  showProblems(
    `frontmatter ${file.absolutePath}`,
    problemsOf(message ? [message] : [], file.absolutePath),
    (m) => void reporter.warn(m),
  );
}

/** Gives every document its fields, and turns the content's category and data files into nodes. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node } = args;
  if (node.internal.type === 'Mdx') return onCreateMdx(args);
  if (node.internal.type !== 'File') return undefined;
  const file = node as FileNode;
  if (!file.absolutePath.startsWith(contentDir + path.sep)) return undefined;
  if (isDevelop() && file.base.endsWith('.mdx')) return checkFrontmatter(args, file);
  if (file.base === '_category_.json') return onCreateCategory(args, file);
  if (file.relativeDirectory.replace(/\\/g, '/') === 'data' && file.base.endsWith('.json'))
    return onCreateData(args, file);
  if (file.relativePath === 'terms.json') return onCreateData(args, file);
  // gatsby develop: an edited file of the definition (its File node made again) brings the API nodes in line.
  if (isDevelop() && file.absolutePath.startsWith(definitionDir() + path.sep)) refreshDefinition(args);
  return undefined;
};
