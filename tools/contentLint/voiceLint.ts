/**
 * The voice of the docs, as lint rules over MDX prose. Pure: text in, findings out.
 *
 * The pages speak as Metis's documentation. A fact is stated plainly, or it carries the compact
 * «نیازمند بازبینی» mark; the pages never tell the story of the research behind them. Three rules keep it so:
 * - `retired-word`: a word that meant several things on these pages («منبع»: the API resource, the evidence,
 *   the citation) is not written at all; the finding says which word to write for each meaning.
 * - `voice`: phrases that narrate the research («برداشت ماست», «مستندات ۲۰۲۶») are not written.
 * - `one-mark`: a claim of the index (content/claims.json: a key phrase per single-source, inferred or
 *   conflicting fact) carries the mark in every sentence that states it, on every page, so the same fact is
 *   never marked on one page and bare on another.
 */
import {
  applyRules,
  escapeRegExp,
  lineIndex,
  located,
  PERSIAN_LETTER as LETTERS,
  position,
  type PatternRule,
  type PersianLintFinding,
  type RawFinding,
} from './persianLint';
import { maskedProse } from './proseMask';

/** A word the docs no longer write, because it meant several things: `use` says what to write instead. */
export interface RetiredWord {
  /** The stems; any word starting with one of them is the retired word (منبع، منبع‌ها، منابع، منبعی). */
  forms: string[];
  en: string;
  use: string;
}

/**
 * One claim of the index: a fact resting on [S], [I] or [X] in the platform facts, found by its key phrases.
 * A sentence states the claim when it holds one of `keys` (as a whole word) or matches one of `patterns`,
 * and, when `with` is given, also names one of its words: the subject that tells this claim from another
 * use of the same phrase («رشته‌ی JSON» of the corpus settings, not of a tool call's arguments).
 */
export interface Claim {
  /** Text that states the fact in a sentence: a field (`usage.cost`), a path, an error code or a Persian phrase. */
  keys: string[];
  /** Regular expressions (source text, no flags) for a Persian phrasing the keys cannot catch. */
  patterns?: string[];
  /** Words of which one must be in the sentence too (substring match). */
  with?: string[];
  /** The fact, in English, for the reader of the index. */
  fact: string;
  /** The facts sheet's mark for it. */
  mark: 'S' | 'I' | 'X';
}

/** Findings of one rule in the prose of an MDX document (code, URLs and non-prose attributes are masked). */
function proseFindings(source: string, rules: PatternRule[]): PersianLintFinding[] {
  const raw: RawFinding[] = [];
  applyRules(rules, maskedProse(source).prose, 0, raw);
  return located(source, raw);
}

/** Every retired word in the prose of an MDX document. */
export function lintRetired(source: string, retired: RetiredWord[]): PersianLintFinding[] {
  return proseFindings(
    source,
    retired.map((word) => ({
      rule: 'retired-word',
      re: new RegExp(`(?<![${LETTERS}\u200c])(?:${word.forms.map(escapeRegExp).join('|')})[${LETTERS}\u200c]*`, 'g'),
      fix: () => '',
      message: `«${word.forms[0]}» (${word.en}) is not used: ${word.use}`,
    })),
  );
}

/** Every phrase that narrates the research behind the docs, in prose. */
export function lintVoice(source: string, phrases: string[]): PersianLintFinding[] {
  return proseFindings(
    source,
    phrases.map((phrase) => ({
      rule: 'voice',
      re: new RegExp(escapeRegExp(phrase), 'g'),
      fix: () => '',
      message:
        'the page speaks as Metis’s docs: state the fact, put <Unverified /> after it if it is not confirmed, and say nothing of where it came from',
    })),
  );
}

/** A sentence of prose: where it starts in the source, its text with inline code kept, and whether it is marked. */
export interface Sentence {
  start: number;
  text: string;
  marked: boolean;
}

const MARK = /<Unverified\s*\/>/g;

/**
 * The sentences of an MDX document's prose, with their inline code (where key phrases such as `usage.cost`
 * are written) and whether each carries the mark. A sentence ends at «.», «؟» or «!» followed by a space, or
 * at a table cell's edge; a mark written just after a sentence's full stop belongs to that sentence.
 * Headings, code fences and JSX are not sentences.
 */
