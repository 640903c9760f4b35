import { act } from '@testing-library/react';

/**
 * Scrolls jsdom's window to `y` and runs the animation frame the scroll hooks wait for, as a browser
 * would before its next paint.
 */
export function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}
