import { ADMONITION_KINDS, proseLines, scanDocument } from './documentScan';

it('finds fences with their info and meta, links to content files and admonitions, with their lines', () => {
  const body = [
    'متن با [پیام](../types/message.mdx#type) و [خارجی](https://example.com/a.mdx).',
    '',
    '```python title="نمونه" {2}',
    'print("[x](./inside-code.mdx)")',
    '```',
    '',
    ':::tip[نکته]',
    'به `[y](./inline.mdx)` نگاه کنید.',
    ':::',
    '',
    '[def]: ./other.md',
  ].join('\n');
  expect(scanDocument(body)).toEqual({
    fences: [{ info: 'python', meta: 'title="نمونه" {2}', line: 3 }],
    fileLinks: [
      { url: '../types/message.mdx#type', line: 1 },
      { url: './other.md', line: 11 },
    ],
    directives: [{ name: 'tip', line: 7 }],
  });
});

it('closes a fence only with a longer or equal run of the same character', () => {
  const body = ['````md', '```js', '```', '````', '~~~', '```', '~~~', '```bash', '```'].join('\n');
  expect(scanDocument(body).fences.map((f) => [f.info, f.line])).toEqual([
    ['md', 1],
    ['', 5],
    ['bash', 8],
  ]);
});

it('blanks code so MDX shown as code is not read as MDX, keeping lines and columns', () => {
  expect(proseLines('a `<X />` b\n```\n<Y />\n```\nc')).toEqual(['a         b', '', '', '', 'c']);
});

it('knows the Docusaurus admonitions, caution as warning', () => {
  expect(ADMONITION_KINDS.caution).toBe('warning');
  expect(ADMONITION_KINDS.todo).toBeUndefined();
});
