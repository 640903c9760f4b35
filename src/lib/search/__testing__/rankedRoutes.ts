import { prepareQuery } from '../preparedQuery';
import { groupByPage, PageGroup, QueryOptions, SearchBackend } from '../query';

/**
 * Searching an index that holds every section at hand (wholeIndex.ts), for the tests and the search
 * evaluation (tools/bench/search.mjs): the dialog runs the sharded index through `searchSharded` instead.
 */

/** Prepares `text` with the backend's synonyms, runs it and groups the results by page. */
export function searchGrouped(backend: SearchBackend, text: string, options: QueryOptions = {}): PageGroup[] {
  const query = prepareQuery(text, backend.synonyms, backend.vocabulary);
  return query.terms.length ? groupByPage(backend.search(query), options) : [];
}

/** The routes of the best pages for `text`, in order (what the evaluation and the tests score). */
export function rankedRoutes(backend: SearchBackend, text: string, limit = 10): string[] {
  return searchGrouped(backend, text, { pages: limit, perPage: 1 }).map((g) => g.route);
}
