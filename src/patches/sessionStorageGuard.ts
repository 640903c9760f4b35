/**
 * Patch: when the browser's sessionStorage cannot be used, Gatsby is told so the way it understands.
 *
 * What it changes: before Gatsby's first render, sessionStorage is tried (read, write, remove a probe). If
 * any of them throws, `window.sessionStorage` is made to throw on access, as browsers do when storage is
 * denied outright, so that Gatsby's own guard (`getSessionStorage()`, a try/catch around the access) sees
 * no storage, as src/browser/storage does.
 *
 * Why: some privacy modes and embedded browsers hand out a Storage whose methods throw. production-app.js
 * guards only the access, then calls `sessionStorage.removeItem` unguarded before rendering, so the page
 * never hydrated: every script stayed dead. Making the storage look absent is safe for Gatsby: with none it
 * neither reloads for a new build (it cannot remember having done so) nor removes anything.
 * gatsby-react-router-scroll guards each call itself and keeps scroll positions for the page's life only.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/production-app.js).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), the premises must still hold (`check`) and the bundle must use guardSessionStorage;
 * otherwise the bundle fails naming this patch.
 */
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'sessionStorageGuard';

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

const PREMISES: Premise[] = [
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

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
