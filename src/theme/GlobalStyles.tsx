import { css, Global } from '@emotion/react';
import { layout } from './tokens';
import { themeVariables } from './tokens';
import { prismTheme } from './prism';

/** Page-wide styles; they go through the same RTL cache as components, so they mirror too. */
const base = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${layout.navbarHeight + 16}px;
  }
  body {
    margin: 0;
    background: var(--metis-bg);
    color: var(--metis-text);
    font-family: 'Vazirmatn Variable', Vazirmatn, Tahoma, 'Segoe UI', system-ui, sans-serif;
    font-size: 1rem;
    line-height: 1.85;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  code,
  kbd,
  pre,
  samp {
    font-family: ui-monospace, SFMono-Regular, 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace;
    font-size: 0.875em;
  }
  a {
    color: var(--metis-link);
    text-underline-offset: 0.2em;
  }
  :focus-visible {
    outline: 3px solid var(--metis-focus);
    outline-offset: 2px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={[themeVariables, base, prismTheme]} />;
}
