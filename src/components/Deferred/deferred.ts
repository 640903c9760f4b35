import { type ComponentType, lazy } from 'react';
import { registerDeferred, released } from '../../browser/deferredCode';
import { reloadOntoNewBuild } from '../../browser/offline/newBuild';

type Module<P> = { default: ComponentType<P> };

/**
 * A component whose code the first load does not fetch (React.lazy, public API): rendered inside a Suspense
 * boundary (src/components/HydrationBoundary) while the page hydrates, it leaves the boundary as the server's
 * HTML until the code has arrived, then React hydrates it. The code is fetched once src/browser/deferredCode
 * releases it (at the reader's first interaction); a client-side navigation loads it before it
 * renders. A chunk that fails after a deploy reloads the page onto the new build.
 *
 * Once the code is here, the lazy component's loader answers with a thenable that calls back at once, so the
 * first render of a deferred component after a navigation does not suspend for a microtask (React.lazy reads
 * a thenable that has settled synchronously as resolved): a suspended page would be blank for that moment,
 * and Gatsby would restore the scroll position on it.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: Module<P> | null = null;
  let code: Promise<Module<P>> | null = null;
  const start = () =>
    (code ??= load().then(
      (Component) => (loaded = { default: Component }),
      (error: unknown) => {
        code = null; // the next attempt loads again
        throw error;
      },
    ));
  registerDeferred(start);
  const now = (module: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(module) });
  return lazy(() =>
    loaded
      ? (now(loaded) as unknown as Promise<Module<P>>)
      : released.then(start).catch(async (error: unknown) => {
          await reloadOntoNewBuild('A part of this page');
          throw error;
        }),
  ) as unknown as ComponentType<P>;
}
