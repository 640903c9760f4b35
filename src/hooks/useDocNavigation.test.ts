import { renderHook } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { useDocNavigation } from './useDocNavigation';

const TREE = [
  { type: 'link', label: 'معرفی', route: '/introduction', home: false },
  { type: 'category', label: 'مفاهیم', dir: 'concepts', collapsed: true, items: [] },
];

it('reads the tutorial sidebar from the static query, and is empty without one', () => {
  (useStaticQuery as jest.Mock).mockReturnValueOnce({ docNavigation: { items: TREE } });
  expect(renderHook(() => useDocNavigation()).result.current).toEqual(TREE);
  (useStaticQuery as jest.Mock).mockReturnValueOnce({ docNavigation: null });
  expect(renderHook(() => useDocNavigation()).result.current).toEqual([]);
});
