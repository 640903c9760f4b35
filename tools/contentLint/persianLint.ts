/**
 * Persian content lint for the MDX documents in content/. Pure: text in, findings out (no fs, no React).
 *
 * The rules are the mistakes that actually show up in Persian technical writing: Arabic ي/ك typed on an
 * Arabic keyboard layout, Arabic-Indic digits, a space (or nothing) where a zero-width non-joiner belongs
 * after می/نمی and before ها/های/تر/ترین…, Latin , ; ? inside Persian sentences, and placeholder text.
 *
 * Only prose is checked. Code fences, inline code, import/export lines, frontmatter keys, URLs, link
 * destinations, MDX expressions and JSX attributes that are not prose are masked first (./proseMask.ts,
 * from the document's tree: replaced by spaces so offsets, lines and columns stay those of the source). The
 * character rules (Arabic letters and digits) also run inside code, where an Arabic ي in a Persian string
 * sample is just as wrong.
 *
 * The suggested fix for every finding is produced by virastar (the maintained Persian text cleaner) with
 * only the option that matches the rule switched on, so our detection and its correction cannot drift
 * apart. virastar itself is too eager to be the detector (it would rewrite every standalone «می» and
 * every English comma), which is why detection is ours and word-level.
 */
import Virastar from 'virastar';
import type { Range } from '../../src/lib/documentModel';
import { slotOf } from '../../src/lib/search/shardLoading';
import { maskedProse } from './proseMask';

export type PersianLintRule =
  | 'arabic-letter'
  | 'arabic-digit'
  | 'zwnj-prefix'
  | 'zwnj-suffix'
  | 'latin-punctuation'
  | 'placeholder'
  | 'terminology'
  | 'retired-word'
  | 'voice'
  | 'one-mark';

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

/** A finding at an offset of the source, before its line and column are known. */
export type RawFinding = Omit<PersianLintFinding, 'line' | 'column'> & { start: number };

const ZWNJ = '\u200c';
/** Letters of the Persian alphabet plus the Arabic look-alikes we want to catch (ي ك ى ة). */
export const PERSIAN_LETTER = 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگی';
const LETTER_CLASS = `[${PERSIAN_LETTER}]`;
const words = (list: string) => new Set(list.trim().split(/\s+/));
/** Letters that join to the next letter: only after these is a missing ZWNJ visible on screen. */
const JOINING = new Set('ئبپتثجچحخسشصضطظعغفقکگلمنهیيك'.split(''));
const joins = (word: string) => JOINING.has(word[word.length - 1]);

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type VirastarOptionKey =
  | 'fix_misc_non_persian_chars'
  | 'fix_arabic_numbers'
  | 'fix_perfix_spacing'
  | 'fix_suffix_spacing'
  | 'fix_punctuations'
  | 'fix_question_mark';

const ALL_OFF = Object.fromEntries(Object.keys(new Virastar().defaults).map((key) => [key, false]));
const cleaners = new Map<VirastarOptionKey, Virastar>();

/** Runs virastar on `text` with exactly one of its options enabled. */
export function virastarOnly(option: VirastarOptionKey, text: string): string {
  if (!cleaners.has(option)) cleaners.set(option, new Virastar({ ...ALL_OFF, [option]: true }));
  return cleaners.get(option)!.cleanup(text);
}

// Word lists. Detection of «میشود»-style words is by stem and ending (not by «starts with می»), so nouns like
// میز، میان، میزان، میلیون، میانگین، میکروفون can never match. Extend a list when a real mistake slips through.

/** Present stems that take the continuous prefix می/نمی. */
const PRESENT_STEMS = words(`
  شو کن ده توان خواه گیر دان بین گو گوی آی رو رس رسان زن ساز نویس خوان فرست گذار دار باش یاب مان پرداز گرد گردان
  پذیر کش پرس افت انداز آور خور شناس فهم سنج چین بند کاه افزا افزای گذر چرخ شمار پیوند سپار اندیش کوش جوی بخش گشا
  گشای پوشان کشان بر آموز ران شکن پاش خواب نشان نشین ایست ماند گرا گرای پای ترس بار سوز دو کار پز دوز ریز بیند گنج
  آفرین آمیز پیما پیمای شنو پسند بخشای فروش خر نما نمای کوب تاب آرای پوش جنب ساب لغز سپر خیز زای روی`);
/** Past stems: the third person singular has no ending (میکرد، میشد). */
const PAST_STEMS = words(`
  کرد شد داد رفت گرفت آمد خواست توانست داشت گفت دید ساخت نوشت فرستاد رسید زد برد آورد یافت دانست خواند گذاشت ماند
  پرداخت گشت کشید پرسید افتاد شناخت فهمید بست نشست گذشت چرخید پذیرفت بود`);
