import { useState } from 'react';
import { useScrollPosition } from './useScrollPosition';

/**
 * The navbar hides while the reader scrolls down past it and comes back on any scroll up (or near the
 * top). Disabled by the site config switch, and while `keepShown` (the mobile menu is open).
 */
export function useHideableNavbar(enabled: boolean, navbarHeight: number, keepShown = false): boolean {
  const [hidden, setHidden] = useState(false);
  useScrollPosition(({ y }, previous) => {
    if (!enabled || keepShown) {
      setHidden(false);
      return;
    }
    if (y < navbarHeight) setHidden(false);
    else if (y > previous.y + 2) setHidden(true);
    else if (y < previous.y - 2) setHidden(false);
  });
  return enabled && !keepShown && hidden;
}
