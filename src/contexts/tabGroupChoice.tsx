import { createContext, ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS, storedWithPrefix } from '../app/storage';

interface TabGroupChoiceValue {
  /** The value chosen for each group id in this session (restored from storage after hydration). */
  choices: Record<string, string>;
  setChoice(groupId: string, value: string): void;
}

const TabGroupChoiceContext = createContext<TabGroupChoiceValue | undefined>(undefined);

const slotFor = (groupId: string) => createStorageSlot(`${STORAGE_KEYS.tabGroupPrefix}${groupId}`);

/** Syncs tab groups that share a groupId across the page and remembers the choice across pages. */
export function TabGroupChoiceProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const setChoice = useCallback((groupId: string, value: string) => {
    setChoices((c) => (c[groupId] === value ? c : { ...c, [groupId]: value }));
    slotFor(groupId).set(value);
  }, []);
  // Every remembered choice at once, as soon as the page shell has hydrated: tab groups inside parts of
  // the page that hydrate later (each API operation, each panel) then switch without waiting for their own
  // hydration, since React hydrates a boundary first when a context it reads changes. A transition, as
  // in ColorModeProvider.
  useEffect(() => {
    const stored = storedWithPrefix(STORAGE_KEYS.tabGroupPrefix);
    if (Object.keys(stored).length) startTransition(() => setChoices((c) => ({ ...stored, ...c })));
  }, []);
  const value = useMemo(() => ({ choices, setChoice }), [choices, setChoice]);
  return <TabGroupChoiceContext.Provider value={value}>{children}</TabGroupChoiceContext.Provider>;
}

/**
 * The chosen value of a tab group. The stored choice is read after mount, never during server rendering,
 * so the static HTML and the first client render agree.
 */
export function useTabGroupChoice(groupId: string | undefined): [string | undefined, (value: string) => void] {
  const ctx = useContext(TabGroupChoiceContext);
  if (!ctx) throw new Error('useTabGroupChoice must be used inside <TabGroupChoiceProvider>');
  const { choices, setChoice } = ctx;
  useEffect(() => {
    if (!groupId || choices[groupId] !== undefined) return;
    const stored = slotFor(groupId).get();
    // A transition: see ColorModeProvider (parts of the page may still be hydrating).
    if (stored) startTransition(() => setChoice(groupId, stored));
  }, [groupId, choices, setChoice]);
  const set = useCallback((value: string) => groupId && setChoice(groupId, value), [groupId, setChoice]);
  return [groupId ? choices[groupId] : undefined, set];
}
