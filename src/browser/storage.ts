function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}

/** sessionStorage when the browser offers it (the reload guard's store), or null. */
export const sessionStore = () => storage('sessionStorage');

/**
 * A fail-safe slot in localStorage: a no-op during server rendering and when storage is unavailable
 * (private modes, disabled cookies, quota), so persistence can never break a page.
 */
export function createStorageSlot(key: string) {
  return {
    get() {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value: string) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Storage full or denied: the choice lasts for this page only.
      }
    },
    remove() {
      try {
        storage()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** Every stored value whose key starts with `prefix`, keyed by the rest of the key ({} without storage). */
export function storedWithPrefix(prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    const s = storage();
    if (!s) return out;
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      const value = key?.startsWith(prefix) ? s.getItem(key) : null;
      if (key && value) out[key.slice(prefix.length)] = value;
    }
  } catch {
    // Storage denied: nothing remembered.
  }
  return out;
}

/** Keys shared by contexts and the pre-paint inline scripts. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
  tabGroupPrefix: 'docusaurus.tab.',
  /** 'removed' once the reader removed the docs saved for offline reading (src/lib/offline/savePolicy). */
  offlineChoice: 'metis.offline',
} as const;
