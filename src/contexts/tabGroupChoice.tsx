import { createContext, ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS, storedWithPrefix } from '../browser/storage';
import { createValueStore, ValueStore } from '../lib/valueStore';
import { useStoreValue } from '../hooks/useStoreValue';

interface TabGroupChoiceStore {
  /** The value chosen for each group id on this page, and remembered ones once the page shell has hydrated. */
  choices: ValueStore<Record<string, string>>;
  setChoice: (groupId: string, value: string) => void;
}

const TabGroupChoiceContext = createContext<TabGroupChoiceStore | undefined>(undefined);

const slotFor = (groupId: string) => createStorageSlot(`${STORAGE_KEYS.tabGroupPrefix}${groupId}`);

/**
 * Syncs tab groups that share a groupId across the page and remembers the choice across pages. The
 * choices live in a store, not in the context value (src/lib/valueStore.ts): a choice re-renders the tab
 * groups that show it, at once, and none of the parts of the page still waiting to hydrate (each API
 * operation, each panel); those read it when they hydrate.
 */
export function TabGroupChoiceProvider({ children }: { children: ReactNode }) {
  const [value] = useState<TabGroupChoiceStore>(() => {
    const choices = createValueStore<Record<string, string>>({});
    const setChoice = (groupId: string, chosen: string) => {
      choices.set((c) => (c[groupId] === chosen ? c : { ...c, [groupId]: chosen }));
      slotFor(groupId).set(chosen);
    };
    return { choices, setChoice };
  });
  // Every remembered choice at once, as soon as the page shell has hydrated (a choice made on this page
  // before then wins).
  useEffect(() => {
    const stored = storedWithPrefix(STORAGE_KEYS.tabGroupPrefix);
    if (Object.keys(stored).length) value.choices.set((c) => ({ ...stored, ...c }));
  }, [value]);
  return <TabGroupChoiceContext.Provider value={value}>{children}</TabGroupChoiceContext.Provider>;
}

/**
 * The chosen value of a tab group. The server renders no choice (the group's default tab), and so does
 * React while it hydrates a group; the stored choice follows.
 */
export function useTabGroupChoice(groupId: string | undefined): [string | undefined, (value: string) => void] {
  const ctx = useContext(TabGroupChoiceContext);
  if (!ctx) throw new Error('useTabGroupChoice must be used inside <TabGroupChoiceProvider>');
  const { choices, setChoice } = ctx;
  const select = useCallback((c: Record<string, string>) => (groupId ? c[groupId] : undefined), [groupId]);
  const chosen = useStoreValue(choices, select, undefined);
  useEffect(() => {
    if (!groupId || choices.get()[groupId] !== undefined) return;
    // A group this page has not seen yet (after a client-side navigation, say): its remembered choice.
    const stored = slotFor(groupId).get();
    if (stored) choices.set((c) => (c[groupId] === undefined ? { ...c, [groupId]: stored } : c));
  }, [groupId, choices]);
  const set = useCallback((chosenValue: string) => groupId && setChoice(groupId, chosenValue), [groupId, setChoice]);
  return [chosen, set];
}
