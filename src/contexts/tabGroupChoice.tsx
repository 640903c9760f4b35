import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../app/storage';

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
    if (stored) setChoice(groupId, stored);
  }, [groupId, choices, setChoice]);
  const set = useCallback((value: string) => groupId && setChoice(groupId, value), [groupId, setChoice]);
  return [groupId ? choices[groupId] : undefined, set];
}
