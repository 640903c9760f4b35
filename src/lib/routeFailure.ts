/**
 * What the runtime tells the reader when a route cannot be shown, read by src/app/runtimeNotices:
 * - routeFailure: a route failed to load again after its one reload (the «خطای صفحه» state, with retry);
 * - offlineNotice: a link was followed while offline; the reader stays on the page they have.
 */
export interface RouteNotice {
  /** The route that could not be loaded (path and query). */
  route: string;
  /** Try again: load the route afresh. */
  retry: () => void;
}

export interface NoticeStore<T> {
  get(): T | null;
  set(value: T | null): void;
  subscribe(listener: () => void): () => void;
}

export function createNoticeStore<T>(): NoticeStore<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      if (value === current) return;
      current = value;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const routeFailure = createNoticeStore<RouteNotice>();
export const offlineNotice = createNoticeStore<RouteNotice>();
