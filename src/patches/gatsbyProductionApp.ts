/**
 * Patch: Gatsby's browser entry (cache-dir/production-app.js, the `window.pagePath` that static-entry.js
 * writes for it, and the navigation.js it starts), in the three ways the browser runtime
 * (src/app/routeRuntime.ts) needs it. Each part is its own premises, checked on their own; one module
 * because they patch what production-app.js runs before the first render and are wired and checked the
 * same way.
 *
 * Part "served page path" (servedPagePath): the runtime reads which page's HTML the host actually served
 * (`window.pagePath`, set by Gatsby's inline script, which samePagePathScript makes read the path from a
 * data attribute). Why: on a host that does not redirect `/x.html` or `/x/index.html`, the answer is either
 * the page itself (Gatsby then corrects the address) or the host's not-found page, which Gatsby renders at
 * that address. Only the served page path tells the two apart before anything renders, so the runtime can
 * load the canonical route instead of showing "not found" for a page that exists. Tested in Chromium by
 * e2e/runtime.test.mjs (the `.html` correction).
 *
 * Part "session storage" (guardSessionStorage): before Gatsby's first render, sessionStorage is tried
 * (read, write, remove a probe). If any of them throws, `window.sessionStorage` is made to throw on access,
 * as browsers do when storage is denied outright, so that Gatsby's own guard (`getSessionStorage()`, a
 * try/catch around the access) sees no storage, as src/app/storage does. Why: some privacy modes and
 * embedded browsers hand out a Storage whose methods throw; production-app.js guards only the access, then
 * calls `sessionStorage.removeItem` unguarded before rendering, so the page never hydrated. With no storage
 * Gatsby neither reloads for a new build (it cannot remember having done so) nor removes anything;
 * gatsby-react-router-scroll guards each call itself. Tested in Chromium by e2e/recovery.test.mjs (a
 * sessionStorage that throws).
 *
 * Part "chunk reload" (guardChunkReload): an unhandled "Loading chunk N failed" rejection is taken, in the
 * capture phase of the window's `unhandledrejection`, by the runtime (reload once per route, then the error
 * state), and Gatsby's own listener never sees it. Why: navigation.js (started by production-app.js)
 * listens for that rejection on window and sets `window.location.pathname` each time, with no limit: a
 * chunk that keeps failing (a broken deploy, a blocked file) reloads forever. Listening in the capture
 * phase on the same target runs first; stopImmediatePropagation then skips Gatsby's. Before the first
 * render the rejection comes from the page's own load, which the runtime handles through the loader (and
 * Gatsby's listener does nothing then: its next route is not set). Tested in Chromium by
 * e2e/recovery.test.mjs and e2e/chaos.test.mjs (failed chunks).
 *
 * Checked against: gatsby 5.16.1 (cache-dir/production-app.js, cache-dir/static-entry.js,
 * cache-dir/navigation.js).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), each part's premises must still hold (`check`, which names the part of every
 * premise that broke) and the bundle must use servedPagePath, guardSessionStorage and guardChunkReload;
 * otherwise the bundle fails naming this patch. samePagePathScript checks that every built page sets
 * `window.pagePath`.
 */
import { checkParts, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'gatsbyProductionApp';

// Part "served page path".

declare global {
  interface Window {
    pagePath?: string;
  }
}

export function servedPagePath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.pagePath;
}

const SERVED_PAGE_PATH: Premise[] = [
  { file: 'gatsby/cache-dir/static-entry.js', pattern: /window\.pagePath=\$\{JSON\.stringify\(/, does: 'write window.pagePath into every page' },
  { file: 'gatsby/cache-dir/production-app.js', pattern: /const \{ pagePath, location: browserLoc \} = window/, does: 'read window.pagePath to compare with the address' },
];

// Part "session storage".

const PROBE = 'metis.storage-probe';

/** Whether this storage can be read, written and cleaned without throwing. */
export function storageWorks(get: () => Storage | null | undefined): boolean {
  try {
    const storage = get();
    if (!storage) return false;
    storage.getItem(PROBE);
    storage.setItem(PROBE, '1');
    storage.removeItem(PROBE);
    return true;
  } catch {
    return false;
  }
}

/**
 * onClientEntry: when sessionStorage does not work, makes every access to it throw a SecurityError.
 * Returns whether the storage works.
 */
export function guardSessionStorage(win: Window = window): boolean {
  if (storageWorks(() => win.sessionStorage)) return true;
  try {
    Object.defineProperty(win, 'sessionStorage', {
      configurable: true,
      enumerable: true,
      get() {
        throw new DOMException('sessionStorage is not available in this browser.', 'SecurityError');
      },
    });
  } catch {
    // A browser that will not let it be redefined: Gatsby's own guard is all there is.
  }
  return false;
}

const SESSION_STORAGE: Premise[] = [
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern: /const getSessionStorage = \(\) => \{\s*try \{\s*return sessionStorage\s*\} catch \{\s*return null\s*\}\s*\}/,
    does: 'guard only the access to sessionStorage (getSessionStorage returns null when it throws)',
  },
  {
    file: 'gatsby/cache-dir/production-app.js',
    pattern: /if \(sessionStorage\) \{\s*sessionStorage\.removeItem\(reloadStorageKey\)\s*\}/,
    does: 'call sessionStorage.removeItem unguarded before the first render',
  },
];

// Part "chunk reload".

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

const CHUNK_RELOAD: Premise[] = [
  {
    file: 'gatsby/cache-dir/navigation.js',
    pattern:
      /window\.addEventListener\(`unhandledrejection`, event => \{\s*if \(\/loading chunk \\d\* failed\.\/i\.test\(event\.reason\)\) \{\s*if \(nextRoute\) \{\s*window\.location\.pathname = nextRoute/,
    does: 'reload on every "Loading chunk N failed" rejection, from a bubbling window listener',
  },
];

/** Each part's premises in the installed packages, checked separately: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkParts(
    PATCH,
    read,
    [
      { part: 'served page path', premises: SERVED_PAGE_PATH },
      { part: 'session storage', premises: SESSION_STORAGE },
      { part: 'chunk reload', premises: CHUNK_RELOAD },
    ],
    env,
  );
}
