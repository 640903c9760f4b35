import type { ComponentType } from 'react';
import type * as Parts from './parts';
import type * as Groups from './groups';
import { deferred } from './deferred';

// The browser's ./index.ts (a webpack alias, src/node/webpack.ts): each component deferred (./deferred.ts),
// its code in one of two chunks, ./parts (every page) and ./groups (the landing, pricing and API templates).
// The types are the components' own, so what compiles against ./index.ts compiles against this.

const parts = () => import(/* webpackChunkName: "deferred-parts" */ './parts');
const groups = () => import(/* webpackChunkName: "deferred-groups" */ './groups');

type Exports<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? M[K] : never };
function from<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return deferred(() => load().then((m) => m[name] as unknown as ComponentType<object>)) as unknown as M[K];
}
const part = <K extends keyof Exports<typeof Parts>>(name: K) => from(parts, name);
const group = <K extends keyof Exports<typeof Groups>>(name: K) => from(groups, name);

export const AnnouncementBar = part('AnnouncementBar');
export const BackToTopButton = part('BackToTopButton');
export const DocSidebar = part('DocSidebar');
export const Footer = part('Footer');
export const Navbar = part('Navbar');
export const SearchButton = part('SearchButton');
export const Breadcrumbs = part('Breadcrumbs');
export const VersionBadge = part('VersionBadge');
export const CopyMarkdownButton = part('CopyMarkdownButton');
export const TOC = part('TOC');
export const TOCCollapsible = part('TOCCollapsible');
export const LastUpdated = part('LastUpdated');
export const DocPaginator = part('DocPaginator');
export const Seo = part('Seo');
export const Admonition = part('Admonition');
export const DocLink = part('DocLink');
export const Heading = part('Heading');
export const ScrollTable = part('ScrollTable');
export const Figure = part('Figure');
export const Unverified = part('Unverified');
export const SkipLink = part('SkipLink');
export const CodeBlock = part('CodeBlock');
export const Tabs = part('Tabs');
export const TabItem = part('TabItem');
export const PageError = part('PageError');
export const OfflineNotice = part('OfflineNotice');
export const OfflineSave = part('OfflineSave');
export const UpdateNotice = part('UpdateNotice');
export const ErrorPageContent = part('ErrorPageContent');
export const GlobalStyles = part('GlobalStyles');
export const DocPageBody = part('DocPageBody');
export const NotFoundBody = part('NotFoundBody');

export const FeatureCard = group('FeatureCard');
export const FeatureCards = group('FeatureCards');
export const Hero = group('Hero');
export const PricingDate = group('PricingDate');
export const PricingTable = group('PricingTable');
export const ApiDownloads = group('ApiDownloads');
export const ApiSchema = group('ApiSchema');
export const ApiOperation = group('ApiOperation');

// Compile-time check that this module exports what ./index.ts does, with the same types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ExportsMatch = Assert<Same<typeof import('./index.browser'), typeof import('./index')>>;
