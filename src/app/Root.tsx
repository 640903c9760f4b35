import { CacheProvider } from '@emotion/react';
import { MDXProvider } from '@mdx-js/react';
import { ReactNode } from 'react';
import { mdxComponents } from '../components/MDXComponents';
import { RuntimeBoundary } from '../components/RuntimeBoundary';
import { TabGroupChoiceProvider } from '../contexts/tabGroupChoice';
import { AnnouncementBarProvider } from '../contexts/announcementBar';
import { ColorModeProvider } from '../contexts/colorMode';
import { ANNOUNCEMENT_ID } from '../config/announcementId';
import { TraceRegion } from '../components/TraceRegion';
import { HydrationBoundary } from '../components/HydrationBoundary';
import { GlobalStyles } from '../components/Deferred';
import { getEmotionCache } from '../browser/emotionCache';

/**
 * The wrappers around every page, identical in gatsby-ssr and gatsby-browser: the RTL Emotion cache,
 * global styles, shared-state providers and the MDX component registry.
 *
 * Everything below the cache is one hydration boundary. React 18 hydrates the part of a tree outside any
 * Suspense boundary in a single task at default priority, which cannot yield: the page shell (Gatsby's
 * router and scroll handler, the providers, the layout's frame, the page component, their Emotion styles)
 * cost one task of 300-480 ms at 4x CPU slowdown, the long hydration task of issue 37, although it is only
 * ~140 components (most of it their code's first run). Inside a boundary the same work is done in React's
 * idle slices of a few milliseconds, before which nothing of the page changes (it is the server's HTML);
 * a click or key press on a part not yet hydrated hydrates that part at once and is replayed.
 */
/**
 * The global styles are in the server's <head> from the first paint; their code comes with the deferred code
 * (src/components/Deferred), which then takes the server's style tag over. One element for every render, so
 * the boundary never gets new props while it waits (React would render it from scratch: error 421).
 */
const globalStyles = (
  <HydrationBoundary>
    <GlobalStyles />
  </HydrationBoundary>
);

export function Root({ children }: { children: ReactNode }) {
  return (
    <TraceRegion name="page">
      <CacheProvider value={getEmotionCache()}>
        <HydrationBoundary>
          {globalStyles}
          <ColorModeProvider>
            <AnnouncementBarProvider id={ANNOUNCEMENT_ID}>
              <TabGroupChoiceProvider>
                <MDXProvider components={mdxComponents}>
                  <RuntimeBoundary>{children}</RuntimeBoundary>
                </MDXProvider>
              </TabGroupChoiceProvider>
            </AnnouncementBarProvider>
          </ColorModeProvider>
        </HydrationBoundary>
      </CacheProvider>
    </TraceRegion>
  );
}
