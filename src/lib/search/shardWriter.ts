import { exactLabelKeys } from './exactLabel';
import { buildEngine } from './wholeIndex';
import { miniSearchOptions, querySearchOptions, SearchSection } from './options';
import type { SynonymTable } from './synonyms';
import {
  BM25_PARAMS,
  deltaEncode,
  exactFile,
  exactShardOf,
  ExactShard,
  ForwardBucket,
  forwardFile,
  frontCode,
  headFile,
  HeadShard,
  IMPACT_SCALE,
  SHARDED_FORMAT_VERSION,
  ShardManifest,
  storeFile,
  StoreBucket,
  tailFile,
  tierSize,
} from './shardFormat';

/**
 * Build side of the sharded search index (see shardFormat.ts): from the sections of every document to the
 * files to write, with no file system access. The index is MiniSearch's, built with the site's options;
 * its postings and field lengths become impacts, tiers, shards and store buckets.
 */

export interface ShardPlanOptions {
  /** Postings in a term's first tier. */
  head?: number;
  /** Growth factor of each later tier. */
  growth?: number;
  /** Target size of a head shard (bytes of JSON). */
  headShardBytes?: number;
  /** Target size of a store bucket (bytes of JSON); a page larger than this has a bucket of its own. */
  storeBucketBytes?: number;
  /** Target size of an exact-label shard (bytes of JSON, on average). */
  exactShardBytes?: number;
  /** The synonym table of content/terms.json: applied to the index's tokens and its labels' keys, and kept in the entry file. */
  synonyms?: SynonymTable;
}

export interface ShardPlan {
  /** Name of the entry file (the manifest), content-hashed by the caller's `hash`. */
  entryName: string;
  manifest: ShardManifest;
  /** Every file to write: path relative to the site root, and its JSON text. */
  files: Array<{ path: string; text: string }>;
  stats: {
    sections: number;
    pages: number;
    terms: number;
    headShards: number;
    tailFiles: number;
    exactShards: number;
    storeBuckets: number;
    bytes: number;
  };
}

const utf8 = new TextEncoder();

/** Folder of the shards in the site root: search-index/<hash>/ beside search-index.<hash>.json. */
export const SHARD_FOLDER = 'search-index';

const DEFAULTS: Required<Omit<ShardPlanOptions, 'synonyms'>> = {
  head: 64,
  growth: 4,
  headShardBytes: 6_000,
  storeBucketBytes: 6_000,
  exactShardBytes: 8_000,
};

