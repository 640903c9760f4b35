/**
 * The progress bar's accessible name comes with the page: gatsby-ssr writes it from src/i18n/fa.ts into this
 * attribute of <html> at build time. The bar is in the first load (it shows 200 ms into a navigation, which may
 * come before the deferred code, src/components/Deferred), and its one label was the only reason the string
 * table (3.2 KiB brotli) was in the first load too.
 */
export const PROGRESS_LABEL_ATTRIBUTE = 'data-progress-label';

export const progressLabel = (): string =>
  typeof document === 'undefined' ? '' : (document.documentElement.getAttribute(PROGRESS_LABEL_ATTRIBUTE) ?? '');
