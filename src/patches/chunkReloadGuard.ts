/**
 * What: a chunk that fails to load after the page is running (an unhandled "Loading chunk N failed")
 * gets the runtime's one guarded reload, instead of Gatsby's.
 *
 * Why: navigation.js listens for that rejection on window and sets `window.location.pathname` each time,
 * with no limit: a chunk that keeps failing (a broken deploy, a blocked file) reloads forever. Listening
 * in the capture phase on the same target runs first; stopImmediatePropagation then skips Gatsby's.
 * Before the first render the rejection comes from the page's own load, which the runtime handles
 * through the loader instead (and Gatsby's listener does nothing then: its next route is not set).
 *
 * Checked against gatsby 5.16.1 (cache-dir/navigation.js).
 */
import { expectSource, ReadPackageFile } from './gatsbySource';

/** Calls `onChunkFailure` instead of Gatsby's reload; only once `isRunning()` says the app rendered. */
export function guardChunkReload(onChunkFailure: () => void, isRunning: () => boolean): void {
  window.addEventListener(
    'unhandledrejection',
    (event) => {
      const reason = String((event.reason as Error | undefined)?.message ?? event.reason ?? '');
      if (!/loading (?:css )?chunk \S* failed/i.test(reason) || !isRunning()) return;
      event.stopImmediatePropagation();
      onChunkFailure();
    },
    { capture: true },
  );
}

export function check(read: ReadPackageFile): void {
  expectSource(
    read,
    'chunkReloadGuard.ts',
    'gatsby/cache-dir/navigation.js',
    /window\.addEventListener\(`unhandledrejection`, event => \{\s*if \(\/loading chunk \\d\* failed\.\/i\.test\(event\.reason\)\) \{\s*if \(nextRoute\) \{\s*window\.location\.pathname = nextRoute/,
    'reload on every "Loading chunk N failed" rejection, from a bubbling window listener',
  );
}
