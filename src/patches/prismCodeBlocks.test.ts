/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { recordedFailures, startMismatchBuild } from './_mismatchBuild';
import { PatchDidNotApply } from './_report';
import { highlightedLines, rehypePrismCodeBlocks, withLineBreaks } from './prismCodeBlocks';

const run = (children: unknown[]) => rehypePrismCodeBlocks()({ type: 'root', children }, { path: 'content/a.mdx' });
const codeBlock = (child: unknown) => ({
  type: 'mdxJsxFlowElement',
  name: 'CodeBlock',
  attributes: [],
  children: [child],
});

const prism =
  '<div class="gatsby-highlight" data-language="bash"><pre class="language-bash"><code>curl</code></pre></div>';

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
          value: {
            type: 'mdxJsxAttributeValueExpression',
            data: {
              estree: {
                type: 'Program',
                body: [
                  {
                    type: 'ExpressionStatement',
                    expression: {
                      type: 'ObjectExpression',
                      properties: [{ type: 'Property', key: { type: 'Identifier', name: '__html' }, value: literal }],
                    },
                  },
                ],
              },
            },
          },
        },
      ],
      children: [],
    },
    literal,
  };
}

it('renders block-level raw HTML in a <div>, not an inline <span>', () => {
  const { node } = rawHtml('<p>x</p>');
  run([node]);
  expect(node.name).toBe('div');
});

it('makes Prism’s scroller keyboard-reachable in the static HTML (scrollable-region-focusable)', () => {
  const { node, literal } = rawHtml(prism);
  run([node]);
  expect(literal.value).toBe(
    prism.replace('<div class="gatsby-highlight"', '<div class="gatsby-highlight" tabindex="0" style="--code-lines:1"'),
  );
  expect(JSON.parse(literal.raw)).toBe(literal.value);
  // Idempotent: the same document is compiled more than once.
  run([{ ...node, name: 'span' }]);
  expect(literal.value.match(/tabindex/g)).toHaveLength(1);
});

it('does the same for a block with highlighted lines (another class beside gatsby-highlight)', () => {
  const { node, literal } = rawHtml(prism.replace('gatsby-highlight"', 'gatsby-highlight has-highlighted-lines"'));
  run([node]);
  expect(
    literal.value.startsWith('<div class="gatsby-highlight has-highlighted-lines" tabindex="0" style="--code-lines:1"'),
  ).toBe(true);
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

it('puts the newline of each highlighted line back inside its span, once, so the page text keeps its lines', () => {
  const hl = (t: string) => `<span class="gatsby-highlight-code-line"><span class="token">${t}</span></span>`;
  const html = `<pre><code>a = 1\n${hl('if a:')}${hl('    b = 2')}print(a)</code></pre>`;
  const lined = withLineBreaks(html);
  expect(lined.replace(/<[^>]*>/g, '')).toBe('a = 1\nif a:\n    b = 2\nprint(a)');
  expect(withLineBreaks(lined)).toBe(lined);
  expect(highlightedLines(lined)).toBe(highlightedLines(html));
  const { node, literal } = rawHtml(`<div class="gatsby-highlight has-highlighted-lines">${html}</div>`);
  run([codeBlock(node)]);
  expect(literal.value).toContain('if a:</span>\n</span>');
});

it('rewrites the scroller inside every <CodeBlock>, and fails naming the patch when a <CodeBlock> holds none', () => {
  const { node, literal } = rawHtml(prism);
  run([codeBlock(node)]);
  expect(node.name).toBe('div');
  expect(literal.value).toContain('tabindex="0"');
  // Prism's output changed shape: the block is not recognised, and compiling the document fails.
  const changed = rawHtml('<div class="prism-scroller"><pre><code>curl</code></pre></div>');
  expect(() => run([codeBlock(changed.node)])).toThrow(PatchDidNotApply);
  expect(() => run([codeBlock(changed.node)])).toThrow(
    /patch prismCodeBlocks did not apply: a <CodeBlock> in content\/a\.mdx/,
  );
});

it('matches nothing when the build asks it to simulate a mismatch, so the check fires (recorded: the build goes on)', () => {
  process.env.METIS_PATCH_MISMATCH = 'prismCodeBlocks';
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-mismatch-'));
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(root);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { node } = rawHtml(prism);
    expect(() => rehypePrismCodeBlocks()({ type: 'root', children: [codeBlock(node)] }, {})).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^patch prismCodeBlocks did not apply: a <CodeBlock>/));
    expect(recordedFailures(root)).toEqual(['prismCodeBlocks']);
  } finally {
    delete process.env.METIS_PATCH_MISMATCH;
    cwd.mockRestore();
    error.mockRestore();
    startMismatchBuild(root);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
