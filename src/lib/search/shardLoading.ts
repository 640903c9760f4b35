import SearchableMap from 'minisearch/SearchableMap';
import { miniSearchOptions, querySearchOptions } from './options';
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
  SHARDED_FORMAT_VERSION,
  ShardManifest,
  storeFile,
  StoreBucket,
  tailFile,
  TierPostings,
} from './shardFormat';

/**
 * What the browser holds of a sharded index (format: shardFormat.ts) and how each kind of file is fetched
 * into it: head shards and further tiers of postings, exact-label shards, store and forward buckets. Each
 * file is fetched once; a failed fetch may be retried by the next query. Which files a query needs is
 * decided in sharded.ts, from the bounds of shardBounds.ts.
 */

export type FetchJson = (path: string) => Promise<unknown>;

export interface TermPostings {
  /** section id → impact (scaled integer) of every posting loaded so far. */
  impacts: Map<number, number>;
  /** Tiers loaded, and how many exist. */
  loaded: number;
  total: number;
  /** Lowest impact loaded (scaled); what a section not seen can score at most while tiers remain. */
  theta: number;
}

export interface StoredRow {
  route: string;
  pageTitle: string;
  anchor: string;
  heading: string;
  excerpt: string;
  api: string;
}

export interface LoadedShards {
  readonly manifest: ShardManifest;
  readonly fetchJson: FetchJson;
  /** Every index term, in dictionary order, and the dictionary to expand a query term in. */
  readonly terms: string[];
  readonly dictionary: SearchableMap<number>;
  readonly headStarts: number[];
  readonly pageStarts: number[];
  readonly bucketStarts: number[];
  readonly postings: Map<number, TermPostings>;
  /** Exact-label key → the sections whose label has it. */
  readonly exactLabels: Map<string, number[]>;
  readonly stored: Map<number, StoredRow>;
  /** Sections whose every term impact is known (their page's forward bucket is loaded). */
  readonly forward: Map<number, Map<number, number>>;
  readonly forwardPages: Set<number>;
  readonly pending: Map<string, Promise<unknown>>;
  /** Every file fetched, in order (the evaluation reports their sizes). */
  readonly fetched: string[];
}

/** Checks that `manifest` was built with the scoring this code runs, and opens it. */
export function openShards(manifest: ShardManifest, fetchJson: FetchJson): LoadedShards {
  if (!manifest || manifest.version !== SHARDED_FORMAT_VERSION) throw new Error('Unsupported search index format');
  const boost = (querySearchOptions.boost ?? {}) as Record<string, number>;
  for (const field of miniSearchOptions.fields) {
    if ((boost[field] || 1) !== manifest.scoring.boost[field])
      throw new Error(`Search index built with another boost for ${field}; rebuild the site`);
  }
  const bm25 = { ...BM25_PARAMS, ...querySearchOptions.bm25 };
  if ((['k', 'b', 'd'] as const).some((k) => bm25[k] !== manifest.scoring.bm25[k]))
    throw new Error('Search index built with other BM25 parameters; rebuild the site');
  const terms = frontDecode(manifest.terms);
  const dictionary = new SearchableMap<number>();
  terms.forEach((t, i) => dictionary.set(t, i));
  return {
    manifest,
    fetchJson,
    terms,
    dictionary,
    headStarts: deltaDecode(manifest.headStarts),
    pageStarts: deltaDecode(manifest.pageStarts),
    bucketStarts: deltaDecode(manifest.bucketStarts),
    postings: new Map(),
    exactLabels: new Map(),
    stored: new Map(),
    forward: new Map(),
    forwardPages: new Set(),
    pending: new Map(),
    fetched: [],
  };
}

