/** @jest-environment node */
import { execFileSync } from 'child_process';
import type { Program } from 'estree';
import { documentTree, DocumentTreeError, recmaDocumentTree } from './documentTree';

// MDX and its unified family ship ES modules only, which Jest's CommonJS runtime cannot load; a Node child
// compiles the sources (as the build configures MDX: automatic runtime, Emotion, the provider) and hands
// back each finished program, as the recma plugin receives it.
const COMPILE = `
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
const sources = JSON.parse(process.argv[1]);
const out = [];
for (const source of sources) {
  let program;
  await compile(source, { remarkPlugins: [remarkGfm], jsxImportSource: '@emotion/react', providerImportSource: '@mdx-js/react', recmaPlugins: [() => (tree) => { program = tree; }] });
  out.push(program);
}
process.stdout.write(JSON.stringify(out));
`;
const compiled = new Map<string, Program>();
function compileAll(sources: string[]) {
  const programs = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', COMPILE, JSON.stringify(sources)], {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    }),
  );
  sources.forEach((s, i) => compiled.set(s, programs[i]));
}

async function program(source: string): Promise<Program> {
  if (!compiled.has(source)) compileAll([source]);
  return compiled.get(source) as Program;
}

const treeOf = async (source: string, data: Record<string, unknown> = {}) =>
  documentTree(await program(source), { file: 'content/doc.mdx', importedData: (s) => data[s] as never });

describe('documentTree', () => {
  it('reads Markdown as the elements MDX maps, with its whitespace', async () => {
    const { tree } = await treeOf('## عنوان\n\nمتن با `code` و [پیوند](/api/session).\n');
    expect(tree).toEqual([
      '',
      ['h2', 'عنوان'],
      '\n',
      ['p', 'متن با ', ['code', 'code'], ' و ', ['a', { href: '/api/session' }, 'پیوند'], '.'],
    ]);
  });

  it('keeps one child as itself and leaves empty props out', async () => {
    // A document of one block is that block, without a fragment around it.
    const { tree } = await treeOf('**پررنگ**\n');
    expect(tree).toEqual(['p', ['strong', 'پررنگ']]);
  });

  it('writes GFM tables without the whitespace React refuses inside them', async () => {
    const { tree } = await treeOf('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(tree).toEqual([
      'table',
      ['thead', ['tr', ['th', 'a'], ['th', 'b']]],
      ['tbody', ['tr', ['td', '1'], ['td', '2']]],
    ]);
  });

  it('keeps the components a document uses, with literal props of every JSON kind', async () => {
    const { tree } = await treeOf(
      '<Tabs groupId="code" count={2} flag items={["a", {b: -1}]} none={undefined}>\n  <TabItem value="x">متن</TabItem>\n</Tabs>\n',
    );
    expect(tree).toEqual([
      'Tabs',
      { groupId: 'code', count: 2, flag: true, items: ['a', { b: -1 }] },
      ['TabItem', { value: 'x' }, 'متن'],
    ]);
  });

  it('marks an element written as JSX, which MDX never maps', async () => {
    const { tree } = await treeOf('<div className="x">\n  **a**\n</div>\n');
    expect(tree).toEqual(['!div', { className: 'x' }, ['p', ['strong', 'a']]]);
  });

  it('turns an element passed as a prop into a wrapped element', async () => {
    const { tree } = await treeOf('<Figure caption={<b>x</b>} />\n');
    // MDX maps an element inside an expression through the provider, like Markdown's own.
    expect(tree).toEqual(['Figure', { caption: { $mdx: ['b', 'x'] } }]);
  });

  it('inlines a data file the document imports', async () => {
    const { tree } = await treeOf("import pricing from './data/pricing.json';\n\n<PricingDate data={pricing} />\n", {
      './data/pricing.json': { asOf: '2026-01-01' },
    });
    expect(tree).toEqual(['PricingDate', { data: { asOf: '2026-01-01' } }]);
  });

  it('refuses what data cannot carry, with the file, the line and the fix', async () => {
    await expect(treeOf('متن\n\n{1 + 1}\n')).rejects.toThrow(
      /^content\/doc\.mdx:3: this expression \(BinaryExpression\) cannot be rendered from data\. Fix:/,
    );
    await expect(treeOf('export const n = 2;\n\n<Tabs count={n} />\n')).rejects.toThrow(
      /content\/doc\.mdx:3: .*Identifier/,
    );
    await expect(treeOf("import x from 'some-package';\n\nمتن\n")).rejects.toThrow(
      /import from "some-package" cannot be used in a document\. Fix:/,
    );
    await expect(treeOf("import pricing from './data/missing.json';\n\nمتن\n")).rejects.toBeInstanceOf(
      DocumentTreeError,
    );
    const unknown = await program('متن\n\n<Foo />\n');
    expect(() =>
      documentTree(unknown, {
        file: 'content/doc.mdx',
        lineOffset: 4,
        knownComponent: (n) => n === 'Tabs',
        componentsHint: 'use Tabs',
      }),
    ).toThrow(/^content\/doc\.mdx:7: <Foo> is not a component a document may use\. Fix: use Tabs\.$/);
  });

  it('hands the tree to gatsby-plugin-mdx as metadata when used as a recma plugin', async () => {
    const metadata: Record<string, unknown> = {};
    const plugin = recmaDocumentTree.call({ data: () => metadata }, { display: (p: string) => `shown:${p}` });
    plugin(await program('متن\n'), { path: '/abs/doc.mdx' });
    expect(metadata.document).toEqual({ tree: ['p', 'متن'] });
    const failing = recmaDocumentTree.call({ data: () => metadata }, {});
    expect(() => failing({ type: 'Program', body: [], sourceType: 'module' }, { path: '/abs/doc.mdx' })).toThrow(
      /^\/abs\/doc\.mdx: the compiled document has no _createMdxContent/,
    );
  });
});
