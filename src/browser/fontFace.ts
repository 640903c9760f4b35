/**
 * The names the site declares its font under, without the font file itself (src/browser/fonts.ts adds it), so
 * build steps that cannot import a woff2 (the worker's offline page, src/node/serviceWorker) share them.
 */
export const FONT_FAMILY = 'Vazirmatn Variable';

// The range as @fontsource publishes it for the Arabic subset (wght.css). Latin text is left to the
// fallback stack (see GlobalStyles).
export const unicodeRanges = {
  /**
   * What Persian text uses (letters, Persian digits and letters, harakat, punctuation, ZWNJ and the bidi
   * marks): the characters of src/browser/fonts/vazirmatn-persian-wght.woff2, the subset every page preloads.
   */
  persian:
    'U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+066A-066C,U+0670,U+067E,U+0686,U+0698,U+06A9,U+06AF,U+06C0,U+06CC,U+06F0-06F9,U+200C-200F,U+2010-2011',
  /**
   * The rest of `arabic`, for the whole-script face beside the Persian subset: the two ranges do not overlap,
   * so a Persian page never counts, waits for nor fetches the larger file (src/theme/GlobalStyles).
   */
  arabicBeyondPersian:
    'U+0600-060B,U+060D-061A,U+061C-061E,U+0620,U+063B-063F,U+0656-0669,U+066D-066F,U+0671-067D,U+067F-0685,U+0687-0697,U+0699-06A8,U+06AA-06AE,U+06B0-06BF,U+06C1-06CB,U+06CD-06EF,U+06FA-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  /** The whole Arabic-script file's range (the offline page uses that file alone). */
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
};
