import { normalize, ZWNJ } from './normalize';

/**
 * Tokens for the index and the query, after `normalize`. Persian writes one word as parts joined by a
 * zero-width non-joiner (می‌شود), by nothing (میشود) or, typed in a hurry, by a space (می شود). So a word
 * written with ZWNJ yields its joined form and its meaningful parts, and a verb prefix or plural/comparative
 * suffix standing alone next to a word is joined to it: all three spellings share the token «میشود».
 * English words, API paths and model ids keep their whole form (gpt-4o-mini, /api/v1/chat/session) and
 * yield their parts too, so either is found as typed.
 */

/** Prefixes written apart from their word with a ZWNJ or a space. */
export const PREFIXES = new Set(['می', 'نمی', 'بی']);

/** Suffixes written apart from their word with a ZWNJ or a space. */
export const SUFFIXES = new Set([
  'ها',
  'های',
  'هایی',
  'هایم',
  'هایت',
  'هایش',
  'هایمان',
  'هایتان',
  'هایشان',
  'تر',
  'ترین',
  'ترها',
  'ی',
  'ای',
  'اید',
  'ایم',
  'ام',
  'اش',
  'ات',
  'اند',
]);

/**
 * Words too common to help ranking; dropped from both sides (after joining, so می + شود still joins). Readers
 * type the function words as written, as spoken (رو for را, تو for در, یه for یک) and in Latin letters
 * (Finglish: baraye, az, ro…); a question word or a pronoun says nothing of the topic either.
 */
export const STOPWORDS = new Set(
  [
    'و در به از که را با این آن ان برای یا تا هم بر اما نیز است هر اگر یک شما ما خود ها',
    'رو تو توی یه اگه واسه اون همون من چه چی چطور چطوری چجوری چگونه کجا چرا آیا',
    'va dar be az ke ra ro ba baraye bara ya ta ham oon un ye yek age agar har ma shoma man khod ast hast',
    'chi che chie chiye chera chetor chetori chejoori chegoone koja aya',
    'کنم کنه کنیم کنید کنن کند کنند میشه بشه هست هستن هستند بود باید دارم داره konam kone konim konid mishe beshe hastan hastand bood bayad daram dare',
    'the a an of to and or in is for on http https www',
  ]
    .join(' ')
    .split(' '),
);

// A chunk: letters, digits and joiners, with identifier punctuation allowed between alphanumerics.
const CHUNK = /[\p{L}\p{N}\u200C]+(?:[-_./:@][\p{L}\p{N}]+)*/gu;
const IDENT_SEPARATORS = /[-_./:@]/;
const PERSIAN = /[\u0600-\u06FF]/;

export interface TokenizeOptions {
  /** Also emit every adjacent pair of words joined (for queries: «پایگاه داده» finds «پایگاهداده»). */
  pairs?: boolean;
  /** Drop repeated tokens (queries); the index keeps repeats, which count towards term frequency. */
  unique?: boolean;
}

function keep(token: string): boolean {
  if (!token || STOPWORDS.has(token)) return false;
  return token.length > 1 || /\d/.test(token);
}

/** Plural and superlative endings written without a separator (مدلها، کلیدهای، سریعترین): also the stem. */
const ATTACHED_SUFFIX = /^([\u0600-\u06FF]{3,}?)(هایی|های|ها|ترین)$/;

/** A Persian word without the plural or superlative ending glued to it (مدلهای → مدل); other words as they are. */
export function stemOf(word: string): string {
  return ATTACHED_SUFFIX.exec(word)?.[1] ?? word;
}

/** Splits a chunk at ZWNJs, dropping empty parts. */
function parts(chunk: string): string[] {
  return chunk.split(ZWNJ).filter(Boolean);
}

/** Tokens of already-normalised text. */
export function tokenizeNormalized(text: string, options: TokenizeOptions = {}): string[] {
  const out: string[] = [];
  const add = (t: string) => {
    if (keep(t)) out.push(t);
  };
  // Words as the writer separated them with spaces or punctuation; each keeps its ZWNJ parts.
  const words = Array.from(text.matchAll(CHUNK), (m) => m[0])
    .map((w) => w.replace(/^\u200C+|\u200C+$/g, ''))
    .filter(Boolean);

  let i = 0;
  while (i < words.length) {
    // Greedily join the space-separated run: prefix + word, word + suffix (+ suffix…).
    const run = [words[i]];
    let j = i + 1;
    if (PERSIAN.test(words[i])) {
      if (PREFIXES.has(words[i]) && j < words.length && PERSIAN.test(words[j])) {
        run.push(words[j]);
        j += 1;
      }
      while (j < words.length && SUFFIXES.has(words[j]) && !PREFIXES.has(run[run.length - 1])) {
        run.push(words[j]);
        j += 1;
      }
    }
    const pieces = run.flatMap(parts);
    if (pieces.length > 1) add(pieces.join(''));
    for (const piece of pieces) {
      if (PREFIXES.has(piece) || SUFFIXES.has(piece)) continue;
      if (IDENT_SEPARATORS.test(piece)) {
        // A URL is found by its host and by its path too: https://api.metisai.ir/api/v1/storage gives
        // api.metisai.ir/api/v1/storage, api.metisai.ir and api/v1/storage (and its words).
        const whole = piece.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^[/.:@-]+/, '');
        add(whole);
        const slash = whole.indexOf('/');
        if (slash > 0 && whole.slice(0, slash).includes('.')) {
          add(whole.slice(0, slash));
          add(whole.slice(slash + 1));
        }
        whole.split(IDENT_SEPARATORS).forEach(add);
      } else {
        add(piece);
        const stem = ATTACHED_SUFFIX.exec(piece);
        if (stem && pieces.length === 1) add(stem[1]);
      }
    }
    i = j === i + 1 && run.length === 1 ? i + 1 : j;
  }

  if (options.pairs) {
    const plain = words.map((w) => parts(w).join(''));
    for (let k = 0; k + 1 < plain.length; k += 1) {
      if (PERSIAN.test(plain[k]) && PERSIAN.test(plain[k + 1])) add(plain[k] + plain[k + 1]);
    }
  }
  return options.unique ? Array.from(new Set(out)) : out;
}

/** Normalises, then tokenizes: what the index and the query both run. */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  return tokenizeNormalized(normalize(text), options);
}
