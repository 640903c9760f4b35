/**
 * Persian content lint for the MDX documents in content/. Pure: text in, findings out (no fs, no React).
 *
 * The rules are the mistakes that actually show up in Persian technical writing: Arabic ي/ك typed on an
 * Arabic keyboard layout, Arabic-Indic digits, a space (or nothing) where a zero-width non-joiner belongs
 * after می/نمی and before ها/های/تر/ترین…, Latin , ; ? inside Persian sentences, and placeholder text.
 *
 * Only prose is checked. Code fences, inline code, import/export lines, frontmatter keys, URLs, link
 * destinations, MDX expressions and JSX attributes that are not prose are masked first (replaced by spaces
 * so offsets, lines and columns stay those of the source). The character rules (Arabic letters and digits)
 * also run inside code, where an Arabic ي in a Persian string sample is just as wrong.
 *
 * The suggested fix for every finding is produced by virastar (the maintained Persian text cleaner) with
 * only the option that matches the rule switched on, so our detection and its correction cannot drift
 * apart. virastar itself is too eager to be the detector (it would rewrite every standalone «می» and
 * every English comma), which is why detection is ours and word-level.
 */
import Virastar from 'virastar';

export type PersianLintRule =
  'arabic-letter' | 'arabic-digit' | 'zwnj-prefix' | 'zwnj-suffix' | 'latin-punctuation' | 'placeholder' | 'terminology' | 'retired-word' | 'voice' | 'one-mark';

export interface PersianLintFinding {
  rule: PersianLintRule;
  /** 1-based line and column (in UTF-16 code units) of the offending text in the source. */
  line: number;
  column: number;
  /** The offending text as written. */
  text: string;
  /** What to write instead; empty when the text must be removed or rewritten by hand (placeholders). */
  fix: string;
  /** One English sentence saying what is wrong. */
  message: string;
}

const ZWNJ = '\u200c';
/** Letters of the Persian alphabet plus the Arabic look-alikes we want to catch (ي ك ى ة). */
const PERSIAN_LETTER = 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگی';
const LETTER_CLASS = `[${PERSIAN_LETTER}]`;
/** Letters that join to the next letter: only after these is a missing ZWNJ visible on screen. */
const JOINING = new Set('ئبپتثجچحخسشصضطظعغفقکگلمنهیيك'.split(''));

// ---------------------------------------------------------------------------------------------------
// virastar as the fixer
// ---------------------------------------------------------------------------------------------------

type VirastarOptionKey = 'fix_misc_non_persian_chars' | 'fix_arabic_numbers' | 'fix_perfix_spacing' | 'fix_suffix_spacing' | 'fix_punctuations' | 'fix_question_mark';

const cleaners = new Map<VirastarOptionKey, Virastar>();

/** Runs virastar on `text` with exactly one of its options enabled. */
export function virastarOnly(option: VirastarOptionKey, text: string): string {
  let cleaner = cleaners.get(option);
  if (!cleaner) {
    const off: Record<string, boolean> = {};
    for (const key of Object.keys(new Virastar().defaults)) off[key] = false;
    cleaner = new Virastar({ ...off, [option]: true });
    cleaners.set(option, cleaner);
  }
  return cleaner.cleanup(text);
}

// ---------------------------------------------------------------------------------------------------
// Masking: what is not prose becomes spaces
// ---------------------------------------------------------------------------------------------------

/** JSX attributes whose values are read by people and are therefore linted like prose. */
const PROSE_ATTRIBUTES = new Set(['title', 'label', 'alt', 'caption', 'description', 'aria-label', 'tagline', 'heading', 'cta']);

export interface MaskedSource {
  /** The source with every non-prose character replaced by a space (newlines kept). */
  prose: string;
  /** [start, end) offsets of fenced code bodies and inline code, for the character rules. */
  code: Array<[number, number]>;
}

