import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Node, NodePluginArgs } from 'gatsby';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../lib/mdxSyntax';
import type { SectionDraft } from '../lib/documentModel';
import { planShardedIndex, ShardPlan, SHARD_FOLDER } from '../lib/search/shardWriter';
import type { SearchSection } from '../lib/search/options';
import { buildSynonymTable, SynonymTable } from '../lib/search/synonyms';
import { OperationInfo, SchemaInfo, searchSections } from '../lib/search/sections';
import type { OpenApiOperationNode, OpenApiSchemaNode } from './apiReference';

/**
 * Build step: the full-text search index, from nodes. Every document's sections are its Mdx node's
 * `fields.searchSections` (its introduction and h2/h3 sections, with the ids gatsby-remark-autolink-headers
 * gives them: src/lib/documentModel.ts), API operations are added where `<ApiOperation id>` renders them, and the index is written sharded (src/lib/search/
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
  /** Its search sections, as onCreateNode stored them (fields.searchSections). */
  sections: SectionDraft[];
}

export type ApiDefinitions = ReturnType<typeof apiDefinitionsFromNodes>;

/** Operations (by operationId) and schemas (by name) from the OpenApiOperation and OpenApiSchema nodes. */
export function apiDefinitionsFromNodes(getNodesByType: (type: string) => Node[]) {
  const operations = new Map<string, OperationInfo>();
  for (const { viewData: op } of getNodesByType('OpenApiOperation') as OpenApiOperationNode[]) {
    // The description is Markdown: the index holds the text a reader sees.
    const description = op.description ? toString(parseMarkdown(op.description)) : undefined;
    operations.set(op.id, { operationId: op.id, method: op.method, path: op.path, summary: op.summary, description });
  }
  const schemas = new Map<string, SchemaInfo>();
  for (const { name, view } of getNodesByType('OpenApiSchema') as OpenApiSchemaNode[]) {
    const props = view.rows.map((row) => `${row.name} ${row.description ?? ''}`.trim());
    schemas.set(name, { name, text: [view.description ?? '', ...props].join(' ').trim() });
  }
  return { operations, schemas };
}

/** The documents in file order, the order of their sections in the index. */
function inFileOrder<T extends { file: string }>(documents: T[]): T[] {
  return [...documents].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** One document's sections, with the API they render. */
export function documentSections(doc: IndexedDocument, api: ApiDefinitions): SearchSection[] {
  return searchSections(
    doc.sections,
    { route: doc.route, title: doc.title, description: doc.description ?? null },
    api,
  );
}

/** Every section of every document, in file order. */
export function collectSections(documents: IndexedDocument[], api: ApiDefinitions): SearchSection[] {
  return inFileOrder(documents).flatMap((doc) => documentSections(doc, api));
}

/** The search synonyms of content/terms.json, from its ContentData node (none when the content has no terms list). */
export function synonymsFromNodes(getNodesByType: (type: string) => Node[]): SynonymTable | undefined {
  const terms = (
    getNodesByType('ContentData') as Array<
      Node & { name: string; data: { terms?: Parameters<typeof buildSynonymTable>[0] } }
    >
  ).find((n) => n.name === 'terms');
  return terms?.data.terms ? buildSynonymTable(terms.data.terms) : undefined;
}

/** What the SearchIndex node holds. */
export interface SearchIndexSummary {
  url: string;
  sections: number;
  pages: number;
}

const contentHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The files of the sharded index of `documents`, named by a hash of their content (the build writes them; the search bench reads them). */
export function planSearchIndex(documents: IndexedDocument[], api: ApiDefinitions, synonyms?: SynonymTable): ShardPlan {
  return planShardedIndex(collectSections(documents, api), contentHash, { synonyms });
}

/** Builds the index and writes its files into `publicDir`, removing older ones. */
export function writeSearchIndex(
  documents: IndexedDocument[],
  api: ApiDefinitions,
  publicDir: string,
  synonyms?: SynonymTable,
): SearchIndexSummary & { bytes: number } {
  const plan = planSearchIndex(documents, api, synonyms);
  const name = plan.entryName;
  fs.mkdirSync(publicDir, { recursive: true });
  for (const old of fs.readdirSync(publicDir)) {
    if (old.startsWith(SEARCH_INDEX_PREFIX) && old.endsWith('.json') && old !== name)
      fs.rmSync(path.join(publicDir, old));
  }
  fs.rmSync(path.join(publicDir, SHARD_FOLDER), { recursive: true, force: true });
  for (const f of plan.files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, f.path)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, f.path), f.text);
  }
  return { url: `/${name}`, bytes: plan.stats.bytes, sections: plan.stats.sections, pages: plan.stats.pages };
}

