import type { StoredSection } from './options';
import { foldedWords, normalizeForMatch } from './normalize';
import { canonicalPhrase, SynonymTable } from './synonyms';
import { stemOf, SUFFIXES } from './tokenize';

/**
 * Exact labels: a section whose heading (or page title, for a page's introduction) is exactly the query
 * ranks first, and a page whose title is the query ranks above a section headed with it. Exactly means equal
 * once folded, without spaces, joiners or punctuation; also equal once plural endings are dropped from both
 * («مدل‌های زبانی» typed is the title «مدل زبانی»), and, with a synonym table, equal as canonical phrases
 * («گفت‌وگو با چت‌بات» typed is the heading «گفتگو با چت‌بات»). The comparison is by keys, so the sharded
 * index can look a query's keys up without reading any label.
 *
 * Where a text's canonical phrase is its exact key (no word of it is in the table) one unmarked key stands
 * for both; otherwise its exact key is marked EXACT_ONLY and its canonical phrase CANONICAL_ONLY, so that
 * neither matches the other kind. A page title's keys carry TITLE in front as well. Keys hold letters and
 * digits only, so a mark is never part of one.
 */

const EXACT_ONLY = '!';
const CANONICAL_ONLY = '~';
const TITLE = '^';
const MARKS = /^[!~^]+/;

/** The bonus of a section whose heading is exactly the query: its score is multiplied by it. */
export const EXACT_BONUS = 2;
/**
 * The bonus of a page's introduction when the page title is exactly the query: the page named for a topic
 * comes before the pages that only have a section of that name. On the tuning queries 4 is the smallest that
 * gains all it can (MRR 0.955 with 2 or 3, 0.964 with 4, 6 or 10).
 */
export const TITLE_BONUS = 4;

/** Text as exact matching compares it: folded, without spaces, joiners or punctuation. */
export function exactKey(text: string): string {
  return foldedWords(normalizeForMatch(text)).join('');
}

/**
 * The key of folded words once plural endings are dropped: an ending written apart («مدل های») joins its word
 * first, as the tokenizer joins it.
 */
export function stemKey(words: readonly string[]): string {
  const joined: string[] = [];
  for (const w of words) {
    if (joined.length && SUFFIXES.has(w)) joined[joined.length - 1] += w;
    else joined.push(w);
  }
  return joined.map(stemOf).join('');
}

/** A key without its marks (the sharded index keeps a key's marked forms in one shard). */
export function unmarkedExactKey(key: string): string {
  return key.replace(MARKS, '');
}

/** The texts a label is matched as: itself, without its parentheses, and a title's parenthesised name alone. */
function labelTexts(label: string, isTitle: boolean): string[] {
  const texts = [label, label.replace(/\([^)]*\)/g, '')];
  if (isTitle) for (const m of label.matchAll(/\(([^)]*)\)/g)) texts.push(m[1]);
  return texts;
}

/** The keys of a section's label (see the module comment). */
export function exactLabelKeys(
  stored: Pick<StoredSection, 'heading' | 'pageTitle'>,
  synonyms?: SynonymTable,
): string[] {
  const isTitle = !stored.heading;
  const label = stored.heading || stored.pageTitle;
  const keys = new Set<string>();
  for (const text of labelTexts(label, isTitle)) {
    const exact = exactKey(text);
    if (!exact) continue;
    const canonical = synonyms ? canonicalPhrase(text, synonyms) : exact;
    if (canonical === exact) keys.add(exact);
    else {
      keys.add(EXACT_ONLY + exact);
      if (canonical) keys.add(CANONICAL_ONLY + canonical);
    }
    const stem = stemKey(foldedWords(normalizeForMatch(text)));
    if (stem !== exact) keys.add(EXACT_ONLY + stem);
  }
  return Array.from(keys, (k) => (isTitle ? TITLE + k : k));
}

/**
 * The keys a query looks up, from its prepared parts (src/lib/search/preparedQuery.ts): `typed`, its exact key,
 * `canonical`, its canonical phrase ('' without a synonym table), `stem`, its key without plural endings, and
 * `corrected`, the keys of its misspelt words corrected (spelling.ts).
 * A section whose label has one of them is exactly the query; each is looked up as a heading's and a title's.
 */
export function exactQueryKeys(
  typed: string,
  canonical: string,
  stem = typed,
  corrected: readonly string[] = [],
): string[] {
  if (!typed) return [];
  const keys = [typed, EXACT_ONLY + typed];
  for (const form of [stem, ...corrected]) if (form !== typed) keys.push(form, EXACT_ONLY + form);
  if (canonical) keys.push(canonical, CANONICAL_ONLY + canonical);
  const unique = Array.from(new Set(keys));
  return [...unique, ...unique.map((k) => TITLE + k)];
}

/** The bonus a section gets when its label has `key`: a title's, a heading's. */
export function bonusOfKey(key: string): number {
  return key.startsWith(TITLE) ? TITLE_BONUS : EXACT_BONUS;
}

/**
 * What a section's score is multiplied by for the query whose keys are `queryKeys`: TITLE_BONUS when its page
 * title is exactly the query, EXACT_BONUS when its heading is, else 1. The sharded index reads the same from
 * its exact-label shards; this works it out from the label itself (for an index that has no such shards).
 */
export function labelBonus(
  queryKeys: readonly string[],
  stored: Pick<StoredSection, 'heading' | 'pageTitle'>,
  synonyms?: SynonymTable,
): number {
  if (!queryKeys.length) return 1;
  const label = new Set(exactLabelKeys(stored, synonyms));
  return Math.max(1, ...queryKeys.filter((k) => label.has(k)).map(bonusOfKey));
}
