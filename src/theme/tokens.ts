import { css } from '@emotion/react';

/**
 * Both colour themes, defined once as CSS custom properties keyed off `data-theme` on <html> (set before
 * first paint by the inline script), so nothing flashes and components only ever say var(--metis-…).
 * Every text colour reaches WCAG AAA (7:1) on every surface of its theme, the strictest contrast rule
 * (axe-core's color-contrast-enhanced): tokens.test.ts checks each pair.
 */
export const themeVariables = css`
  :root,
  html[data-theme='light'] {
    color-scheme: light;
    --metis-bg: #ffffff;
    --metis-bg-soft: #f5f6f8;
    --metis-bg-raised: #ffffff;
    --metis-text: #1c1e21;
    --metis-text-muted: #444e5a;
    --metis-border: #d9dde3;
    --metis-primary: #16499d;
    --metis-primary-contrast: #ffffff;
    --metis-link: #16499d;
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
    --metis-tip: #0c5934;
    --metis-tip-bg: #e9f7ef;
    --metis-note: #3f4752;
    --metis-note-bg: #f2f4f7;
    --metis-info: #0a5272;
    --metis-info-bg: #e8f4fa;
    --metis-warning: #6d4500;
    --metis-warning-bg: #fff6e0;
    --metis-danger: #9b1519;
    --metis-danger-bg: #fdecec;
    --metis-shadow: 0 1px 2px rgba(0, 0, 0, 0.08), 0 2px 8px rgba(0, 0, 0, 0.06);
    --metis-token-comment: #474e57;
    --metis-token-keyword: #851e83;
    --metis-token-string: #225810;
    --metis-token-number: #7b3c00;
    --metis-token-function: #1a48a5;
    --metis-token-property: #951f23;
    --metis-token-punctuation: #393a34;
  }

  html[data-theme='dark'] {
    color-scheme: dark;
    --metis-bg: #15171c;
    --metis-bg-soft: #1d2027;
    --metis-bg-raised: #22262e;
    --metis-text: #e6e8eb;
    --metis-text-muted: #c0c5cc;
    --metis-border: #3a404a;
    --metis-primary: #a3c6ff;
    --metis-primary-contrast: #0b1220;
    --metis-link: #a3c6ff;
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
    --metis-danger: #ffafaf;
    --metis-danger-bg: #321617;
    --metis-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 2px 8px rgba(0, 0, 0, 0.3);
    --metis-token-comment: #bfc5cc;
    --metis-token-keyword: #e8b2eb;
    --metis-token-string: #a5d88a;
    --metis-token-number: #f4b986;
    --metis-token-function: #a6c6ff;
    --metis-token-property: #ffafaf;
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
