import SearchableMap from 'minisearch/SearchableMap';
import type { SynonymTable } from './synonyms';
import { stemOf } from './tokenize';
/**
 * Other spellings of a query word the index does not hold, found among the index's own terms: two letters
 * typed in the wrong order («opeani» → openai; the index's fuzzy match forgives one edit, and a swap is two),
 * and a Persian word typed in Latin letters, Finglish («gheymat» → قیمت, «payegah danesh» → پایگاه دانش).
 *
 * Finglish is matched by consonant skeleton: vowels are mostly not written in Persian and written freely in
 * Finglish, so both sides drop them (ا و ی ع and a e i o u y v w) and map the letters that sound alike to one
 * class (س ص ث and s; ز ذ ض ظ and z; ت ط and t; ق غ and gh, q; ح ه and h; خ and kh, x…). A word-final ه
 * after a consonant is a vowel and is dropped too (خلاصه = kholase). Of the terms with the query's skeleton,
 * those whose vowels are closest to what was typed are kept (a few at most): they are the word's
 * alternatives, matched as the word itself but weighted below it (options.ts, ALTERNATIVE_WEIGHT).
 */

/** What the alternatives are looked up in: the index's terms. */
export interface Vocabulary {
  has(term: string): boolean;
  /** Persian terms by consonant skeleton (`persianSkeleton`). */
  bySkeleton(skeleton: string): readonly string[];
  /** Terms one edit away from `word`. */
  near(word: string): string[];
}

/** Finglish alternatives kept per word at most. */
const MAX_FINGLISH = 6;

const PERSIAN_CLASS: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ج: 'j',
  چ: 'c',
  ح: 'h',
  ه: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ر: 'r',
  ژ: 'J',
  ش: 'S',
  غ: 'q',
  ق: 'q',
  ف: 'f',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
};
/** Persian letters that are vowels (or carry one) in the skeleton's sense, and how they sound in the closeness check. */
const PERSIAN_VOWEL: Record<string, string> = { ا: 'a', ع: '', و: 'u', ی: 'i' };

/** Latin letter groups, longest first, and their class (consonants) or sound (vowels, lower-case in VOWELS). */
const LATIN_GROUPS: Array<[string, string]> = [
  ['kh', 'x'],
  ['gh', 'q'],
  ['sh', 'S'],
  ['ch', 'c'],
  ['zh', 'J'],
  ['ee', 'i'],
  ['oo', 'u'],
  ['ou', 'u'],
  ['q', 'q'],
  ['x', 'x'],
  ['c', 'k'],
  ['v', 'u'],
  ['w', 'u'],
  ['y', 'i'],
  ['o', 'u'],
  ['e', ''],
];
const VOWELS = new Set(['a', 'i', 'u', '']);
const LATIN_WORD = /^[a-z]{3,}$/;
const PERSIAN_WORD = /^[\u0600-\u06FF]+$/;

/** Collapses doubled letters (Persian does not write a doubled consonant twice). */
const undouble = (s: string) => s.replace(/(.)\1+/g, '$1');

/** A Persian word's [skeleton, vowel-aware sound]. */
export function persianSkeleton(word: string): [string, string] {
  let skeleton = '';
  let sound = '';
  for (let i = 0; i < word.length; i += 1) {
    const ch = word[i];
    // Final ه after a consonant is the vowel «e» (خلاصه), after ا or و it is «h» (پایگاه).
    if (ch === 'ه' && i === word.length - 1 && i > 0 && !(word[i - 1] in PERSIAN_VOWEL)) continue;
    if (ch in PERSIAN_VOWEL) sound += PERSIAN_VOWEL[ch];
    else if (PERSIAN_CLASS[ch]) {
      skeleton += PERSIAN_CLASS[ch];
      sound += PERSIAN_CLASS[ch];
    }
  }
  return [undouble(skeleton), undouble(sound)];
}

/** A Latin word's [skeleton, vowel-aware sound], read as Finglish. */
export function latinSkeleton(word: string): [string, string] {
  let skeleton = '';
  let sound = '';
  const w = word.replace(/eh$/, 'e');
  for (let i = 0; i < w.length;) {
    const group = LATIN_GROUPS.find(([from]) => w.startsWith(from, i));
    const [from, to] = group ?? [w[i], w[i]];
    i += from.length;
    sound += to;
    if (!VOWELS.has(to)) skeleton += to;
  }
  return [undouble(skeleton), undouble(sound)];
}

/** Edit distance (Levenshtein) of two short strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/**
 * A vocabulary over `terms` (with `dictionary`, a SearchableMap of them the caller already holds); the skeleton
 * table and the dictionary are built on the first lookup that needs them.
 */
