import { CacheProvider } from '@emotion/react';
import { MDXProvider } from '@mdx-js/react';
import { ReactNode } from 'react';
import { mdxComponents } from '../components/MDXComponents';
import { TabGroupChoiceProvider } from '../contexts/tabGroupChoice';
import { GlobalStyles } from '../theme/GlobalStyles';
import { getEmotionCache } from './emotionCache';

/**
 * The wrappers around every page, identical in gatsby-ssr and gatsby-browser: the RTL Emotion cache,
 * global styles, shared-state providers and the MDX component registry.
 */
export function Root({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={getEmotionCache()}>
      <GlobalStyles />
      <TabGroupChoiceProvider>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </TabGroupChoiceProvider>
    </CacheProvider>
  );
}