interface SerializedIndex {
  documentCount: number;
  documentIds: Record<string, string>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

/** BM25+ parameters a query runs with: MiniSearch's defaults unless the query options set them. */
export function bm25Params(): ShardManifest['scoring']['bm25'] {
  return { ...BM25_PARAMS, ...querySearchOptions.bm25 };
}

/** MiniSearch 7's BM25+ (calcBM25Score), for one field. */
function bm25(termFreq: number, matching: number, total: number, fieldLength: number, avgFieldLength: number): number {
  const { k, b, d } = bm25Params();
  const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/** Field boosts as MiniSearch applies them to a query: the query's boost, or 1. */
export function fieldBoosts(): Record<string, number> {
  const boost = (querySearchOptions.boost ?? {}) as Record<string, number>;
  return Object.fromEntries(miniSearchOptions.fields.map((f) => [f, boost[f] || 1]));
}

type Put = (name: string, value: unknown) => void;
type Posting = [section: number, impact: number];
type Options = Required<Omit<ShardPlanOptions, 'synonyms'>> & Pick<ShardPlanOptions, 'synonyms'>;

/** Sections in page order, each page's sections together (the store and the page table rely on it). */
function byPage(sectionsIn: SearchSection[]): {
  pages: SearchSection[][];
  sections: SearchSection[];
  pageFirst: number[];
} {
  const byRoute = new Map<string, SearchSection[]>();
  for (const s of sectionsIn) {
    const list = byRoute.get(s.route);
    if (list) list.push(s);
    else byRoute.set(s.route, [s]);
  }
  const pages = Array.from(byRoute.values());
  const pageFirst: number[] = [];
  let at = 0;
  for (const list of pages) {
    pageFirst.push(at);
    at += list.length;
  }
  return { pages, sections: pages.flat(), pageFirst };
}

/** MiniSearch's index of `sections` as term → postings with impacts (BM25+ per field × boost, summed). */
function impactsOf(sections: SearchSection[], synonyms: SynonymTable | undefined) {
  const js = buildEngine(sections, synonyms).toJSON() as unknown as SerializedIndex;
  if (js.serializationVersion !== 2)
    throw new Error(
      `Search index: MiniSearch serialisation version ${js.serializationVersion} is not the one this writer reads (2)`,
    );
  // MiniSearch's short ids → our section ids (the position in `sections`).
  const idOf = new Map(sections.map((s, i) => [s.id, i]));
  const sectionOfShort = new Map(
    Object.entries(js.documentIds).map(([short, id]) => [Number(short), idOf.get(id) as number]),
  );
  const boosts = fieldBoosts();
  const fieldNames = Object.keys(js.fieldIds);
  const terms = js.index.map(([term]) => term);
  const order = terms.map((_, i) => i).sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  const postingsOf = (termData: Record<string, Record<string, number>>): Posting[] => {
    const impact = new Map<number, number>();
    for (const field of fieldNames) {
      const fieldId = js.fieldIds[field];
      const freqs = termData[fieldId];
      if (!freqs) continue;
      const shorts = Object.keys(freqs);
      for (const short of shorts) {
        const raw = bm25(
          freqs[short],
          shorts.length,
          js.documentCount,
          js.fieldLength[short][fieldId],
          js.averageFieldLength[fieldId],
        );
        const doc = sectionOfShort.get(Number(short)) as number;
        impact.set(doc, (impact.get(doc) ?? 0) + boosts[field] * raw);
      }
    }
    return Array.from(impact, ([doc, value]) => [doc, Math.max(1, Math.round(value * IMPACT_SCALE))] as Posting);
  };
  return {
    boosts,
    sortedTerms: order.map((i) => terms[i]),
    /** The postings of the i-th term in sorted order, best impact first (ties: lower id first). */
    postings: (sortedIndex: number) =>
      postingsOf(js.index[order[sortedIndex]][1]).sort((a, b) => b[1] - a[1] || a[0] - b[0]),
  };
}

/**
 * Each term's postings in tiers (head, then files of their own), and the forward index: per section, the
 * [term, impact] of the terms that have tiers beyond the head, in ascending term order.
 */
function tiersOf(termCount: number, postings: (term: number) => Posting[], sectionCount: number, o: Options) {
  const tiers = { head: o.head, growth: o.growth };
  const heads: HeadShard[number][] = [];
  const tails: Array<{ term: number; tier: number; value: [number[], number[]] }> = [];
  const forward: Posting[][] = Array.from({ length: sectionCount }, () => []);
  const encode = (chunk: Posting[]): [number[], number[]] => {
    const sorted = [...chunk].sort((a, b) => a[0] - b[0]);
    return [deltaEncode(sorted.map((p) => p[0])), sorted.map((p) => p[1])];
  };
  for (let term = 0; term < termCount; term += 1) {
    const list = postings(term);
    // Only terms with tiers beyond the head: a head-only term is complete once its head is loaded.
    if (list.length > o.head) for (const [doc, impact] of list) forward[doc].push([term, impact]);
    const chunks: Posting[][] = [];
    for (let start = 0, tier = 0; start < list.length; tier += 1) {
      const size = tierSize(tier, tiers);
      chunks.push(list.slice(start, start + size));
      start += size;
    }
    const [first, ...rest] = chunks;
    heads.push([...encode(first ?? []), rest.length]);
    rest.forEach((chunk, i) => tails.push({ term, tier: i + 1, value: encode(chunk) }));
  }
  return { tiers, heads, tails, forward };
}

/** Head shards of consecutive terms up to the target size; returns the first term of each. */
function writeHeadShards(heads: HeadShard[number][], o: Options, put: Put): number[] {
  const headStarts: number[] = [];
  let shard: HeadShard = [];
  let shardBytes = 0;
  const flush = () => {
    if (!shard.length) return;
    put(headFile(headStarts.length - 1), shard);
    shard = [];
    shardBytes = 0;
  };
  heads.forEach((entry, i) => {
    const bytes = JSON.stringify(entry).length + 1;
    if (!shard.length || shardBytes + bytes > o.headShardBytes) {
      flush();
      headStarts.push(i);
    }
    shard.push(entry);
    shardBytes += bytes;
  });
  flush();
  return headStarts;
}

/** Exact-label shards: each label key → its sections, in shards by the key's hash; returns their number. */
function writeExactShards(sections: SearchSection[], o: Options, put: Put): number {
  const labels = new Map<string, number[]>();
  sections.forEach((s, id) => {
    for (const key of exactLabelKeys(s, o.synonyms)) {
      const list = labels.get(key);
      if (list) list.push(id);
      else labels.set(key, [id]);
    }
  });
  // Sized by bytes: a heading many pages share ("پارامترها") lists many sections.
  const labelBytes = Array.from(
    labels,
    ([key, ids]) => key.length * 2 + JSON.stringify(deltaEncode(ids)).length,
  ).reduce((a, b) => a + b, 0);
  const exactShards = Math.max(1, Math.ceil(labelBytes / o.exactShardBytes));
  const exact: ExactShard[] = Array.from({ length: exactShards }, () => ({}));
  for (const [key, ids] of labels) exact[exactShardOf(key, exactShards)][key] = deltaEncode(ids);
  exact.forEach((x, i) => put(exactFile(i), x));
  return exactShards;
}

/** Store buckets of whole pages and their forward buckets; returns the first page of each. */
function writeBuckets(pages: SearchSection[][], pageFirst: number[], forward: Posting[][], o: Options, put: Put) {
  const bucketStarts: number[] = [];
  let bucket: StoreBucket = { pages: [], sections: [] };
  let bucketBytes = 0;
  const flush = () => {
    if (!bucket.pages.length) return;
    const i = bucketStarts.length - 1;
    put(storeFile(i), bucket);
    const first = pageFirst[bucketStarts[i]];
    const fwd: ForwardBucket = forward
      .slice(first, first + bucket.sections.length)
      .map((list) => [deltaEncode(list.map((e) => e[0])), list.map((e) => e[1])]);
    put(forwardFile(i), fwd);
    bucket = { pages: [], sections: [] };
    bucketBytes = 0;
  };
  pages.forEach((list, p) => {
    const page: [string, string] = [list[0].route, list[0].pageTitle];
    const rows = list.map((s) => [s.anchor, s.heading, s.excerpt, s.api] as [string, string, string, string]);
    const bytes = JSON.stringify([page, rows]).length;
    if (!bucket.pages.length || bucketBytes + bytes > o.storeBucketBytes) {
      flush();
      bucketStarts.push(p);
    }
    bucket.pages.push(page);
    bucket.sections.push(...rows);
    bucketBytes += bytes;
  });
  flush();
  return bucketStarts;
}

/**
 * Plans the files of the index. `hash` names the build's folder and entry file from the content (the
 * caller passes e.g. a sha256 prefix), so a new build never mixes with files a browser already holds.
 */
export function planShardedIndex(
  sectionsIn: SearchSection[],
  hash: (text: string) => string,
  options: ShardPlanOptions = {},
): ShardPlan {
  const o: Options = { ...DEFAULTS, ...options };
  const { pages, sections, pageFirst } = byPage(sectionsIn);
  const { boosts, sortedTerms, postings } = impactsOf(sections, o.synonyms);
  const files: Array<{ path: string; text: string }> = [];
  const put: Put = (name, value) => files.push({ path: name, text: JSON.stringify(value) });

  const { tiers, heads, tails, forward } = tiersOf(sortedTerms.length, postings, sections.length, o);
  const headStarts = writeHeadShards(heads, o, put);
  for (const t of tails) put(tailFile(t.term, t.tier), t.value);
  const exactShards = writeExactShards(sections, o, put);
  const bucketStarts = writeBuckets(pages, pageFirst, forward, o, put);

  // Everything of the entry but its version and its own folder name.
  const entryData = {
    documentCount: sections.length,
    scoring: { boost: boosts, bm25: bm25Params() },
    tiers,
    terms: frontCode(sortedTerms),
    headStarts: deltaEncode(headStarts),
    pageStarts: deltaEncode(pageFirst),
    bucketStarts: deltaEncode(bucketStarts),
    exactShards,
    ...(o.synonyms ? { synonyms: o.synonyms } : {}),
  };
  // Named by everything written (a new format version or synonym table alone gives a new name too), so a new
  // build never mixes with files a browser already holds.
  const id = hash(
    [
      JSON.stringify({ version: SHARDED_FORMAT_VERSION, ...entryData }),
      ...files.map((f) => `${f.path}\n${f.text}`),
    ].join('\n'),
  );
  const manifest: ShardManifest = { version: SHARDED_FORMAT_VERSION, base: `/${SHARD_FOLDER}/${id}/`, ...entryData };
  const entryName = `search-index.${id}.json`;
  const placed = files.map((f) => ({ path: `${SHARD_FOLDER}/${id}/${f.path}`, text: f.text }));
  const entry = { path: entryName, text: JSON.stringify(manifest) };
  return {
    entryName,
    manifest,
    files: [entry, ...placed],
    stats: {
      sections: sections.length,
      pages: pages.length,
      terms: sortedTerms.length,
      headShards: headStarts.length,
      tailFiles: tails.length,
      exactShards,
      storeBuckets: bucketStarts.length,
      bytes: [entry, ...placed].reduce((sum, f) => sum + utf8.encode(f.text).length, 0),
    },
  };
}
