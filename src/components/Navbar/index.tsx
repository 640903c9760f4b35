import { ReactNode, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SiteLink } from '../SiteLink';
import type { SidebarItem } from '../../lib/sidebar';
import { translate } from '../../i18n/translate';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { layout } from '../../theme/tokens';
import { ColorModeToggle } from '../ColorModeToggle';
import { MenuIcon } from '../Icons';
import { navbarItems } from './items';
import { NavbarItems } from './NavbarItems';
import { MobileSidebar } from './MobileSidebar';
import { NoScriptMenu } from './NoScriptMenu';
import * as styles from './styles';

export interface NavbarProps {
  title: string;
  /** The docs sidebar, shown in the mobile drawer. */
  sidebar: SidebarItem[];
  activeRoute?: string | null;
  /** The navbar hides while scrolling down (site config `hideNavbarOnScroll`). */
  hideOnScroll: boolean;
  /** Rendered between the items and the colour-mode toggle: the place for the search button. */
  searchSlot?: ReactNode;
}

const DESKTOP_QUERY = `(min-width: ${layout.desktopBreakpoint}px)`;

/** The main navigation bar: site title, items (Login), search, colour mode, and the menu below 996 px. */
export function Navbar({ title, sidebar, activeRoute, hideOnScroll, searchSlot }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const hidden = useHideableNavbar(hideOnScroll, layout.navbarHeight, open);
  const close = useCallback(() => setOpen(false), []);
  // The static HTML carries a menu that works without JavaScript; once script runs (after hydration, so
  // the markup matches), the scripted button and drawer take its place, but not while that menu is open:
  // the tap that released the navbar's code (src/browser/deferredCode.ts) may have opened it, and it stays
  // what the reader opened until closed.
  const [scripted, setScripted] = useState(false);
  const fallback = useRef<HTMLDetailsElement>(null);
  const [fallbackOpen, setFallbackOpen] = useState(false);
  useEffect(() => {
    const details = fallback.current;
    const follow = () => setFallbackOpen(Boolean(details?.open));
    follow();
    details?.addEventListener('toggle', follow);
    // A transition: the swap re-renders the whole navbar, in slices that let input through.
    startTransition(() => setScripted(true));
    return () => details?.removeEventListener('toggle', follow);
  }, []);

  // The drawer closes by itself when the viewport becomes desktop width.
  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop]);

  // The page behind the drawer does not scroll.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <header css={styles.header} data-hidden={hidden ? 'true' : undefined}>
        <nav css={styles.nav} aria-label={translate('theme.navbar.mainLabel')}>
          {scripted && !fallbackOpen ? (
            <button
              ref={menuButton}
              type="button"
              css={styles.menuButton}
              aria-label={translate('theme.navbar.menuOpen')}
              aria-expanded={open}
              aria-controls={open ? drawerId : undefined}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </button>
          ) : (
            <NoScriptMenu sidebar={sidebar} activeRoute={activeRoute} menuRef={fallback} />
          )}
          <SiteLink to="/" css={styles.brand} aria-label={translate('theme.navbar.home', { title })}>
            {title}
          </SiteLink>
          <div css={styles.spacer} />
          <div css={styles.desktopOnly}>
            <NavbarItems items={navbarItems} variant="bar" />
          </div>
          {searchSlot}
          <ColorModeToggle />
        </nav>
      </header>
      {open && (
        <MobileSidebar
          id={drawerId}
          title={title}
          sidebar={sidebar}
          activeRoute={activeRoute}
          onClose={close}
          returnFocusTo={menuButton}
        />
      )}
    </>
  );
}
