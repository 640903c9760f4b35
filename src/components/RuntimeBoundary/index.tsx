import { ReactNode } from 'react';
import { useStoreValue } from '../../hooks/useStoreValue';
import { navigationSignal } from '../../lib/navigationSignal';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageError } from '../PageError';
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
      <ProgressBar />
      <ErrorBoundary
        resetKey={navigations}
        fallback={({ error, tryAgain }) => <PageError kind="crash" error={error} tryAgain={tryAgain} />}
      >
        {children}
      </ErrorBoundary>
    </>
  );
}
