/**
 * "Reload once": a route that failed to load gets one full page reload; if the same route fails again
 * within the window, the page does not reload again (it would loop forever on a broken deploy or a
 * blocked file). Kept in sessionStorage so it survives the reload it guards, per tab.
 */
export const RELOAD_GUARD_KEY = 'metis.route-reload';
export const RELOAD_GUARD_WINDOW_MS = 30_000;

export interface SessionLike {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

interface Record {
  route: string;
  at: number;
}

function read(storage: SessionLike | null): Record | null {
  try {
    const raw = storage?.getItem(RELOAD_GUARD_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Record>;
    return typeof value.route === 'string' && typeof value.at === 'number'
      ? { route: value.route, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a reload for this route may happen now; when it may, the attempt is recorded. Without storage
 * (denied, private mode) it refuses: one failed navigation then shows the error screen instead of
 * risking a loop nobody can record.
 */
export function claimReload(storage: SessionLike | null, route: string, now: number = Date.now()): boolean {
  if (!storage) return false;
  const last = read(storage);
  if (last && last.route === route && now - last.at < RELOAD_GUARD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ route, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** A route that rendered: its past failures no longer count. */
export function clearReload(storage: SessionLike | null, route: string): void {
  const last = read(storage);
  if (last && last.route === route) {
    try {
      storage?.removeItem(RELOAD_GUARD_KEY);
    } catch {
      // ignore
    }
  }
}
