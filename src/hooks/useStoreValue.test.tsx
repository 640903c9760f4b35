import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createValueStore } from '../lib/valueStore';
import { useStoreValue } from './useStoreValue';

type Prefs = { mode: 'light' | 'dark'; tab: string };
const selectMode = (p: Prefs) => p.mode;
const selectTab = (p: Prefs) => p.tab;

it('re-renders only the components whose part of the store changed', () => {
  const store = createValueStore<Prefs>({ mode: 'light', tab: 'curl' });
  const renders = { mode: 0, tab: 0 };
  function Mode() {
    renders.mode++;
    return <span>{useStoreValue(store, selectMode, 'light')}</span>;
  }
  function Tab() {
    renders.tab++;
    return <span>{useStoreValue(store, selectTab, 'curl')}</span>;
  }
  render(
    <>
      <Mode />
      <Tab />
    </>,
  );
  act(() => store.set((p) => ({ ...p, tab: 'python' })));
  expect(screen.getByText('python')).toBeInTheDocument();
  expect(renders).toEqual({ mode: 1, tab: 2 });
});

// That the stored value is shown before the browser paints is seen in Chromium (e2e colour-mode tests);
// jsdom has no paint, so this checks the hydration itself.
it('hydrates with the server value, then shows the stored value, without a mismatch', async () => {
  const store = createValueStore<Prefs>({ mode: 'light', tab: 'curl' });
  function Mode() {
    return <span>{useStoreValue(store, selectMode, 'light')}</span>;
  }
  const container = document.createElement('div');
  container.innerHTML = '<span>light</span>'; // what the server rendered with the server value
  document.body.append(container);
  store.set((p) => ({ ...p, mode: 'dark' })); // e.g. the reader's stored choice, read before hydration
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Mode />, { onRecoverableError: (e) => console.error(e) });
  });
  expect(container.textContent).toBe('dark');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
