import { css } from '@emotion/react';
import { SiteLink } from '../SiteLink';
import { translate } from '../../i18n/translate';
import { HomeLink } from '../DocSidebar/HomeLink';
import { mq } from '../../theme/tokens';
import { flattenSidebar, SidebarItem, SidebarLink } from '../../lib/sidebar';
import { OfflineSlot } from '../OfflineSave/Slot';

const footer = css`
  margin-top: 3rem;
  padding: 2.5rem 1rem 1.5rem;
  background: var(--metis-bg-soft);
  color: var(--metis-text-muted);
  border-top: 1px solid var(--metis-border);
`;

const grid = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.5rem;
  max-width: 1100px;
  margin: 0 auto;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

const title = css`
  margin: 0 0 0.5rem;
  font-weight: 700;
  color: var(--metis-text);
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin: 0.3rem 0;
  }
  a {
    color: var(--metis-text-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--metis-link);
    text-decoration: underline;
  }
`;

const copyright = css`
  margin: 2rem 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

/** Links per footer column: enough to show the way in without repeating the sidebar. */
export const FOOTER_LINKS_PER_COLUMN = 5;

export interface FooterColumn {
  title: string;
  links: Array<{ label: string; route: string; home: boolean }>;
}

/**
 * The footer's columns from the docs navigation (as data, so a link can only point at a page that
 * exists): the top-level documents under «آغاز کار», then each top-level category with its first pages.
 */
export function footerColumns(tree: SidebarItem[]): FooterColumn[] {
  const label = (l: SidebarLink) => ({
    label: l.home ? translate('theme.docs.sidebar.home') : l.label,
    route: l.route,
    home: l.home,
  });
  const topLinks = tree.flatMap((i) => (i.type === 'link' ? [label(i)] : []));
  const columns: FooterColumn[] = topLinks.length
    ? [{ title: translate('theme.footer.col.start'), links: topLinks.slice(0, FOOTER_LINKS_PER_COLUMN + 1) }]
    : [];
  for (const item of tree) {
    if (item.type !== 'category') continue;
    const links = flattenSidebar(item.items).slice(0, FOOTER_LINKS_PER_COLUMN).map(label);
    if (links.length) columns.push({ title: item.label, links });
  }
  return columns;
}

/**
 * Links into the docs, whether the docs are saved for offline reading (once the page has loaded), and the
 * copyright line. The only link leaving the site is the navbar's Login. The
 * year is the Persian-calendar year of the build, so the server and the browser print the same one.
 */
export function Footer({ year, sidebar }: { year: string; sidebar: SidebarItem[] }) {
  const columns = footerColumns(sidebar);
  return (
    <footer css={footer}>
      <nav aria-label={translate('theme.footer.label')}>
        <div css={grid}>
          {columns.map((column) => (
            <div key={column.title}>
              <p css={title}>{column.title}</p>
              <ul css={list}>
                {column.links.map((link) => (
                  <li key={link.route}>
                    {link.home ? <HomeLink /> : <SiteLink to={link.route}>{link.label}</SiteLink>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <OfflineSlot />
      <p css={copyright}>{translate('theme.footer.copyright', { year })}</p>
    </footer>
  );
}
