import { createContext, ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createStorageSlot, STORAGE_KEYS } from '../app/storage';
import { COLOR_MODES, ColorModeChoice, DARK_QUERY, DEFAULT_COLOR_MODE, HTML_ATTRS, ResolvedColorMode } from '../app/prePaint';

export interface ColorModeValue {
  /** What the reader chose: light, dark, or system (follow the operating system). */
  choice: ColorModeChoice;
  /** The theme actually shown. */
  resolved: ResolvedColorMode;
  setChoice(choice: ColorModeChoice): void;
  /** light → dark → system → light, as Docusaurus's toggle. */
  cycle(): void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);
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
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
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

/**
 * The colour mode. The server renders the default; after hydration the provider adopts what the pre-paint
 * script already applied (from storage), so the first paint is right and React's first render agrees with
 * the static HTML.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ColorModeChoice>(DEFAULT_COLOR_MODE);
  const [resolved, setResolved] = useState<ResolvedColorMode>('light');

  useEffect(() => {
    const stored = parseColorMode(slot.get());
    // A transition, like every update from storage after mount: parts of the page may still be
    // hydrating (HydrationBoundary), and an urgent context change would make React drop their server
    // HTML and render them again (React error 421). The pre-paint script already shows the right colours.
    startTransition(() => {
      setChoiceState(stored);
      setResolved(resolve(stored));
    });
  }, []);

  // «system» follows the operating system live, without a reload.
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      const next = query.matches ? 'dark' : 'light';
      setResolved(next);
      apply('system', next);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [choice]);

  const setChoice = useCallback((next: ColorModeChoice) => {
    const r = resolve(next);
    setChoiceState(next);
    setResolved(r);
    apply(next, r);
    slot.set(next);
  }, []);

  const cycle = useCallback(() => setChoice(nextColorMode(choice)), [choice, setChoice]);

  const value = useMemo(() => ({ choice, resolved, setChoice, cycle }), [choice, resolved, setChoice, cycle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The reader's colour mode and the actions that change it. */
export function useColorMode(): ColorModeValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return ctx;
}
