import SearchableMap from 'minisearch/SearchableMap';
import { miniSearchOptions, querySearchOptions } from './options';
import { EXACT_BONUS } from './exactLabel';
import { PreparedQuery, prepareQuery, QueryTerm } from './preparedQuery';
import { groupByPage, PageGroup, QueryOptions, SearchBackend, SectionResult } from './query';
import type { SynonymTable } from './synonyms';
import {
  BM25_PARAMS,
  deltaDecode,
  exactFile,
  exactShardOf,
  ExactShard,
  ForwardBucket,
  forwardFile,
  frontDecode,
  headFile,
  HeadShard,
  IMPACT_SCALE,
  SHARDED_FORMAT_VERSION,
  ShardManifest,
  storeFile,
  StoreBucket,
  tailFile,
  TierPostings,
} from './shardFormat';

/**
 * The browser side of the sharded index (format: shardFormat.ts). `loadFor(query)` fetches what one prepared
 * query (preparedQuery.ts) needs: the head shards of its terms and of their prefix and typo expansions, found
 * in the term dictionary, the exact-label shards of its keys, further tiers of a term or the forward data of
 * a few pages only while what is loaded cannot decide which pages come first, then the store buckets of
 * those pages. `search(query)` then scores like MiniSearch (same term expansion through MiniSearch's own
 * SearchableMap, same weights, BM25+ impacts computed by the build), so its pages come in the order one
 * whole MiniSearch index (wholeIndex.ts) gives them.
 *
 * Deciding from partial postings: a term's tiers come best impact first, so a section not yet seen in a
 * term scores at most the lowest impact loaded (θ). For each section this gives a lower bound (what is
 * loaded) and an upper bound (θ for every term not seen, counting the extra query term matched too, since
 * MiniSearch multiplies a score by the number of query terms matched); a section whose page's forward data
 * is loaded has its exact score. The first pages are decided when each of them, in order, scores at least
 * the upper bound of everything ranked after it, sections never seen included. Until then: when sections
 * never seen could still reach the first pages, the next tiers of the terms with the largest bounds are
 * fetched; otherwise the few pages still in doubt are resolved from their forward data. The pages' order
 * is then exact; a page's further sections are those found in what was loaded.
 */

export type FetchJson = (path: string) => Promise<unknown>;

interface TermPostings {
  /** section id → impact (scaled integer) of every posting loaded so far. */
  impacts: Map<number, number>;
  /** Tiers loaded, and how many exist. */
  loaded: number;
  total: number;
  /** Lowest impact loaded (scaled); what a section not seen can score at most while tiers remain. */
  theta: number;
}

interface Derived {
  /** Index of the term in the dictionary. */
  term: number;
  /** Query term it came from. */
  source: string;
  /** termWeight × termBoost, as MiniSearch multiplies them. */
  weight: number;
}

interface StoredRow {
  route: string;
  pageTitle: string;
  anchor: string;
  heading: string;
  excerpt: string;
  api: string;
}

/** What a prefix or typo expansion is worth beside the term itself: MiniSearch's defaults unless the query options set them. */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375, ...querySearchOptions.weights };
/** Pages resolved from forward data per round at most, per page of results. */
const FORWARD_PAGES_PER_RESULT = 1;
/** Terms whose bound is at least this share of the largest get their next tier in the same round. */
const NEXT_TIER_SHARE = 0.75;

export class ShardedIndex implements SearchBackend {
  readonly manifest: ShardManifest;
  /** The synonym table the index was built with: a query is prepared with it (`prepareQuery`). */
  readonly synonyms?: SynonymTable;
  private readonly fetchJson: FetchJson;
  private readonly terms: string[];
  private readonly dictionary: SearchableMap<number>;
  private readonly headStarts: number[];
  private readonly pageStarts: number[];
  private readonly bucketStarts: number[];
  private readonly postings = new Map<number, TermPostings>();
  private readonly exactLabels = new Map<string, number[]>();
  private readonly stored = new Map<number, StoredRow>();
  /** Sections whose every term impact is known (their page's forward bucket is loaded). */
  private readonly forward = new Map<number, Map<number, number>>();
  private readonly forwardPages = new Set<number>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly expansions = new WeakMap<PreparedQuery, Derived[][]>();
  /** Every file fetched, in order (the benchmark reports their sizes). */
  readonly fetched: string[] = [];