function blank(chars: string[], start: number, end: number) {
  for (let i = start; i < end && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
}

/** Index just past the `}` that closes the `{` at `start`, skipping strings; -1 if unbalanced. */
function matchBrace(src: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Masks one JSX tag starting at `start` (`<`), keeping the values of prose attributes. Returns its end. */
function maskJsxTag(src: string, chars: string[], start: number): number {
  let i = start + 1;
  // Tag name (or `/` of a closing tag, or `>` of a fragment).
  while (i < src.length && /[\w.:/-]/.test(src[i])) i++;
  blank(chars, start, i);
  while (i < src.length) {
    const c = src[i];
    if (c === '>') {
      blank(chars, i, i + 1);
      return i + 1;
    }
    if (c === '{') {
      const end = matchBrace(src, i);
      const stop = end === -1 ? src.length : end;
      blank(chars, i, stop);
      i = stop;
      continue;
    }
    const attr = /^([A-Za-z_:][\w:.-]*)(\s*=\s*)?/.exec(src.slice(i));
    if (attr && attr[0].length > 0) {
      const name = attr[1];
      blank(chars, i, i + attr[0].length);
      i += attr[0].length;
      if (attr[2] && (src[i] === '"' || src[i] === "'")) {
        const quote = src[i];
        const close = src.indexOf(quote, i + 1);
        const end = close === -1 ? src.length : close + 1;
        if (PROSE_ATTRIBUTES.has(name)) {
          blank(chars, i, i + 1);
          blank(chars, end - 1, end);
        } else {
          blank(chars, i, end);
        }
        i = end;
      }
      continue;
    }
    blank(chars, i, i + 1);
    i++;
  }
  return i;
}

/**
 * Replaces everything that is not prose with spaces. Works line by line for the block constructs
 * (frontmatter, fences, import/export) and character by character for the inline ones.
 */
export function maskMdx(source: string): MaskedSource {
  const chars = source.split('');
  const code: Array<[number, number]> = [];
  const lines = source.split('\n');
  const lineStart: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  const blockMasked = new Array<boolean>(lines.length).fill(false);
  const frontmatterValue = new Array<boolean>(lines.length).fill(false);

  let l = 0;
  // Frontmatter: keys are masked, values (title, description, sidebar_label) are prose.
  if (lines[0] === '---') {
    blockMasked[0] = true;
    blank(chars, lineStart[0], lineStart[0] + 3);
    l = 1;
    while (l < lines.length && lines[l] !== '---') {
      const key = /^(\s*[\w-]+\s*:)/.exec(lines[l]);
      if (key) blank(chars, lineStart[l], lineStart[l] + key[1].length);
      blockMasked[l] = true;
      frontmatterValue[l] = true;
      l++;
    }
    if (l < lines.length) {
      blank(chars, lineStart[l], lineStart[l] + 3);
      blockMasked[l] = true;
      l++;
    }
  }

  for (; l < lines.length; l++) {
    const line = lines[l];
    const fence = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const marker = fence[1];
      const start = l;
      let end = l + 1;
      const closer = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      while (end < lines.length && !closer.test(lines[end])) end++;
      const last = Math.min(end, lines.length - 1);
      if (start + 1 <= last) code.push([lineStart[start + 1], lineStart[last]]);
      for (let k = start; k <= last; k++) {
        blank(chars, lineStart[k], lineStart[k] + lines[k].length);
        blockMasked[k] = true;
      }
      // The fence's title (```bash title="آپلود فایل") is shown above the code: it is prose.
      const title = /\btitle="([^"]*)"/.exec(line);
      if (title) {
        const from = lineStart[start] + title.index + title[0].indexOf('"') + 1;
        for (let c = from; c < from + title[1].length; c++) chars[c] = source[c];
      }
      l = last;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      // Until a line ending the statement (`;`, or the closing of a multi-line import) or a blank line.
      let end = l;
      while (end < lines.length - 1 && !/;\s*$/.test(lines[end]) && lines[end + 1].trim() !== '' && !/^(import|export)\s/.test(lines[end + 1])) end++;
      for (let k = l; k <= end; k++) {
        blank(chars, lineStart[k], lineStart[k] + lines[k].length);
        blockMasked[k] = true;
      }
      l = end;
      continue;
    }
    // Admonition markers `:::tip[title]` keep their title; the marker itself is not prose.
    const adm = /^(\s*:{3,}[\w-]*)/.exec(line);
    if (adm) blank(chars, lineStart[l], lineStart[l] + adm[1].length);
    // Reference-style link definitions `[id]: https://…`.
    const def = /^(\s*\[[^\]]+\]:\s*\S+.*)$/.exec(line);
    if (def) blank(chars, lineStart[l], lineStart[l] + line.length);
  }

  // Inline constructs, on prose lines and on frontmatter values (which may hold URLs).
  for (let k = 0; k < lines.length; k++) {
    if (blockMasked[k] && !frontmatterValue[k]) continue;
    maskInline(source, chars, lineStart[k], lineStart[k] + lines[k].length, code);
  }
  return { prose: chars.join(''), code };
}

