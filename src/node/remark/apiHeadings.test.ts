/** @jest-environment node */
import { remarkApiHeadings } from './apiHeadings';

const jsx = (attrs: Record<string, string>) => ({
  type: 'mdxJsxFlowElement',
  name: 'ApiOperation',
  attributes: Object.entries(attrs).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  children: [],
});

it('puts a heading with the Persian summary before each operation, at the level asked for', () => {
  const tree = {
    type: 'root',
    children: [
      jsx({ id: 'createSession' }),
      jsx({ id: 'sendMessage', level: '3' }),
      jsx({ id: 'getSession', heading: 'none' }),
      jsx({ id: 'ghost' }),
    ],
  };
  remarkApiHeadings()(tree);
  const kinds = tree.children.map((n: { type: string; depth?: number }) =>
    n.type === 'heading' ? `h${n.depth}` : 'op',
  );
  expect(kinds).toEqual(['h2', 'op', 'h3', 'op', 'op', 'op']);
  expect((tree.children[0] as unknown as { children: Array<{ value: string }> }).children[0].value).toBe('ساختن نشست');
});
