import { foldedWords, normalizeForMatch } from './normalize';
import { STOPWORDS } from './tokenize';

/**
 * Search synonyms from the terminology list (content/terms.json): the words readers type for a concept,
 * such as a loanword in Persian letters («امبدینگ», «سشن», «پستمن»), an English name (session, token,
 * reranking) or a spelling the docs avoid («قطعه», «گفت‌وگو», «جستجو»), each lead to the words the docs use.
 *
 * The table maps one token to the tokens of the listed term and is applied to the tokens of both sides,
 * the index at build time and the query in the browser. So «سشن» typed and «session» written in a code
 * sample both also yield «نشست», and a page is found by whichever form the reader types. The table travels
 * inside the search index file, so the browser always uses the table the index was built with.
 */

/** The parts of a terms.json entry the search uses. */
export interface SynonymTerm {
  fa: string;
  avoid?: string[];
  suffixes?: string[];
  search?: string[];
}

/** token → the tokens that replace it. */
export type SynonymTable = Record<string, string[]>;

/** Every word of a phrase as the tokenizer joins it: folded, ZWNJ removed, parentheses opened. */
function phraseWords(phrase: string): string[] {
  return foldedWords(normalizeForMatch(phrase.replace(/\([^)]*\)/g, (m) => ` ${m.slice(1, -1)} `)));
}

/** The words of a phrase that are tokens: stopwords and single letters out. */
export function phraseTokens(phrase: string): string[] {
  return phraseWords(phrase).filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w));
}

/**
 * The key a variant gives: its token for one word; its two words joined for a two-word phrase («base url» →
 * baseurl), which a query's adjacent words are looked up as (`phraseKeys`); null for a longer phrase.
 */
function variantToken(variant: string): string | null {
  const words = phraseTokens(variant);
  if (words.length === 1 && !/\s/.test(variant.trim())) return words[0];
  return words.length === 2 ? words.join('') : null;
}

/**
 * The two-word phrases of a query that are keys of the table, joined: the tokenizer gives each word its own
 * token, so a reader's «knowledge base» or «rate limit» reaches its term only as a phrase.
 */
export function phraseKeys(words: readonly string[], table: SynonymTable): string[] {
  const tokens = words.filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w));
  const keys: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const key = tokens[i] + tokens[i + 1];
    if (Object.prototype.hasOwnProperty.call(table, key)) keys.push(key);
  }
  return keys;
}

/**
 * Builds the table. A variant that is already one of its term's own tokens is left out (no self-mapping);
 * a variant claimed by two terms is an error, since a token can only lead to one place.
 */
export function buildSynonymTable(terms: SynonymTerm[]): SynonymTable {
  const table: SynonymTable = {};
  const owner: Record<string, string> = {};
  for (const term of terms) {
    const target = phraseTokens(term.fa);
    if (target.length === 0) continue;
    const add = (key: string | null, to: string[]) => {
      if (!key || to.includes(key)) return;
      if (owner[key] && owner[key] !== term.fa) {
        throw new Error(
          `Search synonym «${key}» is listed for both «${owner[key]}» and «${term.fa}» in content/terms.json; keep it on one term.`,
        );
      }
      owner[key] = term.fa;
      table[key] = to;
    };
    for (const variant of [...(term.avoid ?? []), ...(term.search ?? [])]) {
      const key = variantToken(variant);
      add(key, target);
      // A glued ending the term allows («جستجوی» for «جستجو») leads to the term with the same ending.
      for (const suffix of term.suffixes ?? []) {
        if (!key) continue;
        const last = target[target.length - 1];
        add(key + normalizeForMatch(suffix), [...target.slice(0, -1), last + normalizeForMatch(suffix)]);
      }
    }
  }
  return table;
}

/**
 * Follows every token found in the table with its term's tokens, keeping order; other tokens pass. The token
 * itself stays: a reader who types `stream` still ranks the page that says `stream` above one that only
 * says «پاسخ جریانی», and both are found.
 */
export function applySynonyms(tokens: string[], table: SynonymTable | undefined): string[] {
  if (!table) return tokens;
  const out: string[] = [];
  for (const token of tokens) {
    out.push(token);
    const to = Object.prototype.hasOwnProperty.call(table, token) ? table[token] : undefined;
    if (to) out.push(...to);
  }
  return out;
}

/**
 * A phrase reduced to the words the terms list picks, joined: «گفت‌وگو با چت‌بات» and «گفتگو با چت‌بات» both
 * give «گفتگوچتبات». Used to recognise a heading that is the query in another spelling.
 */
export function canonicalPhrase(phrase: string, table: SynonymTable): string {
  return canonicalWords(phraseWords(phrase), table);
}

/** `canonicalPhrase` of words already folded and split (a prepared query has them). */
export function canonicalWords(words: readonly string[], table: SynonymTable): string {
  return words
    .map((word) => (Object.prototype.hasOwnProperty.call(table, word) ? table[word].join('') : word))
    .join('');
}
