import { type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { NotFoundBody } from '../components/Deferred';
import { HydrationBoundary } from '../components/HydrationBoundary';
import type { PlainPageContext } from '../lib/pageContext';

/**
 * Any unknown path (src/components/NotFoundBody). At first load the page is the server's HTML until its code
 * has come, as a document's is (src/components/DocPageView); the boundary's element stays the same while the
 * layout does, so Gatsby rendering it again for a new location does not render a waiting boundary from
 * scratch (React's error 421).
 */
export default function NotFoundPage({ pageContext }: PageProps<object, PlainPageContext>) {
  const { layout } = pageContext;
  return useMemo(
    () => (
      <HydrationBoundary>
        <NotFoundBody layout={layout} />
      </HydrationBoundary>
    ),
    [layout],
  );
}
