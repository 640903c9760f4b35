import { unmarkedExactKey } from './exactLabel';
import type { SynonymTable } from './synonyms';

/**
 * The sharded search index: what the build writes and the browser reads.
 *
 * One query should cost about the same bytes at any size of site, so nothing the first query needs grows
 * with the number of sections: the entry file holds the term dictionary (every index term, sorted and
 * front-coded; it grows with the vocabulary, not the page count) and small tables; the postings of each
 * term are split into tiers by impact; stored fields live in buckets of whole pages.
 *
 * - Impact: a term's complete contribution to a section's score, as MiniSearch computes it (BM25+ per
 *   field, times the field's boost), summed over the fields, computed at build time. A query multiplies it
 *   by the query term's weight (prefix, fuzzy, boostTerm), so scores equal MiniSearch's on the same data.
 * - Tiers: a term's postings, best impact first, in tiers of HEAD, 4·HEAD, 16·HEAD… postings. The first
 *   tier of every term sits in a head shard shared with its neighbours in sorted order (a prefix and its
 *   expansions are neighbours); further tiers are files of their own, fetched only when the postings
 *   loaded so far cannot yet decide the first pages of results (see sharded.ts).
 * - Exact labels: sections whose heading (or page title) equals a query rank first; the keys of every
 *   label (its exact key and, with synonyms, its canonical phrase: see exactLabel.ts) live in
 *   exact shards chosen by a hash of the unmarked key, so that lookup costs one or two small files too.
 * - Synonyms: the table of content/terms.json the index was built with travels in the entry file, so a
 *   query's tokens get the synonyms its terms got at build time.
 * - Store: route, title, heading, excerpt and API line of each section, in buckets of consecutive pages.
 * - Forward: the same buckets' sections with every term they contain and its impact, so a section whose
 *   postings are only partly loaded gets its exact score from one small file instead of deeper tiers of
 *   every query term (MiniSearch multiplies a score by the number of query terms matched, so not knowing
 *   whether a section contains a rare term keeps its bound high until that term is fully loaded).
 */

export const SHARDED_FORMAT_VERSION = 3;

/** BM25+ parameters: MiniSearch 7's defaults (the engine's parity test fails if they drift). */
export const BM25_PARAMS = { k: 1.2, b: 0.7, d: 0.5 } as const;

/**
 * Impacts are stored as integers: impact × IMPACT_SCALE, rounded (at least 1). Two decimals keep MiniSearch's
 * order (131 of 131 queries on 2,000 pages ranked alike; 30 made it 92 of 131) and cost a third less than three.
 */
export const IMPACT_SCALE = 100;

export interface ShardManifest {
  version: typeof SHARDED_FORMAT_VERSION;
  /** Folder of this build's shard files, e.g. `/search-index/3fa2c19d0b7e/`. */
  base: string;
  /** Sections indexed. */
  documentCount: number;
  /** What the impacts were computed with; a query with other boosts would rank differently. */
  scoring: { boost: Record<string, number>; bm25: { k: number; b: number; d: number } };
  /** Postings in the first tier, and the growth factor of later tiers. */
  tiers: { head: number; growth: number };
  /** Every index term, sorted: front-coded as alternating [length of the prefix shared with the previous term, rest]. */
  terms: Array<number | string>;
  /** Term index at which each head shard starts (head shard i holds terms [starts[i], starts[i + 1])). */
  headStarts: number[];
  /** First section id of each page, delta-coded (page p holds sections [first_p, first_p+1)). */
  pageStarts: number[];
  /** First page of each store (and forward) bucket, delta-coded. */
  bucketStarts: number[];
  /** Number of exact-label shards. */
  exactShards: number;
  /** The synonym table the index was built with (from content/terms.json); queries apply the same one. */
  synonyms?: SynonymTable;
}

/** A term's postings in one tier: section ids ascending (delta-coded) and their impacts, aligned. */
export type TierPostings = [docDeltas: number[], impacts: number[]];

/** Head shard `h<i>.json`: for each of its terms, the first tier and how many tiers follow it. */
export type HeadShard = Array<[docDeltas: number[], impacts: number[], tailTiers: number]>;

/** Exact shard `x<i>.json`: label key (see exactLabel.ts) → section ids (delta-coded). */
export type ExactShard = Record<string, number[]>;

/** Store bucket `s<i>.json`: its pages [route, title] and their sections [anchor, heading, excerpt, api], in id order. */
export interface StoreBucket {
  pages: Array<[route: string, pageTitle: string]>;
  sections: Array<[anchor: string, heading: string, excerpt: string, api: string]>;
}

/**
 * Forward bucket `f<i>.json` (same pages as store bucket i): per section, its terms that have tiers beyond
 * the head (ascending, delta-coded) and their impacts; a head-only term is complete once its head is loaded.
 */
export type ForwardBucket = Array<[termDeltas: number[], impacts: number[]]>;

export const headFile = (i: number) => `h${i}.json`;
export const tailFile = (term: number, tier: number) => `t${term}-${tier}.json`;
export const exactFile = (i: number) => `x${i}.json`;
export const storeFile = (i: number) => `s${i}.json`;
export const forwardFile = (i: number) => `f${i}.json`;

/** FNV-1a over UTF-16 code units: the same shard for a key in Node and in the browser. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The exact shard of a key; a key's marked forms (`unmarkedExactKey`) share it, so one query reads one shard per key. */
export function exactShardOf(key: string, shards: number): number {
  return hashKey(unmarkedExactKey(key)) % shards;
}

export function deltaEncode(values: number[]): number[] {
  return values.map((v, i) => (i ? v - values[i - 1] : v));
}

export function deltaDecode(deltas: number[]): number[] {
  const out = new Array<number>(deltas.length);
  let acc = 0;
  for (let i = 0; i < deltas.length; i += 1) {
    acc += deltas[i];
    out[i] = acc;
  }
  return out;
}

/** Sorted terms → alternating [shared prefix length, rest]. */
export function frontCode(sorted: string[]): Array<number | string> {
  const out: Array<number | string> = [];
  let previous = '';
  for (const term of sorted) {
    let shared = 0;
    const max = Math.min(previous.length, term.length);
    while (shared < max && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared += 1;
    out.push(shared, term.slice(shared));
    previous = term;
  }
  return out;
}

export function frontDecode(coded: Array<number | string>): string[] {
  const out: string[] = [];
  let previous = '';
  for (let i = 0; i < coded.length; i += 2) {
    previous = previous.slice(0, coded[i] as number) + (coded[i + 1] as string);
    out.push(previous);
  }
  return out;
}

/** Sizes of tier t (0 = head) for a given head size and growth. */
export function tierSize(tier: number, tiers: ShardManifest['tiers']): number {
  return tiers.head * tiers.growth ** tier;
}