export function sentences(source: string): Sentence[] {
  const { prose, code } = maskedProse(source);
  const chars = prose.split('');
  // Inline code is part of the sentence it sits in; fenced code (ranges spanning lines) is not prose.
  // A full stop inside inline code (`?query=...`) does not end the sentence around it.
  const inCode = new Uint8Array(source.length);
  for (const [s, e] of code) {
    if (source.slice(s, e).includes('\n')) continue;
    for (let i = s; i < e; i++) {
      chars[i] = source[i];
      inCode[i] = 1;
    }
  }
  const text = chars.join('');
  const marks = [...source.matchAll(MARK)].map((m) => m.index);
  const out: Sentence[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    // Headings and a fence's opening line (its title) cannot carry the mark: they are not sentences.
    if (/^\s*(?:#|```|~~~)/.test(source.slice(lineStart, lineStart + line.length)) || !line.trim()) continue;
    // A sentence ends at a full stop outside inline code, or at a table cell's edge.
    const pieces: Array<Sentence & { end: number; afterCell: boolean }> = [];
    let [from, afterCell] = [0, false];
    const cut = (end: number, cell: boolean) => {
      const [start, text] = [lineStart + from, line.slice(from, end)];
      pieces.push({ start, end: lineStart + end, text, marked: false, afterCell });
      [from, afterCell] = [end, cell];
    };
    for (const m of line.matchAll(/[.؟!](?=\s)|\|/g)) if (!inCode[lineStart + m.index]) cut(m.index + 1, m[0] === '|');
    cut(line.length, false);
    for (const at of marks) {
      if (at < lineStart || at >= lineStart + line.length) continue;
      const i = pieces.findIndex((s) => at >= s.start && at < s.end);
      if (i < 0) continue;
      // «… است. <Unverified />»: the mark is blank space before it in its piece, so it marks the sentence before.
      const own = pieces[i];
      const before = source.slice(own.start, at).replace(MARK, '');
      const target = i > 0 && !own.afterCell && !/[^\s]/.test(before.replace(/[*_]/g, '')) ? pieces[i - 1] : own;
      target.marked = true;
    }
    for (const s of pieces) if (s.text.trim()) out.push({ start: s.start, text: s.text, marked: s.marked });
  }
  return out;
}

/** Where a key phrase occurs in a sentence: as a whole word, not inside a longer name (`usage.cost_usd`). */
function keyPattern(key: string): RegExp {
  return new RegExp(`(?<![\\w.\\-/${LETTERS}])${escapeRegExp(key)}(?![\\w\\-${LETTERS}]|\\.\\w)`);
}

/** The phrase of a claim a sentence states it with (the first key or pattern found), or null. */
function statedBy(claim: Claim, text: string): string | null {
  if (claim.with && !claim.with.some((w) => text.includes(w))) return null;
  for (const key of claim.keys) if (keyPattern(key).test(text)) return key;
  for (const source of claim.patterns ?? []) {
    const m = new RegExp(source).exec(text);
    if (m) return m[0].replace(/\s+/g, ' ');
  }
  return null;
}

type Mention = { claim: Claim; sentence: Sentence; phrase: string };

/** The sentences of one document that state a claim of the index, marked or not, with the phrase found. */
export function claimMentions(source: string, claims: Claim[]): Mention[] {
  const all = sentences(source);
  return claims.flatMap((claim) =>
    all.flatMap((sentence) => {
      const phrase = statedBy(claim, sentence.text);
      return phrase ? [{ claim, sentence, phrase }] : [];
    }),
  );
}

/**
 * The one-mark rule over every document: each claim of the index is marked wherever a sentence states it.
 * A bare mention is reported with the pages where the same claim is marked, so the author sees the
 * disagreement; a claim no page states any more is reported against the index, which must be kept current.
 */
export function oneMarkFindings(
  documents: Array<{ file: string; source: string }>,
  claims: Claim[],
): Array<{ file: string; finding: PersianLintFinding }> {
  const read = documents.map((d) => ({ ...d, mentions: claimMentions(d.source, claims), starts: lineIndex(d.source) }));
  const finding = (at: { line: number; column: number }, text: string, message: string) =>
    ({ ...at, rule: 'one-mark', text, fix: '', message }) as const;
  return claims.flatMap((claim) => {
    const stated = read.flatMap((d) => d.mentions.filter((m) => m.claim === claim).map((m) => ({ ...m, d })));
    if (!stated.length) {
      const key = claim.keys[0] ?? claim.patterns?.[0] ?? '';
      const message = 'no page states this claim any more: remove it from the index';
      return [{ file: 'content/claims.json', finding: finding({ line: 1, column: 1 }, key, message) }];
    }
    const markedIn = [...new Set(stated.filter((m) => m.sentence.marked).map((m) => m.d.file))];
    const elsewhere = markedIn.length ? `; marked in ${markedIn.join(', ')}` : '';
    const message = `states a [${claim.mark}] fact of content/claims.json (${claim.fact}) without <Unverified /> in the same sentence${elsewhere}`;
    return stated
      .filter((m) => !m.sentence.marked)
      .map(({ d, sentence, phrase }) => ({
        file: d.file,
        finding: finding(position(d.starts, sentence.start), phrase, message),
      }));
  });
}
