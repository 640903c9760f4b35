import { ComponentType, useCallback, useEffect, useState } from 'react';
import { reloadOntoNewBuild } from '../../browser/offline/newBuild';
import { translate } from '../../i18n/translate';
import { Spinner } from '../Spinner';
import * as styles from './styles';

/** How long a load may take before the reader is told it is slow and offered a retry. */
export const LAZY_TIMEOUT_MS = 10_000;

export type LoadingStatus = 'loading' | 'timedOut' | 'error';

export interface LoadingProps {
  status: LoadingStatus;
  error?: Error | null;
  retry: () => void;
}

/**
 * What a lazily loaded part shows until it is there: the 128×110 spinner while loading, a note with a
 * retry once it has taken too long, and on failure the error text with a "Retry" button.
 */
export function Loading({ status, error, retry }: LoadingProps) {
  if (status === 'error') {
    return (
      <div css={styles.box} role="alert">
        <p css={styles.message}>{translate('theme.Loading.error')}</p>
        {error?.message ? (
          <code dir="ltr" css={styles.errorText}>
            {error.message}
          </code>
        ) : null}
        <div>
          <button type="button" css={styles.button} onClick={retry}>
            {translate('theme.Loading.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div css={styles.box} role="status" aria-live="polite" data-status={status}>
      <Spinner />
      {status === 'timedOut' ? (
        <>
          <p css={styles.message}>{translate('theme.Loading.timedOut')}</p>
          <button type="button" css={styles.button} onClick={retry}>
            {translate('theme.Loading.retry')}
          </button>
        </>
      ) : (
        <span css={styles.visuallyHidden}>{translate('theme.Loading.label')}</span>
      )}
    </div>
  );
}

/**
 * A component whose code loads on first render (`lazyComponent(() => import('./Heavy'))`). Unlike
 * React.lazy, a failed load is not cached: "Retry" calls the loader again. Once loaded, every later
 * render (and every other instance) renders the component directly.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let inFlight: Promise<ComponentType<P>> | null = null;
  const start = () => {
    inFlight ??= load().then(
      (mod) => {
        loaded = mod.default;
        return loaded;
      },
      (error: unknown) => {
        inFlight = null; // the next attempt loads again
        throw error instanceof Error ? error : new Error(String(error));
      },
    );
    return inFlight;
  };

  function LazyComponent(props: P) {
    const [state, setState] = useState<{ status: LoadingStatus | 'loaded'; error: Error | null; attempt: number }>(
      () => ({
        status: loaded ? 'loaded' : 'loading',
        error: null,
        attempt: 0,
      }),
    );

    useEffect(() => {
      if (state.status !== 'loading') return;
      let live = true;
      const timer = setTimeout(() => {
        if (live) setState((s) => (s.status === 'loading' ? { ...s, status: 'timedOut' } : s));
      }, LAZY_TIMEOUT_MS);
      start().then(
        () => live && setState((s) => ({ ...s, status: 'loaded', error: null })),
        // After a deploy the chunk may be gone: the page reloads onto the new build instead of showing the error.
        (error: Error) =>
          void reloadOntoNewBuild('A part of this page').then(
            (reloading) => live && !reloading && setState((s) => ({ ...s, status: 'error', error })),
          ),
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [state.attempt]); // eslint-disable-line react-hooks/exhaustive-deps

    const retry = useCallback(() => {
      // A timed-out load may still be running; start a fresh one so a stuck request is not awaited forever.
      inFlight = null;
      setState((s) => ({ status: 'loading', error: null, attempt: s.attempt + 1 }));
    }, []);

    if (state.status === 'loaded' && loaded) {
      const Component = loaded as unknown as ComponentType<Record<string, unknown>>;
      return <Component {...(props as Record<string, unknown>)} />;
    }
    return <Loading status={state.status === 'loaded' ? 'loading' : state.status} error={state.error} retry={retry} />;
  }
  return LazyComponent;
}
