// The variable Vazirmatn (not the FD variant, whose Latin digits are drawn as Persian ones) from our own
// origin: webpack copies each woff2 into /static with a content hash, so these imports are the hashed URLs
// in the browser bundle and in server rendering alike (GlobalStyles declares it, gatsby-ssr preloads it).
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';

export { FONT_FAMILY, unicodeRanges } from './fontFace';

export const fontFiles = {
  /** Persian and Arabic script: every page needs it for its first line of text, so it is preloaded. */
  arabic: vazirmatnArabic,
};