const PERSONAL_ENDINGS = ['م', 'ی', 'د', 'یم', 'ید', 'ند', 'یند'];
const PAST_ENDINGS = ['', 'م', 'ی', 'یم', 'ید', 'ند'];
/** Words that look like a verb with a glued می but are not: «تحقیقات میدانی» (field research). */
const PREFIX_ALLOW = words('میدانی میدانها');
/** Words that end in ها/های/هایی without being plurals. */
const PLURAL_ALLOW = words(
  'تنها تنهای تنهایی انتها انتهای انتهایی اشتها اشتهای منها گرانبها کمبها پربها اژدها سها فقها',
);
/**
 * Adjectives that take تر/ترین. Comparative detection is list-based: دفتر، بستر، فیلتر، پارامتر، کامپیوتر
 * end in «تر» too, and بیشتر/کمتر/بهتر are conventionally written solid.
 */
const COMPARABLE = words(`
  بزرگ کوچک سریع ساده مهم دقیق طولانی کوتاه ارزان گران قوی جدید سبک سنگین امن راحت آسان سخت بلند مناسب کامل روشن
  تاریک مطمئن پیچیده عمیق ضعیف نزدیک قدیمی تازه مفید واضح گسترده پیشرفته هوشمند رایج متداول محبوب کند تمیز ارزشمند
  قدرتمند سالم پایین کم‌هزینه خلاصه`);

/** True when `rest` (a word with its leading می/نمی removed) is a verb form: stem + personal ending. */
function isVerbRemainder(rest: string): boolean {
  if (rest === 'توان') return true; // impersonal «می‌توان»
  const stemWith = (endings: string[], stems: Set<string>) =>
    endings.some((e) => rest.length > e.length && rest.endsWith(e) && stems.has(rest.slice(0, rest.length - e.length)));
  return stemWith(PERSONAL_ENDINGS, PRESENT_STEMS) || stemWith(PAST_ENDINGS, PAST_STEMS);
}

// Rules, as a table: a pattern, which of its matches count, the fix and the message.

export interface PatternRule {
  rule: PersianLintRule;
  re: RegExp;
  keep?: (m: RegExpMatchArray) => boolean;
  fix: (m: RegExpMatchArray) => string;
  message: string | ((m: RegExpMatchArray) => string);
}

const AFTER = `(?=$|[^${PERSIAN_LETTER}\u200c])`;
const BEFORE = `(?<![${PERSIAN_LETTER}\u200c])`;
const WORD_CHAR = `[${PERSIAN_LETTER}\u200c]`;

/** A ZWNJ missing before a suffix: the space is virastar's to fix, a glued suffix ours (stem, ZWNJ, suffix). */
const suffix = (
  how: 'space' | 'glued',
  keep?: (stem: string, m: RegExpMatchArray) => boolean,
): Omit<PatternRule, 're'> => ({
  rule: 'zwnj-suffix',
  keep: keep && ((m) => keep(m[1], m)),
  fix: (m) => {
    const fix = how === 'space' ? virastarOnly('fix_suffix_spacing', m[0]) : m[1] + ZWNJ + m[2];
    // Virastar may not know a rare pairing; fall back to our own join.
    return fix === m[0] ? m[1] + ZWNJ + m[2] : fix;
  },
  message: (m) =>
    how === 'space'
      ? `space before the suffix «${m[2]}»; write a zero-width non-joiner`
      : `the suffix «${m[2]}» is glued to the word; write a zero-width non-joiner`,
});

/** Arabic letters and digits: checked in prose and in code. */
const CHARACTER_RULES: PatternRule[] = [
  {
    // The whole word, so the fix is readable.
    rule: 'arabic-letter',
    re: new RegExp(`${WORD_CHAR}*[يكى]${WORD_CHAR}*`, 'g'),
    fix: (m) => virastarOnly('fix_misc_non_persian_chars', m[0]),
    message: 'Arabic ي/ك/ى instead of Persian ی/ک',
  },
  {
    rule: 'arabic-digit',
    re: /[\u0660-\u0669]+/g,
    fix: (m) => virastarOnly('fix_arabic_numbers', m[0]),
    message: 'Arabic-Indic digits instead of Persian digits',
  },
];

const placeholder = (re: RegExp, what: string): PatternRule => ({
  rule: 'placeholder',
  re,
  fix: () => '',
  message: `${what}: write the real content`,
});