  constructor(manifest: ShardManifest, fetchJson: FetchJson) {
    if (!manifest || manifest.version !== SHARDED_FORMAT_VERSION) throw new Error('Unsupported search index format');
    const boost = (querySearchOptions.boost ?? {}) as Record<string, number>;
    for (const field of miniSearchOptions.fields) {
      if ((boost[field] || 1) !== manifest.scoring.boost[field])
        throw new Error(`Search index built with another boost for ${field}; rebuild the site`);
    }
    const bm25 = { ...BM25_PARAMS, ...querySearchOptions.bm25 };
    if ((['k', 'b', 'd'] as const).some((k) => bm25[k] !== manifest.scoring.bm25[k]))
      throw new Error('Search index built with other BM25 parameters; rebuild the site');
    this.manifest = manifest;
    this.synonyms = manifest.synonyms;
    this.fetchJson = fetchJson;
    this.terms = frontDecode(manifest.terms);
    this.dictionary = new SearchableMap<number>();
    this.terms.forEach((t, i) => this.dictionary.set(t, i));
    this.headStarts = deltaDecode(manifest.headStarts);
    this.pageStarts = deltaDecode(manifest.pageStarts);
    this.bucketStarts = deltaDecode(manifest.bucketStarts);
  }

  /** Fetches the entry file and opens the index. */
  static async open(entryUrl: string, fetchJson: FetchJson): Promise<ShardedIndex> {
    return new ShardedIndex((await fetchJson(entryUrl)) as ShardManifest, fetchJson);
  }

  private load<T>(name: string): Promise<T> {
    let p = this.pending.get(name);
    if (!p) {
      this.fetched.push(name);
      p = this.fetchJson(this.manifest.base + name).catch((e: unknown) => {
        this.pending.delete(name);
        throw e;
      });
      this.pending.set(name, p);
    }
    return p as Promise<T>;
  }

