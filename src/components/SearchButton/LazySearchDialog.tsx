import { Component, ComponentType, ReactNode, Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { translate } from '../../i18n/translate';
import type { SearchDialogProps } from '../SearchDialog';
import { LoadStatus } from './LoadStatus';
import * as styles from './styles';

/**
 * The search dialog is code-split: its chunk (and MiniSearch) is fetched the first time search is opened.
 * While it loads, a minimal dialog shows a spinner; a failed or slow load shows Retry. This wrapper is small
 * on purpose so it can be swapped for the site's shared lazy loader.
 */

export const CHUNK_TIMEOUT_MS = 15000;

const loadDialog = () => import('../SearchDialog').then((m) => ({ default: m.SearchDialog as ComponentType<SearchDialogProps> }));

/** Starts fetching the dialog's chunk early (on hover or focus of the button); harmless if repeated. */
export function preloadSearchDialog(): void {
  loadDialog().catch(() => undefined);
}

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Shell({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div css={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label={translate('theme.SearchModal.title')} css={styles.shell}>
        {children}
        <button type="button" css={styles.shellClose} onClick={onClose}>
          {translate('theme.SearchModal.close')}
        </button>
      </div>
    </div>
  );
}

function Pending({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Shell onClose={onClose}>
      <LoadStatus state={timedOut ? 'timedOut' : 'loading'} loadingText={translate('theme.SearchModal.loadingDialog')} onRetry={onRetry} />
    </Shell>
  );
}

export function LazySearchDialog(props: SearchDialogProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected import forever.
  const Dialog = useMemo(() => lazy(loadDialog), [attempt]);
  const retry = () => setAttempt((a) => a + 1);
  return (
    <ChunkBoundary
      key={attempt}
      fallback={
        <Shell onClose={props.onClose}>
          <LoadStatus state="failed" loadingText="" onRetry={retry} />
        </Shell>
      }
    >
      <Suspense fallback={<Pending onClose={props.onClose} onRetry={retry} />}>
        <Dialog {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
