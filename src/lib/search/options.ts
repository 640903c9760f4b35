import type { Options, SearchOptions } from 'minisearch';
import { applySynonyms, SynonymTable } from './synonyms';
import { tokenize } from './tokenize';

/** One searchable unit: a page's introduction (anchor '') or one of its h2/h3 sections. */
export interface SearchSection {
  /** `route#anchor`, or the route for the introduction. */
  id: string;
  route: string;
  /** The heading id in the built page, '' for the introduction. */
  anchor: string;
  pageTitle: string;
  /** The h2/h3 text, '' for the introduction. */
  heading: string;
  /** The page title, only on the introduction (so a title match ranks the page, not each of its sections). */
  title: string;
  /** Prose of the section, indexed. */
  text: string;
  /** The stored part of the prose that snippets are cut from (the whole prose unless it is long). */
  excerpt: string;
  /** API operations rendered in this section: method, path, summary, operation id. */
  api: string;
  /** Identifiers from code blocks: indexed, not stored. */
  code: string;
}

export type StoredSection = Pick<SearchSection, 'route' | 'anchor' | 'pageTitle' | 'heading' | 'excerpt' | 'api'>;

export const INDEX_FORMAT_VERSION = 1;

/** The file written at build time and fetched by the dialog. */
export interface SearchIndexFile {
  version: typeof INDEX_FORMAT_VERSION;
  /** MiniSearch's own serialisation, loaded with `MiniSearch.loadJSON`. */
  index: unknown;
  /** The synonym table the index was built with (from content/terms.json); queries apply the same one. */
  synonyms?: SynonymTable;
}

export const FIELD_BOOSTS = { title: 6, heading: 3, api: 2.5, text: 1, code: 0.6 } as const;

/** Options shared by the build (indexing) and the browser (loading and querying): they must match. */
export const miniSearchOptions: Options<SearchSection> = {
  idField: 'id',
  fields: ['title', 'heading', 'text', 'api', 'code'],
  storeFields: ['route', 'anchor', 'pageTitle', 'heading', 'excerpt', 'api'],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => term,
  searchOptions: {
    tokenize: (text) => tokenize(text, { pairs: true, unique: true }),
    processTerm: (term) => term,
  },
};

const IDENTIFIER = /[-_./:@]/;

/**
 * A whole identifier typed as such (gpt-4o-mini, /api/v1/storage, api.tapsage.com) is what the reader
 * means; its parts (gpt, 4o, mini) only help when the whole is not found.
 */
export function identifierBoost(term: string, _i: number, terms: string[]): number {
  if (IDENTIFIER.test(term)) return 3;
  return terms.some((t) => t !== term && IDENTIFIER.test(t) && t.split(IDENTIFIER).includes(term)) ? 0.4 : 1;
}

/** How a query is run: every term may be a prefix, terms of four letters or more forgive one typo. */
export const querySearchOptions: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  combineWith: 'OR',
  boostTerm: identifierBoost,
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 4 && !/^[\d.]+$/.test(term) ? 1 : false),
  weights: { fuzzy: 0.35, prefix: 0.5 },
  tokenize: (text) => tokenize(text, { pairs: true, unique: true }),
  processTerm: (term) => term,
};

/** Tokens of a query: joined pairs, no repeats, synonyms applied as they were to the index. */
export function queryTokens(text: string, synonyms?: SynonymTable): string[] {
  const tokens = tokenize(text, { pairs: true, unique: true });
  return synonyms ? Array.from(new Set(applySynonyms(tokens, synonyms))) : tokens;
}

/** `miniSearchOptions` with a synonym table applied on both sides (the build and the browser use this). */
export function searchIndexOptions(synonyms?: SynonymTable): Options<SearchSection> {
  if (!synonyms) return miniSearchOptions;
  return {
    ...miniSearchOptions,
    tokenize: (text) => applySynonyms(tokenize(text), synonyms),
    searchOptions: { ...miniSearchOptions.searchOptions, tokenize: (text) => queryTokens(text, synonyms) },
  };
}
