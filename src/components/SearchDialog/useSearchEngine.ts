import { useCallback, useEffect, useState } from 'react';
import type { PageGroup } from '../../lib/search/query';
import { FetchJson, searchSharded, ShardedIndex } from '../../lib/search/sharded';

/** How long one index file may take before the dialog offers to try again. */
export const INDEX_TIMEOUT_MS = 15000;

export type EngineState = { status: 'loading' } | { status: 'ready'; engine: ShardedIndex } | { status: 'timedOut' } | { status: 'failed' };

export class TimeoutError extends Error {}

// One engine per index URL for the life of the page: reopening search is instant, and the shards it has
// fetched serve later queries.
const engines = new Map<string, Promise<ShardedIndex>>();

/**
 * Fetches one JSON file of the index from our origin, giving up after INDEX_TIMEOUT_MS. A failure is named
 * in a console warning; it is not retried here: the dialog offers the reader a retry.
 */
export const fetchJson: FetchJson = (url) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS);
  return fetch(url, { signal: controller.signal, credentials: 'same-origin' })
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    })
    .catch((e: unknown) => {
      const timedOut = controller.signal.aborted;
      console.warn(
        `[metis] Search: ${url} ${timedOut ? `did not load within ${INDEX_TIMEOUT_MS / 1000} s` : `could not be loaded (${e instanceof Error ? e.message : String(e)})`}; the search dialog offers a retry.`,
      );
      throw timedOut ? new TimeoutError() : e;
    })
    .finally(() => clearTimeout(timer));
};

function openEngine(url: string): Promise<ShardedIndex> {
  let pending = engines.get(url);
  if (!pending) {
    pending = ShardedIndex.open(url, fetchJson).catch((e: unknown) => {
      engines.delete(url);
      throw e;
    });
    engines.set(url, pending);
  }
  return pending;
}

/** Forget cached engines (tests). */
export function resetEngines(): void {
  engines.clear();
}

/** Fetches the index's entry file the first time it is needed; `retry` starts over after a failure. */
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
    openEngine(url).then(
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

export interface SearchResults {
  /** The query these groups answer ('' before the first one). */
  query: string;
  groups: PageGroup[];
  /** 'loading' while the shards of the current query are fetched (the previous groups stay shown). */
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'timedOut';
  retry: () => void;
}

/**
 * Runs `query` on the sharded index: fetches the shards it needs (the first time a term is searched),
 * then groups the results by page. A query typed while another loads replaces it; the last one wins.
 */
export function useSearchResults(engine: ShardedIndex | null, query: string): SearchResults {
  const [result, setResult] = useState<Omit<SearchResults, 'retry'>>({ query: '', groups: [], status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const trimmed = query.trim();
  useEffect(() => {
    let live = true;
    if (!engine || !trimmed) {
      setResult({ query: trimmed, groups: [], status: 'idle' });
      return undefined;
    }
    setResult((r) => ({ ...r, status: 'loading' }));
    searchSharded(engine, query).then(
      (groups) => live && setResult({ query: trimmed, groups, status: 'ready' }),
      (e: unknown) => live && setResult((r) => ({ ...r, status: e instanceof TimeoutError ? 'timedOut' : 'failed' })),
    );
    return () => {
      live = false;
    };
    // `trimmed` follows `query`; the query itself is what runs (its trailing space ends a prefix).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, query, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...result, retry };
}
