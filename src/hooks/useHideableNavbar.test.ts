import { renderHook } from '@testing-library/react';
import { scrollTo } from './__testing__/scroll';
import { useHideableNavbar } from './useHideableNavbar';

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => jest.useRealTimers());

it('hides while the reader scrolls down past the navbar and shows again on a scroll up or near the top', () => {
  const { result } = renderHook(() => useHideableNavbar(true, 60));
  expect(result.current).toBe(false);
  scrollTo(40);
  expect(result.current).toBe(false); // still within the navbar's height
  scrollTo(400);
  expect(result.current).toBe(true);
  scrollTo(401);
  expect(result.current).toBe(true); // a jitter of a pixel changes nothing
  scrollTo(300);
  expect(result.current).toBe(false);
  scrollTo(700);
  expect(result.current).toBe(true);
  scrollTo(10);
  expect(result.current).toBe(false);
});

it('never hides when the site turns it off or while the mobile menu is open', () => {
  const off = renderHook(() => useHideableNavbar(false, 60));
  const menuOpen = renderHook(({ keep }) => useHideableNavbar(true, 60, keep), { initialProps: { keep: true } });
  scrollTo(500);
  expect(off.result.current).toBe(false);
  expect(menuOpen.result.current).toBe(false);
  menuOpen.rerender({ keep: false });
  scrollTo(900);
  expect(menuOpen.result.current).toBe(true);
});
