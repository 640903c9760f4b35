// The variable Vazirmatn (not the FD variant, whose Latin digits are drawn as Persian ones) from our own
// origin: webpack copies each woff2 into /static with a content hash, so these imports are the hashed URLs
// in the browser bundle and in server rendering alike (GlobalStyles declares it, gatsby-ssr preloads it).
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';

export const FONT_FAMILY = 'Vazirmatn Variable';

export const fontFiles = {
  /** Persian and Arabic script: every page needs it for its first line of text, so it is preloaded. */
  arabic: vazirmatnArabic,
};

// The range as @fontsource publishes it for the Arabic subset (wght.css). Latin text is left to the
// fallback stack (see GlobalStyles).
export const unicodeRanges = {
  arabic: 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
};
