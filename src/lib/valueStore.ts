/**
 * A value kept outside React, which components read with useSyncExternalStore (src/hooks/useStoreValue).
 * Shared reader state (colour mode, tab choices, the announcement's dismissal) lives in one of these, held
 * by its provider, and the provider's context value is the store itself, which never changes. A change
 * then re-renders only the components that read the store, synchronously. A changing context value would
 * reach every part of the page below the provider instead, and React 18 cannot apply an urgent update to
 * a part it has not hydrated yet (src/components/HydrationBoundary): it throws that part's server HTML away
 * and renders it again (React error 421).
 */
export interface ValueStore<T> {
  get: () => T;
  /** Sets the value (or derives it from the current one); listeners run only when it changed (Object.is). */
  set: (next: T | ((current: T) => T)) => void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
