/**
 * The names the site declares its font under, without the font file itself (src/browser/fonts.ts adds it), so
 * build steps that cannot import a woff2 (the worker's offline page, src/node/serviceWorker) share them.
 */
export const FONT_FAMILY = 'Vazirmatn Variable';

// The range as @fontsource publishes it for the Arabic subset (wght.css). Latin text is left to the
// fallback stack (see GlobalStyles).
export const unicodeRanges = {
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
};
