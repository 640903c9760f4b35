/** @jest-environment node */
import { highlightedLines, rehypeFlowHtml } from './flowHtml';

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
  expect(literal.value).toBe(prism.replace('<div class="gatsby-highlight"', '<div class="gatsby-highlight" tabindex="0" style="--code-lines:1"'));
  expect(JSON.parse(literal.raw)).toBe(literal.value);
  // Idempotent: the same document is compiled more than once.
  rehypeFlowHtml()({ type: 'root', children: [{ ...node, name: 'span' }] });
  expect(literal.value.match(/tabindex/g)).toHaveLength(1);
});

it('does the same for a block with highlighted lines (another class beside gatsby-highlight)', () => {
  const { node, literal } = rawHtml(prism.replace('gatsby-highlight"', 'gatsby-highlight has-highlighted-lines"'));
  rehypeFlowHtml()({ type: 'root', children: [node] });
  expect(literal.value.startsWith('<div class="gatsby-highlight has-highlighted-lines" tabindex="0" style="--code-lines:1"')).toBe(true);
});

it('counts the lines of the highlighted code, so its off-screen placeholder has its real height', () => {
  expect(highlightedLines('<pre><code class="language-js"><span class="token">a</span>\nb\n\nc</code></pre>')).toBe(4);
  expect(highlightedLines('<pre><code>one line\n</code></pre>')).toBe(1);
  expect(highlightedLines('<p>no code</p>')).toBe(1);
  // Highlighted lines carry no newline of their own: {2-3} of a four-line block.
  const hl = (t: string) => `<span class="gatsby-highlight-code-line"><span class="token">${t}</span></span>`;
  expect(highlightedLines(`<pre><code>{\n${hl('a')}${hl('b')}}\n</code></pre>`)).toBe(4);
  expect(highlightedLines(`<pre><code>a\n${hl('last')}</code></pre>`)).toBe(2);
});
