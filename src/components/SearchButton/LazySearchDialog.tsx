import type { SearchPanelProps } from '../SearchDialog';
import { lazyComponent } from '../Lazy';
import { SearchModal } from './SearchModal';

/**
 * Search is code-split: the panel (and MiniSearch) is fetched the first time search opens, through the
 * site's lazy loader, inside the modal frame, which is part of the first load and appears at once. While
 * the chunk loads the frame shows the loader's spinner; a slow or failed load offers Retry.
 */
const loadPanel = () => import('../SearchDialog').then((m) => ({ default: m.SearchPanel }));

export const LazySearchPanel = lazyComponent<SearchPanelProps>(loadPanel);

/** Starts fetching the panel's chunk early (on hover or focus of the button); harmless if repeated. */
export function preloadSearchDialog(): void {
  loadPanel().catch(() => undefined);
}

/** Search as the navbar opens it: the modal frame around the lazily loaded panel. */
export function LazySearchDialog(props: SearchPanelProps) {
  return (
    <SearchModal onClose={props.onClose}>
      <LazySearchPanel {...props} />
    </SearchModal>
  );
}