/** The rules of prose (findings of one rule at one offset are listed in this order). */
const PROSE_RULES: PatternRule[] = [
  {
    // «می شود», «نمی توان»: the prefix stands alone and a space separates it from the verb.
    rule: 'zwnj-prefix',
    re: new RegExp(`${BEFORE}(ن?می) (${LETTER_CLASS}+)`, 'g'),
    fix: (m) => virastarOnly('fix_perfix_spacing', m[0]),
    message: 'space after the prefix می/نمی; write a zero-width non-joiner',
  },
  {
    // «میشود», «نمیتوان»: glued to the verb.
    rule: 'zwnj-prefix',
    re: new RegExp(`${BEFORE}(ن?می)(${LETTER_CLASS}{2,})${AFTER}`, 'g'),
    keep: (m) => !PREFIX_ALLOW.has(m[0]) && isVerbRemainder(m[2]),
    fix: (m) => m[1] + ZWNJ + m[2],
    message: 'the prefix می/نمی is glued to the verb; write a zero-width non-joiner',
  },
  // A space before a suffix: «کتاب ها», «فایل های», «بزرگ تر», «شده اند».
  {
    re: new RegExp(`(${LETTER_CLASS}+) (هایی|های|ها|ترین|تر)${AFTER}`, 'g'),
    ...suffix('space', (stem, m) => !m[2].startsWith('تر') || COMPARABLE.has(stem)),
  },
  { re: new RegExp(`(${LETTER_CLASS}*ه) (ای|ام|اند|ایم|اید)${AFTER}`, 'g'), ...suffix('space') },
  // Glued plural after a joining letter: «فایلها», «پیامهای».
  {
    re: new RegExp(`${BEFORE}(${LETTER_CLASS}{2,}?)(هایی|های|ها)${AFTER}`, 'g'),
    ...suffix('glued', (stem, m) => !PLURAL_ALLOW.has(m[0]) && joins(stem)),
  },
  // Glued comparative after a joining letter: «بزرگتر», «سریعترین».
  {
    re: new RegExp(`${BEFORE}(${LETTER_CLASS}{2,}?)(ترین|تر)${AFTER}`, 'g'),
    ...suffix('glued', (stem) => COMPARABLE.has(stem) && joins(stem)),
  },
  placeholder(/\b(?:TODO|FIXME|TBD|XXX)\b/g, 'placeholder marker'),
  placeholder(/\blorem ipsum\b/gi, 'lorem ipsum filler'),
  placeholder(/در\s+دست\s+(?:تهیه|نگارش|ساخت|تکمیل)/g, '«in preparation» placeholder'),
  placeholder(
    /به[\u200c ]زودی\s+(?:تکمیل|نوشته|اضافه|منتشر)\s+(?:می[\u200c ])?(?:شود|خواهد)/g,
    '«coming soon» placeholder',
  ),
  placeholder(/متن\s+(?:موقت|آزمایشی)/g, 'temporary text'),
];

export function applyRules(rules: PatternRule[], text: string, base: number, out: RawFinding[]) {
  for (const { rule, re, keep, fix, message } of rules)
    for (const m of text.matchAll(re))
      if (!keep || keep(m))
        out.push({
          rule,
          start: base + m.index,
          text: m[0],
          fix: fix(m),
          message: typeof message === 'string' ? message : message(m),
        });
}

const isLetter = (c: string | undefined) => c !== undefined && PERSIAN_LETTER.includes(c);

/** Latin , ; ? in a Persian sentence: a question mark ends a sentence, so the word before it decides. */
function punctuationRule(prose: string, out: RawFinding[]) {
  for (const m of prose.matchAll(/[,;?]/g)) {
    const i = m.index;
    let p = i - 1;
    while (p >= 0 && (prose[p] === ' ' || prose[p] === '\t' || prose[p] === ZWNJ)) p--;
    let n = i + 1;
    while (n < prose.length && (prose[n] === ' ' || prose[n] === '\t')) n++;
    const [prev, next] = [prose[p], prose[n]];
    const persianBefore = isLetter(prev) || prev === '»';
    const persianAfter = isLetter(next) || next === '«';
    // , and ; sit between two words.
    const persian = m[0] === '?' ? persianBefore : persianBefore || (persianAfter && !/[A-Za-z0-9]/.test(prev || ''));
    if (!persian) continue;
    const fix = virastarOnly(m[0] === '?' ? 'fix_question_mark' : 'fix_punctuations', m[0]);
    out.push({
      rule: 'latin-punctuation',
      start: i,
      text: m[0],
      fix,
      message: `Latin «${m[0]}» in a Persian sentence`,
    });
  }
}

