import MiniSearch, { SearchOptions } from 'minisearch';
import { queryTokens, querySearchOptions, searchIndexOptions, SearchIndexFile, SearchSection, StoredSection, INDEX_FORMAT_VERSION } from './options';
import type { SynonymTable } from './synonyms';
import { exactBonus, exactQueryKeys } from './exactLabel';
import { Segment, snippet, highlight } from './snippet';
import { normalize, normalizeForMatch } from './normalize';
import { tokenize } from './tokenize';

export type SearchEngine = MiniSearch<SearchSection>;

/** A result as MiniSearch returns it: id, score, matched index terms and query terms, and the stored fields. */
export type SearchResultLike = StoredSection & { id: unknown; score: number; terms: string[]; queryTerms: string[] };

/**
 * What a query runs on: a whole MiniSearch index, or the sharded index once the query's shards are loaded.
 * `synonyms`: the table its index was built with (the sharded index has it from its entry file; a MiniSearch
 * engine's is kept beside it).
 */
export interface SearchBackend {
  search(query: string, options: SearchOptions): unknown[];
  readonly synonyms?: SynonymTable;
}

export interface SectionHit {
  id: string;
  route: string;
  anchor: string;
  /** Where Enter takes the reader: the route, with the heading's anchor when there is one. */
  href: string;
  /** The heading text (the page title for the introduction), split for highlighting. */
  heading: Segment[];
  snippet: Segment[];
  score: number;
}

export interface PageGroup {
  route: string;
  pageTitle: string;
  score: number;
  hits: SectionHit[];
}

/** The synonym table each MiniSearch engine was built or loaded with (the query must apply the same one). */
const engineSynonyms = new WeakMap<SearchBackend, SynonymTable>();

/** The synonym table a backend's index was built with, if any. */
export function backendSynonyms(engine: SearchBackend): SynonymTable | undefined {
  return engine.synonyms ?? engineSynonyms.get(engine);
}

/** Loads the file written at build time. Throws on a file of another format version. */
export function loadIndex(file: SearchIndexFile | string): SearchEngine {
  const parsed: SearchIndexFile = typeof file === 'string' ? JSON.parse(file) : file;
  if (!parsed || parsed.version !== INDEX_FORMAT_VERSION) throw new Error('Unsupported search index format');
  const engine = MiniSearch.loadJS(parsed.index as never, searchIndexOptions(parsed.synonyms));
  if (parsed.synonyms) engineSynonyms.set(engine, parsed.synonyms);
  return engine;
}

/** Builds an engine from sections (the build step, and tests), with the synonyms of content/terms.json if given. */
export function buildEngine(sections: SearchSection[], synonyms?: SynonymTable): SearchEngine {
  const engine = new MiniSearch<SearchSection>(searchIndexOptions(synonyms));
  if (synonyms) engineSynonyms.set(engine, synonyms);
  engine.addAll(sections);
  return engine;
}

export function serializeIndex(engine: SearchEngine): SearchIndexFile {
  const synonyms = engineSynonyms.get(engine);
  return { version: INDEX_FORMAT_VERSION, index: engine.toJSON(), ...(synonyms ? { synonyms } : {}) };
}

export function hrefOf(route: string, anchor: string): string {
  return anchor ? `${route}#${encodeURIComponent(anchor)}` : route;
}

export interface QueryOptions {
  /** Pages returned at most. */
  pages?: number;
  /** Sections shown per page at most. */
  perPage?: number;
}

/** True when the query holds something searchable (at least one token). */
export function isSearchable(query: string): boolean {
  return tokenize(query, { pairs: true }).length > 0;
}

/**
 * The options a query runs with. Its tokens get the synonyms the index's tokens got at build time. As the
 * reader types, only the last word may be unfinished: only terms at the end of the query are prefixes (a
 * prefix on every word lets body text with many forms of a word outweigh a title match).
 */
export function groupedSearchOptions(query: string, synonyms?: SynonymTable): SearchOptions {
  const tail = normalizeForMatch(query).replace(/[^\p{L}\p{N}]+/gu, '');
  return {
    ...querySearchOptions,
    tokenize: (text) => queryTokens(text, synonyms),
    prefix: (term) => term.length >= 2 && tail.endsWith(term.replace(/[^\p{L}\p{N}]+/gu, '')),
  };
}

/**
 * Runs a query and groups the hits by page, best page first; inside a page, its best sections first. Each hit
 * carries the heading and a snippet with the matched words marked.
 */
export function searchGrouped(engine: SearchBackend, query: string, options: QueryOptions = {}): PageGroup[] {
  const { pages = 8, perPage = 3 } = options;
  if (!normalize(query).trim() || !isSearchable(query)) return [];
  const synonyms = backendSynonyms(engine);
  const exactKeys = exactQueryKeys(query, synonyms);
  const results = (engine.search(query, groupedSearchOptions(query, synonyms)) as SearchResultLike[])
    .map((r) => ({ ...r, score: r.score * exactBonus(exactKeys, r, synonyms) }))
    .sort((a, b) => b.score - a.score);
  const groups = new Map<string, PageGroup>();
  for (const r of results) {
    const stored = r as unknown as StoredSection & { id: string; score: number; terms: string[]; queryTerms: string[] };
    let group = groups.get(stored.route);
    if (!group) {
      if (groups.size >= pages) continue;
      group = { route: stored.route, pageTitle: stored.pageTitle, score: r.score, hits: [] };
      groups.set(stored.route, group);
    }
    if (group.hits.length >= perPage) continue;
    const terms = Array.from(new Set([...r.terms, ...r.queryTerms]));
    const body = stored.excerpt || stored.api;
    group.hits.push({
      id: String(r.id),
      route: stored.route,
      anchor: stored.anchor,
      href: hrefOf(stored.route, stored.anchor),
      heading: highlight(stored.heading || stored.pageTitle, terms),
      snippet: snippet(body, terms),
      score: r.score,
    });
  }
  return Array.from(groups.values());
}

/** The routes of the best pages, in order (what the benchmark scores). */
export function rankedRoutes(engine: SearchBackend, query: string, limit = 10): string[] {
  return searchGrouped(engine, query, { pages: limit, perPage: 1 }).map((g) => g.route);
}
