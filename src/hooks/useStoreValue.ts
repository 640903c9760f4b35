import { useCallback, useEffect, useLayoutEffect, useReducer, useSyncExternalStore } from 'react';
import type { ValueStore } from '../lib/valueStore';

// Layout effects do nothing on the server; there the hook reads the server value anyway.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Part of a store's value, re-rendering the component when that part changes. While React hydrates the
 * component it reads `serverValue` (what the static HTML was rendered with), so hydration matches; if the
 * store holds something else by then (a stored choice, or one the reader made while this part of the page
 * was still dehydrated), the component renders again with it in the same commit, before the browser
 * paints, not in React's own check after paint. `select` and `serverValue` must return stable results for
 * an unchanged store (a field, a constant), not new objects.
 */
export function useStoreValue<T, S>(store: ValueStore<T>, select: (value: T) => S, serverValue: S): S {
  const getSnapshot = useCallback(() => select(store.get()), [store, select]);
  const getServerSnapshot = useCallback(() => serverValue, [serverValue]);
  const value = useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useCommitEffect(() => {
    if (!Object.is(getSnapshot(), value)) renderAgain();
  });
  return value;
}
