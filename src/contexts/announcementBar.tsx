import { createContext, ReactNode, useContext, useEffect, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../browser/storage';
import { HTML_ATTRS } from '../browser/prePaint';
import { createValueStore, ValueStore } from '../lib/valueStore';
import { useStoreValue } from '../hooks/useStoreValue';

export interface AnnouncementBarValue {
  /** False once the reader has closed the bar (now or on an earlier visit, for the same announcement). */
  isActive: boolean;
  close: () => void;
}

interface AnnouncementBarStore {
  dismissed: ValueStore<boolean>;
  close: () => void;
}

const AnnouncementBarContext = createContext<AnnouncementBarStore | undefined>(undefined);
const dismissedSlot = createStorageSlot(STORAGE_KEYS.announcementDismissed);
const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);

const same = (dismissed: boolean) => dismissed;

/**
 * Dismissal of the announcement, stored against its id as Docusaurus does: it stays closed across reloads
 * and shows again when the id changes. The static HTML always holds the bar; the pre-paint script hides a
 * dismissed one through an attribute on <html>, so it never flashes. The dismissal lives in a store, not in
 * the context value (src/lib/valueStore.ts), so closing the bar while parts of the page are still hydrating
 * re-renders the bar alone.
 */
export function AnnouncementBarProvider({ id, children }: { id: string; children: ReactNode }) {
  const [value] = useState<AnnouncementBarStore>(() => {
    const dismissed = createValueStore(idSlot.get() === id && dismissedSlot.get() === 'true');
    const close = () => {
      idSlot.set(id);
      dismissedSlot.set('true');
      document.documentElement.setAttribute(HTML_ATTRS.announcementDismissed, 'true');
      dismissed.set(true);
    };
    return { dismissed, close };
  });

  useEffect(() => {
    if (idSlot.get() === id) return;
    // A new announcement: forget the old dismissal.
    idSlot.set(id);
    dismissedSlot.set('false');
    document.documentElement.removeAttribute(HTML_ATTRS.announcementDismissed);
    value.dismissed.set(false);
  }, [id, value]);

  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

/** Whether the announcement bar shows, and how to close it. */
export function useAnnouncementBar(): AnnouncementBarValue {
  const ctx = useContext(AnnouncementBarContext);
  if (!ctx) throw new Error('useAnnouncementBar must be used inside <AnnouncementBarProvider>');
  const dismissed = useStoreValue(ctx.dismissed, same, false);
  return { isActive: !dismissed, close: ctx.close };
}
