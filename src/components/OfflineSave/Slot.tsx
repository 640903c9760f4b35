import { useSyncExternalStore } from 'react';
import { offlineControl } from '../../app/offline/slot';

/** Where the footer shows the offline control once src/app/offline/client has loaded (nothing before). */
export function OfflineSlot() {
  const Control = useSyncExternalStore(offlineControl.subscribe, offlineControl.get, () => null);
  return Control ? <Control /> : null;
}
