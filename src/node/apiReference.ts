import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node, NodePluginArgs, Reporter } from 'gatsby';
import { stringify } from 'yaml';
import { validateExamples } from '../lib/openapi/examples';
import type { ApiReferenceUse } from '../lib/documentModel';
import { buildPostmanCollection } from '../lib/openapi/postman';
import { listOperations } from '../lib/openapi/refs';
import { selectForArea } from '../lib/openapi/select';
import type { OpenApiDocument } from '../lib/openapi/types';
import { areaOfRoute, buildOperationView, buildSchemaView } from '../lib/openapi/view';
import type { OperationView, SchemaView } from '../lib/openapi/viewTypes';
import type { ApiPageContext } from '../lib/pageContext';
import { isDevelop, whenIdle } from './develop';
import { problemsOf, showProblems } from './developOverlay';
import type { ResolverContext } from './schema';
import { displayPath } from './displayPath';
import {
  definitionFiles,
  definitionDir,
  definitionVersion,
  getDefinition,
  hasDefinition,
  ROOT_FILE,
} from './openApiDefinition';

/** Files the build writes into public/downloads, linked from /postman. */
export const DOWNLOADS = {
  yaml: 'downloads/metis-openapi.yaml',
  json: 'downloads/metis-openapi.json',
  postman: 'downloads/metis.postman_collection.json',
} as const;

/** The OpenAPI nodes as the build reads them back. */
export interface OpenApiOperationNode extends Node {
  operationId: string;
  viewData: OperationView;
}
export interface OpenApiSchemaNode extends Node {
  name: string;
  view: SchemaView;
}

type GetNodesByType = (type: string) => Node[];

/** The merged definition from its node, or null when the content has none. */
export function definitionFromNodes(getNodesByType: GetNodesByType): OpenApiDocument | null {
  const [node] = getNodesByType('OpenApiDefinition') as Array<Node & { document: OpenApiDocument }>;
  return node?.document ?? null;
}

/** Problems with a document's references: unknown ids, unknown example keys. */
export function referenceProblems(doc: OpenApiDocument | null, file: string, uses: ApiReferenceUse[]): string[] {
  const shown = displayPath(file);
  if (!doc) {
    return uses
      .slice(0, 1)
      .map(
        (use) =>
          `${shown}:${use.line} uses <${use.kind === 'operation' ? 'ApiOperation' : 'ApiSchema'}> but there is no OpenAPI definition at ${displayPath(path.join(definitionDir(), ROOT_FILE))}.`,
      );
  }
  const operations = new Map(listOperations(doc).map((e) => [e.id, e]));
  const schemas = doc.components.schemas ?? {};
  const problems: string[] = [];
  for (const use of uses) {
    const where = `${shown}:${use.line}`;
    if (use.kind === 'operation') {
      const entry = operations.get(use.id);
      if (!entry) {
        problems.push(
          `Unknown API operation id "${use.id}" in <ApiOperation> at ${where}. Fix: use an operationId of content/openapi/ (GraphiQL: allOpenApiOperation { nodes { operationId page } }).`,
        );
        continue;
      }
      const media = entry.requestBody ? Object.values(entry.requestBody.content)[0] : undefined;
      const known = Object.keys(media?.examples ?? {});
      for (const key of use.examples ?? []) {
        if (!known.includes(key))
          problems.push(
            `Unknown example "${key}" of operation "${use.id}" at ${where}. Known: ${known.join(', ') || '(none)'}.`,
          );
      }
    } else if (!schemas[use.id]) {
      problems.push(
        `Unknown API schema name "${use.id}" in <ApiSchema> at ${where}. Fix: use a schema name of content/openapi/components/.`,
      );
    }
  }
  return problems;
}

/** The operations and schemas a page renders, from its document's references (already checked). */
export function apiPageContext(doc: OpenApiDocument | null, route: string, uses: ApiReferenceUse[]): ApiPageContext {
  return {
    apiOperations: [...new Set(uses.filter((u) => u.kind === 'operation').map((u) => u.id))],
    apiSchemas: [...new Set(uses.filter((u) => u.kind === 'schema').map((u) => u.id))],
    apiExamples: uses.flatMap((u) => (u.examples ?? []).map((k) => `${u.id}:${k}`)),
    apiArea: (doc && areaOfRoute(doc, route)) ?? null,
  };
}

type SourceArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>;

