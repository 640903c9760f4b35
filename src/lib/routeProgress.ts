import { createValueStore, ValueStore } from './valueStore';

/** The spec's loading-indicator delay: faster route changes show nothing. */
export const PROGRESS_DELAY_MS = 200;
/** How long the completed bar stays at full width before it goes. */
export const PROGRESS_COMPLETE_MS = 250;

/** hidden → (route change slower than the delay) loading → (new page rendered) complete → hidden. */
export type ProgressPhase = 'hidden' | 'loading' | 'complete';

/** The bar's phase as a value store (read with useStoreValue), with the two events that drive it. */
export interface RouteProgress {
  /** A route change began. */
  start: () => void;
  /** The new page rendered (or the change ended some other way). */
  done: () => void;
  phase: ValueStore<ProgressPhase>;
}

export function createRouteProgress({
  delay = PROGRESS_DELAY_MS,
  completeFor = PROGRESS_COMPLETE_MS,
} = {}): RouteProgress {
  const phase = createValueStore<ProgressPhase>('hidden');
  const set = (next: ProgressPhase) => phase.set(next);
  let pending = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    start() {
      clearTimeout(hideTimer);
      if (phase.get() === 'complete') set('hidden');
      if (pending) return;
      pending = true;
      showTimer = setTimeout(() => {
        if (pending) set('loading');
      }, delay);
    },
    done() {
      clearTimeout(showTimer);
      const wasVisible = phase.get() === 'loading';
      pending = false;
      if (!wasVisible) return;
      set('complete');
      hideTimer = setTimeout(() => set('hidden'), completeFor);
    },
    phase,
  };
}

/** The one instance the browser runtime drives and the ProgressBar shows. */
export const routeProgress = createRouteProgress();
