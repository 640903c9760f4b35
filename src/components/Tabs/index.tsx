import { Children, isValidElement, KeyboardEvent, memo, ReactElement, ReactNode, useId, useRef, useState } from 'react';
import { HydrationBoundary } from '../HydrationBoundary';
import { useTabGroupChoice } from '../../contexts/tabGroupChoice';
import * as styles from './styles';

export interface TabItemProps {
  value: string;
  label?: string;
  children?: ReactNode;
}

/**
 * A panel's content hydrates on its own (a Suspense boundary React hydrates after the page shell, in idle
 * slices), so samples in other languages add no work to the page's first long tasks. Memoised on the
 * content: choosing a tab re-renders Tabs, not the panels, so a boundary still waiting to hydrate is not
 * updated (React would then throw its server HTML away and render it again).
 */
const PanelContent = memo(function PanelContent({ children }: { children?: ReactNode }) {
  return <HydrationBoundary>{children}</HydrationBoundary>;
});

/** One panel of <Tabs>; rendered by its parent, which owns selection. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Tabs sharing a groupId switch together everywhere, and the choice is remembered. */
  groupId?: string;
  children?: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home/End, automatic activation). Every panel is in
 * the static HTML. Without JavaScript the tab buttons cannot switch, so the panels stack instead, each
 * under its own label (CSS keyed off the pre-paint script, src/theme/noScript): every sample is visible.
 */
export function Tabs({ groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((i) => i.props.value);
  const [local, setLocal] = useState(values[0]);
  const [groupChoice, setGroupChoice] = useTabGroupChoice(groupId);
  const selected = groupChoice && values.includes(groupChoice) ? groupChoice : local;
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (value: string) => {
    setLocal(value);
    if (groupId) setGroupChoice(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // In RTL the visual order runs right to left, so ArrowLeft moves to the next tab.
    const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === backward) next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === -1) return;
    event.preventDefault();
    select(values[next]);
    tabRefs.current[next]?.focus();
  };

  return (
    <div css={styles.container}>
      <div role="tablist" css={styles.tabList}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              css={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              <bdi>{item.props.label ?? item.props.value}</bdi>
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          css={styles.panel}
        >
          <p css={styles.panelLabel}>
            <bdi>{item.props.label ?? item.props.value}</bdi>
          </p>
          <PanelContent>{item.props.children}</PanelContent>
        </div>
      ))}
    </div>
  );
}