const URL_OR_EMAIL = /(?:https?:\/\/|www\.)[^\s)>\]»«،]+|[\w.+-]+@[\w-]+\.[\w.-]+/y;
const ENTITY = /&[#\w]+;/y;

function stickyAt(re: RegExp, src: string, at: number, limit: number): string | null {
  re.lastIndex = at;
  const m = re.exec(src);
  return m && m.index === at && at + m[0].length <= limit ? m[0] : null;
}

function maskInline(src: string, chars: string[], from: number, to: number, code: Array<[number, number]>) {
  let i = from;
  while (i < to) {
    const c = src[i];
    if (chars[i] === ' ' && c !== ' ') {
      i++;
      continue;
    }
    if (c === '`') {
      let n = 1;
      while (src[i + n] === '`') n++;
      const ticks = '`'.repeat(n);
      let close = src.indexOf(ticks, i + n);
      // The closing run must be exactly n backticks long.
      while (close !== -1 && src[close + n] === '`') close = src.indexOf(ticks, close + n + 1);
      if (close !== -1 && close < to) {
        code.push([i + n, close]);
        blank(chars, i, close + n);
        i = close + n;
        continue;
      }
      blank(chars, i, i + n);
      i += n;
      continue;
    }
    if (c === '{') {
      const end = matchBrace(src, i);
      const stop = end === -1 ? to : Math.min(end, src.length);
      blank(chars, i, stop);
      i = stop;
      continue;
    }
    if (c === '<' && /[A-Za-z/>]/.test(src[i + 1] || '')) {
      i = maskJsxTag(src, chars, i);
      continue;
    }
    if (c === ']' && src[i + 1] === '(') {
      // Link or image destination: balanced parentheses.
      let depth = 0;
      let j = i + 1;
      for (; j < src.length; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')') {
          depth--;
          if (depth === 0) break;
        } else if (src[j] === '\n') break;
      }
      blank(chars, i + 1, j + 1);
      i = j + 1;
      continue;
    }
    const boundary = i === from || !/[\w.+-]/.test(src[i - 1]);
    const token = boundary ? stickyAt(URL_OR_EMAIL, src, i, to) : null;
    if (token) {
      blank(chars, i, i + token.length);
      i += token.length;
      continue;
    }
    const entity = c === '&' ? stickyAt(ENTITY, src, i, to) : null;
    if (entity) {
      blank(chars, i, i + entity.length);
      i += entity.length;
      continue;
    }
    i++;
  }
}

// ---------------------------------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------------------------------

/**
 * Present stems that take the continuous prefix می/نمی. Detection of «میشود»-style words is by stem and
 * ending (not by «starts with می»), so nouns like میز، میان، میزان، میلیون، میانگین، میکروفون can never
 * match. Extend the list when a real mistake slips through.
 */
