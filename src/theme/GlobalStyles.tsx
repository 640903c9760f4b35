import { css, Global } from '@emotion/react';
import { layout } from './tokens';
import { themeVariables } from './tokens';
import { prismTheme } from './prism';
import { FONT_FAMILY, fontFiles, unicodeRanges } from '../browser/fonts';

/**
 * Vazirmatn from our own origin: its Persian subset, preloaded, and the whole Arabic-script file for any
 * other character of that script (ranges that do not overlap, so Persian text never fetches the larger file). The subset is 17 KB smaller on every first
 * load. `optional` rather than `swap`: a swap
 * re-lays out every paragraph when the font arrives (Lighthouse measured CLS 0.16–0.23 from it), while
 * `optional` paints once, in Vazirmatn when the preloaded file is there within the short block period
 * (always, from cache or a fast connection) and otherwise in the fallback face for that page view only.
 * Latin letters, spaces and ASCII punctuation come from the fallback stack instead of Vazirmatn's Latin
 * subset: that subset cost 34 KiB on every first load, since every space falls in its unicode-range.
 */
/** One face of the family: the same axes and display, its own file and range. */
const fontFace = (file: string, range: string) => `
  @font-face {
    font-family: '${FONT_FAMILY}';
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src:
      url(${file}) format('woff2-variations'),
      url(${file}) format('woff2');
    unicode-range: ${range};
  }
`;

const fontFaces = css`
  ${fontFace(fontFiles.arabic, unicodeRanges.arabicBeyondPersian)}
  ${fontFace(fontFiles.persian, unicodeRanges.persian)}
`;

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
    font-family:
      '${FONT_FAMILY}',
      Vazirmatn,
      system-ui,
      -apple-system,
      'Segoe UI',
      Tahoma,
      sans-serif;
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
  /* Inline code and English terms inside Persian sentences are isolated, so the sentence's punctuation
     stays where Persian grammar puts it. */
  :not(pre) > code,
  bdi {
    unicode-bidi: isolate;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.5;
    font-weight: 700;
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
  return <Global styles={[fontFaces, themeVariables, base, prismTheme]} />;
}
