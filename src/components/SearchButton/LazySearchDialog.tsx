import { Component, ComponentType, ReactNode, Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { translate } from '../../i18n/translate';
import type { SearchPanelProps } from '../SearchDialog';
import { LoadStatus } from './LoadStatus';
import { SearchModal } from './SearchModal';

/**
 * Search is code-split: the panel (and MiniSearch) is fetched the first time search opens, inside the
 * modal frame, which is part of the first load and appears at once. While the chunk loads the frame shows a
 * spinner; a failed or slow load shows Retry. The loader below is deliberately small so it can be replaced
 * by the site's shared lazy loader (`lazyComponent(() => import('../SearchDialog'))`) in one line.
 */

export const CHUNK_TIMEOUT_MS = 15000;

const loadPanel = () => import('../SearchDialog').then((m) => ({ default: m.SearchPanel as ComponentType<SearchPanelProps> }));

/** Starts fetching the panel's chunk early (on hover or focus of the button); harmless if repeated. */
export function preloadSearchDialog(): void {
  loadPanel().catch(() => undefined);
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

function Pending({ onRetry }: { onRetry: () => void }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <LoadStatus state={timedOut ? 'timedOut' : 'loading'} loadingText={translate('theme.SearchModal.loadingDialog')} onRetry={onRetry} />;
}

/** The lazily loaded panel with its loading, timed-out and failed states. */
export function LazySearchPanel(props: SearchPanelProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected import forever.
  const Panel = useMemo(() => lazy(loadPanel), [attempt]);
  const retry = () => setAttempt((a) => a + 1);
  return (
    <ChunkBoundary key={attempt} fallback={<LoadStatus state="failed" loadingText="" onRetry={retry} />}>
      <Suspense fallback={<Pending onRetry={retry} />}>
        <Panel {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Search as the navbar opens it: the modal frame around the lazily loaded panel. */
export function LazySearchDialog(props: SearchPanelProps) {
  return (
    <SearchModal onClose={props.onClose}>
      <LazySearchPanel {...props} />
    </SearchModal>
  );
}
