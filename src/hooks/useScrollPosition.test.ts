import { renderHook } from '@testing-library/react';
import { scrollTo } from './__testing__/scroll';
import { useScrollPosition } from './useScrollPosition';

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => jest.useRealTimers());

it('reports each scroll with the position before it, once per frame however many events arrive', () => {
  const calls: Array<[number, number]> = [];
  renderHook(() => useScrollPosition((current, previous) => calls.push([current.y, previous.y])));
  scrollTo(120);
  scrollTo(80);
  expect(calls).toEqual([
    [120, 0],
    [80, 120],
  ]);

  const burst = jest.fn();
  renderHook(() => useScrollPosition(burst));
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  jest.runOnlyPendingTimers();
  expect(burst).toHaveBeenCalledTimes(1);
});

it('calls the latest callback without subscribing again, and stops listening when unmounted', () => {
  const add = jest.spyOn(window, 'addEventListener');
  const first = jest.fn();
  const second = jest.fn();
  const { rerender, unmount } = renderHook(({ cb }) => useScrollPosition(cb), { initialProps: { cb: first } });
  rerender({ cb: second });
  expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
  scrollTo(50);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith({ y: 50 }, { y: 0 });
  unmount();
  scrollTo(90);
  expect(second).toHaveBeenCalledTimes(1);
  add.mockRestore();
});
