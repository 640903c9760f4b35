import { ReactNode } from 'react';
import { siteConfig } from '../../config/site';
import { useDocNavigation } from '../../hooks/useDocNavigation';
import { translate } from '../../i18n/translate';
import type { PageLayout } from '../../lib/pageContext';
import { AnnouncementBar } from '../AnnouncementBar';
import { BackToTopButton } from '../BackToTopButton';
import { DocSidebar } from '../DocSidebar';
import { Footer } from '../Footer';
import { HydrationBoundary } from '../HydrationBoundary';
import { Navbar } from '../Navbar';
import { SearchButton } from '../SearchButton';
import { TraceRegion } from '../TraceRegion';
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
 */
export function Layout({ children, layout }: LayoutProps) {
  const { route, sidebar } = layout;
  const tree = useDocNavigation();
  return (
    <>
      <a href="#main-content" css={styles.skipLink}>
        {translate('theme.common.skipToContent')}
      </a>
      <AnnouncementBar announcement={siteConfig.announcement} linkable={layout.announcementLinkable} />
      <TraceRegion name="navbar">
        <Navbar title={siteConfig.title} sidebar={tree} activeRoute={route} hideOnScroll={siteConfig.hideNavbarOnScroll} searchSlot={<SearchButton />} />
      </TraceRegion>
      <div css={styles.wrapper}>
        {sidebar && (
          <TraceRegion name="sidebar">
            <HydrationBoundary>
              <DocSidebar items={tree} activeRoute={route} />
            </HydrationBoundary>
          </TraceRegion>
        )}
        <main id="main-content" tabIndex={-1} css={styles.main}>
          {children}
        </main>
      </div>
      <TraceRegion name="footer">
        <HydrationBoundary>
          <Footer year={layout.buildYear} sidebar={tree} />
        </HydrationBoundary>
      </TraceRegion>
      <BackToTopButton />
    </>
  );
}
