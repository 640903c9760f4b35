import type { ComponentType } from 'react';
import { createValueStore } from '../../lib/valueStore';

/**
 * The footer's offline control: empty in the static HTML and the first render, filled by
 * src/app/offline/client once it has loaded, so the first load carries none of its code. Held in an
 * object, since a value store's `set` takes a bare function as an updater.
 */
export const offlineControl = createValueStore<{ Control: ComponentType } | null>(null);