const PRESENT_STEMS = [
  'شو',
  'کن',
  'ده',
  'توان',
  'خواه',
  'گیر',
  'دان',
  'بین',
  'گو',
  'گوی',
  'آی',
  'رو',
  'رس',
  'رسان',
  'زن',
  'ساز',
  'نویس',
  'خوان',
  'فرست',
  'گذار',
  'دار',
  'باش',
  'یاب',
  'مان',
  'پرداز',
  'گرد',
  'گردان',
  'پذیر',
  'کش',
  'پرس',
  'افت',
  'انداز',
  'آور',
  'خور',
  'شناس',
  'فهم',
  'سنج',
  'چین',
  'بند',
  'کاه',
  'افزا',
  'افزای',
  'گذر',
  'چرخ',
  'شمار',
  'پیوند',
  'سپار',
  'اندیش',
  'کوش',
  'جوی',
  'بخش',
  'گشا',
  'گشای',
  'پوشان',
  'کشان',
  'بر',
  'آموز',
  'ران',
  'شکن',
  'پاش',
  'خواب',
  'نشان',
  'نشین',
  'ایست',
  'ماند',
  'گرا',
  'گرای',
  'پای',
  'ترس',
  'بار',
  'سوز',
  'دو',
  'کار',
  'پز',
  'دوز',
  'ریز',
  'بیند',
  'گنج',
  'آفرین',
  'آمیز',
  'پیما',
  'پیمای',
  'شنو',
  'پسند',
  'بخشای',
  'فروش',
  'خر',
  'نما',
  'نمای',
  'کوب',
  'تاب',
  'آرای',
  'پوش',
  'جنب',
  'ساب',
  'لغز',
  'سپر',
  'خیز',
  'زای',
  'روی',
];
/** Past stems: the third person singular has no ending (میکرد، میشد). */
const PAST_STEMS = [
  'کرد',
  'شد',
  'داد',
  'رفت',
  'گرفت',
  'آمد',
  'خواست',
  'توانست',
  'داشت',
  'گفت',
  'دید',
  'ساخت',
  'نوشت',
  'فرستاد',
  'رسید',
  'زد',
  'برد',
  'آورد',
  'یافت',
  'دانست',
  'خواند',
  'گذاشت',
  'ماند',
  'پرداخت',
  'گشت',
  'کشید',
  'پرسید',
  'افتاد',
  'شناخت',
  'فهمید',
  'بست',
  'نشست',
  'گذشت',
  'چرخید',
  'پذیرفت',
  'بود',
];
const PERSONAL_ENDINGS = ['م', 'ی', 'د', 'یم', 'ید', 'ند', 'یند'];
const PAST_ENDINGS = ['', 'م', 'ی', 'یم', 'ید', 'ند'];

/** Words that look like a verb with a glued می but are not (or are conventionally written solid). */
const PREFIX_ALLOW = new Set([
  'میدانی', // «تحقیقات میدانی» (field research), not «می‌دانی»
  'میدانها',
]);

const presentStems = new Set(PRESENT_STEMS);
const pastStems = new Set(PAST_STEMS);

/** True when `rest` (a word with its leading می/نمی removed) is a verb form: stem + personal ending. */
function isVerbRemainder(rest: string): boolean {
  if (rest === 'توان') return true; // impersonal «می‌توان»
  for (const ending of PERSONAL_ENDINGS) {
    if (rest.length > ending.length && rest.endsWith(ending) && presentStems.has(rest.slice(0, rest.length - ending.length))) return true;
  }
  for (const ending of PAST_ENDINGS) {
    if (rest.length > ending.length && rest.endsWith(ending) && pastStems.has(rest.slice(0, rest.length - ending.length))) return true;
  }
  return false;
}

/** Words that end in ها/های/هایی without being plurals. */
const PLURAL_ALLOW = new Set(['تنها', 'تنهای', 'تنهایی', 'انتها', 'انتهای', 'انتهایی', 'اشتها', 'اشتهای', 'منها', 'گرانبها', 'کمبها', 'پربها', 'اژدها', 'سها', 'فقها']);

/**
 * Adjectives that take تر/ترین. Comparative detection is list-based: دفتر، بستر، فیلتر، پارامتر، کامپیوتر
 * end in «تر» too, and بیشتر/کمتر/بهتر are conventionally written solid.
 */
