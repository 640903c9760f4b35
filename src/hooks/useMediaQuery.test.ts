import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { installMatchMedia } from './__testing__/matchMedia';
import { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';

it('follows the query live, and stops listening when unmounted', () => {
  const media = installMatchMedia({ '(min-width: 997px)': true });
  const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 997px)'));
  expect(result.current).toBe(true);
  act(() => media.set('(min-width: 997px)', false));
  expect(result.current).toBe(false);
  unmount();
  expect(media.listenerCount('(min-width: 997px)')).toBe(0);
});

it('renders false on the server, whatever the reader prefers, so hydration agrees with the HTML', () => {
  installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
  function Probe() {
    return createElement('span', null, String(usePrefersReducedMotion()));
  }
  expect(renderToString(createElement(Probe))).toBe('<span>false</span>');
});

it('answers false where the browser has no matchMedia', () => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: undefined });
  const { result } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)'));
  expect(result.current).toBe(false);
});
