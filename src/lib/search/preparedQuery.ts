import { exactQueryKeys, stemKey } from './exactLabel';
import { foldedWords, normalize, withoutJoiners, ZWNJ } from './normalize';
import { alternativesOf, correctedSpellings, Vocabulary } from './spelling';
import { applySynonyms, canonicalWords, phraseKeys, SynonymTable } from './synonyms';
import { STOPWORDS, tokenizeNormalized } from './tokenize';

/**
 * A query prepared once, as the reader typed it: folded like the index (normalize.ts), split into the index's
 * tokens (tokenize.ts, with adjacent words also joined), and given the synonyms its index was built with
 * (synonyms.ts). Everything after reads this value and none of them goes back to the text: the index lookup
 * (sharded.ts, or MiniSearch in wholeIndex.ts) reads `terms`, the exact-label bonus reads `exactKeys`, and the
 * snippet marks the terms as prepared here (query.ts, snippet.ts).
 */

/** One term of a query and how it may match the index's terms. */
export interface QueryTerm {
  /** The token, as the index holds tokens (folded, joiners removed, lower-case). */
  readonly text: string;
  /** Also matches the index's longer terms that begin with it: only a term at the end of the query (still being typed). */
  readonly prefix: boolean;
  /** Edits forgiven when matching (a typo): 1 for a word of four letters or more, else 0 (see `typosForgiven`). */
  readonly typos: number;
  /** Multiplies the term's matches: a whole identifier outweighs its parts (see `termBoost`). */
  readonly boost: number;
  /**
   * Index terms matched as this term, below it (options.ts, ALTERNATIVE_WEIGHT): what a word the index does not
   * hold may be a misspelling of (spelling.ts: swapped letters, Finglish); none when no vocabulary is given.
   */
  readonly alternatives: readonly string[];
}

export interface PreparedQuery {
  /** The query as typed. */
  readonly text: string;
  /** Its terms, in order, without repeats; none when the query holds nothing searchable (stopwords, punctuation). */
  readonly terms: readonly QueryTerm[];
  /** The keys of the labels (headings, page titles) that are exactly this query (exactLabel.ts). */
  readonly exactKeys: readonly string[];
}

const IDENTIFIER = /[-_./:@]/;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * A whole identifier typed as such (gpt-4o-mini, /api/v1/storage, api.tapsage.com) is what the reader means;
 * its parts (gpt, 4o, mini) only help when the whole is not found.
 */
export function termBoost(term: string, terms: readonly string[]): number {
  if (IDENTIFIER.test(term)) return 3;
  return terms.some((t) => t !== term && IDENTIFIER.test(t) && t.split(IDENTIFIER).includes(term)) ? 0.4 : 1;
}

/**
 * One typo forgiven in a word of four letters or more, none in a number, nor in a word of the synonym table:
 * that word is spelled as readers write it («ربات» is the listed word for a chatbot, not a misspelt «بات»).
 */
export function typosForgiven(term: string, synonyms?: SynonymTable): number {
  if (term.length < 4 || /^[\d.]+$/.test(term)) return 0;
  return synonyms && Object.prototype.hasOwnProperty.call(synonyms, term) ? 0 : 1;
}

/**
 * The parts of the query's ZWNJ compounds that the terms list names whole («چت‌بات»: چت, بات): the reader
 * typed one word, which the index holds whole too, so its parts (and their synonyms) are not searched as
 * words of their own; a part the query also has as a word of its own stays.
 */
function partsOfListedCompounds(normalized: string, synonyms: SynonymTable): Set<string> {
  const listed = (t: string) =>
    Object.prototype.hasOwnProperty.call(synonyms, t) || Object.values(synonyms).some((to) => to.includes(t));
  const words = normalized.split(/[^\p{L}\p{N}\u200C]+/u).filter(Boolean);
  const alone = new Set(words.filter((w) => !w.includes(ZWNJ)));
  const parts = new Set<string>();
  for (const w of words) {
    const pieces = w.split(ZWNJ).filter(Boolean);
    if (pieces.length > 1 && listed(pieces.join(''))) for (const p of pieces) if (!alone.has(p)) parts.add(p);
  }
  return parts;
}

/**
 * Prepares `text` for the index built with `synonyms` (whose terms are `vocabulary`). As the reader types, only the last word may be
 * unfinished, so only terms the query ends with are prefixes (a prefix on every word lets body text with many
 * forms of a word outweigh a title match); words of four letters or more, numbers aside, forgive one typo.
 */
export function prepareQuery(text: string, synonyms?: SynonymTable, vocabulary?: Vocabulary): PreparedQuery {
  const normalized = normalize(text);
  // The query as exact labels compare it: its words, joiners, spaces and punctuation left out. It is also
  // what the prefix rule reads: a term is being typed when the query ends with it.
  const words = foldedWords(withoutJoiners(normalized));
  const typed = words.join('');
  const tokens = tokenizeNormalized(normalized, { pairs: true, unique: true });
  if (synonyms) for (const key of phraseKeys(words, synonyms)) if (!tokens.includes(key)) tokens.push(key);
  const parts = synonyms ? partsOfListedCompounds(normalized, synonyms) : new Set<string>();
  const whole = tokens.filter((t) => !parts.has(t));
  const expanded = synonyms ? Array.from(new Set(applySynonyms(whole, synonyms))) : tokens;
  const canonical = synonyms && typed ? canonicalWords(words, synonyms) : '';
  const terms = expanded.map((term) => ({
    text: term,
    prefix: term.length >= 2 && typed.endsWith(term.replace(NOT_WORD, '')),
    typos: typosForgiven(term, synonyms),
    boost: termBoost(term, expanded),
    alternatives: vocabulary ? alternativesOf(term, vocabulary, synonyms) : [],
  }));
  const corrected = vocabulary ? correctedSpellings(words, vocabulary, (w) => STOPWORDS.has(w)) : [];
  return { text, terms, exactKeys: exactQueryKeys(typed, canonical, stemKey(words), corrected) };
}
