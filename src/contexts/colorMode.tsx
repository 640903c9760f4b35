import { createContext, ReactNode, useContext, useEffect, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../browser/storage';
import { createValueStore, ValueStore } from '../lib/valueStore';
import { useStoreValue } from '../hooks/useStoreValue';
import {
  COLOR_MODES,
  ColorModeChoice,
  DARK_QUERY,
  DEFAULT_COLOR_MODE,
  HTML_ATTRS,
  ResolvedColorMode,
} from '../browser/prePaint';

export interface ColorModeValue {
  /** What the reader chose: light, dark, or system (follow the operating system). */
  choice: ColorModeChoice;
  /** The theme actually shown. */
  resolved: ResolvedColorMode;
  setChoice: (choice: ColorModeChoice) => void;
  /** light → dark → system → light, as Docusaurus's toggle. */
  cycle: () => void;
}

const slot = createStorageSlot(STORAGE_KEYS.colorMode);

/** A stored value is trusted only if it is one of the three modes; anything else means the default. */
export function parseColorMode(value: string | null | undefined): ColorModeChoice {
  return (COLOR_MODES as readonly string[]).includes(value ?? '') ? (value as ColorModeChoice) : DEFAULT_COLOR_MODE;
}

export function nextColorMode(choice: ColorModeChoice): ColorModeChoice {
  return COLOR_MODES[(COLOR_MODES.indexOf(choice) + 1) % COLOR_MODES.length];
}

function systemPrefersDark(): boolean {
  try {
    return (
      typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    );
  } catch {
    return false;
  }
}

function resolve(choice: ColorModeChoice): ResolvedColorMode {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

function apply(choice: ColorModeChoice, resolved: ResolvedColorMode) {
  const html = document.documentElement;
  html.setAttribute(HTML_ATTRS.theme, resolved);
  html.setAttribute(HTML_ATTRS.themeChoice, choice);
}

interface ColorModeState {
  choice: ColorModeChoice;
  resolved: ResolvedColorMode;
}

/** What the server renders with: the default, whatever the reader stored. */
const SERVER_STATE: ColorModeState = { choice: DEFAULT_COLOR_MODE, resolved: 'light' };

interface ColorModeStore {
  store: ValueStore<ColorModeState>;
  setChoice: (choice: ColorModeChoice) => void;
  cycle: () => void;
}

const ColorModeContext = createContext<ColorModeStore | undefined>(undefined);

/**
 * The colour mode. The pre-paint script applies the stored mode to <html> before the first paint; the
 * server renders the default, and the store starts from storage, so React renders the toggle with the
 * default while hydrating it and then with the stored mode. The mode lives in a store, not in the context
 * value (src/lib/valueStore.ts): a press of the toggle while parts of the page are still hydrating
 * re-renders the toggle alone, at once.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [value] = useState<ColorModeStore>(() => {
    // On the server storage is a no-op, so this is the default there.
    const stored = parseColorMode(slot.get());
    const store = createValueStore<ColorModeState>({ choice: stored, resolved: resolve(stored) });
    const setChoice = (choice: ColorModeChoice) => {
      const resolved = resolve(choice);
      apply(choice, resolved);
      slot.set(choice);
      store.set({ choice, resolved });
    };
    return { store, setChoice, cycle: () => setChoice(nextColorMode(store.get().choice)) };
  });
  const { store } = value;
  const choice = useStoreValue(store, selectChoice, SERVER_STATE.choice);

  // «system» follows the operating system live, without a reload.
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      const resolved = query.matches ? 'dark' : 'light';
      apply('system', resolved);
      store.set({ choice: 'system', resolved });
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [choice, store]);

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

const selectChoice = (state: ColorModeState) => state.choice;
const selectResolved = (state: ColorModeState) => state.resolved;

/** The reader's colour mode and the actions that change it. */
export function useColorMode(): ColorModeValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  const choice = useStoreValue(ctx.store, selectChoice, SERVER_STATE.choice);
  const resolved = useStoreValue(ctx.store, selectResolved, SERVER_STATE.resolved);
  return { choice, resolved, setChoice: ctx.setChoice, cycle: ctx.cycle };
}
