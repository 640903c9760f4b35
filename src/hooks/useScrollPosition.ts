import { useEffect, useRef } from 'react';

export interface ScrollPosition {
  y: number;
}

/**
 * Calls `onScroll(current, previous)` on every scroll (passive listener, once per animation frame), as
 * Docusaurus's useScrollPosition. The callback may change between renders without re-subscribing.
 */
export function useScrollPosition(onScroll: (current: ScrollPosition, previous: ScrollPosition) => void): void {
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    let previous = { y: window.scrollY };
    let frame = 0;
    const handler = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const current = { y: window.scrollY };
        callback.current(current, previous);
        previous = current;
      });
    };
    window.addEventListener('scroll', handler, { passive: true });
    return () => {
      window.removeEventListener('scroll', handler);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
}
