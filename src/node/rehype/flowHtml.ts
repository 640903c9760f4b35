import { visit } from 'unist-util-visit';

interface JsxNode {
  type: string;
  name?: string;
  attributes?: Array<{ name?: string }>;
}

/**
 * gatsby-plugin-mdx renders raw HTML blocks (Prism's highlighted code among them) as
 * <span dangerouslySetInnerHTML>, which puts a <div><pre> inside an inline element: invalid HTML.
 * Block-level raw HTML becomes a <div> instead.
 */
export function rehypeFlowHtml() {
  return (tree: unknown) => {
    visit(tree as never, 'mdxJsxFlowElement', (node: JsxNode) => {
      if (node.name === 'span' && node.attributes?.some((a) => a.name === 'dangerouslySetInnerHTML')) {
        node.name = 'div';
      }
    });
  };
}
