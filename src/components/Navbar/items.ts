import { siteConfig, NavbarItem } from '../../config/site';

/**
 * The navbar's items, in order, from the site configuration. The desktop bar and the mobile drawer both
 * render this list, so an item added here (or to src/config/site.ts) appears in both.
 */
export const navbarItems: NavbarItem[] = siteConfig.navbarItems;
