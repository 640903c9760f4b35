import { normalizeWithMap } from './normalize';

export interface Segment {
  text: string;
  /** True for a matched term, rendered as <mark>. */
  match: boolean;
}

interface Range {
  start: number;
  end: number;
}

/**
 * Where `terms` occur in `text`, as ranges of the original string, merged. The terms are a prepared query's
 * and the index's (preparedQuery.ts): already folded and joiner-free, so only the text is folded here, the
 * same way, with a map back to its own characters.
 */
export function matchRanges(text: string, terms: readonly string[]): Range[] {
  const { text: folded, map } = normalizeWithMap(text, { dropJoiners: true });
  const ranges: Range[] = [];
  for (const term of terms) {
    if (term.length < 2) continue;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(term, from);
      if (at === -1) break;
      ranges.push({ start: map[at], end: map[at + term.length - 1] + 1 });
      from = at + term.length;
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** Splits `text` into plain and matched segments (`terms` folded, as for `matchRanges`). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const r of matchRanges(text, terms)) {
    if (r.start > at) segments.push({ text: text.slice(at, r.start), match: false });
    segments.push({ text: text.slice(r.start, r.end), match: true });
    at = r.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/**
 * A window of about `length` characters of `text` around its first match, cut at spaces, with an ellipsis
 * where text was left out, split into highlighted segments. Without a match: the opening of the text.
 */
export function snippet(text: string, terms: readonly string[], length = 160): Segment[] {
  if (!text) return [];
  const first = matchRanges(text, terms)[0];
  let start = 0;
  if (first && first.end > length * 0.7) {
    start = Math.max(0, first.start - Math.floor(length / 3));
    const space = text.lastIndexOf(' ', start);
    start = space === -1 ? 0 : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    end = space === -1 || space - end > 20 ? end : space;
  }
  const window = text.slice(start, end);
  const segments = highlight(window, terms);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < text.length) segments.push({ text: ' …', match: false });
  return segments;
}
