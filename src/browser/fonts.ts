// The variable Vazirmatn (not the FD variant, whose Latin digits are drawn as Persian ones) from our own
// origin: webpack copies each woff2 into /static with a content hash, so these imports are the hashed URLs
// in the browser bundle and in server rendering alike (GlobalStyles declares it, gatsby-ssr preloads it).
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';
// The Persian subset of that file (29.1 KB against 46.3 KB), made with fontTools from the same file:
//   python3 -m fontTools.subset node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2 \
//     --unicodes="$RANGE" --layout-features='*' --flavor=woff2 --output-file=src/browser/fonts/vazirmatn-persian-wght.woff2
// with RANGE = unicodeRanges.persian (src/browser/fontFace.ts); remake it when the package is updated.
import vazirmatnPersian from './fonts/vazirmatn-persian-wght.woff2';

export { FONT_FAMILY, unicodeRanges } from './fontFace';

export const fontFiles = {
  /** Persian script: every page needs it for its first line of text, so it is preloaded. */
  persian: vazirmatnPersian,
  /** The whole Arabic script, fetched only by a page with a character outside the Persian subset. */
  arabic: vazirmatnArabic,
};
