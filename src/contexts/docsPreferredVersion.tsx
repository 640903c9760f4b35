import {
  createContext,
  ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../browser/storage';

export interface DocsPreferredVersionValue {
  /** The version the reader prefers (the name of one of `versions`). */
  preferred: string;
  /** Remember a version as preferred (stored in localStorage, as Docusaurus does). */
  savePreferred: (name: string) => void;
}

const DocsPreferredVersionContext = createContext<DocsPreferredVersionValue | undefined>(undefined);
const slot = createStorageSlot(STORAGE_KEYS.preferredVersion);

/**
 * The preferred docs version. Only one version (current, labelled Next) exists, so a stored value naming
 * anything else is stale and replaced by the current one.
 */
export function DocsPreferredVersionProvider({ versions, children }: { versions: string[]; children: ReactNode }) {
  const [preferred, setPreferred] = useState(versions[0]);
  useEffect(() => {
    const stored = slot.get();
    // A transition: see ColorModeProvider (parts of the page may still be hydrating).
    if (stored && versions.includes(stored)) startTransition(() => setPreferred(stored));
    else slot.set(versions[0]);
  }, [versions]);
  const savePreferred = useCallback(
    (name: string) => {
      if (!versions.includes(name)) return;
      setPreferred(name);
      slot.set(name);
    },
    [versions],
  );
  const value = useMemo(() => ({ preferred, savePreferred }), [preferred, savePreferred]);
  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>;
}

/** The reader's preferred documentation version. */
export function useDocsPreferredVersion(): DocsPreferredVersionValue {
  const ctx = useContext(DocsPreferredVersionContext);
  if (!ctx) throw new Error('useDocsPreferredVersion must be used inside <DocsPreferredVersionProvider>');
  return ctx;
}
