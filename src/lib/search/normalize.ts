/**
 * Persian text normalisation shared by the build-time index and the query, so both sides fold the same way:
 * Arabic ي/ى/ك → Persian ی/ک, ة/ۀ → ه, alef and hamza variants folded, diacritics and tatweel dropped,
 * Persian and Arabic-Indic digits → ASCII, Latin lower-cased, every space-like character → one space.
 * Zero-width non-joiners are kept as U+200C by `normalize` (the tokenizer decides what a ZWNJ means) and
 * dropped by `normalizeForMatch` (used to find highlights in displayed text).
 */

export const ZWNJ = '\u200C';

const CHAR_MAP: Record<string, string> = {
  '\u064A': '\u06CC', // ي Arabic yeh → ی
  '\u0649': '\u06CC', // ى alef maksura → ی
  '\u06D2': '\u06CC', // ے yeh barree → ی
  '\u0626': '\u06CC', // ئ yeh with hamza → ی
  '\u0643': '\u06A9', // ك Arabic kaf → ک
  '\u06AA': '\u06A9', // ڪ swash kaf → ک
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06C0': '\u0647', // ۀ heh with yeh above → ه
  '\u06C1': '\u0647', // ہ heh goal → ه
  '\u06D5': '\u0647', // ە ae → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0672': '\u0627',
  '\u0673': '\u0627',
  '\u0624': '\u0648', // ؤ → و
};

/** Characters that carry no meaning for search: harakat, superscript alef, Quranic marks, tatweel, hamza marks. */
const DROPPED =
  /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u0621\u0674\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/;

/** Space-like characters (NBSP, thin and narrow spaces, line breaks) become a plain space. */
const SPACE = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]/;

/** Joiners that are written between Persian word parts: ZWNJ itself and its look-alikes. */
// An alternation, not a class: ZWJ inside a class reads as a joined sequence to tools and editors.
const JOINER = /\u200C|\u200D|\u034F/;

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0); // ۰–۹
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660); // ٠–٩
  const mapped = CHAR_MAP[ch];
  if (mapped) return mapped;
  if (DROPPED.test(ch)) return '';
  if (JOINER.test(ch)) return ZWNJ;
  if (SPACE.test(ch)) return ' ';
  return ch.toLowerCase();
}

/**
 * Folds text for search. Returns the folded string and, for each of its characters, the index of the
 * character in the input it came from (so a match in folded text can be highlighted in the original).
 */
export function normalizeWithMap(text: string, { dropJoiners = false } = {}): { text: string; map: number[] } {
  let out = '';
  const map: number[] = [];
  const source = text.normalize('NFC');
  // NFC can change lengths (rarely, for Persian: آ written as ا + madda); map over the composed string and
  // fall back to proportional offsets only when the lengths differ.
  const sameLength = source.length === text.length;
  for (let i = 0; i < source.length; i += 1) {
    let folded = foldChar(source[i]);
    if (dropJoiners && folded === ZWNJ) folded = '';
    for (const f of folded) {
      out += f;
      map.push(sameLength ? i : Math.min(text.length - 1, Math.round((i * text.length) / source.length)));
    }
  }
  return { text: out, map };
}

/** Folded text, ZWNJs kept (see the module comment). */
export function normalize(text: string): string {
  return normalizeWithMap(text).text;
}

/** Folded text with ZWNJs removed, for locating matches in displayed text. */
export function normalizeForMatch(text: string): string {
  return normalizeWithMap(text, { dropJoiners: true }).text;
}

/** What `normalizeForMatch` gives, from text `normalize` already folded: its ZWNJs removed. */
export function withoutJoiners(normalized: string): string {
  return normalized.split(ZWNJ).join('');
}

/**
 * The words of folded, joiner-free text: its runs of letters and digits. Exact labels and canonical phrases
 * compare these (a label and a query are split the same way).
 */
export function foldedWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
