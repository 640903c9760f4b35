import type { SidebarItem } from '../../lib/sidebar';
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
        ) : (
          <li key={`category:${item.dir}`}>
            <span css={styles.noScriptCategory}>{item.label}</span>
            <Tree items={item.items} activeRoute={activeRoute} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The menu as it is in the static HTML: a native disclosure that opens without JavaScript, holding every
 * page of the sidebar (categories open, since they cannot be toggled without script) and the navbar
 * items. Once the page's script runs, the navbar puts the scripted menu button and its modal drawer in
 * its place.
 */
export function NoScriptMenu({ sidebar, activeRoute }: { sidebar: SidebarItem[]; activeRoute?: string | null }) {
  return (
    <details css={styles.noScriptMenu} data-testid="menu-fallback">
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
