import { ReactNode } from 'react';
import { Link } from 'gatsby';
import { useSiteMetadata } from '../../hooks/useSiteMetadata';
import { translate } from '../../i18n/translate';
import type { TranslationId } from '../../i18n/fa';
import { persianYear } from '../../i18n/format';
import * as styles from './styles';

export interface LayoutProps {
  children: ReactNode;
}

/** The page shell: skip link, banner, main region and footer around every page. */
export function Layout({ children }: LayoutProps) {
  const site = useSiteMetadata();
  return (
    <>
      <a href="#main-content" css={styles.skipLink}>
        {translate('theme.common.skipToContent')}
      </a>
      <header css={styles.header}>
        <nav css={styles.nav}>
          <Link to="/" css={styles.brand} aria-label={translate('theme.navbar.home', { title: site.title })}>
            {site.title}
          </Link>
          <ul css={styles.items}>
            {site.navbarItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} rel="noopener" target="_blank">
                  {translate(item.labelId as TranslationId)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} css={styles.main}>
        {children}
      </main>
      <footer css={styles.footer}>
        <p>{translate('theme.footer.copyright', { year: persianYear(new Date(site.buildTime)) })}</p>
      </footer>
    </>
  );
}
