/** Whether a key press is in a field where typing `/` means the character itself. */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>;

/** Ctrl+K or ⌘+K (anywhere; it also closes search). */
export const isToggleShortcut = (e: KeyPress): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

/** `/`, when not typing in a field. */
export const isSlashShortcut = (e: KeyPress): boolean =>
  e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target);

/** The keys that open search anywhere on the site (the navbar's search button listens for them). */
export const isSearchShortcut = (e: KeyPress): boolean => isToggleShortcut(e) || isSlashShortcut(e);