const COMPARABLE = new Set([
  'بزرگ',
  'کوچک',
  'سریع',
  'ساده',
  'مهم',
  'دقیق',
  'طولانی',
  'کوتاه',
  'ارزان',
  'گران',
  'قوی',
  'جدید',
  'سبک',
  'سنگین',
  'امن',
  'راحت',
  'آسان',
  'سخت',
  'بلند',
  'مناسب',
  'کامل',
  'روشن',
  'تاریک',
  'مطمئن',
  'پیچیده',
  'عمیق',
  'ضعیف',
  'نزدیک',
  'قدیمی',
  'تازه',
  'مفید',
  'واضح',
  'گسترده',
  'پیشرفته',
  'هوشمند',
  'رایج',
  'متداول',
  'محبوب',
  'مهم',
  'کند',
  'تمیز',
  'ارزشمند',
  'دقیق',
  'قدرتمند',
  'سالم',
  'پایین',
  'کم‌هزینه',
  'خلاصه',
  'کوچک',
]);

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

interface RawFinding {
  rule: PersianLintRule;
  start: number;
  text: string;
  fix: string;
  message: string;
}

const ARABIC_LETTERS = /[يكى]/g;
const ARABIC_DIGITS = /[\u0660-\u0669]+/g;

function characterRules(text: string, base: number, out: RawFinding[]) {
  for (const m of text.matchAll(ARABIC_LETTERS)) {
    // Report the whole word so the fix is readable.
    const start = wordStart(text, m.index!);
    const end = wordEnd(text, m.index!);
    const word = text.slice(start, end);
    if (out.some((f) => f.rule === 'arabic-letter' && f.start === base + start)) continue;
    out.push({
      rule: 'arabic-letter',
      start: base + start,
      text: word,
      fix: virastarOnly('fix_misc_non_persian_chars', word),
      message: 'Arabic ي/ك/ى instead of Persian ی/ک',
    });
  }
  for (const m of text.matchAll(ARABIC_DIGITS)) {
    out.push({
      rule: 'arabic-digit',
      start: base + m.index!,
      text: m[0],
      fix: virastarOnly('fix_arabic_numbers', m[0]),
      message: 'Arabic-Indic digits instead of Persian digits',
    });
  }
}

function isLetter(c: string | undefined): boolean {
  return c !== undefined && PERSIAN_LETTER.includes(c);
}
function wordStart(text: string, i: number): number {
  while (i > 0 && (isLetter(text[i - 1]) || text[i - 1] === ZWNJ)) i--;
  return i;
}
function wordEnd(text: string, i: number): number {
  while (i < text.length && (isLetter(text[i]) || text[i] === ZWNJ)) i++;
  return i;
}

const AFTER = `(?=$|[^${PERSIAN_LETTER}\u200c])`;
const BEFORE = `(?<![${PERSIAN_LETTER}\u200c])`;

function prefixRule(prose: string, out: RawFinding[]) {
  // «می شود», «نمی توان»: the prefix stands alone and a space separates it from the verb.
  const spaced = new RegExp(`${BEFORE}(ن?می) (${LETTER_CLASS}+)`, 'g');
  for (const m of prose.matchAll(spaced)) {
    out.push({
      rule: 'zwnj-prefix',
      start: m.index!,
      text: m[0],
      fix: virastarOnly('fix_perfix_spacing', m[0]),
      message: 'space after the prefix می/نمی; write a zero-width non-joiner',
    });
  }
  // «میشود», «نمیتوان»: glued to the verb.
  const glued = new RegExp(`${BEFORE}(ن?می)(${LETTER_CLASS}{2,})${AFTER}`, 'g');
  for (const m of prose.matchAll(glued)) {
    if (PREFIX_ALLOW.has(m[0]) || !isVerbRemainder(m[2])) continue;
    out.push({
      rule: 'zwnj-prefix',
      start: m.index!,
      text: m[0],
      fix: m[1] + ZWNJ + m[2],
      message: 'the prefix می/نمی is glued to the verb; write a zero-width non-joiner',
    });
  }
}

