import { useCallback, useEffect, useState } from 'react';
import { loadIndex, SearchEngine } from '../../lib/search/query';

export const INDEX_TIMEOUT_MS = 15000;

export type EngineState =
  | { status: 'loading' }
  | { status: 'ready'; engine: SearchEngine }
  | { status: 'timedOut' }
  | { status: 'failed' };

// One engine per index URL for the life of the page: reopening search is instant.
const engines = new Map<string, Promise<SearchEngine>>();

class TimeoutError extends Error {}

function fetchEngine(url: string): Promise<SearchEngine> {
  let pending = engines.get(url);
  if (!pending) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS);
    pending = fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json();
      })
      .then((json) => loadIndex(json))
      .catch((e: unknown) => {
        engines.delete(url);
        throw controller.signal.aborted ? new TimeoutError() : e;
      })
      .finally(() => clearTimeout(timer));
    engines.set(url, pending);
  }
  return pending;
}

/** Forget cached engines (tests). */
export function resetEngines(): void {
  engines.clear();
}

/** Fetches and loads the index the first time it is needed; `retry` starts over after a failure. */
export function useSearchEngine(url: string | null): { state: EngineState; retry: () => void } {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (!url) {
      setState({ status: 'failed' });
      return undefined;
    }
    setState({ status: 'loading' });
    fetchEngine(url).then(
      (engine) => live && setState({ status: 'ready', engine }),
      (e: unknown) => live && setState({ status: e instanceof TimeoutError ? 'timedOut' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
