import { css } from '@emotion/react';

/**
 * Both colour themes, defined once as CSS custom properties keyed off `data-theme` on <html> (set before
 * first paint by the inline script), so nothing flashes and components only ever say var(--metis-…).
 * Pairs were chosen for WCAG AA (4.5:1 for text) on their backgrounds in both themes.
 */
export const themeVariables = css`
  :root,
  html[data-theme='light'] {
    color-scheme: light;
    --metis-bg: #ffffff;
    --metis-bg-soft: #f5f6f8;
    --metis-bg-raised: #ffffff;
    --metis-text: #1c1e21;
    --metis-text-muted: #4b5563;
    --metis-border: #d9dde3;
    --metis-primary: #1a56b8;
    --metis-primary-contrast: #ffffff;
    --metis-link: #1a56b8;
    --metis-active-bg: #e8effb;
    --metis-active-text: #123f8a;
    --metis-announcement-bg: #123f8a;
    --metis-announcement-text: #ffffff;
    --metis-announcement-link: #ffffff;
    --metis-focus: #b4460f;
    --metis-code-bg: #f6f8fa;
    --metis-code-text: #1f2328;
    --metis-code-inline-bg: #eef1f5;
    --metis-highlight-line: #e6edfa;
    --metis-tip: #0f6b3f;
    --metis-tip-bg: #e9f7ef;
    --metis-note: #3f4752;
    --metis-note-bg: #f2f4f7;
    --metis-info: #0b5c80;
    --metis-info-bg: #e8f4fa;
    --metis-warning: #7a4d00;
    --metis-warning-bg: #fff6e0;
    --metis-danger: #a4161a;
    --metis-danger-bg: #fdecec;
    --metis-shadow: 0 1px 2px rgba(0, 0, 0, 0.08), 0 2px 8px rgba(0, 0, 0, 0.06);
    --metis-token-comment: #5c6470;
    --metis-token-keyword: #a626a4;
    --metis-token-string: #2a6b13;
    --metis-token-number: #9a4b00;
    --metis-token-function: #1f55c2;
    --metis-token-property: #b0252a;
    --metis-token-punctuation: #393a34;
  }

  html[data-theme='dark'] {
    color-scheme: dark;
    --metis-bg: #15171c;
    --metis-bg-soft: #1d2027;
    --metis-bg-raised: #22262e;
    --metis-text: #e6e8eb;
    --metis-text-muted: #b3b9c2;
    --metis-border: #3a404a;
    --metis-primary: #7fb0ff;
    --metis-primary-contrast: #0b1220;
    --metis-link: #8cb8ff;
    --metis-active-bg: #233452;
    --metis-active-text: #cfe0ff;
    --metis-announcement-bg: #233452;
    --metis-announcement-text: #f1f4f9;
    --metis-announcement-link: #ffffff;
    --metis-focus: #ffb26b;
    --metis-code-bg: #1e2129;
    --metis-code-text: #e6e8eb;
    --metis-code-inline-bg: #2a2f38;
    --metis-highlight-line: #2b3445;
    --metis-tip: #7ddca4;
    --metis-tip-bg: #14281d;
    --metis-note: #c9ced6;
    --metis-note-bg: #23272f;
    --metis-info: #7fcdf0;
    --metis-info-bg: #11262f;
    --metis-warning: #ffd27a;
    --metis-warning-bg: #2e2510;
    --metis-danger: #ff9b9b;
    --metis-danger-bg: #321617;
    --metis-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 2px 8px rgba(0, 0, 0, 0.3);
    --metis-token-comment: #9aa3ae;
    --metis-token-keyword: #e29ee6;
    --metis-token-string: #a5d88a;
    --metis-token-number: #f3b27a;
    --metis-token-function: #8ab4ff;
    --metis-token-property: #ff9d9d;
    --metis-token-punctuation: #c9ced6;
  }
`;

/** Layout constants shared by components. */
export const layout = {
  /** As Docusaurus: below this width the sidebar moves into the mobile drawer. */
  desktopBreakpoint: 996,
  navbarHeight: 60,
  contentMaxWidth: 860,
  sidebarWidth: 280,
} as const;

export const mq = {
  desktop: `@media (min-width: ${layout.desktopBreakpoint}px)`,
  mobile: `@media (max-width: ${layout.desktopBreakpoint - 1}px)`,
};
