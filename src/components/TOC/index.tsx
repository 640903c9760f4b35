import { useMemo } from 'react';
import { translate } from '../../i18n/translate';
import { useTocHighlight } from '../../hooks/useTocHighlight';
import { layout } from '../../theme/tokens';
import { tocIds, TocItem } from './tocItems';
import * as styles from './styles';

export { tocItems } from './tocItems';
export type { TocItem } from './tocItems';

function TocList({
  items,
  activeId,
  onNavigate,
}: {
  items: TocItem[];
  activeId: string | null;
  onNavigate?: () => void;
}) {
  return (
    <ul css={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={item.id === activeId ? 'location' : undefined} onClick={onNavigate}>
            {item.title}
          </a>
          {item.children.length > 0 && <TocList items={item.children} activeId={activeId} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

/** Pixels below the viewport top where a heading counts as being read: under the sticky navbar. */
const HIGHLIGHT_OFFSET = layout.navbarHeight + 24;

/** The desktop table of contents: sticky beside the content, the heading in view highlighted. */
export function TOC({ items }: { items: TocItem[] }) {
  const ids = useMemo(() => tocIds(items), [items]);
  const active = useTocHighlight(ids, HIGHLIGHT_OFFSET);
  if (!items.length) return null;
  return (
    <div css={styles.desktop}>
      <nav aria-label={translate('theme.TOC.label')}>
        <p css={styles.heading} aria-hidden="true">
          {translate('theme.TOC.title')}
        </p>
        <TocList items={items} activeId={active} />
      </nav>
    </div>
  );
}

/** Narrow screens: the same list folded into an «در این صفحه» disclosure above the content. */
export function TOCCollapsible({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <details css={styles.collapsible}>
      <summary>{translate('theme.TOC.title')}</summary>
      {/* Not a second navigation landmark: the summary names this copy of the list. */}
      <div css={styles.collapsibleBody}>
        <TocList items={items} activeId={null} />
      </div>
    </details>
  );
}
