/**
 * A route that failed to load and may not reload again (see reloadGuard): the page shows the page-load
 * error screen for it. Set by the browser runtime, read by the runtime boundary around the page.
 */
export interface RouteFailure {
  route: string;
}

let current: RouteFailure | null = null;
const listeners = new Set<() => void>();

export const routeFailure = {
  get: (): RouteFailure | null => current,
  set(value: RouteFailure | null) {
    current = value;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
