import type { GatsbyBrowser } from 'gatsby';
import { Root } from './src/app/Root';
import { installRouteRuntime, routeRendered } from './src/app/routeRuntime';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

// Route-change behaviour (progress bar, failed-route reload, prefetch on touch, .html correction): see
// src/app/routeRuntime.ts for what Gatsby already does and what is added.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installRouteRuntime();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeRendered(location.pathname);
};
