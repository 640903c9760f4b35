import { graphql, useStaticQuery } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/translate';
import { isSlashShortcut, isToggleShortcut } from '../../browser/searchShortcut';
import { LazySearchDialog, preloadSearchDialog } from './LazySearchDialog';
import * as styles from './styles';

/** The URL of the content-hashed index file written at build time (src/node/searchIndex.ts). */
export function useSearchIndexUrl(): string | null {
  const data = useStaticQuery<Queries.SearchIndexUrlQuery>(graphql`
    query SearchIndexUrl {
      searchIndex {
        url
      }
    }
  `);
  return data?.searchIndex?.url ?? null;
}

/**
 * The navbar's search button, and the keyboard shortcuts that open search anywhere: Ctrl+K, ⌘+K and `/`
 * (the last only when not typing in a field). Closing returns focus to where it was.
 */
export function SearchButton() {
  const indexUrl = useSearchIndexUrl();
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const openSearch = useCallback(() => {
    const active = document.activeElement as HTMLElement | null;
    returnTo.current = active && active !== document.body ? active : buttonRef.current;
    setOpen(true);
  }, []);

  const close = useCallback((options?: { restoreFocus?: boolean }) => {
    setOpen(false);
    if (options?.restoreFocus === false) return;
    const target = returnTo.current && document.contains(returnTo.current) ? returnTo.current : buttonRef.current;
    window.requestAnimationFrame(() => target?.focus());
  }, []);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isToggleShortcut(e)) {
        e.preventDefault();
        if (open) close();
        else openSearch();
      } else if (!open && isSlashShortcut(e)) {
        e.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openSearch, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        css={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
        onPointerEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
      >
        <svg css={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
            fill="currentColor"
          />
        </svg>
        <span css={styles.label}>{translate('theme.SearchBar.label')}</span>{' '}
        {/* Named by its visible words, «جست‌وجو» then the shortcut (WCAG 2.5.3, Label in Name): a speech-input
            user says what they see. aria-keyshortcuts gives the shortcuts to assistive technology too. */}
        <kbd css={styles.kbd} dir="ltr">
          {isMac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {open ? <LazySearchDialog indexUrl={indexUrl} onClose={close} /> : null}
    </>
  );
}
