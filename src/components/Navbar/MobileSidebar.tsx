import { RefObject, useRef } from 'react';
import { SiteLink } from '../SiteLink';
import type { SidebarItem } from '../../lib/sidebar';
import { translate } from '../../i18n/translate';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { ColorModeToggle } from '../ColorModeToggle';
import { DocSidebarMenu } from '../DocSidebar';
import { CloseIcon } from '../Icons';
import { navbarItems } from './items';
import { NavbarItems } from './NavbarItems';
import * as styles from './styles';

export interface MobileSidebarProps {
  id: string;
  title: string;
  sidebar: SidebarItem[];
  activeRoute?: string | null;
  onClose: () => void;
  /** The menu button: focus returns there when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement>;
}

/**
 * The drawer below the desktop breakpoint: the navbar items and the docs sidebar. A modal dialog: focus
 * stays inside while it is open, Escape and the backdrop close it, and so does following any link.
 * Rendered only while open, so the static HTML holds a single copy of the sidebar.
 */
export function MobileSidebar({ id, title, sidebar, activeRoute, onClose, returnFocusTo }: MobileSidebarProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose, returnFocusTo);
  return (
    <>
      <div css={styles.backdrop} onClick={onClose} data-testid="drawer-backdrop" aria-hidden="true" />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={translate('theme.navbar.drawerLabel')}
        css={styles.drawer}
        tabIndex={-1}
      >
        <div css={styles.drawerHeader}>
          <SiteLink to="/" css={styles.brand} onClick={onClose}>
            {title}
          </SiteLink>
          <span>
            <ColorModeToggle />
            <button
              type="button"
              css={styles.iconButton}
              aria-label={translate('theme.navbar.menuClose')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </span>
        </div>
        <div css={styles.drawerBody}>
          <DocSidebarMenu items={sidebar} activeRoute={activeRoute} onNavigate={onClose} />
          <NavbarItems items={navbarItems} variant="drawer" />
        </div>
      </div>
    </>
  );
}
