import { createContext, ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../app/storage';
import { HTML_ATTRS } from '../app/prePaint';

export interface AnnouncementBarValue {
  /** False until hydration has read storage, and after the reader closes the bar. */
  isActive: boolean;
  close(): void;
}

const AnnouncementBarContext = createContext<AnnouncementBarValue | undefined>(undefined);
const dismissedSlot = createStorageSlot(STORAGE_KEYS.announcementDismissed);
const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);

/**
 * Dismissal of the announcement, stored against its id as Docusaurus does: it stays closed across reloads
 * and shows again when the id changes. The static HTML always holds the bar; the pre-paint script hides a
 * dismissed one through an attribute on <html>, so it never flashes.
 */
export function AnnouncementBarProvider({ id, children }: { id: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (idSlot.get() !== id) {
      // A new announcement: forget the old dismissal.
      idSlot.set(id);
      dismissedSlot.set('false');
      document.documentElement.removeAttribute(HTML_ATTRS.announcementDismissed);
      startTransition(() => setDismissed(false));
    } else {
      // A transition: see ColorModeProvider (parts of the page may still be hydrating).
      startTransition(() => setDismissed(dismissedSlot.get() === 'true'));
    }
  }, [id]);

  const close = useCallback(() => {
    idSlot.set(id);
    dismissedSlot.set('true');
    document.documentElement.setAttribute(HTML_ATTRS.announcementDismissed, 'true');
    setDismissed(true);
  }, [id]);

  const value = useMemo(() => ({ isActive: !dismissed, close }), [dismissed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

/** Whether the announcement bar shows, and how to close it. */
export function useAnnouncementBar(): AnnouncementBarValue {
  const ctx = useContext(AnnouncementBarContext);
  if (!ctx) throw new Error('useAnnouncementBar must be used inside <AnnouncementBarProvider>');
  return ctx;
}
