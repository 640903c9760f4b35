import { CacheProvider } from '@emotion/react';
import { MDXProvider } from '@mdx-js/react';
import { ReactNode } from 'react';
import { mdxComponents } from '../components/MDXComponents';
import { RuntimeBoundary } from '../components/RuntimeBoundary';
import { TabGroupChoiceProvider } from '../contexts/tabGroupChoice';
import { AnnouncementBarProvider } from '../contexts/announcementBar';
import { ColorModeProvider } from '../contexts/colorMode';
import { siteConfig } from '../config/site';
import { GlobalStyles } from '../theme/GlobalStyles';
import { TraceRegion } from '../components/TraceRegion';
import { getEmotionCache } from '../browser/emotionCache';

/**
 * The wrappers around every page, identical in gatsby-ssr and gatsby-browser: the RTL Emotion cache,
 * global styles, shared-state providers and the MDX component registry.
 */
export function Root({ children }: { children: ReactNode }) {
  return (
    <TraceRegion name="page">
      <CacheProvider value={getEmotionCache()}>
        <GlobalStyles />
        <ColorModeProvider>
          <AnnouncementBarProvider id={siteConfig.announcement.id}>
            <TabGroupChoiceProvider>
              <MDXProvider components={mdxComponents}>
                <RuntimeBoundary>{children}</RuntimeBoundary>
              </MDXProvider>
            </TabGroupChoiceProvider>
          </AnnouncementBarProvider>
        </ColorModeProvider>
      </CacheProvider>
    </TraceRegion>
  );
}
