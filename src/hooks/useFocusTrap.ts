import { RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape`. When it ends, focus returns to `returnTo` (the button that opened it).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement>,
  active: boolean,
  onEscape: () => void,
  returnTo?: RefObject<HTMLElement>,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = container.current;
    if (!root) return undefined;
    // Controls inside collapsed categories are not rendered; `hidden` parts are skipped.
    const focusables = () =>
      Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
    (focusables()[0] ?? root).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const restore = returnTo?.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore?.focus();
    };
  }, [active, container, onEscape, returnTo]);
}