/** The merged definition, or null when it cannot be read (`report` says why). */
function readDefinition(report: (message: string) => void): OpenApiDocument | null {
  try {
    return getDefinition();
  } catch (e) {
    report(`The OpenAPI definition in content/openapi/ could not be read: ${(e as Error).message}`);
    return null;
  }
}

/** The examples that do not match their schema, as one message (none when all match). */
function exampleProblems(doc: OpenApiDocument): string[] {
  const problems = validateExamples(doc);
  return problems.length
    ? [
        `Examples that do not match their schema in content/openapi/:\n${problems.map((p) => `  ${p.where}: ${p.message}`).join('\n')}`,
      ]
    : [];
}

let cancelCheck = () => {};

/**
 * `gatsby develop` checks the examples once the server is idle again, after the open page shows the edit:
 * compiling a validator for every schema takes a second or two, which an edit should not wait for. What
 * does not match is shown in the terminal and the error overlay until it does.
 */
function checkExamplesLater(doc: OpenApiDocument, reporter: Pick<Reporter, 'error' | 'warn'>) {
  cancelCheck();
  cancelCheck = whenIdle(() => {
    const messages = exampleProblems(doc);
    showProblems(
      'definition examples',
      problemsOf(messages, path.join(definitionDir(), ROOT_FILE)),
      (m) => void reporter.warn(m),
    );
    for (const message of messages) reporter.error(message);
  });
}

/** Creates (or updates) the definition's nodes; returns their ids. */
function createDefinitionNodes(
  doc: OpenApiDocument,
  { actions, createNodeId, createContentDigest }: SourceArgs,
): Set<string> {
  const ids = new Set<string>();
  const create = (type: string, key: string, data: Record<string, unknown>) => {
    const id = createNodeId(`${type}-${key}`);
    ids.add(id);
    void actions.createNode({ ...data, id, internal: { type, contentDigest: createContentDigest(data) } });
  };

  create('OpenApiDefinition', 'definition', { document: doc, files: definitionFiles().map((f) => displayPath(f)) });
  for (const entry of listOperations(doc)) {
    const view = buildOperationView(doc, entry);
    create('OpenApiOperation', entry.id, {
      operationId: entry.id,
      method: view.method,
      path: entry.path,
      summary: view.summary,
      description: view.description ?? null,
      tags: view.tags,
      page: view.page,
      unverified: view.unverified,
      deprecated: view.deprecated,
      auth: view.auth.map((a) => a.header),
      viewData: view,
    });
  }
  for (const name of Object.keys(doc.components.schemas ?? {})) {
    const view = buildSchemaView(doc, name);
    create('OpenApiSchema', name, {
      name,
      description: view.description ?? null,
      page: view.page ?? null,
      unverified: view.unverified,
      properties: view.rows.map((r) => r.name),
      view,
    });
  }
  return ids;
}

/** The version of the definition's files the nodes were last made from. */
let sourcedVersion: string | null = null;

/**
 * The definition as typed nodes: the merged document (OpenApiDefinition), one node per operation and per
 * named schema. The only place content/openapi/ is read for the build; the pages, the search index and
 * the Markdown twins read these nodes.
 */
export const sourceNodes: NonNullable<GatsbyNode['sourceNodes']> = (args) => {
  sourcedVersion = definitionVersion();
  if (!hasDefinition()) return;
  const doc = readDefinition((m) => args.reporter.panicOnBuild(m));
  if (!doc) return;
  if (isDevelop()) checkExamplesLater(doc, args.reporter);
  else for (const message of exampleProblems(doc)) args.reporter.panicOnBuild(message);
  createDefinitionNodes(doc, args);
};

/** The nodes types made from the definition. */
const DEFINITION_TYPES = ['OpenApiDefinition', 'OpenApiOperation', 'OpenApiSchema'];

/**
 * `gatsby develop`: when a file of content/openapi/ changed since the nodes were made (edited, added or
 * removed), the definition is read again and its nodes brought in line: changed operations and schemas
 * are updated, new ones created, removed ones deleted, so every page rendering them queries again; the
 * downloads are written again. A definition that cannot be read is reported with its file and line (terminal
 * and error overlay) and the nodes stay as they were until it is fixed. Called where Gatsby runs our code
 * after a file changes: onCreateNode of the definition's File nodes, and createPages (which also runs after
 * a file is removed). Returns the definition when it was read again, undefined when nothing changed.
 */
