import { ReactNode } from 'react';
import { useSiteMetadata } from '../../hooks/useSiteMetadata';
import { useDocNavigation } from '../../hooks/useDocNavigation';
import { translate } from '../../i18n/translate';
import { siteConfig } from '../../config/site';
import { flattenSidebar } from '../../lib/sidebar';
import { AnnouncementBar } from '../AnnouncementBar';
import { BackToTopButton } from '../BackToTopButton';
import { DocSidebar } from '../DocSidebar';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { SearchButton } from '../SearchButton';
import * as styles from './styles';

export interface LayoutProps {
  children: ReactNode;
  /** The page's route: highlighted in the sidebar and the drawer. */
  route?: string | null;
  /** Whether the desktop docs sidebar is shown (createPages decides; the not-found page has none). */
  sidebar?: boolean;
}

/**
 * The page shell: skip link, announcement, navbar (with the mobile drawer), the docs sidebar, the main
 * region, the footer and the back-to-top button. Landmarks: banner, navigation, complementary, main,
 * contentinfo.
 */
export function Layout({ children, route = null, sidebar = false }: LayoutProps) {
  const site = useSiteMetadata();
  const tree = useDocNavigation();
  return (
    <>
      <a href="#main-content" css={styles.skipLink}>
        {translate('theme.common.skipToContent')}
      </a>
      <AnnouncementBar
        announcement={siteConfig.announcement}
        linkable={flattenSidebar(tree).some((l) => l.route === siteConfig.announcement.linkTo)}
      />
      <Navbar title={site.title} sidebar={tree} activeRoute={route} hideOnScroll={site.hideNavbarOnScroll} searchSlot={<SearchButton />} />
      <div css={styles.wrapper}>
        {sidebar && <DocSidebar items={tree} activeRoute={route} />}
        <main id="main-content" tabIndex={-1} css={styles.main}>
          {children}
        </main>
      </div>
      <Footer year={site.buildYear} sidebar={tree} />
      <BackToTopButton />
    </>
  );
}
