/**
 * Patch: Prism's highlighted code as valid, keyboard-reachable block HTML.
 *
 * What it changes: a rehype step over gatsby-plugin-mdx's output for raw HTML. gatsby-plugin-mdx turns
 * each raw HTML block (gatsby-remark-prismjs's highlighted code among them) into
 * `<span dangerouslySetInnerHTML={{__html: "…"}}>` with the string as an estree Literal.
 * - The `span` becomes a `div`: a `<div><pre>` inside an inline element is invalid HTML.
 * - Prism's scroller (`<div class="gatsby-highlight…">`) gets `tabindex="0"`, so a block that scrolls
 *   sideways is reachable by keyboard (axe: scrollable-region-focusable) without changing the DOM of
 *   every code block after hydration, and `--code-lines`, its number of lines, from which the Prism theme
 *   reserves its exact height while it is off screen and not laid out (content-visibility).
 * - Each highlighted line ({2-3} in the fence), a block-level `<span class="gatsby-highlight-code-line">`
 *   that gatsby-remark-prismjs writes without its newline, gets the newline back inside the span: the page
 *   text (what scrapers, assistants and the Markdown twin's check read) keeps its lines. A newline ending a
 *   block adds no empty line, so the rendering is unchanged.
 *
 * Why: gatsby-plugin-mdx has no option for how it renders raw HTML, and gatsby-remark-prismjs none for the
 * attributes of its scroller.
 *
 * Checked against: gatsby-plugin-mdx 5.16.0 (dist/remark-mdx-html-plugin.js), gatsby-remark-prismjs
 * 7.16.0, @mdx-js/mdx 2.3.0.
 *
 * Check: every fenced code block is wrapped in <CodeBlock> (src/node/remark/codeMeta.ts); each one must
 * hold a Prism scroller this step rewrote, or compiling the document fails naming this patch.
 */
import { visit } from 'unist-util-visit';
import { codeLines } from '../lib/codeLines';
import { failPatch } from './_mismatchBuild';
import { PatchDidNotApply, mismatchRequested, patchApplied } from './_report';

export const PATCH = 'prismCodeBlocks';

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{ name?: string; value?: { data?: { estree?: unknown } } | string | null }>;
}

interface Literal {
  type: 'Literal';
  value: unknown;
  raw?: string;
}

/** Prism's scroller, `gatsby-highlight` plus `has-highlighted-lines` when the fence marks lines. */
const HIGHLIGHT_OPEN = /^<div class="gatsby-highlight(?: [^"]*)?"/;
const NEVER = /(?!)/;

/** Lines of the code inside Prism's <code>, each highlighted line with its newline back (withLineBreaks). */
export function highlightedLines(html: string): number {
  const code = /<code[^>]*>([\s\S]*)<\/code>/.exec(withLineBreaks(html))?.[1];
  return code === undefined ? 1 : codeLines(code.replace(/<[^>]*>/g, ''));
}

/** Prism's HTML with the newline of each highlighted line put back at the end of its span (idempotent). */
export function withLineBreaks(html: string): string {
  let out = '';
  let text = '';
  const open: boolean[] = [];
  for (const part of html.split(/(<\/?span\b[^>]*>)/)) {
    if (part.startsWith('<span')) open.push(part.includes('gatsby-highlight-code-line'));
    else if (part === '</span>' && open.pop() && !text.endsWith('\n')) {
      out += '\n';
      text += '\n';
    } else if (!part.startsWith('<')) text += part;
    out += part;
  }
  return out;
}

/** Every string literal of an estree, where Prism's HTML sits inside `{__html: "…"}`. */
function literals(tree: unknown, found: Literal[] = []): Literal[] {
  if (!tree || typeof tree !== 'object') return found;
  const node = tree as Record<string, unknown>;
  if (node.type === 'Literal' && typeof node.value === 'string') found.push(node as unknown as Literal);
  for (const value of Object.values(node)) if (value && typeof value === 'object') literals(value, found);
  return found;
}

/** Rewrites the raw-HTML element; returns how many Prism scrollers it holds (rewritten now or before). */
function rewrite(node: JsxNode, open: RegExp): number {
  const html = node.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML');
  if (node.name !== 'span' || !html) return 0;
  node.name = 'div';
  const estree = typeof html.value === 'object' ? html.value?.data?.estree : undefined;
  let scrollers = 0;
  for (const literal of literals(estree)) {
    const value = literal.value as string;
    const match = open.exec(value);
    if (!match) continue;
    scrollers++;
    if (value.startsWith(`${match[0]} tabindex`)) continue;
    const lined = withLineBreaks(value);
    literal.value = `${match[0]} tabindex="0" style="--code-lines:${highlightedLines(lined)}"${lined.slice(match[0].length)}`;
    literal.raw = JSON.stringify(literal.value);
  }
  return scrollers;
}

let reported = false;

export function rehypePrismCodeBlocks() {
  const open = mismatchRequested(PATCH) ? NEVER : HIGHLIGHT_OPEN;
  return (tree: unknown, file: { path?: string }) => {
    let scrollers = 0;
    let codeBlocks = 0;
    visit(tree as never, 'mdxJsxFlowElement', (node: JsxNode) => {
      if (node.name === 'CodeBlock') {
        codeBlocks++;
        let inside = 0;
        visit(node as never, 'mdxJsxFlowElement', (child: JsxNode) => {
          if (child !== node) inside += rewrite(child, open);
        });
        if (!inside)
          failPatch(
            new PatchDidNotApply(
              PATCH,
              `a <CodeBlock> in ${file.path ?? 'a document'} holds no Prism scroller matching ${HIGHLIGHT_OPEN}`,
            ),
            (e) => {
              throw e;
            },
          );
        scrollers += inside;
        return 'skip';
      }
      rewrite(node, open);
      return undefined;
    });
    if (codeBlocks && !reported) {
      reported = true;
      patchApplied(PATCH, `${scrollers} Prism blocks of the first document with code are block-level and focusable`);
    }
  };
}
