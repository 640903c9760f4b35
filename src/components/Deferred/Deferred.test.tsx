import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useState } from 'react';
import { serverHtml } from '../../app/__testing__/serverHtml';
import { HydrationBoundary } from '../HydrationBoundary';
import {
  DEFERRED_FILES_ATTRIBUTE,
  installDeferredCode,
  loadDeferredCode,
  ownedByReact,
} from '../../browser/deferredCode';
import { deferred } from './deferred';

// A part of the shell whose code the first load does not fetch: the server's HTML stays as it is, not
// React's, until the code is released at the first interaction (after `load` it is only prefetched); a press
// on it before then
// is held and replayed once it has hydrated; a link in it is followed at once.

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <nav>
      <button type="button" onClick={() => setN(n + 1)}>
        {label} {n}
      </button>
      <a href="/pricing">قیمت‌ها</a>
    </nav>
  );
}

let loads = 0;
let arrive: () => void = () => undefined;
const DeferredCounter = deferred<{ label: string }>(() => {
  loads += 1;
  return new Promise((resolve) => {
    arrive = () => resolve(Counter);
  });
});

const page = (C: typeof Counter) => (
  <main>
    <HydrationBoundary>
      <C label="شمار" />
    </HydrationBoundary>
  </main>
);

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('keeps the server HTML until the code comes, replays a press held meanwhile, and follows a link at once', async () => {
  const followed: string[] = [];
  // The page is still loading (jsdom's document has loaded already).
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  installDeferredCode((anchor, event) => {
    event.preventDefault();
    followed.push(anchor.getAttribute('href') ?? '');
  });
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page(Counter)).body.innerHTML;
  document.body.append(container);
  const button = container.querySelector('button')!;
  expect(button.textContent).toBe('شمار 0');

  await act(async () => {
    hydrateRoot(container, page(DeferredCounter as typeof Counter));
  });
  await flush();
  // Not released yet: nothing fetched, the part is the server's.
  expect(loads).toBe(0);
  expect(ownedByReact(button)).toBe(false);

  // The page loads: the code is only prefetched. A box's own scroll (the sidebar's, set by the first
  // load) is no interaction.
  document.documentElement.setAttribute(DEFERRED_FILES_ATTRIBUTE, '/deferred-parts-1.js /deferred-groups-2.js');
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    container.dispatchEvent(new Event('scroll'));
  });
  await flush();
  expect(loads).toBe(0);
  expect(ownedByReact(button)).toBe(false);
  const prefetched = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
  expect(prefetched.map((link) => link.getAttribute('href'))).toEqual([
    '/deferred-parts-1.js',
    '/deferred-groups-2.js',
  ]);

  // A click before the code is here: the interaction releases the code, the click is held.
  await act(async () => {
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  await flush();
  expect(loads).toBe(1);
  expect(button.textContent).toBe('شمار 0');

  // A link in the part is followed by the runtime, not by a full page load.
  const link = container.querySelector('a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    link.dispatchEvent(click);
  });
  expect(followed).toEqual(['/pricing']);
  expect(click.defaultPrevented).toBe(true);

  await act(async () => arrive());
  await flush();
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  await flush();
  // Hydrated in place (the same node), and the held press counted once.
  expect(container.querySelector('button')).toBe(button);
  expect(ownedByReact(button)).toBe(true);
  expect(button.textContent).toBe('شمار 1');
  await expect(loadDeferredCode()).resolves.toBeUndefined();
});
