import type { ComponentType } from 'react';
import { offlineControl } from '../../browser/offline/slot';
import { useStoreValue } from '../../hooks/useStoreValue';

const controlOf = (slot: { Control: ComponentType } | null) => slot?.Control ?? null;

/** Where the footer shows the offline control once src/app/offline/client has loaded (nothing before). */
export function OfflineSlot() {
  const Control = useStoreValue(offlineControl, controlOf, null);
  return Control ? <Control /> : null;
}
