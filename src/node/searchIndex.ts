import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Node, NodePluginArgs } from 'gatsby';
import GithubSlugger from 'github-slugger';
import { planShardedIndex, ShardPlan, SHARD_FOLDER } from '../lib/search/shardWriter';
import type { SearchSection } from '../lib/search/options';
import { buildSynonymTable, SynonymTable } from '../lib/search/synonyms';
import { OperationInfo, SchemaInfo, sectionsFromMdx } from '../lib/search/sections';
import type { OpenApiOperationNode, OpenApiSchemaNode } from './apiReference';

/**
 * Build step: the full-text search index, from nodes. Every document (its Mdx node's body) is split into
 * its introduction and h2/h3 sections (ids as gatsby-remark-autolink-headers gives them), API operations
 * are added where `<ApiOperation id>` renders them, and the index is written sharded (src/lib/search/
 * shardWriter.ts): the entry file public/search-index.<content hash>.json and its shards in
 * public/search-index/<hash>/. The entry's URL reaches the browser through the `SearchIndex` node
 * (`{ searchIndex { url } }`), read by the search button with a static query; the dialog fetches it the
 * first time search is opened, then the shards each query needs. See docs/search.md.
 */

export const SEARCH_INDEX_PREFIX = 'search-index.';

/** A document as the index reads it. */
export interface IndexedDocument {
  /** The document's file: sections are in file order. */
  file: string;
  route: string;
  title: string;
  description?: string | null;
  /** The MDX body, without frontmatter. */
  body: string;
}

export interface ApiDefinitions {
  operations: Map<string, OperationInfo>;
  schemas: Map<string, SchemaInfo>;
}

/** Operations (by operationId) and schemas (by name) from the OpenApiOperation and OpenApiSchema nodes. */
export function apiDefinitionsFromNodes(getNodesByType: (type: string) => Node[]): ApiDefinitions {
  const operations = new Map<string, OperationInfo>();
  for (const { viewData: op } of getNodesByType('OpenApiOperation') as OpenApiOperationNode[]) {
    operations.set(op.id, { operationId: op.id, method: op.method, path: op.path, summary: op.summary, description: op.description });
  }
  const schemas = new Map<string, SchemaInfo>();
  for (const { name, view } of getNodesByType('OpenApiSchema') as OpenApiSchemaNode[]) {
    const props = view.rows.map((row) => `${row.name} ${row.description ?? ''}`.trim());
    schemas.set(name, { name, text: [view.description ?? '', ...props].join(' ').trim() });
  }
  return { operations, schemas };
}

/** Every section of every document, in file order. */
export function collectSections(documents: IndexedDocument[], { operations, schemas }: ApiDefinitions): SearchSection[] {
  return [...documents]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .flatMap((doc) => {
      const slugger = new GithubSlugger();
      return sectionsFromMdx(doc.body, { route: doc.route, title: doc.title, description: doc.description ?? null }, { slug: (text) => slugger.slug(text), operations, schemas });
    });
}

/** The search synonyms of content/terms.json, from its ContentData node (none when the content has no terms list). */
export function synonymsFromNodes(getNodesByType: (type: string) => Node[]): SynonymTable | undefined {
  const terms = (getNodesByType('ContentData') as Array<Node & { name: string; data: { terms?: Parameters<typeof buildSynonymTable>[0] } }>).find((n) => n.name === 'terms');
  return terms?.data.terms ? buildSynonymTable(terms.data.terms) : undefined;
}

export interface WrittenIndex {
  url: string;
  file: string;
  bytes: number;
  sections: number;
  pages: number;
}

/** The files of the sharded index of `documents`, named by a hash of their content (the build writes them; the search bench reads them). */
export function planSearchIndex(documents: IndexedDocument[], api: ApiDefinitions, synonyms?: SynonymTable): ShardPlan {
  return planShardedIndex(collectSections(documents, api), (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12), { synonyms });
}

/** Builds the index and writes its files into `publicDir`, removing older ones. */
export function writeSearchIndex(documents: IndexedDocument[], api: ApiDefinitions, publicDir: string, synonyms?: SynonymTable): WrittenIndex {
  const plan = planSearchIndex(documents, api, synonyms);
  const name = plan.entryName;
  fs.mkdirSync(publicDir, { recursive: true });
  for (const old of fs.readdirSync(publicDir)) {
    if (old.startsWith(SEARCH_INDEX_PREFIX) && old.endsWith('.json') && old !== name) fs.rmSync(path.join(publicDir, old));
  }
  fs.rmSync(path.join(publicDir, SHARD_FOLDER), { recursive: true, force: true });
  for (const f of plan.files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, f.path)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, f.path), f.text);
  }
  const file = path.join(publicDir, name);
  return { url: `/${name}`, file, bytes: plan.stats.bytes, sections: plan.stats.sections, pages: plan.stats.pages };
}

/** Writes the index of `documents` and creates the `SearchIndex` node (url, sections, pages). */
export function createSearchIndex(
  documents: IndexedDocument[],
  {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
    getNodesByType,
  }: Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNodesByType'>,
) {
  const written = writeSearchIndex(documents, apiDefinitionsFromNodes(getNodesByType), path.resolve('public'), synonymsFromNodes(getNodesByType));
  reporter.info(`Search index: ${written.pages} pages, ${written.sections} sections, ${(written.bytes / 1024).toFixed(1)} KiB → ${written.url}`);
  const data = { url: written.url, sections: written.sections, pages: written.pages };
  actions.createNode({ ...data, id: createNodeId('metis-search-index'), internal: { type: 'SearchIndex', contentDigest: createContentDigest(data) } });
}
