import MiniSearch, { SearchOptions } from 'minisearch';
import { isExactLabel } from './exactLabel';
import { querySearchOptions, searchIndexOptions, SearchSection, StoredSection } from './options';
import type { PreparedQuery } from './preparedQuery';
import type { SearchBackend, SectionResult } from './query';
import type { SynonymTable } from './synonyms';

/**
 * One MiniSearch index of every section. The build computes the sharded index's impacts from it
 * (shardWriter.ts), and its ranking is the one the shards reproduce (the tests and `npm run bench:search`
 * compare them); it never reaches the browser.
 */

export type SearchEngine = MiniSearch<SearchSection>;

/** Builds the index of `sections`, with the synonyms of content/terms.json applied to its tokens if given. */
export function buildEngine(sections: SearchSection[], synonyms?: SynonymTable): SearchEngine {
  const engine = new MiniSearch<SearchSection>(searchIndexOptions(synonyms));
  engine.addAll(sections);
  return engine;
}

/** MiniSearch's options for a prepared query: its terms as they are, each with its own prefix, typo and boost. */
function preparedSearchOptions(query: PreparedQuery): SearchOptions {
  const { terms } = query;
  return {
    ...querySearchOptions,
    tokenize: () => terms.map((t) => t.text),
    processTerm: (term) => term,
    prefix: (_term, i) => terms[i].prefix,
    fuzzy: (_term, i) => terms[i].typos || false,
    boostTerm: (_term, i) => terms[i].boost,
  };
}

/** A search backend over one MiniSearch index of `sections`. */
export function wholeIndex(
  sections: SearchSection[],
  synonyms?: SynonymTable,
): SearchBackend & { engine: SearchEngine } {
  const engine = buildEngine(sections, synonyms);
  return {
    engine,
    synonyms,
    search(query) {
      return engine.search(query.text, preparedSearchOptions(query)).map((r) => {
        const stored = r as unknown as StoredSection;
        return {
          id: String(r.id),
          route: stored.route,
          anchor: stored.anchor,
          pageTitle: stored.pageTitle,
          heading: stored.heading,
          excerpt: stored.excerpt,
          api: stored.api,
          score: r.score,
          terms: r.terms,
          queryTerms: r.queryTerms,
          exactLabel: isExactLabel(query.exactKeys, stored, synonyms),
        } satisfies SectionResult;
      });
    },
  };
}
