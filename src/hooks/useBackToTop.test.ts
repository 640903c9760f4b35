import { act, renderHook } from '@testing-library/react';
import { installMatchMedia } from './__testing__/matchMedia';
import { scrollTo } from './__testing__/scroll';
import { BACK_TO_TOP_THRESHOLD, useBackToTop } from './useBackToTop';

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

it('shows the button only once the reader is more than the threshold down the page', () => {
  installMatchMedia();
  const { result } = renderHook(() => useBackToTop());
  expect(result.current.shown).toBe(false);
  scrollTo(BACK_TO_TOP_THRESHOLD);
  expect(result.current.shown).toBe(false);
  scrollTo(BACK_TO_TOP_THRESHOLD + 1);
  expect(result.current.shown).toBe(true);
  scrollTo(0);
  expect(result.current.shown).toBe(false);
});

it('scrolls back smoothly, or at once for a reader who asked for less motion', () => {
  const media = installMatchMedia();
  const { result } = renderHook(() => useBackToTop());
  act(() => result.current.scrollToTop());
  expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  act(() => media.set('(prefers-reduced-motion: reduce)', true));
  act(() => result.current.scrollToTop());
  expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
});
