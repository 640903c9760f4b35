import { useCallback, useState } from 'react';
import { useScrollPosition } from './useScrollPosition';
import { usePrefersReducedMotion } from './useMediaQuery';

/** Below this the reader is still near the top: no button. */
export const BACK_TO_TOP_THRESHOLD = 400;

/**
 * The back-to-top button shows once the reader has scrolled down a screenful; scrolling back is smooth
 * unless the reader prefers reduced motion.
 */
export function useBackToTop(threshold = BACK_TO_TOP_THRESHOLD): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  useScrollPosition(({ y }) => setShown(y > threshold));
  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [reduceMotion]);
  return { shown, scrollToTop };
}
