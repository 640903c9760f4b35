import { pageScore, StoredSection } from './options';
import type { PreparedQuery } from './preparedQuery';
import { Segment, snippet, highlight } from './snippet';
import type { Vocabulary } from './spelling';
import type { SynonymTable } from './synonyms';

/** A section an index found for a query: its stored fields, its score and what of the query it matched. */
export interface SectionResult extends StoredSection {
  /** `route#anchor`, or the route for a page's introduction. */
  id: string;
  /** As MiniSearch scores it, before the exact-label bonus. */
  score: number;
  /** The index's terms that matched (a query term itself, or what it expanded to by prefix or typo). */
  terms: string[];
  /** The query's terms that matched. */
  queryTerms: string[];
  /** What its score is multiplied by because its label is exactly the query (exactLabel.ts: 1 when it is not). */
  labelBonus: number;
}

/**
 * What a query runs on: the sharded index once the query's shards are loaded (sharded.ts), or one whole
 * MiniSearch index (wholeIndex.ts). `synonyms`: the table its index was built with, which a query is prepared
 * with, with its `vocabulary`. `search` returns its results best first.
 */
export interface SearchBackend {
  readonly synonyms?: SynonymTable;
  /** The index's terms, which a query's misspelt words are looked up in (spelling.ts). */
  readonly vocabulary?: Vocabulary;
  search(query: PreparedQuery): SectionResult[];
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

export function hrefOf(route: string, anchor: string): string {
  return anchor ? `${route}#${encodeURIComponent(anchor)}` : route;
}

export interface QueryOptions {
  /** Pages returned at most. */
  pages?: number;
  /** Sections shown per page at most. */
  perPage?: number;
}

/**
 * Groups an index's results for a prepared query by page, best page first (a page scores from all its sections:
 * `pageScore`); inside a page, its best sections first. A section whose label is exactly the query scores
 * `labelBonus` times more. Each hit carries the heading and a snippet with the terms it matched marked (as
 * prepared: already folded like the text they are found in).
 */
export function groupByPage(results: SectionResult[], options: QueryOptions = {}): PageGroup[] {
  const { pages = 8, perPage = 3 } = options;
  const byRoute = new Map<string, SectionResult[]>();
  for (const r of results) {
    const scored = r.labelBonus !== 1 ? { ...r, score: r.score * r.labelBonus } : r;
    const list = byRoute.get(r.route);
    if (list) list.push(scored);
    else byRoute.set(r.route, [scored]);
  }
  const scored = Array.from(byRoute.values(), (list) => {
    list.sort((a, b) => b.score - a.score);
    return { list, score: pageScore(list.map((r) => r.score)) };
  });
  // Pages that tie keep one order in either index: their routes'.
  const ranked = scored.sort((a, b) => b.score - a.score || (a.list[0].route < b.list[0].route ? -1 : 1));
  return ranked.slice(0, pages).map(({ list, score }) => ({
    route: list[0].route,
    pageTitle: list[0].pageTitle,
    score,
    hits: list.slice(0, perPage).map((r) => {
      const marks = Array.from(new Set([...r.terms, ...r.queryTerms]));
      return {
        id: r.id,
        route: r.route,
        anchor: r.anchor,
        href: hrefOf(r.route, r.anchor),
        heading: highlight(r.heading || r.pageTitle, marks),
        snippet: snippet(r.excerpt || r.api, marks),
        score: r.score,
      };
    }),
  }));
}