function suffixRule(prose: string, out: RawFinding[]) {
  // A space before a suffix: «کتاب ها», «فایل های», «بزرگ تر», «شده اند».
  const spaced = new RegExp(`(${LETTER_CLASS}+) (هایی|های|ها|ترین|تر)${AFTER}`, 'g');
  for (const m of prose.matchAll(spaced)) {
    if (m[2].startsWith('تر') && !COMPARABLE.has(m[1])) continue;
    pushSuffix(out, m.index!, m[0], m[1], m[2], 'space');
  }
  const afterHeh = new RegExp(`(${LETTER_CLASS}*ه) (ای|ام|اند|ایم|اید)${AFTER}`, 'g');
  for (const m of prose.matchAll(afterHeh)) {
    pushSuffix(out, m.index!, m[0], m[1], m[2], 'space');
  }
  // Glued plural after a joining letter: «فایلها», «پیامهای».
  const glued = new RegExp(`${BEFORE}(${LETTER_CLASS}{2,}?)(هایی|های|ها)${AFTER}`, 'g');
  for (const m of prose.matchAll(glued)) {
    const word = m[0];
    if (PLURAL_ALLOW.has(word)) continue;
    const stem = m[1];
    if (!JOINING.has(stem[stem.length - 1])) continue;
    pushSuffix(out, m.index!, word, stem, m[2], 'glued');
  }
  // Glued comparative after a joining letter: «بزرگتر», «سریعترین».
  const gluedTar = new RegExp(`${BEFORE}(${LETTER_CLASS}{2,}?)(ترین|تر)${AFTER}`, 'g');
  for (const m of prose.matchAll(gluedTar)) {
    const stem = m[1];
    if (!COMPARABLE.has(stem) || !JOINING.has(stem[stem.length - 1])) continue;
    pushSuffix(out, m.index!, m[0], stem, m[2], 'glued');
  }
}

function pushSuffix(out: RawFinding[], start: number, text: string, stem: string, suffix: string, how: 'space' | 'glued') {
  const fix = how === 'space' ? virastarOnly('fix_suffix_spacing', text) : stem + ZWNJ + suffix;
  out.push({
    rule: 'zwnj-suffix',
    start,
    // Virastar may not know a rare pairing; fall back to our own join.
    text,
    fix: fix === text ? stem + ZWNJ + suffix : fix,
    message: how === 'space' ? `space before the suffix «${suffix}»; write a zero-width non-joiner` : `the suffix «${suffix}» is glued to the word; write a zero-width non-joiner`,
  });
}

function punctuationRule(prose: string, out: RawFinding[]) {
  for (const m of prose.matchAll(/[,;?]/g)) {
    const i = m.index!;
    let p = i - 1;
    while (p >= 0 && (prose[p] === ' ' || prose[p] === '\t' || prose[p] === ZWNJ)) p--;
    let n = i + 1;
    while (n < prose.length && (prose[n] === ' ' || prose[n] === '\t')) n++;
    const prev = prose[p];
    const next = prose[n];
    const persianBefore = isLetter(prev) || prev === '»';
    const persianAfter = isLetter(next) || next === '«';
    // A question mark ends a sentence, so the word before it decides; , and ; sit between two words.
    const persian = m[0] === '?' ? persianBefore : persianBefore || (persianAfter && !/[A-Za-z0-9]/.test(prev || ''));
    if (!persian) continue;
    const fix = m[0] === '?' ? virastarOnly('fix_question_mark', m[0]) : virastarOnly('fix_punctuations', m[0]);
    out.push({
      rule: 'latin-punctuation',
      start: i,
      text: m[0],
      fix,
      message: `Latin «${m[0]}» in a Persian sentence`,
    });
  }
}

const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/\b(?:TODO|FIXME|TBD|XXX)\b/g, 'placeholder marker'],
  [/\blorem ipsum\b/gi, 'lorem ipsum filler'],
  [/در\s+دست\s+(?:تهیه|نگارش|ساخت|تکمیل)/g, '«in preparation» placeholder'],
  [/به[\u200c ]زودی\s+(?:تکمیل|نوشته|اضافه|منتشر)\s+(?:می[\u200c ])?(?:شود|خواهد)/g, '«coming soon» placeholder'],
  [/متن\s+(?:موقت|آزمایشی)/g, 'temporary text'],
];