export function vocabularyOf(terms: readonly string[], dictionary?: SearchableMap<unknown>): Vocabulary {
  const all = new Set(terms);
  let skeletons: Map<string, string[]> | null = null;
  let map = dictionary ?? null;
  return {
    has: (term) => all.has(term),
    near(word) {
      if (!map) {
        const built = new SearchableMap<number>();
        for (const t of all) built.set(t, 0);
        map = built;
      }
      return Array.from(map.fuzzyGet(word, 1) ?? [], ([t, [, d]]) => [t, d] as const)
        .filter(([, d]) => d === 1)
        .map(([t]) => t)
        .sort();
    },
    bySkeleton(skeleton) {
      if (!skeletons) {
        skeletons = new Map();
        for (const t of all) {
          if (!PERSIAN_WORD.test(t)) continue;
          const [s] = persianSkeleton(t);
          if (s.length < 2) continue;
          const list = skeletons.get(s);
          if (list) list.push(t);
          else skeletons.set(s, [t]);
        }
      }
      return skeletons.get(skeleton) ?? [];
    },
  };
}

/** Swapped neighbours are one edit here (Damerau), not two as in Levenshtein's distance. */
function oneEditOrSwap(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (distance(a, b) <= 1) return true;
  if (a.length !== b.length) return false;
  const diff = Array.from(a).flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/**
 * Index terms `term` may be a misspelling of (see the module comment); none when the index holds the term. With
 * `synonyms`, a misspelt listed word («امبدینک» for «امبدینگ») leads where the word leads.
 */
export function alternativesOf(term: string, vocabulary: Vocabulary, synonyms?: SynonymTable): string[] {
  if (vocabulary.has(term) || term.length < 3) return [];
  const out = new Set<string>();
  if (synonyms && term.length >= 4 && !Object.prototype.hasOwnProperty.call(synonyms, term)) {
    for (const [key, to] of Object.entries(synonyms))
      if (oneEditOrSwap(term, key)) for (const t of to) if (vocabulary.has(t)) out.add(t);
  }
  if (term.length >= 4 && /^[\p{L}]+$/u.test(term)) {
    for (let i = 0; i + 1 < term.length; i += 1) {
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      if (swapped !== term && vocabulary.has(swapped)) out.add(swapped);
    }
  }
  if (LATIN_WORD.test(term)) {
    const [skeleton, sound] = latinSkeleton(term);
    const found = skeleton.length >= 2 ? vocabulary.bySkeleton(skeleton) : [];
    const ranked = found
      .map((t) => ({ t, d: distance(sound, persianSkeleton(t)[1]) }))
      .sort((a, b) => a.d - b.d || a.t.length - b.t.length || (a.t < b.t ? -1 : 1));
    const best = ranked[0]?.d ?? 0;
    for (const { t, d } of ranked.slice(0, MAX_FINGLISH)) if (d <= best + 1) out.add(t);
    // A plural read from Finglish (modelhaye → مدلهای) also leads to its stem, as one typed in Persian does.
    for (const t of Array.from(out)) if (vocabulary.has(stemOf(t))) out.add(stemOf(t));
  }
  return Array.from(out);
}

/** Corrections kept per word at most, and corrected spellings of a query at most. */
const MAX_CORRECTIONS = 3;
const MAX_SPELLINGS = 4;

/**
 * The query's words as the index may hold them, joined as exact-label keys (exactLabel.ts): each word the index
 * does not hold replaced by its alternatives or by a term one edit away («پایگا دانش» → «پایگاهدانش»), and
 * the whole query one edit away from one term («خلاصهساذ» → «خلاصهساز»). Stopwords and words of fewer than
 * three letters stay as typed; none when every word is held as typed.
 */
export function correctedSpellings(
  words: readonly string[],
  vocabulary: Vocabulary,
  keep: (w: string) => boolean,
): string[] {
  const options = words.map((w) => {
    if (keep(w) || vocabulary.has(w) || w.length < 3) return [w];
    const found = [...alternativesOf(w, vocabulary), ...(w.length >= 4 ? vocabulary.near(w) : [])];
    const unique = Array.from(new Set(found)).slice(0, MAX_CORRECTIONS);
    return unique.length ? unique : [w];
  });
  const typed = words.join('');
  let spellings = [''];
  for (const list of options) spellings = spellings.flatMap((p) => list.map((w) => p + w)).slice(0, MAX_SPELLINGS);
  const whole = words.length > 1 && typed.length >= 5 && !vocabulary.has(typed) ? vocabulary.near(typed) : [];
  return Array.from(new Set([...spellings, ...whole]))
    .filter((k) => k !== typed)
    .slice(0, MAX_SPELLINGS);
}
