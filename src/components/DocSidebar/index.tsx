import { useEffect, useId, useRef, useState } from 'react';
import { SiteLink } from '../SiteLink';
import type { SidebarCategory, SidebarItem } from '../../lib/sidebar';
import { categoryContains, categoryOpenAtLoad } from '../../lib/sidebar';
import { HomeLink } from './HomeLink';
import { revealCurrent, SIDEBAR_BOX_ATTRIBUTE } from './revealCurrent';
import { translate } from '../../i18n/translate';
import { ChevronDownIcon } from '../Icons';
import * as styles from './styles';

export interface DocSidebarProps {
  items: SidebarItem[];
  /** The route of the page being read: highlighted, and its categories open. */
  activeRoute?: string | null;
  /** Called when the reader follows a link (the mobile drawer closes). */
  onNavigate?: () => void;
}

function Category({
  category,
  activeRoute,
  onNavigate,
}: { category: SidebarCategory } & Omit<DocSidebarProps, 'items'>) {
  const holdsActive = Boolean(activeRoute && categoryContains(category, activeRoute));
  const [collapsed, setCollapsed] = useState(!categoryOpenAtLoad(category, activeRoute));
  // Following a link into a collapsed category opens it.
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  const listId = useId();
  return (
    <li css={styles.item}>
      <button
        type="button"
        css={styles.categoryButton}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((c) => !c)}
      >
        <span>{category.label}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} css={styles.list} hidden={collapsed}>
        {!collapsed && <Items items={category.items} activeRoute={activeRoute} onNavigate={onNavigate} />}
      </ul>
    </li>
  );
}

function Items({ items, activeRoute, onNavigate }: DocSidebarProps) {
  return (
    <>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.route} css={styles.item}>
            {/* The docs home is always «شروع» in the sidebar, as the spec names it. */}
            {item.home ? (
              <HomeLink
                css={styles.link}
                aria-current={item.route === activeRoute ? 'page' : undefined}
                onClick={onNavigate}
              />
            ) : (
              <SiteLink
                to={item.route}
                css={styles.link}
                aria-current={item.route === activeRoute ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </SiteLink>
            )}
          </li>
        ) : (
          <Category key={`category:${item.dir}`} category={item} activeRoute={activeRoute} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}

/** The tutorialSidebar as a tree of links and collapsible categories (buttons with aria-expanded). */
export function DocSidebarMenu(props: DocSidebarProps) {
  return (
    <nav aria-label={translate('theme.docs.sidebar.label')}>
      <ul css={styles.list}>
        <Items {...props} />
      </ul>
    </nav>
  );
}

/** The desktop sidebar column: sticky, scrolls on its own, brings the current page into view. */
export function DocSidebar(props: DocSidebarProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => revealCurrent(scroller.current), [props.activeRoute]);
  return (
    <aside css={styles.aside}>
      <div css={styles.sticky} ref={scroller} {...{ [SIDEBAR_BOX_ATTRIBUTE]: '' }}>
        <DocSidebarMenu {...props} />
      </div>
    </aside>
  );
}