export function refreshDefinition(
  args: SourceArgs & Pick<NodePluginArgs, 'getNodesByType'>,
): OpenApiDocument | null | undefined {
  const version = definitionVersion();
  if (sourcedVersion === null || version === sourcedVersion) return undefined;
  sourcedVersion = version;
  const { reporter, actions, getNodesByType } = args;
  const messages: string[] = [];
  const doc = version ? readDefinition((m) => messages.push(m)) : null;
  showProblems('definition', problemsOf(messages, path.join(definitionDir(), ROOT_FILE)), (m) => void reporter.warn(m));
  for (const message of messages) reporter.error(message);
  if (version && !doc) return definitionFromNodes(getNodesByType);
  const ids = doc ? createDefinitionNodes(doc, args) : new Set<string>();
  for (const type of DEFINITION_TYPES) {
    for (const node of getNodesByType(type)) if (!ids.has(node.id)) actions.deleteNode(node);
  }
  if (doc) checkExamplesLater(doc, reporter);
  reporter.info(`OpenAPI definition read again: ${doc ? `${listOperations(doc).length} operations` : 'removed'}`);
  return doc;
}

/** The routes of the documents that render an operation or schema. */
async function pagesUsing({ nodeModel }: ResolverContext, kind: ApiReferenceUse['kind'], id: string) {
  const { entries } = await nodeModel.findAll<{ fields: { route: string; apiReferences: ApiReferenceUse[] } }>({
    type: 'Mdx',
  });
  return [...entries]
    .filter((doc) => doc.fields.apiReferences.some((use) => use.kind === kind && use.id === id))
    .map((doc) => doc.fields.route)
    .sort();
}

/** `view(area)` returns only the examples and samples meant for that page; `pages` lists where each renders. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  // Gatsby types the action as a bare Function.
  const create = createResolvers as (resolvers: Record<string, unknown>) => void;
  const pages = (kind: ApiReferenceUse['kind'], key: string, description: string) => ({
    type: '[String!]!',
    description,
    resolve: (source: Record<string, string>, _args: unknown, context: ResolverContext) =>
      pagesUsing(context, kind, source[key]),
  });
  create({
    OpenApiOperation: {
      view: {
        type: 'JSON!',
        args: { area: 'String', examples: '[String!]' },
        resolve(
          source: { operationId: string; viewData: OperationView },
          args: { area?: string | null; examples?: string[] | null },
        ) {
          const keys = (args.examples ?? [])
            .filter((k) => k.startsWith(`${source.operationId}:`))
            .map((k) => k.slice(source.operationId.length + 1));
          return selectForArea(source.viewData, args.area, keys.length ? keys : undefined);
        },
      },
      pages: pages('operation', 'operationId', 'Every page whose MDX renders it with <ApiOperation id>.'),
    },
    OpenApiSchema: {
      pages: pages('schema', 'name', 'Every page whose MDX renders it with <ApiSchema name>.'),
    },
  });
};

/** The downloads of the definition: path under the site root (DOWNLOADS) → text. */
export function downloadFiles(doc: OpenApiDocument): Array<[string, string]> {
  const header = `# Metis AI platform API, generated from content/openapi/ by the docs build. Do not edit.\n`;
  return [
    [DOWNLOADS.yaml, header + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })],
    [DOWNLOADS.json, `${JSON.stringify(doc, null, 2)}\n`],
    [DOWNLOADS.postman, `${JSON.stringify(buildPostmanCollection(doc), null, 2)}\n`],
  ];
}

/** Writes the definition (YAML and JSON) and the Postman collection into public/downloads. */
export function writeDownloads(publicDir: string, doc: OpenApiDocument): string[] {
  return downloadFiles(doc).map(([rel, text]) => {
    const file = path.join(publicDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
}

/** The build writes the downloads once the nodes are made; `gatsby develop` makes them when asked for (src/node/developServer.ts). */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter, getNodesByType }) => {
  if (isDevelop()) return;
  const doc = definitionFromNodes(getNodesByType);
  if (!doc) return;
  try {
    const files = writeDownloads(path.resolve('public'), doc);
    reporter.info(`API reference downloads: ${files.map((f) => displayPath(f)).join(', ')}`);
  } catch (e) {
    reporter.panicOnBuild(`Could not write the API downloads: ${(e as Error).message}`);
  }
};
