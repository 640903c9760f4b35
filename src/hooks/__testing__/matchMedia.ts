/**
 * A controllable window.matchMedia for jsdom (which has none): `set(query, matches)` flips a query and
 * notifies its listeners, like the operating system or a resized window would.
 */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state: Record<string, boolean> = { ...initial };
  const listeners: Record<string, Set<() => void>> = {};
  const matchMedia = (query: string) => {
    listeners[query] ??= new Set();
    return {
      get matches() {
        return Boolean(state[query]);
      },
      media: query,
      addEventListener: (_: string, cb: () => void) => listeners[query].add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners[query].delete(cb),
      addListener: (cb: () => void) => listeners[query].add(cb),
      removeListener: (cb: () => void) => listeners[query].delete(cb),
      onchange: null,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listeners[query]?.forEach((cb) => cb());
    },
    listenerCount: (query: string) => listeners[query]?.size ?? 0,
  };
}
