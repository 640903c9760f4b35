import { ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { navigationSignal } from '../../lib/navigationSignal';
import { routeFailure } from '../../lib/routeFailure';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageError } from '../PageError';
import { ProgressBar } from '../ProgressBar';

/**
 * Around every page (src/app/Root): the route progress bar, the error boundary whose fallback is the
 * "Page Error" screen, and that screen for a route that failed to load after its one reload. A new
 * navigation clears a caught crash.
 */
export function RuntimeBoundary({ children }: { children: ReactNode }) {
  const failure = useSyncExternalStore(routeFailure.subscribe, routeFailure.get, () => null);
  const [navigations, setNavigations] = useState(0);
  useEffect(
    () =>
      navigationSignal.subscribe(() => {
        setNavigations((n) => n + 1);
        if (routeFailure.get()) routeFailure.set(null);
      }),
    [],
  );
  return (
    <>
      <ProgressBar />
      {failure ? (
        <PageError kind="load" route={failure.route} retry={() => window.location.assign(failure.route)} />
      ) : (
        <ErrorBoundary resetKey={navigations} fallback={({ error, tryAgain }) => <PageError kind="crash" error={error} tryAgain={tryAgain} />}>
          {children}
        </ErrorBoundary>
      )}
    </>
  );
}