type IndexArgs = Pick<
  NodePluginArgs,
  'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNodesByType'
>;

function createSearchIndexNode(data: SearchIndexSummary, { actions, createNodeId, createContentDigest }: IndexArgs) {
  void actions.createNode({
    ...data,
    id: createNodeId('metis-search-index'),
    internal: { type: 'SearchIndex', contentDigest: createContentDigest(data) },
  });
}

/** Writes the index of `documents` and creates the `SearchIndex` node (url, sections, pages). */
export function createSearchIndex(documents: IndexedDocument[], args: IndexArgs) {
  const { reporter, getNodesByType } = args;
  const written = writeSearchIndex(
    documents,
    apiDefinitionsFromNodes(getNodesByType),
    path.resolve('public'),
    synonymsFromNodes(getNodesByType),
  );
  reporter.info(
    `Search index: ${written.pages} pages, ${written.sections} sections, ${(written.bytes / 1024).toFixed(1)} KiB → ${written.url}`,
  );
  createSearchIndexNode({ url: written.url, sections: written.sections, pages: written.pages }, args);
}

/** A document as `gatsby develop`'s index is given it: `key` changes whenever the document does (its node's content digest). */
export type KeyedDocument = IndexedDocument & { key: string };

/** The URL path of the develop index's entry: `/search-index.develop-<version>.json`. */
export const DEVELOP_ENTRY = /^\/search-index\.develop-[0-9a-f]+\.json$/;

/**
 * The search index of `gatsby develop`: the same files as a build's, but planned when search asks for them
 * rather than in every createPages, where planning would cost an edit seconds at a few hundred pages (3 s for
 * 500). createPages gives it the documents (`update`, which makes sections again only for the documents that changed and
 * returns the SearchIndex node's data); the develop server (./developServer.ts) asks for a file (`file`),
 * which plans the index once per version of the content. The entry's URL names that version, so the search
 * dialog of an open page fetches the new index after an edit.
 */
export class DevelopSearchIndex {
  private byFile = new Map<string, { key: string; sections: SearchSection[] }>();
  private sections: SearchSection[] = [];
  private synonyms?: SynonymTable;
  private version = '';
  private planned: { version: string; entry: string; files: Map<string, string> } | null = null;

  update(documents: KeyedDocument[], api: ApiDefinitions, apiKey: string, synonyms?: SynonymTable): SearchIndexSummary {
    const next = new Map<string, { key: string; sections: SearchSection[] }>();
    const keys: string[] = [apiKey, JSON.stringify(synonyms ?? null)];
    this.sections = inFileOrder(documents).flatMap((doc) => {
      const key = `${apiKey}\n${doc.key}\n${doc.route}`;
      const known = this.byFile.get(doc.file);
      const entry = known && known.key === key ? known : { key, sections: documentSections(doc, api) };
      next.set(doc.file, entry);
      keys.push(`${doc.file}\n${key}`);
      return entry.sections;
    });
    this.byFile = next;
    this.synonyms = synonyms;
    this.version = contentHash(keys.join('\n'));
    return {
      url: `/${SEARCH_INDEX_PREFIX}develop-${this.version}.json`,
      sections: this.sections.length,
      pages: new Set(this.sections.map((s) => s.route)).size,
    };
  }

  /** The text of the index file at `urlPath` (the entry under any develop version, or one of its shards), or null. */
  file(urlPath: string): string | null {
    if (!this.version) return null;
    if (!this.planned || this.planned.version !== this.version) {
      const plan = planShardedIndex(this.sections, contentHash, { synonyms: this.synonyms });
      const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
      this.planned = { version: this.version, entry: files.get(`/${plan.entryName}`) ?? '', files };
    }
    if (DEVELOP_ENTRY.test(urlPath)) return this.planned.entry;
    return urlPath.startsWith(`/${SHARD_FOLDER}/`) ? (this.planned.files.get(urlPath) ?? null) : null;
  }
}

/** The one develop index of this process, shared by createPages and the develop server. */
export const developSearchIndex = new DevelopSearchIndex();

/** `gatsby develop`: gives the develop index the documents and creates the `SearchIndex` node naming its version. */
export function createDevelopSearchIndex(documents: KeyedDocument[], args: IndexArgs) {
  const { getNodesByType } = args;
  const definition = getNodesByType('OpenApiDefinition')[0];
  const summary = developSearchIndex.update(
    documents,
    apiDefinitionsFromNodes(getNodesByType),
    definition?.internal.contentDigest ?? '',
    synonymsFromNodes(getNodesByType),
  );
  createSearchIndexNode(summary, args);
}
