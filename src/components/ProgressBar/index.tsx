import { css, keyframes } from '@emotion/react';
import { useStoreValue } from '../../hooks/useStoreValue';
import { ProgressPhase, routeProgress, RouteProgress } from '../../lib/routeProgress';
import { progressLabel } from './label';

// Grows quickly at first, then ever more slowly: it never reaches the end until the page has rendered.
const trickle = keyframes`
  0% { transform: scaleX(0.05); }
  30% { transform: scaleX(0.45); }
  100% { transform: scaleX(0.9); }
`;

const bar = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 1000;
  pointer-events: none;
  background: var(--metis-primary);
  box-shadow: 0 0 6px var(--metis-primary);
  /* Grows from the right, the reading direction of the page. */
  transform-origin: right; /* @noflip */
`;

const loading = css`
  animation: ${trickle} 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.6);
  }
`;

const complete = css`
  transform: scaleX(1);
  opacity: 0;
  transition:
    transform 0.15s ease-out,
    opacity 0.2s ease-in 0.1s;
`;

const same = (phase: ProgressPhase) => phase;

/**
 * The thin bar at the top of the viewport during a route change that takes longer than 200 ms (the
 * browser runtime drives the store: started when a navigation begins, done when the new page renders).
 */
export function ProgressBar({ store = routeProgress }: { store?: RouteProgress }) {
  const phase = useStoreValue<ProgressPhase, ProgressPhase>(store.phase, same, 'hidden');
  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={progressLabel()}
      aria-busy={phase === 'loading'}
      data-phase={phase}
      data-testid="route-progress"
      css={[bar, phase === 'loading' ? loading : complete]}
    />
  );
}
