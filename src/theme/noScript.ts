import { HTML_ATTRS } from '../browser/prePaint';

/**
 * A selector prefix that matches only while scripts do not run: the pre-paint colour-mode script sets
 * `data-theme` on <html> on every page before the first paint whenever scripts run at all, and nothing
 * removes it. No-JS fallbacks (every code tab shown, a disclosure for the menu) key off it, so readers
 * with scripts never see them, not even for a frame, and the markup stays the same for hydration.
 */
export const withoutScripts = `html:not([${HTML_ATTRS.theme}])`;
