import type { ComponentType } from 'react';
import { createNoticeStore } from '../../lib/routeFailure';

/**
 * The footer's offline control: empty in the static HTML and the first render, filled by
 * src/app/offline/client once it has loaded, so the first load carries none of its code.
 */
export const offlineControl = createNoticeStore<ComponentType>();
