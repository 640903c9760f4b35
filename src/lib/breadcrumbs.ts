import type { Crumb } from './pageContext';

export type { Crumb };

export interface BreadcrumbInput {
  route: string;
  title: string;
  /** The docs home's sidebar label (the spec's «شروع»). */
  homeLabel: string;
  /** The sidebar categories that hold the page, outermost first. */
  categories: Array<{ label: string }>;
}

/**
 * The trail every page shows (the spec has breadcrumbs on, the docs home included): the home icon, the
 * page's categories, then the page itself. On the docs home that is the home icon, then «شروع»: the page
 * is named by its sidebar label, as the site this replaces shows it.
 */
export function docBreadcrumbs({ route, title, homeLabel, categories }: BreadcrumbInput): Crumb[] {
  const home: Crumb = { label: homeLabel, route: '/', home: true };
  if (route === '/') return [home, { label: homeLabel, route: null }];
  return [home, ...categories.map((c) => ({ label: c.label, route: null })), { label: title, route: null }];
}
