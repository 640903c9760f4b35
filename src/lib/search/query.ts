import type { StoredSection } from './options';
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
 * Groups an index's results for a prepared query by page, best page first; inside a page, its best sections
 * first. A section whose label is exactly the query scores `labelBonus` times more. Each hit carries the heading
 * and a snippet with the terms it matched marked (as prepared: already folded like the text they are found in).
 */
export function groupByPage(results: SectionResult[], options: QueryOptions = {}): PageGroup[] {
  const { pages = 8, perPage = 3 } = options;
  const ranked = results
    .map((r) => (r.labelBonus !== 1 ? { ...r, score: r.score * r.labelBonus } : r))
    .sort((a, b) => b.score - a.score);
  const groups = new Map<string, PageGroup>();
  for (const r of ranked) {
    let group = groups.get(r.route);
    if (!group) {
      if (groups.size >= pages) continue;
      group = { route: r.route, pageTitle: r.pageTitle, score: r.score, hits: [] };
      groups.set(r.route, group);
    }
    if (group.hits.length >= perPage) continue;
    const marks = Array.from(new Set([...r.terms, ...r.queryTerms]));
    group.hits.push({
      id: r.id,
      route: r.route,
      anchor: r.anchor,
      href: hrefOf(r.route, r.anchor),
      heading: highlight(r.heading || r.pageTitle, marks),
      snippet: snippet(r.excerpt || r.api, marks),
      score: r.score,
    });
  }
  return Array.from(groups.values());
}
