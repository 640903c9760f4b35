import { HTML_ATTRS } from '../../browser/prePaint';

/** The toggle's name for each mode, written by the server on the button: `data-label-light` and so on. */
export const labelAttribute = (mode: string) => `data-label-${mode}`;

/**
 * Names the toggle after the stored mode before its code has come (that waits for the reader's first
 * interaction, src/browser/deferredCode.ts): the pre-paint script put the mode on `<html>`, and the server
 * wrote every mode's name on the button, whose own name is the default mode's. Run by the first load
 * (gatsby-browser's onClientEntry); the toggle's render gives the same name once it hydrates.
 */
export function nameStoredMode(): void {
  const attribute = labelAttribute(document.documentElement.getAttribute(HTML_ATTRS.themeChoice) ?? '');
  for (const button of document.querySelectorAll(`button[${attribute}]`)) {
    const label = button.getAttribute(attribute) ?? '';
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}