  private headShardOf(term: number): number {
    let lo = 0;
    let hi = this.headStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.headStarts[mid] <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private pageOf(section: number): number {
    let lo = 0;
    let hi = this.pageStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.pageStarts[mid] <= section) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private bucketOf(page: number): number {
    let lo = 0;
    let hi = this.bucketStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.bucketStarts[mid] <= page) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private addTier(term: number, tier: TierPostings, total: number) {
    const ids = deltaDecode(tier[0]);
    let p = this.postings.get(term);
    if (!p) {
      p = { impacts: new Map(), loaded: 0, total, theta: Infinity };
      this.postings.set(term, p);
    }
    ids.forEach((id, i) => p.impacts.set(id, tier[1][i]));
    p.loaded += 1;
    for (const v of tier[1]) p.theta = Math.min(p.theta, v);
    if (p.loaded >= p.total) p.theta = 0;
  }

  private async loadHeads(terms: number[]) {
    const missing = terms.filter((t) => !this.postings.has(t));
    const shards = Array.from(new Set(missing.map((t) => this.headShardOf(t))));
    await Promise.all(
      shards.map(async (s) => {
        const shard = await this.load<HeadShard>(headFile(s));
        const first = this.headStarts[s];
        shard.forEach((entry, i) => {
          if (!this.postings.has(first + i)) this.addTier(first + i, [entry[0], entry[1]], entry[2] + 1);
        });
      }),
    );
  }

  private async loadNextTier(term: number) {
    const p = this.postings.get(term);
    if (!p || p.loaded >= p.total) return;
    const tier = p.loaded;
    const value = await this.load<TierPostings>(tailFile(term, tier));
    if (p.loaded === tier) this.addTier(term, value, p.total);
  }

  private async loadExact(key: string) {
    if (!key || this.exactLabels.has(key)) return;
    const shard = await this.load<ExactShard>(exactFile(exactShardOf(key, this.manifest.exactShards)));
    this.exactLabels.set(key, deltaDecode(shard[key] ?? []));
  }

  private async loadStore(pages: number[]) {
    const buckets = Array.from(new Set(pages.map((p) => this.bucketOf(p)))).filter(
      (b) => !this.stored.has(this.pageStarts[this.bucketStarts[b]]),
    );
    await Promise.all(
      buckets.map(async (b) => {
        const bucket = await this.load<StoreBucket>(storeFile(b));
        const firstPage = this.bucketStarts[b];
        let section = this.pageStarts[firstPage];
        bucket.pages.forEach(([route, pageTitle], i) => {
          const end =
            firstPage + i + 1 < this.pageStarts.length
              ? this.pageStarts[firstPage + i + 1]
              : this.manifest.documentCount;
          for (; section < end; section += 1) {
            const [anchor, heading, excerpt, api] = bucket.sections[section - this.pageStarts[firstPage]];
            this.stored.set(section, { route, pageTitle, anchor, heading, excerpt, api });
          }
        });
      }),
    );
  }

  private async loadForward(pages: number[]) {
    const buckets = Array.from(new Set(pages.filter((p) => !this.forwardPages.has(p)).map((p) => this.bucketOf(p))));
    await Promise.all(
      buckets.map(async (b) => {
        const bucket = await this.load<ForwardBucket>(forwardFile(b));
        const firstPage = this.bucketStarts[b];
        const first = this.pageStarts[firstPage];
        bucket.forEach(([termDeltas, impacts], i) => {
          const terms = deltaDecode(termDeltas);
          this.forward.set(first + i, new Map(terms.map((t, k) => [t, impacts[k]])));
        });
        const end = b + 1 < this.bucketStarts.length ? this.bucketStarts[b + 1] : this.pageStarts.length;
        for (let p = firstPage; p < end; p += 1) this.forwardPages.add(p);
      }),
    );
  }

  /**
   * What each term of the query expands to in the dictionary, as MiniSearch's executeQuerySpec does; worked
   * out once per prepared query (`loadFor` and `search` both read it).
   */
  private expand(query: PreparedQuery): Derived[][] {
    let groups = this.expansions.get(query);
    if (!groups) {
      groups = query.terms.map((term) => this.expandTerm(term));
      this.expansions.set(query, groups);
    }
    return groups;
  }

  /** One term's expansions. */
  private expandTerm({ text: term, prefix, typos, boost }: QueryTerm): Derived[] {
    const out: Derived[] = [];
    const exact = this.dictionary.get(term);
    if (exact !== undefined) out.push({ term: exact, source: term, weight: boost });
    const fuzzyMatches = typos ? this.dictionary.fuzzyGet(term, typos) : undefined;
    if (prefix) {
      for (const [t, index] of this.dictionary.atPrefix(term)) {
        const distance = t.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(t);
        out.push({
          term: index,
          source: term,
          weight: boost * ((WEIGHTS.prefix * t.length) / (t.length + 0.3 * distance)),
        });
      }
    }
    if (fuzzyMatches) {
      for (const [t, [index, distance]] of fuzzyMatches) {
        if (!distance) continue;
        out.push({ term: index, source: term, weight: boost * ((WEIGHTS.fuzzy * t.length) / (t.length + distance)) });
      }
    }
    return out;
  }

  /** The sections whose label is exactly the query, from the exact-label shards `loadFor` fetched. */
  private exactIds(query: PreparedQuery): Set<number> {
    return new Set(query.exactKeys.flatMap((key) => this.exactLabels.get(key) ?? []));
  }

  /** A section's exact score contributions from its forward data: sum and the query terms it matches. */
  private exactScore(
    id: number,
    fwd: Map<number, number>,
    groups: Derived[][],
  ): { sum: number; sources: Set<string>; match: Set<number> } {
    let sum = 0;
    const sources = new Set<string>();
    const match = new Set<number>();
    for (const derived of groups) {
      for (const d of derived) {
        // The forward data lists the terms with tiers beyond the head; a head-only term's postings are complete.
        const p = this.postings.get(d.term);
        const impact = p && p.total <= 1 ? p.impacts.get(id) : fwd.get(d.term);
        if (impact === undefined) continue;
        sum += d.weight * impact;
        sources.add(d.source);
        match.add(d.term);
      }
    }
    return { sum, sources, match };
  }

  /** Scores from what is loaded, with bounds (see the module comment). */
  private score(groups: Derived[][], exactIds: Set<number>) {
    const seenSum = new Map<number, number>();
    const matched = new Map<number, Set<string>>();
    const seenIn = new Map<number, Set<Derived>>();
    // Sections whose label is the query are candidates before any of their postings is seen.
    for (const id of exactIds) {
      seenSum.set(id, 0);
      matched.set(id, new Set());
      seenIn.set(id, new Set());
    }
    for (const derived of groups) {
      for (const d of derived) {
        const p = this.postings.get(d.term);
        if (!p) continue;
        for (const [id, impact] of p.impacts) {
          seenSum.set(id, (seenSum.get(id) ?? 0) + d.weight * impact);
          let m = matched.get(id);
          if (!m) matched.set(id, (m = new Set()));
          m.add(d.source);
          let s = seenIn.get(id);
          if (!s) seenIn.set(id, (s = new Set()));
          s.add(d);
        }
      }
    }
    // What a query term can still add: θ of each of its terms with tiers left (MiniSearch counts a query
    // term once however many of its expansions match, so they are grouped by source term).
    const open = new Map<string, Derived[]>();
    for (const d of groups.flat()) {
      if ((this.postings.get(d.term)?.theta ?? 0) <= 0) continue;
      const list = open.get(d.source);
      if (list) list.push(d);
      else open.set(d.source, [d]);
    }
    const theta = (d: Derived) => d.weight * this.postings.get(d.term)!.theta;
    let unseenSum = 0;
    for (const list of open.values()) for (const d of list) unseenSum += theta(d);
    const unseenUpper = unseenSum * open.size;
    const lower = new Map<number, number>();
    const upper = new Map<number, number>();
    const known = (id: number, sum: number, sources: number) => {
      const bonus = exactIds.has(id) ? EXACT_BONUS : 1;
      lower.set(id, sum * sources * bonus);
      upper.set(id, sum * sources * bonus);
    };
    for (const [id, sum] of seenSum) {
      const fwd = this.forward.get(id);
      if (fwd) {
        const e = this.exactScore(id, fwd, groups);
        known(id, e.sum, e.sources.size);
        continue;
      }
      const m = matched.get(id)!;
      const seen = seenIn.get(id)!;
      let missing = 0;
      let possible = 0;
      for (const [source, list] of open) {
        let add = 0;
        for (const d of list) if (!seen.has(d)) add += theta(d);
        missing += add;
        if (add > 0 && !m.has(source)) possible += 1;
      }
      const bonus = exactIds.has(id) ? EXACT_BONUS : 1;
      lower.set(id, sum * m.size * bonus);
      upper.set(id, (sum + missing) * (m.size + possible) * bonus);
    }
    // Sections known from their forward data that no loaded posting lists (they score from lower tiers).
    for (const [id, fwd] of this.forward) {
      if (seenSum.has(id)) continue;
      const e = this.exactScore(id, fwd, groups);
      if (e.sum > 0) known(id, e.sum, e.sources.size);
    }
    return { lower, upper, unseenUpper };
  }

  /**
   * Ranks pages by what is certain. `top` is set when the first `pages` pages are decided; `open` lists the
   * pages not fully known whose bound still reaches the last of the first pages (candidates to resolve).
   */
  private decide(
    lower: Map<number, number>,
    upper: Map<number, number>,
    unseenUpper: number,
    pages: number,
  ): { top: number[] | null; open: number[] } {
    const pageLower = new Map<number, number>();
    const pageUpper = new Map<number, number>();
    for (const [id, l] of lower) {
      const p = this.pageOf(id);
      const unseen = this.forwardPages.has(p) ? 0 : unseenUpper;
      pageLower.set(p, Math.max(pageLower.get(p) ?? 0, l));
      pageUpper.set(p, Math.max(pageUpper.get(p) ?? unseen, upper.get(id)!));
    }
    // Pages with a score rank; the others (only candidates so far) weigh in with their upper bound.
    const ranked = Array.from(pageLower.keys())
      .filter((p) => pageLower.get(p)! > 0)
      .sort((a, b) => pageLower.get(b)! - pageLower.get(a)! || a - b);
    const last = ranked.length >= pages ? pageLower.get(ranked[pages - 1])! : 0;
    const open = Array.from(pageUpper.keys()).filter(
      (p) => !this.forwardPages.has(p) && pageUpper.get(p)! > last && pageUpper.get(p)! > pageLower.get(p)!,
    );
    let after = unseenUpper;
    for (const [p, u] of pageUpper) if (!(pageLower.get(p)! > 0)) after = Math.max(after, u);
    const top = ranked.slice(0, pages);
    if (top.length < pages && after > 0) return { top: null, open };
    // suffix[i]: the highest upper bound of anything ranked after position i.
    const suffix = new Array<number>(ranked.length);
    for (let i = ranked.length - 1; i >= 0; i -= 1) {
      suffix[i] = after;
      after = Math.max(after, pageUpper.get(ranked[i])!);
    }
    for (let i = 0; i < top.length; i += 1) if (pageLower.get(top[i])! < suffix[i]) return { top: null, open };
    return { top, open };
  }

  /**
   * Loads what `query` needs for its first `pages` pages. Afterwards `search(query)` ranks those pages
   * exactly as MiniSearch would on the whole index.
   */
  async loadFor(query: PreparedQuery, pages: number): Promise<void> {
    const groups = this.expand(query);
    await Promise.all([
      this.loadHeads(groups.flat().map((d) => d.term)),
      ...query.exactKeys.map((key) => this.loadExact(key)),
    ]);
    const exactIds = this.exactIds(query);
    for (;;) {
      const { lower, upper, unseenUpper } = this.score(groups, exactIds);
      const { top, open } = this.decide(lower, upper, unseenUpper, pages);

      if (top) {
        await this.loadStore(top);
        return;
      }
      // Resolve the few pages still in doubt from their forward data; while sections never seen could
      // still reach the first pages, or too many pages are in doubt, fetch the next tiers instead.
      const ranked = Array.from(lower.values()).sort((a, b) => b - a);
      const needTiers = unseenUpper > 0 && (ranked.length < pages || unseenUpper > (ranked[pages - 1] ?? 0));
      const work: Promise<void>[] = [];
      if (open.length && open.length <= pages * FORWARD_PAGES_PER_RESULT) work.push(this.loadForward(open));
      if (needTiers || !work.length) {
        const weightOf = new Map<number, number>();
        for (const d of groups.flat()) {
          const theta = this.postings.get(d.term)?.theta ?? 0;
          if (theta > 0) weightOf.set(d.term, (weightOf.get(d.term) ?? 0) + d.weight * theta);
        }
        if (!weightOf.size && !work.length) {
          // Every tier is loaded: what remains in doubt is only decided by the pages' own forward data.
          work.push(this.loadForward(open));
        } else {
          const most = Math.max(0, ...weightOf.values());
          for (const [t, w] of weightOf) if (w >= most * NEXT_TIER_SHARE) work.push(this.loadNextTier(t));
        }
      }
      if (!work.length) throw new Error('Search index: nothing left to load but results undecided');
      await Promise.all(work);
    }
  }

  /** MiniSearch-shaped results from what is loaded, for the sections whose page was loaded. */
  search(query: PreparedQuery): SectionResult[] {
    const groups = this.expand(query);
    const exactIds = this.exactIds(query);
    const results = new Map<number, { score: number; sources: Set<string>; match: Set<number> }>();
    for (const derived of groups) {
      for (const d of derived) {
        const p = this.postings.get(d.term);
        if (!p) continue;
        for (const [id, impact] of p.impacts) {
          if (this.forward.has(id) || !this.stored.has(id)) continue;
          let r = results.get(id);
          if (!r) results.set(id, (r = { score: 0, sources: new Set(), match: new Set() }));
          r.score += d.weight * impact;
          r.sources.add(d.source);
          r.match.add(d.term);
        }
      }
    }
    for (const [id, fwd] of this.forward) {
      if (!this.stored.has(id)) continue;
      const e = this.exactScore(id, fwd, groups);
      if (e.sum > 0) results.set(id, { score: e.sum, sources: e.sources, match: e.match });
    }
    const out: SectionResult[] = [];
    for (const [id, r] of results) {
      const s = this.stored.get(id)!;
      out.push({
        id: s.anchor ? `${s.route}#${s.anchor}` : s.route,
        score: (r.score / IMPACT_SCALE) * r.sources.size,
        terms: Array.from(r.match, (t) => this.terms[t]),
        queryTerms: Array.from(r.sources),
        exactLabel: exactIds.has(id),
        ...s,
      });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}

/**
 * Runs what the reader typed: prepares it once with the index's synonyms, loads what it needs (nothing when
 * it holds nothing searchable), then groups its results by page, as the dialog shows them.
 */
export async function searchSharded(
  index: ShardedIndex,
  text: string,
  options: QueryOptions = {},
): Promise<PageGroup[]> {
  const query = prepareQuery(text, index.synonyms);
  if (!query.terms.length) return [];
  await index.loadFor(query, options.pages ?? 8);
  return groupByPage(index.search(query), options);
}
