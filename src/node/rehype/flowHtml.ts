import { visit } from 'unist-util-visit';

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

const HIGHLIGHT_OPEN = '<div class="gatsby-highlight"';

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
 * Prism's scroller also gets tabindex="0" here, in the static HTML: a block that scrolls sideways must
 * be reachable by keyboard to scroll with the arrow keys (axe: scrollable-region-focusable), and setting
 * it in the browser after hydration changed the DOM of every code block on every page load.
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
        if (!value.startsWith(HIGHLIGHT_OPEN) || value.startsWith(`${HIGHLIGHT_OPEN} tabindex`)) continue;
        literal.value = `${HIGHLIGHT_OPEN} tabindex="0"${value.slice(HIGHLIGHT_OPEN.length)}`;
        literal.raw = JSON.stringify(literal.value);
      }
    });
  };
}