function placeholderRule(prose: string, out: RawFinding[]) {
  for (const [re, what] of PLACEHOLDERS) {
    for (const m of prose.matchAll(re)) {
      out.push({ rule: 'placeholder', start: m.index!, text: m[0], fix: '', message: `${what}: write the real content` });
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------------

export function lineIndex(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return starts;
}

export function position(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/** Lints an MDX document. Findings are sorted by position. */
export function lintMdx(source: string): PersianLintFinding[] {
  const { prose, code } = maskMdx(source);
  const raw: RawFinding[] = [];
  characterRules(prose, 0, raw);
  for (const [start, end] of code) characterRules(source.slice(start, end), start, raw);
  prefixRule(prose, raw);
  suffixRule(prose, raw);
  punctuationRule(prose, raw);
  placeholderRule(prose, raw);
  const starts = lineIndex(source);
  return raw.sort((a, b) => a.start - b.start || a.rule.localeCompare(b.rule)).map(({ start, ...rest }) => ({ ...position(starts, start), ...rest }));
}

/** Lints plain Persian text (no MDX syntax): used by tests and for strings outside content/. */
export function lintText(text: string): PersianLintFinding[] {
  const raw: RawFinding[] = [];
  characterRules(text, 0, raw);
  prefixRule(text, raw);
  suffixRule(text, raw);
  punctuationRule(text, raw);
  placeholderRule(text, raw);
  const starts = lineIndex(text);
  return raw.sort((a, b) => a.start - b.start || a.rule.localeCompare(b.rule)).map(({ start, ...rest }) => ({ ...position(starts, start), ...rest }));
}

/** One entry of content/terms.json. */
export interface Term {
  fa: string;
  en: string;
  note?: string;
  /** Spellings that must not appear in prose; the lint suggests `fa` instead. */
  avoid?: string[];
  /**
   * Endings that may be glued to an avoided spelling and are kept by the fix: «ی» after a final vowel
   * (گفت‌وگوی → گفتگوی), «ین» after a comparative (بیش‌ترین → بیشترین). Without them a glued ending makes
   * another word, which the lint leaves alone.
   */
  suffixes?: string[];
  /** Words readers type for this concept (loanwords in Persian letters, English names): search synonyms only. */
  search?: string[];
  /**
   * The English name written bare in a Persian sentence (`webhook`, `endpoint`): prose uses the Persian term,
   * and the English name only as code (`webhook` the field). Checked in prose, never in code or YAML keys.
   */
  latin?: string[];
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Letters that never join the next one: after them a ZWNJ does nothing and is dropped by the fix. */
const NON_JOINING = new Set('آاأإدذرزژوؤ'.split(''));
const PLURAL_ENDINGS = ['هایی', 'های', 'ها'];

/** One avoided spelling found in prose: [start, end) offsets of the source and what replaces it. */
export interface TermMatch {
  start: number;
  end: number;
  text: string;
  fix: string;
  term: Term;
}

/**
 * Every avoided spelling of the terminology list in the prose of an MDX document (code, URLs and
 * non-prose attributes are masked first). A suffix may follow with a ZWNJ («چت بات‌ها»), or glued when
 * the term lists it, but the spelling must not be part of a longer word. Overlaps keep the longest match.
 */
export function findTermMatches(source: string, terms: Term[], { latin = true }: { latin?: boolean } = {}): TermMatch[] {
  const { prose } = maskMdx(source);
  const found: TermMatch[] = [];
  for (const term of terms) {
    // An English name counts as a whole Latin word; code, URLs and identifiers are masked already.
    for (const name of latin ? term.latin || [] : []) {
      for (const m of prose.matchAll(new RegExp(`(?<![A-Za-z0-9_./-])${escapeRegExp(name)}(?![A-Za-z0-9_-])`, 'gi'))) {
        found.push({ start: m.index!, end: m.index! + m[0].length, text: m[0], fix: term.fa, term });
      }
    }
    const faJoins = JOINING.has(term.fa[term.fa.length - 1]);
    for (const variant of term.avoid || []) {
      // After a letter that does not join (گفت‌وگوها) the plural is written glued: it is the same word.
      const plural = NON_JOINING.has(variant[variant.length - 1]) ? PLURAL_ENDINGS : [];
      const endings = [...(term.suffixes || []), ...plural].sort((a, b) => b.length - a.length).map(escapeRegExp);
      const glued = endings.length ? `(${endings.join('|')})?` : '()?';
      // Also the second half of a doubled word («قطعه‌قطعه», or «تکه‌قطعه» left by a partial edit).
      const before = `(?:${BEFORE}|(?<=(?:${escapeRegExp(variant)}|${escapeRegExp(term.fa)})${ZWNJ}))`;
      const re = new RegExp(`${before}${escapeRegExp(variant)}${glued}(?![${PERSIAN_LETTER}])`, 'g');
      for (const m of prose.matchAll(re)) {
        const ending = m[1] || '';
        let end = m.index! + m[0].length;
        const fix = term.fa + (faJoins && PLURAL_ENDINGS.includes(ending) ? ZWNJ : '') + ending;
        // «بارگذاری‌شده» → «آپلودشده»: no ZWNJ after a letter that does not join.
        if (!ending && source[end] === ZWNJ && NON_JOINING.has(term.fa[term.fa.length - 1])) {
          end += 1;
        }
        found.push({ start: m.index!, end, text: source.slice(m.index!, m.index! + m[0].length), fix, term });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TermMatch[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (!last || f.start >= last.end) kept.push(f);
  }
  return kept;
}

/** Finds the avoided spellings of the terminology list in the prose of an MDX document. */
export function lintTerms(source: string, terms: Term[], options: { latin?: boolean } = {}): PersianLintFinding[] {
  const starts = lineIndex(source);
  return findTermMatches(source, terms, options).map(({ start, text, fix, term }) => ({
    ...position(starts, start),
    rule: 'terminology' as const,
    text,
    fix,
    message: `write the listed term for «${term.en}» (content/terms.json)`,
  }));
}

/**
 * Rewrites every avoided spelling in the prose of an MDX document to its listed term (code, code comments,
 * URLs and non-prose attributes stay as they are). Returns the new source and how many spellings changed;
 * running it twice changes nothing the second time.
 */
export function fixTerms(source: string, terms: Term[], options: { latin?: boolean } = {}): { source: string; fixed: number } {
  const matches = findTermMatches(source, terms, options);
  let out = source;
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    out = out.slice(0, m.start) + m.fix + out.slice(m.end);
  }
  return { source: out, fixed: matches.length };
}

/** `content/x.mdx:12:5 zwnj-prefix «می شود» → «می‌شود»: space after the prefix …` */
export function formatFinding(file: string, f: PersianLintFinding): string {
  const show = (s: string) => s.replace(/\u200c/g, '\u200c[ZWNJ]');
  const fix = f.fix ? ` → «${show(f.fix)}»` : '';
  return `${file}:${f.line}:${f.column} ${f.rule} «${show(f.text)}»${fix}: ${f.message}`;
}

// ---------------------------------------------------------------------------------------------------
// Depth helpers (used by the content depth test)
// ---------------------------------------------------------------------------------------------------

/** Number of Persian words in the prose of an MDX document (a ZWNJ keeps a compound one word). */
export function countPersianWords(source: string): number {
  const { prose } = maskMdx(source);
  const words = prose.match(new RegExp(`${LETTER_CLASS}+(?:\u200c${LETTER_CLASS}+)*`, 'g'));
  return words ? words.length : 0;
}

/** Internal link targets of an MDX document: markdown links and JSX href/to attributes, in order. */
export function internalLinks(source: string): string[] {
  const { code } = maskMdx(source);
  // Links inside code samples are not links.
  const chars = source.split('');
  for (const [s, e] of code) blank(chars, s, e);
  const text = chars.join('');
  const links: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)/g)) links.push(m[1]);
  for (const m of text.matchAll(/\b(?:href|to)\s*=\s*["']([^"']+)["']/g)) links.push(m[1]);
  return links.filter((href) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href));
}
