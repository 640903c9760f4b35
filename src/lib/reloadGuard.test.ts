import { claimReload, clearReload, RELOAD_GUARD_KEY, RELOAD_GUARD_WINDOW_MS, SessionLike } from './reloadGuard';

function memory(): SessionLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('reload guard', () => {
  it('allows one reload per route, then refuses within the window', () => {
    const s = memory();
    expect(claimReload(s, '/introduction', 1000)).toBe(true);
    expect(claimReload(s, '/introduction', 2000)).toBe(false);
    expect(claimReload(s, '/introduction', 1000 + RELOAD_GUARD_WINDOW_MS - 1)).toBe(false);
  });

  it('allows it again once the window has passed', () => {
    const s = memory();
    expect(claimReload(s, '/a', 0)).toBe(true);
    expect(claimReload(s, '/a', RELOAD_GUARD_WINDOW_MS + 1)).toBe(true);
  });

  it('does not let a failure of one route block another', () => {
    const s = memory();
    expect(claimReload(s, '/a', 0)).toBe(true);
    expect(claimReload(s, '/b', 10)).toBe(true);
  });

  it('forgets a route once it rendered', () => {
    const s = memory();
    claimReload(s, '/a', 0);
    clearReload(s, '/b');
    expect(s.data.has(RELOAD_GUARD_KEY)).toBe(true);
    clearReload(s, '/a');
    expect(s.data.has(RELOAD_GUARD_KEY)).toBe(false);
    expect(claimReload(s, '/a', 5)).toBe(true);
  });

  it('refuses without storage and survives corrupt or throwing storage', () => {
    expect(claimReload(null, '/a')).toBe(false);
    const s = memory();
    s.data.set(RELOAD_GUARD_KEY, '{not json');
    expect(claimReload(s, '/a', 0)).toBe(true);
    const full: SessionLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(claimReload(full, '/a', 0)).toBe(false);
  });
});
