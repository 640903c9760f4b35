import { claimReload } from '../../lib/reloadGuard';
import { runningBuild } from '../../patches/gatsbyBrowserRuntime';
import { sessionStore } from '../storage';

/**
 * Whether the server now serves another build than the one this page runs (a deploy since it loaded): its
 * app-data.json names another webpack compilation. False when that cannot be told (offline, an error).
 */
export async function deployedSince(): Promise<boolean> {
  const own = runningBuild();
  if (!own) return false;
  try {
    const response = await fetch('/page-data/app-data.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return false;
    const data = (await response.json()) as { webpackCompilationHash?: unknown };
    return typeof data.webpackCompilationHash === 'string' && data.webpackCompilationHash !== own;
  } catch {
    return false;
  }
}

/**
 * A part loaded on demand (a script chunk, the search index) failed. When a deploy is why (the old build's
 * files may be gone), the page reloads once onto the new build, with the spec's console warning for a
 * route that fails to load, instead of a raw error whose retry asks for the deleted file again. Guarded per
 * tab and page (src/lib/reloadGuard), so a broken deploy never loops. Resolves true when the page reloads.
 */
export async function reloadOntoNewBuild(what: string): Promise<boolean> {
  if (!(await deployedSince())) return false;
  if (!claimReload(sessionStore(), `deploy:${window.location.pathname}`)) return false;
  console.warn(
    `[metis] ${what} failed to load: a new version of the docs was published since this page loaded. Reloading the page onto it.`,
  );
  window.location.reload();
  return true;
}
