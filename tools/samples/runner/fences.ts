/**
 * The code fences a reader sees on one MDX page, in page order, as the sample runner needs them: language,
 * title, the code itself and where it is (file and line). Fences inside admonitions and tabs count; a fence
 * inside a longer fence (```` ```md ```` showing MDX source) is part of that fence's text, not a sample.
 */
import type { FenceUse } from '../../../src/lib/documentModel';

export interface Fence {
  /** Content file, relative to the project (e.g. `content/workflow.mdx`). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Language as written, without highlighted lines (`python`, `bash`, `json` …); empty when none. */
  lang: string;
  /** `title="…"` of the fence, or empty. */
  title: string;
  /** The fence's meta after the language, as written (`title="relay.py" server`). */
  meta: string;
  code: string;
}

/** `python{3-5}` → `python`; `title="a b"` or `title='a'` → `a b`. The site reads fence meta the same way. */
export function fenceHeader(
  lang: string | null | undefined,
  meta: string | null | undefined,
): { lang: string; title: string } {
  const language = (lang || '').trim().replace(/\{[\d,\s-]*\}$/, '');
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta || '');
  return { lang: language, title: title ? (title[1] ?? title[2]) : '' };
}

/** The fences of a document (its model's, src/node/documentModel.ts) as samples of the file `file`. */
export function extractFences(uses: FenceUse[], file: string): Fence[] {
  return uses.map((use) => ({
    file,
    line: use.line,
    ...fenceHeader(use.lang, use.meta),
    meta: use.meta,
    code: use.code,
  }));
}
