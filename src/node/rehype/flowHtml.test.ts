/** @jest-environment node */
import { rehypeFlowHtml } from './flowHtml';

const prism = '<div class="gatsby-highlight" data-language="bash"><pre class="language-bash"><code>curl</code></pre></div>';

function rawHtml(html: string) {
  const literal = { type: 'Literal', value: html, raw: JSON.stringify(html) };
  return {
    node: {
      type: 'mdxJsxFlowElement',
      name: 'span',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'dangerouslySetInnerHTML',
          value: { type: 'mdxJsxAttributeValueExpression', data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties: [{ type: 'Property', key: { type: 'Identifier', name: '__html' }, value: literal }] } }] } } },
        },
      ],
      children: [],
    },
    literal,
  };
}

it('renders block-level raw HTML in a <div>, not an inline <span>', () => {
  const { node } = rawHtml('<p>x</p>');
  rehypeFlowHtml()({ type: 'root', children: [node] });
  expect(node.name).toBe('div');
});

it('makes Prism’s scroller keyboard-reachable in the static HTML (scrollable-region-focusable)', () => {
  const { node, literal } = rawHtml(prism);
  rehypeFlowHtml()({ type: 'root', children: [node] });
  expect(literal.value).toBe(prism.replace('<div class="gatsby-highlight"', '<div class="gatsby-highlight" tabindex="0"'));
  expect(JSON.parse(literal.raw)).toBe(literal.value);
  // Idempotent: the same document is compiled more than once.
  rehypeFlowHtml()({ type: 'root', children: [{ ...node, name: 'span' }] });
  expect(literal.value.match(/tabindex/g)).toHaveLength(1);
});
