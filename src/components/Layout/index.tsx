import { ReactNode } from 'react';
import { siteConfig } from '../../config/site';
import { useDocNavigation } from '../../hooks/useDocNavigation';
import type { PageLayout } from '../../lib/pageContext';
import { AnnouncementBar, BackToTopButton, DocSidebar, Footer, Navbar, SearchButton, SkipLink } from '../Deferred';
import { HydrationBoundary } from '../HydrationBoundary';
import * as styles from './styles';

export interface LayoutProps {
  children: ReactNode;
  /** What createPages decided for this page (its page context's `layout`). */
  layout: PageLayout;
}

/**
 * The page shell: skip link, announcement, navbar (with the mobile drawer), the docs sidebar, the main
 * region, the footer and the back-to-top button. Landmarks: banner, navigation, complementary, main,
 * contentinfo. It renders the decisions createPages made and decides nothing from the route.
 *
 * Each part is a hydration boundary of its own, and its code is not in the first load (src/components/Deferred):
 * it stays the server's HTML until the code has come after `load` or at the reader's first interaction.
 */
export function Layout({ children, layout }: LayoutProps) {
  const { route, sidebar } = layout;
  const tree = useDocNavigation();
  return (
    <>
      <HydrationBoundary>
        <SkipLink />
      </HydrationBoundary>
      <HydrationBoundary>
        <AnnouncementBar announcement={siteConfig.announcement} linkable={layout.announcementLinkable} />
      </HydrationBoundary>
      {/* The navbar hydrates on its own too (with the mobile drawer's copy of the sidebar it is the largest
          part of the shell): the shell's hydration, which React 18 does in one task, keeps only the
          providers and the page's frame. A tap on it before then is replayed once it has hydrated. */}
      <HydrationBoundary name="navbar">
        <Navbar
          title={siteConfig.title}
          sidebar={tree}
          activeRoute={route}
          hideOnScroll={siteConfig.hideNavbarOnScroll}
          searchSlot={<SearchButton />}
        />
      </HydrationBoundary>
      <div css={styles.wrapper}>
        {sidebar && (
          <HydrationBoundary name="sidebar">
            <DocSidebar items={tree} activeRoute={route} />
          </HydrationBoundary>
        )}
        <main id="main-content" tabIndex={-1} css={styles.main}>
          {children}
        </main>
      </div>
      <HydrationBoundary name="footer">
        <Footer year={layout.buildYear} sidebar={tree} />
      </HydrationBoundary>
      <HydrationBoundary>
        <BackToTopButton />
      </HydrationBoundary>
    </>
  );
}
