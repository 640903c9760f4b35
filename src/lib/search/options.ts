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

export const FIELD_BOOSTS = { title: 6, heading: 3, api: 2.5, text: 1, code: 0.6 } as const;

/**
 * How the build indexes sections; the browser's sharded index reads the same fields. Queries do not use
 * MiniSearch's tokenizer: a query is prepared once (preparedQuery.ts) into the terms both indexes look up.
 */
export const miniSearchOptions: Options<SearchSection> = {
  idField: 'id',
  fields: ['title', 'heading', 'text', 'api', 'code'],
  storeFields: ['route', 'anchor', 'pageTitle', 'heading', 'excerpt', 'api'],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => term,
};

/**
 * What every query is scored with: the field boosts (the build turns them into impacts), any term of the query
 * may match (OR), and what a prefix or a one-letter typo is worth beside an exact term. What each term may match
 * comes from the prepared query (preparedQuery.ts).
 */
export const querySearchOptions: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  combineWith: 'OR',
  weights: { fuzzy: 0.35, prefix: 0.5 },
};

/**
 * A page scores as its best section plus a decaying share of its other matching sections (the second counts
 * PAGE_SECTION_DECAY of its score, the third PAGE_SECTION_DECAY², …): a page whose several sections treat the
 * query outranks one that mentions it in a single section, while one strong section still leads. Chosen on the
 * tuning set (tools/search-queries.json: MRR 0.947 with the best section alone, 0.975 with this).
 */
export const PAGE_SECTION_DECAY = 0.7;

/** A page's score from its sections' scores, best first (see PAGE_SECTION_DECAY). */
export function pageScore(sorted: readonly number[]): number {
  let score = 0;
  let weight = 1;
  for (const s of sorted) {
    score += weight * s;
    weight *= PAGE_SECTION_DECAY;
  }
  return score;
}

/** What a word's alternative spelling (preparedQuery.ts, spelling.ts) is worth beside the word itself. */
export const ALTERNATIVE_WEIGHT = 0.5;

/** `miniSearchOptions` with a synonym table applied to the index's tokens (the build uses this). */
export function searchIndexOptions(synonyms?: SynonymTable): Options<SearchSection> {
  if (!synonyms) return miniSearchOptions;
  return { ...miniSearchOptions, tokenize: (text) => applySynonyms(tokenize(text), synonyms) };
}
