/**
 * Patch: a chunk that fails to load after the page is running gets the runtime's one guarded reload,
 * instead of Gatsby's.
 *
 * What it changes: an unhandled "Loading chunk N failed" rejection is taken, in the capture phase of the
 * window's `unhandledrejection`, by src/browser/routeRuntime (reload once per route, then the error state),
 * and Gatsby's own listener never sees it.
 *
 * Why: navigation.js listens for that rejection on window and sets `window.location.pathname` each time,
 * with no limit: a chunk that keeps failing (a broken deploy, a blocked file) reloads forever. Listening
 * in the capture phase on the same target runs first; stopImmediatePropagation then skips Gatsby's.
 * Before the first render the rejection comes from the page's own load, which the runtime handles
 * through the loader instead (and Gatsby's listener does nothing then: its next route is not set).
 *
 * Checked against: gatsby 5.16.1 (cache-dir/navigation.js).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), Gatsby's listener must still be in navigation.js as described (`check`) and the
 * bundle must use guardChunkReload; otherwise the bundle fails naming this patch.
 */
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'chunkReloadGuard';

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

const PREMISES: Premise[] = [
  {
    file: 'gatsby/cache-dir/navigation.js',
    pattern:
      /window\.addEventListener\(`unhandledrejection`, event => \{\s*if \(\/loading chunk \\d\* failed\.\/i\.test\(event\.reason\)\) \{\s*if \(nextRoute\) \{\s*window\.location\.pathname = nextRoute/,
    does: 'reload on every "Loading chunk N failed" rejection, from a bubbling window listener',
  },
];

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
