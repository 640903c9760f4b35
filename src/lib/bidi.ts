/** A run of Latin words (with digits and the punctuation that belongs inside identifiers and versions). */
const LATIN_RUN = /[A-Za-z][A-Za-z0-9_@#+./:'-]*(?:[ \u00A0]+[A-Za-z0-9][A-Za-z0-9_@#+./:'-]*)*/g;
const PERSIAN = /[\u0600-\u06FF]/;

export interface BidiPart {
  text: string;
  latin: boolean;
}

/**
 * Splits text into Latin runs and the rest, only when the text also holds Persian; trailing sentence
 * punctuation stays outside the run so it follows the Persian flow.
 */
export function splitLatinRuns(text: string): BidiPart[] {
  if (!PERSIAN.test(text)) return [{ text, latin: /[A-Za-z]/.test(text) }];
  const parts: BidiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    let run = match[0];
    const start = match.index ?? 0;
    const trimmed = run.replace(/[.:'-]+$/, '');
    run = trimmed;
    if (!run) continue;
    if (start > last) parts.push({ text: text.slice(last, start), latin: false });
    parts.push({ text: run, latin: true });
    last = start + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), latin: false });
  return parts.length ? parts : [{ text, latin: false }];
}
