/** Fired whenever the location changes (a navigation committed, back/forward, a page rendered). */
const listeners = new Set<() => void>();

export const navigationSignal = {
  emit() {
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
