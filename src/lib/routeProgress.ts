/** The spec's loading-indicator delay: faster route changes show nothing. */
export const PROGRESS_DELAY_MS = 200;
/** How long the completed bar stays at full width before it goes. */
export const PROGRESS_COMPLETE_MS = 250;

/** hidden → (route change slower than the delay) loading → (new page rendered) complete → hidden. */
export type ProgressPhase = 'hidden' | 'loading' | 'complete';

export interface RouteProgress {
  /** A route change began. */
  start(): void;
  /** The new page rendered (or the change ended some other way). */
  done(): void;
  getPhase(): ProgressPhase;
  subscribe(listener: () => void): () => void;
}

export function createRouteProgress({ delay = PROGRESS_DELAY_MS, completeFor = PROGRESS_COMPLETE_MS } = {}): RouteProgress {
  let phase: ProgressPhase = 'hidden';
  let pending = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    listeners.forEach((l) => l());
  };
  return {
    start() {
      clearTimeout(hideTimer);
      if (phase === 'complete') set('hidden');
      if (pending) return;
      pending = true;
      showTimer = setTimeout(() => {
        if (pending) set('loading');
      }, delay);
    },
    done() {
      clearTimeout(showTimer);
      const wasVisible = phase === 'loading';
      pending = false;
      if (!wasVisible) return;
      set('complete');
      hideTimer = setTimeout(() => set('hidden'), completeFor);
    },
    getPhase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one instance the browser runtime drives and the ProgressBar shows. */
export const routeProgress = createRouteProgress();
