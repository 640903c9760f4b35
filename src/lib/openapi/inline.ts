/** A run of description text: plain Persian text or an inline code span. */
export interface InlineSegment {
  code: boolean;
  text: string;
}

/**
 * Splits a definition description into text and `code` spans (the only Markdown the descriptions use),
 * so components render code as LTR <code> without parsing HTML. An unclosed backtick stays text.
 */
export function inlineSegments(text: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  const re = /`([^`]+)`/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ code: false, text: text.slice(last, m.index) });
    out.push({ code: true, text: m[1] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ code: false, text: text.slice(last) });
  return out;
}
