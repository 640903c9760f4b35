import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { stringify } from 'yaml';
import { validateExamples } from '../lib/openapi/examples';
import { definitionFiles, loadDefinition, ROOT_FILE } from '../lib/openapi/load';
import { scanApiReferences, ApiReferenceUse } from '../lib/openapi/mdxRefs';
import { buildPostmanCollection } from '../lib/openapi/postman';
import { listOperations } from '../lib/openapi/refs';
import { selectForArea } from '../lib/openapi/select';
import type { OpenApiDocument } from '../lib/openapi/types';
import { areaOfRoute, buildOperationView, buildSchemaView } from '../lib/openapi/view';
import type { OperationView } from '../lib/openapi/viewTypes';
import { routeFromContentPath } from '../lib/paths';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';

/** Files the build writes into public/downloads, linked from /postman. */
export const DOWNLOADS = {
  yaml: 'downloads/metis-openapi.yaml',
  json: 'downloads/metis-openapi.json',
  postman: 'downloads/metis.postman_collection.json',
} as const;

/** The definition belongs to the content: content/openapi/, or DOCS_CONTENT_DIR's openapi/ folder. */
export function definitionDir(): string {
  return path.join(contentDir, 'openapi');
}

/** Whether the content has a definition at all (fixture and benchmark content may have none). */
export function hasDefinition(): boolean {
  return fs.existsSync(path.join(definitionDir(), ROOT_FILE));
}

let cache: { key: string; doc: OpenApiDocument } | null = null;

/** The merged definition, re-read when any of its files changes (so `gatsby develop` picks edits up). */
export function getDefinition(): OpenApiDocument {
  const dir = definitionDir();
  const files = definitionFiles(dir);
  const key = files.map((f) => `${f}:${fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0}`).join('|');
  if (!cache || cache.key !== key) cache = { key, doc: loadDefinition(dir) };
  return cache.doc;
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'node_modules' ? [] : mdxFiles(abs);
    return e.name.endsWith('.mdx') ? [abs] : [];
  });
}

/** Every document's uses of <ApiOperation>/<ApiSchema>, keyed by route. */
function usesByRoute(): Map<string, { file: string; uses: ApiReferenceUse[] }> {
  const map = new Map<string, { file: string; uses: ApiReferenceUse[] }>();
  for (const file of mdxFiles(contentDir)) {
    const uses = scanApiReferences(fs.readFileSync(file, 'utf8'));
    if (uses.length) map.set(routeFromContentPath(path.relative(contentDir, file)), { file, uses });
  }
  return map;
}

/** Problems with a document's references: unknown ids, unknown example keys. */
export function referenceProblems(doc: OpenApiDocument, file: string, uses: ApiReferenceUse[]): string[] {
  const operations = new Map(listOperations(doc).map((e) => [e.id, e]));
  const schemas = doc.components.schemas ?? {};
  const shown = displayPath(file);
  const problems: string[] = [];
  for (const use of uses) {
    const where = `${shown}:${use.line}`;
    if (use.kind === 'operation') {
      const entry = operations.get(use.id);
      if (!entry) {
        problems.push(`Unknown API operation id "${use.id}" in <ApiOperation> at ${where}. Fix: use an operationId of content/openapi/ (GraphiQL: allOpenApiOperation { nodes { operationId page } }).`);
        continue;
      }
      const media = entry.requestBody ? Object.values(entry.requestBody.content)[0] : undefined;
      const known = Object.keys(media?.examples ?? {});
      for (const key of use.examples ?? []) {
        if (!known.includes(key)) problems.push(`Unknown example "${key}" of operation "${use.id}" at ${where}. Known: ${known.join(', ') || '(none)'}.`);
      }
    } else if (!schemas[use.id]) {
      problems.push(`Unknown API schema name "${use.id}" in <ApiSchema> at ${where}. Fix: use a schema name of content/openapi/components/.`);
    }
  }
  return problems;
}

/** What a doc page needs to render its API references; fails the build for unknown ids. */
export interface ApiPageContext {
  apiOperations: string[];
  apiSchemas: string[];
  /** `operationId:exampleKey` pairs named by `examples="…"` props on the page. */
  apiExamples: string[];
  /** The tag whose page this is, which picks the examples shown. */
  apiArea: string | null;
}

let problemsCache: { doc: OpenApiDocument; problems: string[] } | null = null;
let reported: string[] | null = null;

/** Reference problems of every document under the content folder, for the current definition. */
function allReferenceProblems(doc: OpenApiDocument): string[] {
  if (problemsCache?.doc !== doc) {
    const problems = [...usesByRoute().values()].flatMap(({ file, uses }) => referenceProblems(doc, file, uses));
    problemsCache = { doc, problems };
  }
  return problemsCache.problems;
}

