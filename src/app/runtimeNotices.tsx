import { CacheProvider } from '@emotion/react';
import { createRoot, Root } from 'react-dom/client';
import { Suspense } from 'react';
import { OfflineNotice, PageError } from '../components/Deferred';
import { useStoreValue } from '../hooks/useStoreValue';
import { NoticeStore, offlineNotice, routeFailure, RouteNotice } from '../lib/routeFailure';
import { getEmotionCache } from '../browser/emotionCache';

const same = (notice: RouteNotice | null) => notice;
const useNotice = (store: NoticeStore) => useStoreValue(store, same, null);

/** The page-load error state and the offline notice, whichever the runtime has raised. */
export function RuntimeNotices({ staticBelow }: { staticBelow: () => boolean }) {
  const failure = useNotice(routeFailure);
  const offline = useNotice(offlineNotice);
  // Their code comes with the deferred code (src/components/Deferred), fetched at once if a notice is needed first.
  return (
    <Suspense fallback={null}>
      {failure ? (
        <PageError kind="load" route={failure.route} retry={failure.retry} staticBelow={staticBelow()} />
      ) : null}
      {offline ? (
        <OfflineNotice route={offline.route} retry={offline.retry} onClose={() => offlineNotice.set(null)} />
      ) : null}
    </Suspense>
  );
}

let root: Root | null = null;

/**
 * Shows the notices in a React root of their own, before Gatsby's (#___gatsby): they must appear when
 * Gatsby's app never started (a route whose data or code failed on the first load leaves only the
 * static HTML, which they then sit above, leaving it readable), and they never touch the app's tree.
 * Created on first need only, so a normal page load adds nothing to the document.
 */
export function mountRuntimeNotices(appRunning: () => boolean): void {
  if (root || typeof document === 'undefined') return;
  const container = document.createElement('div');
  container.id = 'metis-runtime-notices';
  const app = document.getElementById('___gatsby');
  document.body.insertBefore(container, app ?? document.body.firstChild);
  root = createRoot(container);
  root.render(
    <CacheProvider value={getEmotionCache()}>
      <RuntimeNotices staticBelow={() => !appRunning()} />
    </CacheProvider>,
  );
}
