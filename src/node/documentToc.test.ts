import type { MdxElement } from '../lib/mdxTree';
import { documentToc } from './documentToc';

const h = (depth: number, id: string, ...children: Array<string | MdxElement>): MdxElement => [
  `h${depth}`,
  { id },
  ...children,
];

describe('documentToc', () => {
  it('nests the top-level headings by depth, with the ids they really have and their text', () => {
    const tree: MdxElement = [
      '',
      h(2, 'a', 'الف'),
      '\n',
      ['p', 'متن'],
      h(3, 'b', 'ب ', ['bdi', 'API']),
      h(2, 'c', 'ج'),
    ];
    expect(documentToc(tree)).toEqual({
      items: [
        { url: '#a', title: 'الف', items: [{ url: '#b', title: 'ب API' }] },
        { url: '#c', title: 'ج' },
      ],
    });
  });

  it('leaves out headings deeper than maxDepth and those inside a block', () => {
    const tree: MdxElement = [
      '',
      h(2, 'a', 'a'),
      h(4, 'deep', 'deep'),
      ['Tabs', ['TabItem', h(2, 'inside', 'inside')]],
    ];
    expect(documentToc(tree)).toEqual({ items: [{ url: '#a', title: 'a' }] });
    expect(documentToc(tree, 4)).toEqual({
      items: [{ url: '#a', title: 'a', items: [{ items: [{ url: '#deep', title: 'deep' }] }] }],
    });
  });

  it('starts from the shallowest heading and keeps a skipped level as an empty entry', () => {
    expect(documentToc(['', h(3, 'x', 'x'), h(2, 'y', 'y')])).toEqual({
      items: [{ items: [{ url: '#x', title: 'x' }] }, { url: '#y', title: 'y' }],
    });
  });

  it('reads a document of one heading, and one without headings', () => {
    expect(documentToc(h(2, 'only', 'only'))).toEqual({ items: [{ url: '#only', title: 'only' }] });
    expect(documentToc(['p', 'متن'])).toEqual({});
  });
});
