/**
 * A font that fails to load leaves the page in the fallback face (font-display: optional, see
 * src/theme/GlobalStyles): readable, but a reader or a maintainer should be able to tell why. Each face
 * that fails, or is still loading after FONT_DEADLINE_MS, is named once in a console warning. The browser
 * fetches each face once per page; nothing here asks again.
 */
export const FONT_DEADLINE_MS = 8_000;

type FaceSet = Pick<FontFaceSet, 'addEventListener' | 'forEach'>;

/**
 * Runs `then` once the page has loaded (the faces its first layout asked for delay `load`). Not
 * `document.fonts.ready`: reading it makes the browser bring style and layout up to date at once, which, while
 * the page's first load runs this, laid out the whole document inside the app's start-up task.
 */
const afterLoad = (then: () => void) =>
  document.readyState === 'complete' ? then() : window.addEventListener('load', then, { once: true });

export function watchFontLoads({
  fonts = typeof document === 'undefined' ? undefined : document.fonts,
  deadlineMs = FONT_DEADLINE_MS,
  warn = (message: string) => console.warn(message),
  loaded = afterLoad,
}: {
  fonts?: FaceSet;
  deadlineMs?: number;
  warn?: (message: string) => void;
  loaded?: (then: () => void) => void;
} = {}): void {
  if (!fonts) return;
  const named = new Set<FontFace>();
  const report = (face: FontFace, why: string) => {
    if (named.has(face)) return;
    named.add(face);
    warn(`[metis] The font ${face.family} ${why}; the page is shown in the fallback font.`);
  };
  const failed = () =>
    fonts.forEach((face) => {
      if (face.status === 'error') report(face, 'could not be loaded');
    });
  // A face may have failed before this ran (the stylesheet and the preload come first).
  failed();
  fonts.addEventListener('loadingerror', (event) =>
    event.fontfaces.forEach((face) => report(face, 'could not be loaded')),
  );
  loaded(failed);
  setTimeout(() => {
    fonts.forEach((face) => {
      if (face.status === 'loading') report(face, `has not loaded after ${deadlineMs / 1000} s`);
    });
    failed();
  }, deadlineMs);
}
