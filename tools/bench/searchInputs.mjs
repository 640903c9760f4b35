// What the build's search index step is given, read from a content folder without Gatsby, for the search
// benchmarks. The build takes it from nodes (src/node/createPages.ts → createSearchIndex): the documents from
// the Mdx nodes (file, route, frontmatter title and description, the search sections onCreateNode stores), the operations and schemas from the
// OpenApiOperation and OpenApiSchema nodes, the synonyms from the `terms` ContentData node. Here the same
// values come from the files those nodes are made from, through the build's own modules (the route rule, the
// definition loader, the document model, the views the API nodes hold, the node readers of src/node/searchIndex.ts), so the
// benchmark's index is the one the build writes: `npm run bench:search` checks that against public/.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

register('../tsHooks.mjs', import.meta.url);

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A module of the site (`src/…`), imported through tools/tsHooks.mjs: the build's own sources, no copy. */
export const siteModule = (rel) => import(pathToFileURL(path.join(projectRoot, rel)).href);

/** The documents, API definitions and synonyms of the content in `dir`, as the build's search index step receives them. */
export async function searchInputs(dir) {
  const { routeFromContentPath } = await siteModule('src/lib/paths.ts');
  const { bodyOf, documentModel } = await siteModule('src/node/documentModel.ts');
  const { apiDefinitionsFromNodes, synonymsFromNodes } = await siteModule('src/node/searchIndex.ts');
  const { hasDefinition, loadDefinition } = await siteModule('src/node/openApiDefinition.ts');
  const { listOperations } = await siteModule('src/lib/openapi/refs.ts');
  const { buildOperationView, buildSchemaView } = await siteModule('src/lib/openapi/view.ts');
  // The documents gatsby-source-filesystem passes to gatsby-plugin-mdx (hidden ones and node_modules left
  // out), split as the build, preflight and the sample runner split them.
  const { listContentFiles } = await siteModule('src/node/contentFiles.ts');
  const { frontmatterBlock } = await siteModule('src/node/preflight.ts');

  const documents = listContentFiles(dir, ['.mdx']).map((file) => {
    const raw = fs.readFileSync(file, 'utf8');
    const frontmatter = parse(frontmatterBlock(raw) ?? '') ?? {};
    const body = bodyOf(raw);
    const { sections } = documentModel({ body, raw, file, contentDir: dir });
    return {
      file,
      route: routeFromContentPath(path.relative(dir, file)),
      title: frontmatter.title,
      description: frontmatter.description ?? null,
      sections,
    };
  });

  // The nodes the build sources (src/node/apiReference.ts and onCreateNode.ts), with the fields the index reads.
  const nodes = { OpenApiOperation: [], OpenApiSchema: [], ContentData: [] };
  const definitionDir = path.join(dir, 'openapi');
  if (hasDefinition(definitionDir)) {
    const doc = loadDefinition(definitionDir);
    nodes.OpenApiOperation = listOperations(doc).map((entry) => ({
      operationId: entry.id,
      viewData: buildOperationView(doc, entry),
    }));
    nodes.OpenApiSchema = Object.keys(doc.components.schemas ?? {}).map((name) => ({
      name,
      view: buildSchemaView(doc, name),
    }));
  }
  const termsFile = path.join(dir, 'terms.json');
  if (fs.existsSync(termsFile))
    nodes.ContentData.push({ name: 'terms', data: JSON.parse(fs.readFileSync(termsFile, 'utf8')) });
  const getNodesByType = (type) => nodes[type] ?? [];
  return { documents, api: apiDefinitionsFromNodes(getNodesByType), synonyms: synonymsFromNodes(getNodesByType) };
}
