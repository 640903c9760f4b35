import MiniSearch, { SearchOptions } from 'minisearch';
import { labelBonus } from './exactLabel';
import { ALTERNATIVE_WEIGHT, querySearchOptions, searchIndexOptions, SearchSection, StoredSection } from './options';
import type { PreparedQuery, QueryTerm } from './preparedQuery';
import type { SearchBackend, SectionResult } from './query';
import { vocabularyOf, Vocabulary } from './spelling';
import type { SynonymTable } from './synonyms';

/**
 * One MiniSearch index of every section. The build computes the sharded index's impacts from it
 * (shardWriter.ts), and its ranking is the one the shards reproduce (the tests and the search evaluation,
 * tools/bench/search.mjs, compare them); it never reaches the browser.
 */

export type SearchEngine = MiniSearch<SearchSection>;

/** Builds the index of `sections`, with the synonyms of content/terms.json applied to its tokens if given. */
export function buildEngine(sections: SearchSection[], synonyms?: SynonymTable): SearchEngine {
  const engine = new MiniSearch<SearchSection>(searchIndexOptions(synonyms));
  engine.addAll(sections);
  return engine;
}

/** MiniSearch's options for one form of a query term: the term itself (its prefix, typo and boost) or an alternative. */
function termSearchOptions(term: QueryTerm, form: string): SearchOptions {
  const own = form === term.text;
  return {
    ...querySearchOptions,
    tokenize: () => [form],
    processTerm: (t) => t,
    prefix: own && term.prefix,
    fuzzy: own ? term.typos || false : false,
    boostTerm: () => (own ? term.boost : term.boost * ALTERNATIVE_WEIGHT),
  };
}

interface Match {
  /** Sum of the term scores, before MiniSearch multiplies by the number of query terms matched. */
  sum: number;
  queryTerms: Set<string>;
  terms: Set<string>;
  stored: StoredSection;
}

/**
 * Runs a prepared query term by term and scores as MiniSearch scores one query of all its terms (the sum of
 * the term scores times the number of query terms matched), with each term's alternatives counting as the
 * term: what the sharded index computes from its impacts.
 */
function searchByTerm(engine: SearchEngine, query: PreparedQuery): Map<string, Match> {
  const matches = new Map<string, Match>();
  for (const term of query.terms) {
    for (const form of [term.text, ...term.alternatives]) {
      for (const r of engine.search(form, termSearchOptions(term, form))) {
        const id = String(r.id);
        let m = matches.get(id);
        if (!m) {
          m = { sum: 0, queryTerms: new Set(), terms: new Set(), stored: r as unknown as StoredSection };
          matches.set(id, m);
        }
        m.sum += r.score;
        m.queryTerms.add(term.text);
        for (const t of r.terms) m.terms.add(t);
      }
    }
  }
  return matches;
}

/** A search backend over one MiniSearch index of `sections`. */
export function wholeIndex(
  sections: SearchSection[],
  synonyms?: SynonymTable,
): SearchBackend & { engine: SearchEngine; vocabulary: Vocabulary } {
  const engine = buildEngine(sections, synonyms);
  const vocabulary = vocabularyOf((engine.toJSON() as unknown as { index: Array<[string]> }).index.map(([t]) => t));
  return {
    engine,
    synonyms,
    vocabulary,
    search(query) {
      const results: SectionResult[] = [];
      for (const [id, m] of searchByTerm(engine, query)) {
        const { route, anchor, pageTitle, heading, excerpt, api } = m.stored;
        results.push({
          id,
          route,
          anchor,
          pageTitle,
          heading,
          excerpt,
          api,
          score: m.sum * m.queryTerms.size,
          terms: Array.from(m.terms),
          queryTerms: Array.from(m.queryTerms),
          labelBonus: labelBonus(query.exactKeys, m.stored, synonyms),
        });
      }
      return results.sort((a, b) => b.score - a.score);
    },
  };
}
