import { visit } from 'unist-util-visit';
import { codeLines } from '../../lib/codeLines';

interface JsxNode {
  type: string;
  name?: string;
  attributes?: Array<{ name?: string; value?: { data?: { estree?: unknown } } | string | null }>;
}

interface Literal {
  type: 'Literal';
  value: unknown;
  raw?: string;
}

/** Prism's scroller, `gatsby-highlight` plus `has-highlighted-lines` when the fence marks lines. */
const HIGHLIGHT_OPEN = /^<div class="gatsby-highlight(?: [^"]*)?"/;

/**
 * Lines of the code inside Prism's <code>. A highlighted line ({2-3} in the fence) is a block-level
 * <span class="gatsby-highlight-code-line"> without its newline, so its end counts as one.
 */
export function highlightedLines(html: string): number {
  const start = html.indexOf('<code');
  const end = html.lastIndexOf('</code>');
  if (start === -1 || end === -1) return 1;
  const inner = html.slice(html.indexOf('>', start) + 1, end);
  let text = '';
  const open: boolean[] = [];
  for (const part of inner.split(/(<\/?span\b[^>]*>)/)) {
    if (part.startsWith('<span')) open.push(part.includes('gatsby-highlight-code-line'));
    else if (part === '</span>') text += open.pop() ? '\n' : '';
    else text += part;
  }
  return codeLines(text);
}

/** Every string literal of an estree, where Prism's HTML sits inside `{__html: "…"}`. */
function literals(tree: unknown, found: Literal[] = []): Literal[] {
  if (!tree || typeof tree !== 'object') return found;
  const node = tree as Record<string, unknown>;
  if (node.type === 'Literal' && typeof node.value === 'string') found.push(node as unknown as Literal);
  for (const value of Object.values(node)) if (value && typeof value === 'object') literals(value, found);
  return found;
}

/**
 * gatsby-plugin-mdx renders raw HTML blocks (Prism's highlighted code among them) as
 * <span dangerouslySetInnerHTML>, which puts a <div><pre> inside an inline element: invalid HTML.
 * Block-level raw HTML becomes a <div> instead.
 *
 * Prism's scroller also gets, in the static HTML:
 * - tabindex="0": a block that scrolls sideways must be reachable by keyboard to scroll with the arrow
 *   keys (axe: scrollable-region-focusable); setting it in the browser after hydration changed the DOM of
 *   every code block on every page load.
 * - --code-lines, its number of lines, from which the Prism theme reserves its exact height while it is
 *   off screen and not laid out (content-visibility).
 */
export function rehypeFlowHtml() {
  return (tree: unknown) => {
    visit(tree as never, 'mdxJsxFlowElement', (node: JsxNode) => {
      const html = node.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML');
      if (node.name !== 'span' || !html) return;
      node.name = 'div';
      const estree = typeof html.value === 'object' ? html.value?.data?.estree : undefined;
      for (const literal of literals(estree)) {
        const value = literal.value as string;
        const open = HIGHLIGHT_OPEN.exec(value);
        if (!open || value.startsWith(`${open[0]} tabindex`)) continue;
        literal.value = `${open[0]} tabindex="0" style="--code-lines:${highlightedLines(value)}"${value.slice(open[0].length)}`;
        literal.raw = JSON.stringify(literal.value);
      }
    });
  };
}