export function lineIndex(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return starts;
}

export function position(starts: number[], offset: number): { line: number; column: number } {
  const line = slotOf(starts, offset);
  return { line: line + 1, column: offset - starts[line] + 1 };
}

/** Findings at offsets of `source`, sorted by position, with their lines and columns. */
export function located(source: string, raw: RawFinding[]): PersianLintFinding[] {
  const starts = lineIndex(source);
  return raw
    .sort((a, b) => a.start - b.start || a.rule.localeCompare(b.rule))
    .map(({ start, ...rest }) => ({ ...position(starts, start), ...rest }));
}

function lint(source: string, prose: string, code: Range[]): PersianLintFinding[] {
  const raw: RawFinding[] = [];
  applyRules(CHARACTER_RULES, prose, 0, raw);
  for (const [start, end] of code) applyRules(CHARACTER_RULES, source.slice(start, end), start, raw);
  applyRules(PROSE_RULES, prose, 0, raw);
  punctuationRule(prose, raw);
  return located(source, raw);
}

/** Lints an MDX document. Findings are sorted by position. */
export function lintMdx(source: string): PersianLintFinding[] {
  const { prose, code } = maskedProse(source);
  return lint(source, prose, code);
}

/** Lints plain Persian text (no MDX syntax): used by tests and for strings outside content/. */
export function lintText(text: string): PersianLintFinding[] {
  return lint(text, text, []);
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

/** The avoided spellings of one term in `prose` (see findTermMatches). */
function avoidedSpellings(source: string, prose: string, term: Term): TermMatch[] {
  const found: TermMatch[] = [];
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
      let end = m.index + m[0].length;
      const fix = term.fa + (joins(term.fa) && PLURAL_ENDINGS.includes(ending) ? ZWNJ : '') + ending;
      // «بارگذاری‌شده» → «آپلودشده»: no ZWNJ after a letter that does not join.
      if (!ending && source[end] === ZWNJ && NON_JOINING.has(term.fa[term.fa.length - 1])) end += 1;
      found.push({ start: m.index, end, text: source.slice(m.index, m.index + m[0].length), fix, term });
    }
  }
  return found;
}

/**
 * Every avoided spelling of the terminology list in the prose of an MDX document (code, URLs and
 * non-prose attributes are masked first). A suffix may follow with a ZWNJ («چت بات‌ها»), or glued when
 * the term lists it, but the spelling must not be part of a longer word. Overlaps keep the longest match.
 */
export function findTermMatches(
  source: string,
  terms: Term[],
  { latin = true }: { latin?: boolean } = {},
): TermMatch[] {
  const { prose } = maskedProse(source);
  const found: TermMatch[] = [];
  for (const term of terms) {
    // An English name counts as a whole Latin word; code, URLs and identifiers are masked already.
    for (const name of latin ? term.latin || [] : []) {
      for (const m of prose.matchAll(new RegExp(`(?<![A-Za-z0-9_./-])${escapeRegExp(name)}(?![A-Za-z0-9_-])`, 'gi')))
        found.push({ start: m.index, end: m.index + m[0].length, text: m[0], fix: term.fa, term });
    }
    found.push(...avoidedSpellings(source, prose, term));
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TermMatch[] = [];
  for (const f of found) if (!kept.length || f.start >= kept[kept.length - 1].end) kept.push(f);
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
export function fixTerms(
  source: string,
  terms: Term[],
  options: { latin?: boolean } = {},
): { source: string; fixed: number } {
  const matches = findTermMatches(source, terms, options);
  let out = source;
  for (const m of [...matches].reverse()) out = out.slice(0, m.start) + m.fix + out.slice(m.end);
  return { source: out, fixed: matches.length };
}

/** `content/x.mdx:12:5 zwnj-prefix «می شود» → «می‌شود»: space after the prefix …` */
export function formatFinding(file: string, f: PersianLintFinding): string {
  const show = (s: string) => s.replace(/\u200c/g, '\u200c[ZWNJ]');
  const fix = f.fix ? ` → «${show(f.fix)}»` : '';
  return `${file}:${f.line}:${f.column} ${f.rule} «${show(f.text)}»${fix}: ${f.message}`;
}

/** Number of Persian words in the prose of an MDX document (a ZWNJ keeps a compound one word): the depth test. */
export function countPersianWords(source: string): number {
  const { prose } = maskedProse(source);
  const found = prose.match(new RegExp(`${LETTER_CLASS}+(?:\u200c${LETTER_CLASS}+)*`, 'g'));
  return found ? found.length : 0;
}
