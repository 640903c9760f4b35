import { ReactNode } from 'react';
import { useStoreValue } from '../../hooks/useStoreValue';
import { navigationSignal } from '../../lib/navigationSignal';
import { PageError } from '../Deferred';
import { ErrorBoundary } from '../ErrorBoundary';
import { HydrationBoundary } from '../HydrationBoundary';
import { ProgressBar } from '../ProgressBar';

const count = (n: number) => n;

/**
 * Around every page (src/app/Root): the route progress bar and the error boundary whose fallback is the
 * "Page Error" crash screen; a new navigation clears a caught crash. A route that fails to load is shown
 * by src/app/runtimeNotices, above the page (it may fail before this app ever renders).
 */
export function RuntimeBoundary({ children }: { children: ReactNode }) {
  const navigations = useStoreValue(navigationSignal, count, 0);
  return (
    <>
      {/* In the first load: the bar shows 200 ms into a navigation, which may come before the deferred code
          (src/components/Deferred) has; the crash screen comes with that code, in a boundary of its own. */}
      <ProgressBar />
      <ErrorBoundary
        resetKey={navigations}
        fallback={({ error, tryAgain }) => (
          <HydrationBoundary>
            <PageError kind="crash" error={error} tryAgain={tryAgain} />
          </HydrationBoundary>
        )}
      >
        {children}
      </ErrorBoundary>
    </>
  );
}