export function apiReferenceContext(contentFilePath: string, route: string, reporter: Pick<Reporter, 'panicOnBuild'>): ApiPageContext {
  const uses = fs.existsSync(contentFilePath) ? scanApiReferences(fs.readFileSync(contentFilePath, 'utf8')) : [];
  const empty: ApiPageContext = { apiOperations: [], apiSchemas: [], apiExamples: [], apiArea: null };
  if (!hasDefinition()) {
    if (uses.length) {
      reporter.panicOnBuild(`${displayPath(contentFilePath)}:${uses[0].line} uses <${uses[0].kind === 'operation' ? 'ApiOperation' : 'ApiSchema'}> but there is no OpenAPI definition at ${displayPath(path.join(definitionDir(), ROOT_FILE))}.`);
    }
    return empty;
  }
  let doc: OpenApiDocument;
  try {
    doc = getDefinition();
  } catch {
    return empty; // sourceNodes has already failed the build with the reason
  }
  // Every document is checked on the first call, so one failed build lists every bad reference at once.
  const all = allReferenceProblems(doc);
  if (all.length && reported !== all) {
    reported = all;
    reporter.panicOnBuild(all.join('\n'));
  }
  const own = referenceProblems(doc, contentFilePath, uses);
  if (own.length && !own.every((p) => all.includes(p))) reporter.panicOnBuild(own.join('\n'));
  return {
    apiOperations: [...new Set(uses.filter((u) => u.kind === 'operation').map((u) => u.id))],
    apiSchemas: [...new Set(uses.filter((u) => u.kind === 'schema').map((u) => u.id))],
    apiExamples: uses.flatMap((u) => (u.examples ?? []).map((k) => `${u.id}:${k}`)),
    apiArea: areaOfRoute(doc, route) ?? null,
  };
}

/** Operations and schemas of the definition as typed nodes: one per operation and per named schema. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  if (!hasDefinition()) return;
  let doc: OpenApiDocument;
  try {
    doc = getDefinition();
  } catch (e) {
    reporter.panicOnBuild(`The OpenAPI definition in content/openapi/ could not be read: ${(e as Error).message}`);
    return;
  }
  const problems = validateExamples(doc);
  if (problems.length) {
    reporter.panicOnBuild(`Examples that do not match their schema in content/openapi/:\n${problems.map((p) => `  ${p.where}: ${p.message}`).join('\n')}`);
  }
  const uses = usesByRoute();
  const pagesOf = (kind: ApiReferenceUse['kind'], id: string) =>
    [...uses.entries()].filter(([, v]) => v.uses.some((u) => u.kind === kind && u.id === id)).map(([route]) => route).sort();

  for (const entry of listOperations(doc)) {
    const view = buildOperationView(doc, entry);
    const data = {
      operationId: entry.id,
      method: view.method,
      path: entry.path,
      summary: view.summary,
      description: view.description ?? null,
      tags: view.tags,
      page: view.page,
      pages: pagesOf('operation', entry.id),
      unverified: view.unverified,
      deprecated: view.deprecated,
      auth: view.auth.map((a) => a.header),
      viewData: view,
    };
    actions.createNode({
      ...data,
      id: createNodeId(`OpenApiOperation-${entry.id}`),
      internal: { type: 'OpenApiOperation', contentDigest: createContentDigest(data) },
    });
  }
  for (const name of Object.keys(doc.components.schemas ?? {})) {
    const view = buildSchemaView(doc, name);
    const data = {
      name,
      description: view.description ?? null,
      page: view.page ?? null,
      pages: pagesOf('schema', name),
      unverified: view.unverified,
      properties: view.rows.map((r) => r.name),
      view,
    };
    actions.createNode({
      ...data,
      id: createNodeId(`OpenApiSchema-${name}`),
      internal: { type: 'OpenApiSchema', contentDigest: createContentDigest(data) },
    });
  }
};

/** `view(area)` returns only the examples and samples meant for that page. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    OpenApiOperation: {
      view: {
        type: 'JSON!',
        args: { area: 'String', examples: '[String!]' },
        resolve(source: { operationId: string; viewData: OperationView }, args: { area?: string | null; examples?: string[] | null }) {
          const keys = (args.examples ?? []).filter((k) => k.startsWith(`${source.operationId}:`)).map((k) => k.slice(source.operationId.length + 1));
          return selectForArea(source.viewData, args.area, keys.length ? keys : undefined);
        },
      },
    },
  });
};

/** Writes the definition (YAML and JSON) and the Postman collection into public/downloads. */
export function writeDownloads(publicDir = path.resolve('public'), doc = getDefinition()): string[] {
  const header = `# Metis AI platform API, generated from content/openapi/ by the docs build. Do not edit.\n`;
  const outputs: Array<[string, string]> = [
    [DOWNLOADS.yaml, header + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })],
    [DOWNLOADS.json, `${JSON.stringify(doc, null, 2)}\n`],
    [DOWNLOADS.postman, `${JSON.stringify(buildPostmanCollection(doc), null, 2)}\n`],
  ];
  return outputs.map(([rel, text]) => {
    const file = path.join(publicDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  if (!hasDefinition()) return;
  try {
    const files = writeDownloads();
    reporter.info(`API reference downloads: ${files.map((f) => displayPath(f)).join(', ')}`);
  } catch (e) {
    reporter.panicOnBuild(`Could not write the API downloads: ${(e as Error).message}`);
  }
};