/** The slot of `value` in ascending `starts`: the last i with starts[i] <= value (a term's head shard, a section's page…). */
export function slotOf(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function load<T>(s: LoadedShards, name: string): Promise<T> {
  let p = s.pending.get(name);
  if (!p) {
    s.fetched.push(name);
    p = s.fetchJson(s.manifest.base + name).catch((e: unknown) => {
      s.pending.delete(name);
      throw e;
    });
    s.pending.set(name, p);
  }
  return p as Promise<T>;
}

function addTier(s: LoadedShards, term: number, tier: TierPostings, total: number) {
  const ids = deltaDecode(tier[0]);
  let p = s.postings.get(term);
  if (!p) {
    p = { impacts: new Map(), loaded: 0, total, theta: Infinity };
    s.postings.set(term, p);
  }
  ids.forEach((id, i) => p.impacts.set(id, tier[1][i]));
  p.loaded += 1;
  for (const v of tier[1]) p.theta = Math.min(p.theta, v);
  if (p.loaded >= p.total) p.theta = 0;
}

/** The first tier of each of `terms` (their head shards). */
export async function loadHeads(s: LoadedShards, terms: number[]): Promise<void> {
  const missing = terms.filter((t) => !s.postings.has(t));
  const shards = Array.from(new Set(missing.map((t) => slotOf(s.headStarts, t))));
  await Promise.all(
    shards.map(async (i) => {
      const shard = await load<HeadShard>(s, headFile(i));
      const first = s.headStarts[i];
      shard.forEach((entry, k) => {
        if (!s.postings.has(first + k)) addTier(s, first + k, [entry[0], entry[1]], entry[2] + 1);
      });
    }),
  );
}

/** A term's next tier of postings, if it has one. */
export async function loadNextTier(s: LoadedShards, term: number): Promise<void> {
  const p = s.postings.get(term);
  if (!p || p.loaded >= p.total) return;
  const tier = p.loaded;
  const value = await load<TierPostings>(s, tailFile(term, tier));
  if (p.loaded === tier) addTier(s, term, value, p.total);
}

/** The sections whose label has `key` (its exact-label shard). */
export async function loadExact(s: LoadedShards, key: string): Promise<void> {
  if (!key || s.exactLabels.has(key)) return;
  const shard = await load<ExactShard>(s, exactFile(exactShardOf(key, s.manifest.exactShards)));
  s.exactLabels.set(key, deltaDecode(shard[key] ?? []));
}

/** The stored fields of every section of `pages` (their store buckets). */
export async function loadStore(s: LoadedShards, pages: number[]): Promise<void> {
  const buckets = Array.from(new Set(pages.map((p) => slotOf(s.bucketStarts, p)))).filter(
    (b) => !s.stored.has(s.pageStarts[s.bucketStarts[b]]),
  );
  await Promise.all(
    buckets.map(async (b) => {
      const bucket = await load<StoreBucket>(s, storeFile(b));
      const firstPage = s.bucketStarts[b];
      let section = s.pageStarts[firstPage];
      bucket.pages.forEach(([route, pageTitle], i) => {
        const end =
          firstPage + i + 1 < s.pageStarts.length ? s.pageStarts[firstPage + i + 1] : s.manifest.documentCount;
        for (; section < end; section += 1) {
          const [anchor, heading, excerpt, api] = bucket.sections[section - s.pageStarts[firstPage]];
          s.stored.set(section, { route, pageTitle, anchor, heading, excerpt, api });
        }
      });
    }),
  );
}

/** Every term impact of every section of `pages` (their forward buckets). */
export async function loadForward(s: LoadedShards, pages: number[]): Promise<void> {
  const buckets = Array.from(
    new Set(pages.filter((p) => !s.forwardPages.has(p)).map((p) => slotOf(s.bucketStarts, p))),
  );
  await Promise.all(
    buckets.map(async (b) => {
      const bucket = await load<ForwardBucket>(s, forwardFile(b));
      const firstPage = s.bucketStarts[b];
      const first = s.pageStarts[firstPage];
      bucket.forEach(([termDeltas, impacts], i) => {
        const terms = deltaDecode(termDeltas);
        s.forward.set(first + i, new Map(terms.map((t, k) => [t, impacts[k]])));
      });
      const end = b + 1 < s.bucketStarts.length ? s.bucketStarts[b + 1] : s.pageStarts.length;
      for (let p = firstPage; p < end; p += 1) s.forwardPages.add(p);
    }),
  );
}
