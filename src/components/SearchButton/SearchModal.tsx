import { KeyboardEvent, ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

export interface SearchModalProps {
  /** Closes search; focus goes back where it was unless the reader followed a result. */
  onClose: (options?: { restoreFocus?: boolean }) => void;
  children: ReactNode;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]')).filter(
    (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0,
  );
}

/**
 * The frame of search, in the page's first-load code so it appears at once: a labelled modal dialog over
 * the page (full screen on phones) with a close button, Escape, click outside, Tab kept inside and the page
 * behind it not scrolling. Its content, the search panel, is loaded lazily inside it.
 */
export function SearchModal({ onClose, children }: SearchModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Until the panel has loaded and focused its field, focus is on the dialog itself.
    if (dialogRef.current && !dialogRef.current.contains(document.activeElement)) dialogRef.current.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab' && dialogRef.current) {
      const items = focusables(dialogRef.current);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    // A press on the backdrop closes the dialog; keyboard users close it with Escape or its close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      css={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {/* The dialog keeps Tab inside itself (focus trap), as a modal must. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={styles.panel}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} css={styles.visuallyHidden}>
          {translate('theme.SearchModal.title')}
        </h2>
        {children}
        {/* Named by what it shows first, «Esc», then what it does (WCAG 2.5.3, Label in Name). */}
        <button type="button" css={styles.close} onClick={() => onClose()} aria-keyshortcuts="Escape">
          <kbd dir="ltr">Esc</kbd> <span css={styles.visuallyHidden}>{translate('theme.SearchModal.close')}</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
