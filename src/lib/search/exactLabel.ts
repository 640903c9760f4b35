import type { StoredSection } from './options';
import { foldedWords, normalizeForMatch } from './normalize';
import { canonicalPhrase, SynonymTable } from './synonyms';

/**
 * Exact labels: a section whose heading (or page title, for a page's introduction) is exactly the query
 * ranks first. Exactly means equal once folded, without spaces, joiners or punctuation, and, with a synonym
 * table, also equal as canonical phrases: «گفت‌وگو با چت‌بات» typed is the heading «گفتگو با چت‌بات». The
 * comparison is by keys, so the sharded index can look a query's keys up without reading any label.
 *
 * Where a text's canonical phrase is its exact key (no word of it is in the table) one unmarked key stands
 * for both; otherwise its exact key is marked EXACT_ONLY and its canonical phrase CANONICAL_ONLY, so that
 * neither matches the other kind. Keys hold letters and digits only, so a mark is never part of one.
 */

const EXACT_ONLY = '!';
const CANONICAL_ONLY = '~';

/** The bonus of a section whose label is exactly the query: its score is multiplied by it. */
export const EXACT_BONUS = 2;

/** Text as exact matching compares it: folded, without spaces, joiners or punctuation. */
export function exactKey(text: string): string {
  return foldedWords(normalizeForMatch(text)).join('');
}

/** A key without its mark (the sharded index keeps a key's marked forms in one shard). */
export function unmarkedExactKey(key: string): string {
  return key.startsWith(EXACT_ONLY) || key.startsWith(CANONICAL_ONLY) ? key.slice(1) : key;
}

/** The keys of a section's label, with and without its parentheses. */
export function exactLabelKeys(
  stored: Pick<StoredSection, 'heading' | 'pageTitle'>,
  synonyms?: SynonymTable,
): string[] {
  const label = stored.heading || stored.pageTitle;
  const keys = new Set<string>();
  for (const text of [label, label.replace(/\([^)]*\)/g, '')]) {
    const exact = exactKey(text);
    if (!exact) continue;
    const canonical = synonyms ? canonicalPhrase(text, synonyms) : exact;
    if (canonical === exact) keys.add(exact);
    else {
      keys.add(EXACT_ONLY + exact);
      if (canonical) keys.add(CANONICAL_ONLY + canonical);
    }
  }
  return Array.from(keys);
}

/**
 * The keys a query looks up, from its prepared parts (src/lib/search/preparedQuery.ts): `typed`, its exact key,
 * and `canonical`, its canonical phrase ('' without a synonym table). A section whose label has one of them is
 * exactly the query.
 */
export function exactQueryKeys(typed: string, canonical: string): string[] {
  if (!typed) return [];
  const keys = [typed, EXACT_ONLY + typed];
  if (canonical) keys.push(canonical, CANONICAL_ONLY + canonical);
  return Array.from(new Set(keys));
}

/**
 * True when a section's label is exactly the query whose keys are `queryKeys`: what the sharded index reads
 * from its exact-label shards, worked out from the label itself (for an index that has no such shards).
 */
export function isExactLabel(
  queryKeys: readonly string[],
  stored: Pick<StoredSection, 'heading' | 'pageTitle'>,
  synonyms?: SynonymTable,
): boolean {
  if (!queryKeys.length) return false;
  const label = exactLabelKeys(stored, synonyms);
  return queryKeys.some((k) => label.includes(k));
}
