/**
 * The code fences a reader sees on one MDX page, in page order, as the sample runner needs them: language,
 * title, the code itself and where it is (file and line). Fences inside admonitions and tabs count; a fence
 * inside a longer fence (```` ```md ```` showing MDX source) is part of that fence's text, not a sample.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';

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
export function fenceHeader(lang: string | null | undefined, meta: string | null | undefined): { lang: string; title: string } {
  const language = (lang || '').trim().replace(/\{[\d,\s-]*\}$/, '');
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta || '');
  return { lang: language, title: title ? (title[1] ?? title[2]) : '' };
}

export function extractFences(mdx: string, file: string): Fence[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(mdx);
  const fences: Fence[] = [];
  visit(tree as never, 'code', (node: Code) => {
    const { lang, title } = fenceHeader(node.lang, node.meta);
    fences.push({ file, line: node.position?.start.line ?? 0, lang, title, meta: node.meta ?? '', code: node.value });
  });
  return fences;
}
