import { createValueStore } from './valueStore';

it('holds a value, sets it directly or from the current one, and tells its listeners', () => {
  const store = createValueStore({ theme: 'light' });
  const seen: string[] = [];
  const stop = store.subscribe(() => seen.push(store.get().theme));
  store.set({ theme: 'dark' });
  store.set((current) => ({ theme: `${current.theme}!` }));
  expect(store.get()).toEqual({ theme: 'dark!' });
  expect(seen).toEqual(['dark', 'dark!']);
  stop();
  store.set({ theme: 'light' });
  expect(seen).toEqual(['dark', 'dark!']);
});

it('tells no one when the value stays the same', () => {
  const store = createValueStore<Record<string, string>>({});
  const listener = jest.fn();
  store.subscribe(listener);
  store.set((current) => current);
  store.set(store.get());
  expect(listener).not.toHaveBeenCalled();
});

it('lets a listener unsubscribe itself while being told', () => {
  const store = createValueStore(0);
  const calls: string[] = [];
  const stopFirst = store.subscribe(() => {
    calls.push('first');
    stopFirst();
  });
  store.subscribe(() => calls.push('second'));
  store.set(1);
  store.set(2);
  expect(calls).toEqual(['first', 'second', 'second']);
});
