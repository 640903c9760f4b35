import type { GatsbyBrowser } from 'gatsby';
import { Root } from './src/app/Root';
import { scheduleOfflineClient } from './src/app/offline/schedule';
import { mountRuntimeNotices } from './src/app/runtimeNotices';
import { revealCurrent } from './src/components/DocSidebar/revealCurrent';
import { nameStoredMode } from './src/components/ColorModeToggle/storedModeName';
import {
  appRendered,
  installRouteRuntime,
  routeDelayed,
  routeRendered,
  routeWillUpdate,
} from './src/browser/routeRuntime';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

// Route-change behaviour (progress bar, loading before navigating, offline notice, failed-route reload
// and error state, prefetch on touch and focus, .html correction): see src/browser/routeRuntime.ts for what
// Gatsby already does and what is added.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // The runtime is browser code below the components; the app hands it the notices it shows.
  installRouteRuntime(mountRuntimeNotices);
  // The shell's code waits for the reader's first interaction; before that, the sidebar's current page is
  // in view and the colour toggle is named after the stored mode. The sidebar is measured in the next frame,
  // with the layout the browser does then anyway: measured now, while the app's start-up runs, it would lay
  // out the whole document inside that task.
  requestAnimationFrame(() => revealCurrent());
  nameStoredMode();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  appRendered();
  // Offline reading (the service worker): after `load`, in idle time; see src/app/offline/schedule.ts.
  scheduleOfflineClient();
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  routeDelayed();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = () => {
  routeWillUpdate();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeRendered(location.pathname);
};
