import { useCallback, useEffect, useState } from 'react';
import { reloadOntoNewBuild } from '../../browser/offline/newBuild';
import { useStoreValue } from '../../hooks/useStoreValue';
import type { PageGroup } from '../../lib/search/query';
import { FetchJson, searchSharded, ShardedIndex } from '../../lib/search/sharded';
import { createValueStore } from '../../lib/valueStore';

/** How long one index file may take before the dialog offers to try again. */
export const INDEX_TIMEOUT_MS = 15000;

export type EngineState =
  { status: 'loading' } | { status: 'ready'; engine: ShardedIndex } | { status: 'timedOut' } | { status: 'failed' };

export class TimeoutError extends Error {}

const LOADING: EngineState = { status: 'loading' };
const FAILED: EngineState = { status: 'failed' };

// One engine per index URL for the life of the page, with the state of its opening: reopening search finds it
// ready at once, and the shards it has fetched serve later queries.
const engines = createValueStore<ReadonlyMap<string, EngineState>>(new Map());

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

/** Fetches the index's entry file unless it is open or on its way; after a failure, fetches it again. */
function openEngine(url: string): void {
  const status = engines.get().get(url)?.status;
  if (status === 'loading' || status === 'ready') return;
  // This opening's own state object: what it learns lands only while the store still holds it (not after
  // `resetEngines`).
  const opening: EngineState = { status: 'loading' };
  const settle = (state: EngineState) =>
    engines.set((all) => (all.get(url) === opening ? new Map(all).set(url, state) : all));
  engines.set((all) => new Map(all).set(url, opening));
  ShardedIndex.open(url, fetchJson).then(
    (engine) => settle({ status: 'ready', engine }),
    (e: unknown) =>
      // A deploy may have deleted this build's index: the page reloads onto the new one instead.
      void reloadOntoNewBuild('The search index').then(
        (reloading) => reloading || settle({ status: e instanceof TimeoutError ? 'timedOut' : 'failed' }),
      ),
  );
}

/** Forget opened engines (tests). */
export function resetEngines(): void {
  engines.set(new Map());
}

/** The index at `url`, opened the first time it is needed (a build without one: failed); `retry` opens it again after a failure. */
export function useSearchEngine(url: string | null): { state: EngineState; retry: () => void } {
  const select = useCallback(
    (all: ReadonlyMap<string, EngineState>) => (url ? (all.get(url) ?? LOADING) : FAILED),
    [url],
  );
  const state = useStoreValue(engines, select, LOADING);
  const retry = useCallback(() => {
    if (url) openEngine(url);
  }, [url]);
  // Opening is the same step as retrying: nothing happens while the index is open or on its way.
  useEffect(() => retry(), [retry]);
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
      // A deploy may have deleted this build's shards: the page reloads onto the new build instead of a
      // retry that asks for the deleted file again.
      (e: unknown) =>
        void reloadOntoNewBuild('A search index file').then(
          (reloading) =>
            live &&
            !reloading &&
            setResult((r) => ({ ...r, status: e instanceof TimeoutError ? 'timedOut' : 'failed' })),
        ),
    );
    return () => {
      live = false;
    };
    // `trimmed` follows `query`; the query itself is what runs (the dialog shows what was typed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, query, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...result, retry };
}
