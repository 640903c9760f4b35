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

/** Bytes of a string in UTF-8. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

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

/**
 * Plans the files of the index. `hash` names the build's folder and entry file from the content (the
 * caller passes e.g. a sha256 prefix), so a new build never mixes with files a browser already holds.
 */
export function planShardedIndex(
  sectionsIn: SearchSection[],
  hash: (text: string) => string,
  options: ShardPlanOptions = {},
): ShardPlan {
  const o = { ...DEFAULTS, ...options };
  // Section ids in page order, each page's sections together (the store and the page table rely on it).
  const byRoute = new Map<string, SearchSection[]>();
  for (const s of sectionsIn) {
    const list = byRoute.get(s.route);
    if (list) list.push(s);
    else byRoute.set(s.route, [s]);
  }
  const sections = Array.from(byRoute.values()).flat();
  const pageFirst: number[] = [];
  let at = 0;
  for (const list of byRoute.values()) {
    pageFirst.push(at);
    at += list.length;
  }

  const { synonyms } = o;
  const engine = buildEngine(sections, synonyms);
  const js = engine.toJSON() as unknown as SerializedIndex;
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

  // Impacts per term, summed over fields.
  const terms = js.index.map(([term]) => term);
  const order = terms.map((_, i) => i).sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  const sortedTerms = order.map((i) => terms[i]);
  const postingsOf = (termData: Record<string, Record<string, number>>): Array<[number, number]> => {
    const impact = new Map<number, number>();
    for (const field of fieldNames) {
      const fieldId = js.fieldIds[field];
      const freqs = termData[fieldId];
      if (!freqs) continue;
      const shorts = Object.keys(freqs);
      for (const short of shorts) {
        const s = Number(short);
        const raw = bm25(
          freqs[short],
          shorts.length,
          js.documentCount,
          js.fieldLength[short][fieldId],
          js.averageFieldLength[fieldId],
        );
        const doc = sectionOfShort.get(s) as number;
        impact.set(doc, (impact.get(doc) ?? 0) + boosts[field] * raw);
      }
    }
    return Array.from(
      impact,
      ([doc, value]) => [doc, Math.max(1, Math.round(value * IMPACT_SCALE))] as [number, number],
    );
  };

  const files: Array<{ path: string; text: string }> = [];
  const put = (name: string, value: unknown) => files.push({ path: name, text: JSON.stringify(value) });

  // Tiers: best impact first (ties: lower id first); each tier stored by ascending id.
  const tiers = { head: o.head, growth: o.growth };
  const heads: HeadShard[number][] = [];
  const tails: Array<{ term: number; tier: number; value: [number[], number[]] }> = [];
  // Forward index: per section, [term, impact] in ascending term order (terms are visited in order), for
  // the terms that have tiers beyond the head.
  const forward: Array<Array<[number, number]>> = sections.map(() => []);
  sortedTerms.forEach((_, sortedIndex) => {
    const postings = postingsOf(js.index[order[sortedIndex]][1]).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    // Only terms with tiers beyond the head: a head-only term is complete once its head is loaded.
    if (postings.length > o.head) for (const [doc, impact] of postings) forward[doc].push([sortedIndex, impact]);
    const chunks: Array<Array<[number, number]>> = [];
    for (let start = 0, tier = 0; start < postings.length; tier += 1) {
      const size = tierSize(tier, tiers);
      chunks.push(postings.slice(start, start + size));
      start += size;
    }
    const encode = (chunk: Array<[number, number]>): [number[], number[]] => {
      const sorted = [...chunk].sort((a, b) => a[0] - b[0]);
      return [deltaEncode(sorted.map((p) => p[0])), sorted.map((p) => p[1])];
    };
    const [first, ...rest] = chunks;
    heads.push([...encode(first ?? []), rest.length]);
    rest.forEach((chunk, i) => tails.push({ term: sortedIndex, tier: i + 1, value: encode(chunk) }));
  });

  // Head shards: consecutive terms up to the target size.
  const headStarts: number[] = [];
  let shard: HeadShard = [];
  let shardBytes = 0;
  const flushHead = () => {
    if (!shard.length) return;
    put(headFile(headStarts.length - 1), shard);
    shard = [];
    shardBytes = 0;
  };
  heads.forEach((entry, i) => {
    const bytes = JSON.stringify(entry).length + 1;
    if (!shard.length || shardBytes + bytes > o.headShardBytes) {
      flushHead();
      headStarts.push(i);
    }
    shard.push(entry);
    shardBytes += bytes;
  });
  flushHead();
  for (const t of tails) put(tailFile(t.term, t.tier), t.value);

  // Exact labels.
  const labels = new Map<string, number[]>();
  sections.forEach((s, id) => {
    for (const key of exactLabelKeys(s, synonyms)) {
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

  // Store buckets of whole pages.
  const pages = Array.from(byRoute.values());
  const bucketStarts: number[] = [];
  let bucket: StoreBucket = { pages: [], sections: [] };
  let bucketBytes = 0;
  const flushBucket = () => {
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
      flushBucket();
      bucketStarts.push(p);
    }
    bucket.pages.push(page);
    bucket.sections.push(...rows);
    bucketBytes += bytes;
  });
  flushBucket();

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
    ...(synonyms ? { synonyms } : {}),
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
      bytes: [entry, ...placed].reduce((sum, f) => sum + utf8Length(f.text), 0),
    },
  };
}
