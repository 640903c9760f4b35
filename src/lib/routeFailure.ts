import { createValueStore, ValueStore } from './valueStore';

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

/** A notice the runtime raised, or null while there is none. */
export type NoticeStore = ValueStore<RouteNotice | null>;

export const routeFailure: NoticeStore = createValueStore<RouteNotice | null>(null);
export const offlineNotice: NoticeStore = createValueStore<RouteNotice | null>(null);
