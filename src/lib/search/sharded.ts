import { bonusOfKey } from './exactLabel';
import { PreparedQuery, prepareQuery } from './preparedQuery';
import { groupByPage, PageGroup, QueryOptions, SearchBackend, SectionResult } from './query';
import { decidePages, Derived, expandTerm, loadedResults, scoreBounds } from './shardBounds';
import type { ShardManifest } from './shardFormat';
import {
  FetchJson,
  LoadedShards,
  loadExact,
  loadForward,
  loadHeads,
  loadNextTier,
  loadStore,
  openShards,
} from './shardLoading';
import { vocabularyOf, Vocabulary } from './spelling';
import type { SynonymTable } from './synonyms';

export type { FetchJson } from './shardLoading';

/**
 * The browser side of the sharded index (format: shardFormat.ts). `loadFor(query)` fetches what one prepared
 * query (preparedQuery.ts) needs (shardLoading.ts): the head shards of its terms and of their prefix, typo
 * and alternative expansions, found in the term dictionary, the exact-label shards of its keys, further tiers
 * of a term or the forward data of a few pages only while what is loaded cannot decide which pages come first
 * (the bounds of shardBounds.ts), then the store buckets of those pages. `search(query)` then scores like
 * MiniSearch (same term expansion through MiniSearch's own SearchableMap, same weights, BM25+ impacts computed
 * by the build), so its pages come in the order one whole MiniSearch index (wholeIndex.ts) gives them.
 *
 * Until the first pages are decided: when sections never seen could still reach them, the next tiers of the
 * terms with the largest bounds are fetched; otherwise the few pages still in doubt are resolved from their
 * forward data. The pages' order is then exact; a page's further sections are those found in what was loaded.
 */

/** Pages resolved from forward data per round at most, per page of results. */
const FORWARD_PAGES_PER_RESULT = 1;
/** Terms whose bound is at least this share of the largest get their next tier in the same round. */
const NEXT_TIER_SHARE = 0.75;

export class ShardedIndex implements SearchBackend {
  readonly manifest: ShardManifest;
  /** The synonym table the index was built with: a query is prepared with it (`prepareQuery`). */
  readonly synonyms?: SynonymTable;
  /** The index's terms, which a query's misspelt words are looked up in (`prepareQuery`). */
  readonly vocabulary: Vocabulary;
  private readonly shards: LoadedShards;
  private readonly expansions = new WeakMap<PreparedQuery, Derived[][]>();

  constructor(manifest: ShardManifest, fetchJson: FetchJson) {
    this.shards = openShards(manifest, fetchJson);
    this.manifest = manifest;
    this.synonyms = manifest.synonyms;
    this.vocabulary = vocabularyOf(this.shards.terms, this.shards.dictionary);
  }

  /** Fetches the entry file and opens the index. */
  static async open(entryUrl: string, fetchJson: FetchJson): Promise<ShardedIndex> {
    return new ShardedIndex((await fetchJson(entryUrl)) as ShardManifest, fetchJson);
  }

  /** Every file fetched, in order (the evaluation reports their sizes). */
  get fetched(): readonly string[] {
    return this.shards.fetched;
  }

  /** What each term of the query expands to in the dictionary; worked out once per prepared query. */
  private expand(query: PreparedQuery): Derived[][] {
    let groups = this.expansions.get(query);
    if (!groups) {
      groups = query.terms.map((term) => expandTerm(this.shards, term));
      this.expansions.set(query, groups);
    }
    return groups;
  }

  /** The sections whose label is exactly the query, with their bonus, from the exact-label shards loaded. */
  private labelBonuses(query: PreparedQuery): Map<number, number> {
    const bonuses = new Map<number, number>();
    for (const key of query.exactKeys)
      for (const id of this.shards.exactLabels.get(key) ?? [])
        bonuses.set(id, Math.max(bonuses.get(id) ?? 1, bonusOfKey(key)));
    return bonuses;
  }

  /**
   * Loads what `query` needs for its first `pages` pages. Afterwards `search(query)` ranks those pages
   * exactly as MiniSearch would on the whole index.
   */
  async loadFor(query: PreparedQuery, pages: number): Promise<void> {
    const s = this.shards;
    const groups = this.expand(query);
    await Promise.all([
      loadHeads(
        s,
        groups.flat().map((d) => d.term),
      ),
      ...query.exactKeys.map((key) => loadExact(s, key)),
    ]);
    const bonuses = this.labelBonuses(query);
    for (;;) {
      const bounds = scoreBounds(s, groups, bonuses);
      const { top, open } = decidePages(s, bounds, pages);
      if (top) {
        await loadStore(s, top);
        return;
      }
      // Resolve the few pages still in doubt from their forward data; while sections never seen could
      // still reach the first pages, or too many pages are in doubt, fetch the next tiers instead.
      const ranked = Array.from(bounds.lower.values()).sort((a, b) => b - a);
      const needTiers =
        bounds.unseenUpper > 0 && (ranked.length < pages || bounds.unseenUpper > (ranked[pages - 1] ?? 0));
      const work: Promise<void>[] = [];
      if (open.length && open.length <= pages * FORWARD_PAGES_PER_RESULT) work.push(loadForward(s, open));
      if (needTiers || !work.length) {
        const weightOf = new Map<number, number>();
        for (const d of groups.flat()) {
          const theta = s.postings.get(d.term)?.theta ?? 0;
          if (theta > 0) weightOf.set(d.term, (weightOf.get(d.term) ?? 0) + d.weight * theta);
        }
        if (!weightOf.size && !work.length) {
          // Every tier is loaded: what remains in doubt is only decided by the pages' own forward data.
          work.push(loadForward(s, open));
        } else {
          const most = Math.max(0, ...weightOf.values());
          for (const [t, w] of weightOf) if (w >= most * NEXT_TIER_SHARE) work.push(loadNextTier(s, t));
        }
      }
      if (!work.length) throw new Error('Search index: nothing left to load but results undecided');
      await Promise.all(work);
    }
  }

  /** MiniSearch-shaped results from what is loaded, for the sections whose page was loaded. */
  search(query: PreparedQuery): SectionResult[] {
    return loadedResults(this.shards, this.expand(query), this.labelBonuses(query));
  }
}

/**
 * Runs what the reader typed: prepares it once with the index's synonyms and vocabulary, loads what it needs
 * (nothing when it holds nothing searchable), then groups its results by page, as the dialog shows them.
 */
export async function searchSharded(
  index: ShardedIndex,
  text: string,
  options: QueryOptions = {},
): Promise<PageGroup[]> {
  const query = prepareQuery(text, index.synonyms, index.vocabulary);
  if (!query.terms.length) return [];
  await index.loadFor(query, options.pages ?? 8);
  return groupByPage(index.search(query), options);
}
