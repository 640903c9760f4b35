import { renderHook } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { sidebarItems, useDocNavigation } from './useDocNavigation';

const TREE = [
  { label: 'معرفی', route: '/introduction', home: false },
  {
    label: 'مفاهیم',
    dir: 'concepts',
    collapsed: true,
    items: [
      { label: 'نشست', route: '/concepts/session', home: false },
      {
        label: 'تو در تو',
        dir: 'concepts/deep',
        collapsed: false,
        items: [{ label: 'برگ', route: '/concepts/deep/leaf', home: false }],
      },
    ],
  },
];

it('tells links from categories by their route, at every depth', () => {
  expect(sidebarItems(TREE)).toEqual([
    { type: 'link', label: 'معرفی', route: '/introduction', home: false },
    {
      type: 'category',
      label: 'مفاهیم',
      dir: 'concepts',
      collapsed: true,
      items: [
        { type: 'link', label: 'نشست', route: '/concepts/session', home: false },
        {
          type: 'category',
          label: 'تو در تو',
          dir: 'concepts/deep',
          collapsed: false,
          items: [{ type: 'link', label: 'برگ', route: '/concepts/deep/leaf', home: false }],
        },
      ],
    },
  ]);
  expect(sidebarItems([{ label: 'خالی', dir: 'empty', collapsed: false }])).toEqual([
    { type: 'category', label: 'خالی', dir: 'empty', collapsed: false, items: [] },
  ]);
});

it('reads the tutorial sidebar from the static query, and is empty without one', () => {
  (useStaticQuery as jest.Mock).mockReturnValueOnce({ docNavigation: { items: TREE } });
  expect(renderHook(() => useDocNavigation()).result.current).toHaveLength(2);
  (useStaticQuery as jest.Mock).mockReturnValueOnce({ docNavigation: null });
  expect(renderHook(() => useDocNavigation()).result.current).toEqual([]);
});
