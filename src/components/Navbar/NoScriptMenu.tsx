import type { Ref } from 'react';
import { categoryOpenAtLoad, firstLinkOf, SidebarItem } from '../../lib/sidebar';
import { translate } from '../../i18n/translate';
import { HomeLink } from '../DocSidebar/HomeLink';
import { MenuIcon } from '../Icons';
import { navbarItems } from './items';
import { NavbarItems } from './NavbarItems';
import * as styles from './styles';

function Tree({ items, activeRoute }: { items: SidebarItem[]; activeRoute?: string | null }) {
  return (
    <ul css={styles.noScriptList}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.route}>
            {item.home ? (
              <HomeLink aria-current={item.route === activeRoute ? 'page' : undefined} />
            ) : (
              <a href={item.route} aria-current={item.route === activeRoute ? 'page' : undefined}>
                {item.label}
              </a>
            )}
          </li>
        ) : categoryOpenAtLoad(item, activeRoute) ? (
          <li key={`category:${item.dir}`}>
            <span css={styles.noScriptCategory}>{item.label}</span>
            <Tree items={item.items} activeRoute={activeRoute} />
          </li>
        ) : (
          <li key={`category:${item.dir}`}>
            <a href={firstLinkOf(item)?.route} css={styles.noScriptCategory}>
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The menu as it is in the static HTML: a native disclosure that opens without JavaScript, holding the
 * sidebar as it stands at load and the navbar items. A category open at load (the author's choice, or the
 * one holding this page) lists its pages; any other is a link to its first page, where it is open, since
 * nothing can be toggled without script. So every page is one or two steps away, and the menu's size
 * follows the reader's place in the tree rather than the size of the site: listing every page on every
 * page made each page of a 2,000-page site carry 190 KB of menu, and React hydrate it, before the scripted
 * menu button takes its place.
 */
export function NoScriptMenu({
  sidebar,
  activeRoute,
  menuRef,
}: {
  sidebar: SidebarItem[];
  activeRoute?: string | null;
  menuRef?: Ref<HTMLDetailsElement>;
}) {
  return (
    <details css={styles.noScriptMenu} data-testid="menu-fallback" ref={menuRef}>
      <summary css={styles.menuButton} aria-label={translate('theme.navbar.menuOpen')}>
        <MenuIcon />
      </summary>
      <div css={styles.noScriptPanel}>
        <nav aria-label={translate('theme.navbar.drawerLabel')}>
          <Tree items={sidebar} activeRoute={activeRoute} />
        </nav>
        <NavbarItems items={navbarItems} variant="drawer" />
      </div>
    </details>
  );
}
