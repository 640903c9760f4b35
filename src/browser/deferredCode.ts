import { FIRST_INTERACTIONS, INTERACTED_EARLY } from '../lib/firstInteraction';
import { isSearchShortcut } from './searchShortcut';
import { STORAGE_KEYS, storedWithPrefix } from './storage';

/**
 * The code of the parts of a page a reader does not need before `load` (issue 37): the shell (navbar,
 * sidebar, table of contents, footer, announcement, page header), the static MDX components, which the
 * first load never runs (the document stays the server's HTML, src/components/MDXDocument/firstLoad.ts).
 * Their server HTML is on screen from the first paint. Once the page has loaded, their code is only
 * prefetched (`<link rel=prefetch>`: into the HTTP cache, neither evaluated nor hydrated), so a page nobody
 * touches pays no main-thread time for it; the reader's first interaction (a press, a key, focus, a scroll)
 * releases it, and React hydrates each part as its code arrives (src/components/Deferred).
 *
 * Until a part has hydrated, a press on one of its buttons reaches no React handler (React 18 cannot
 * hydrate a part whose code is missing, and swallows the event). Such a click is held and replayed on the
 * same button once it has hydrated; a link is followed at once (client-side, with the progress bar), and a
 * search shortcut is replayed to the listener the navbar adds when it hydrates.
 */

type Idle = (callback: () => void, options?: { timeout: number }) => unknown;

/** How long the prefetch may wait for idle time once the page has loaded. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** The deferred chunks' URLs, space-separated, written on `<html>` at build time (gatsby-ssr). */
export const DEFERRED_FILES_ATTRIBUTE = 'data-deferred-code';
/** How long a held click or shortcut waits for its part to hydrate before it is dropped. */
export const REPLAY_DEADLINE_MS = 10_000;

let release: () => void = () => undefined;
let releasedAlready = false;
/** Resolves when the deferred code may load: at the first interaction, or before a navigation or a notice. */
export const released: Promise<void> = new Promise((resolve) => {
  release = resolve;
});

export function releaseDeferredCode(): void {
  if (releasedAlready) return;
  releasedAlready = true;
  release();
}

const loaders = new Set<() => Promise<unknown>>();
let allLoaded = false;

/** A deferred part's loader (src/components/Deferred), so a navigation can load every part first. */
export function registerDeferred(load: () => Promise<unknown>): void {
  loaders.add(load);
  allLoaded = false;
}

/**
 * Loads the code of every deferred part now: a client-side navigation renders the next page with React, so
 * it needs them all before it renders (src/browser/routeRuntime.ts waits for this beside the route).
 */
export function loadDeferredCode(): Promise<void> {
  releaseDeferredCode();
  const all = [...loaders];
  return Promise.all(all.map((load) => load())).then(() => {
    if (all.length === loaders.size) allLoaded = true;
  });
}

/** Whether an element is React's (it has hydrated or was rendered): React marks the DOM nodes it owns. */
export function ownedByReact(node: Element): boolean {
  for (const key in node) if (key.startsWith('__reactFiber')) return true;
  return false;
}

/** Calls `then` once `ready()` holds (checked every frame), unless `REPLAY_DEADLINE_MS` pass first. */
function whenReady(ready: () => boolean, then: () => void): void {
  const deadline = performance.now() + REPLAY_DEADLINE_MS;
  const check = () => {
    if (ready()) then();
    else if (performance.now() < deadline) requestAnimationFrame(check);
  };
  check();
}

type FollowLink = (anchor: HTMLAnchorElement, event: MouseEvent) => void;

/** A click on a button of a part that has not hydrated yet: held, and replayed once the button is React's. */
function holdClick(event: MouseEvent, follow: FollowLink): void {
  if (allLoaded) return;
  const target = event.target as Element | null;
  if (!target || typeof target.closest !== 'function') return;
  const anchor = target.closest<HTMLAnchorElement>('a[href]');
  if (anchor && !ownedByReact(anchor)) {
    follow(anchor, event);
    return;
  }
  const button = target.closest<HTMLButtonElement>('button');
  if (!button || ownedByReact(button) || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void loadDeferredCode();
  whenReady(
    () => !button.isConnected || ownedByReact(button),
    () => button.isConnected && button.click(),
  );
}

/** A search shortcut pressed before the navbar has hydrated: replayed to its listener once it has. */
function holdShortcut(event: KeyboardEvent): void {
  if (allLoaded || !isSearchShortcut(event)) return;
  const searchButton = () => document.querySelector('button[aria-keyshortcuts]');
  const button = searchButton();
  if (!button || ownedByReact(button)) return;
  event.preventDefault();
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
  whenReady(
    () => {
      const now = searchButton();
      return !now || ownedByReact(now);
    },
    // The navbar's listener is added by an effect after its hydration commits: one task later.
    () =>
      setTimeout(() => window.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, metaKey, altKey, shiftKey }))),
  );
}

/** The deferred chunks into the HTTP cache, unless the code has been released already. */
function prefetchDeferredCode(): void {
  if (releasedAlready) return;
  for (const href of document.documentElement.getAttribute(DEFERRED_FILES_ATTRIBUTE)?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Starts the schedule (gatsby-browser's onClientEntry, before React hydrates): the code is prefetched after
 * `load` in idle time and released at the first interaction (a scroll too: a reader who scrolls to the
 * footer finds it working); clicks and shortcuts that come before their part is ready are held and
 * replayed. `follow` serves a link of a part not hydrated yet (src/browser/routeRuntime.ts).
 */
export function installDeferredCode(follow: FollowLink): void {
  // gatsby develop sends no server HTML: the page is only what React renders, so its parts are needed now.
  // So does a reader who scrolled or pressed before this code came (the entry loader's mark).
  if (process.env.NODE_ENV === 'development' || (window as unknown as Record<string, unknown>)[INTERACTED_EARLY])
    releaseDeferredCode();
  const start = (event: Event) => {
    // The page's scroll, not a box's: the first load scrolls the sidebar to its current page itself.
    if (event.type === 'scroll' && event.target !== document) return;
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
    releaseDeferredCode();
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  const idle: Idle =
    (window as { requestIdleCallback?: Idle }).requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  // A reader who chose a code language once expects it on every page with tabs: the server's HTML shows the
  // default, so those pages hydrate after `load` for them, as all pages did before the interaction schedule.
  const choseTabs = () =>
    Object.keys(storedWithPrefix(STORAGE_KEYS.tabGroupPrefix)).length > 0 &&
    document.querySelector('[role="tablist"]') !== null;
  const afterLoad = () =>
    idle(() => (choseTabs() ? releaseDeferredCode() : prefetchDeferredCode()), { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // Capture on the window: before React's own listener on its root container.
  window.addEventListener('click', (event) => holdClick(event, follow), true);
  window.addEventListener('keydown', holdShortcut, true);
  void released.then(() => loadDeferredCode());
}
