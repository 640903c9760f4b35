import { createValueStore } from './valueStore';

/**
 * How many times the location has changed (a navigation committed, back/forward, a page rendered):
 * readers subscribe to it, or read it with useStoreValue to reset what belongs to the previous page.
 */
export const navigationSignal = createValueStore(0);

/** Tells every subscriber that the location changed. */
export function signalNavigation(): void {
  navigationSignal.set((n) => n + 1);
}
