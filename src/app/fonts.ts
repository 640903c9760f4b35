// The variable Vazirmatn (not the FD variant, whose Latin digits are drawn as Persian ones) from our own
// origin: webpack copies each woff2 into /static with a content hash, so these imports are the hashed URLs
// in the browser bundle and in server rendering alike (GlobalStyles declares them, gatsby-ssr preloads
// the Arabic one).
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';
import vazirmatnLatin from '@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2';

export const FONT_FAMILY = 'Vazirmatn Variable';

export const fontFiles = {
  /** Persian and Arabic script: every page needs it for its first line of text, so it is preloaded. */
  arabic: vazirmatnArabic as string,
  /** Latin letters inside Persian sentences (API names, English terms). */
  latin: vazirmatnLatin as string,
};

// Ranges as @fontsource publishes them for the two subsets (wght.css).
export const unicodeRanges = {
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};
