/**
 * What createPages decides for every page and passes in its page context: the page shell and the
 * navigation around the content. Components render these decisions; none of them matches routes.
 */

/** The page shell (src/components/Layout). */
export interface PageLayout {
  /** The page's route, highlighted in the sidebar and the drawer; null on the not-found page. */
  route: string | null;
  /** Whether the desktop docs sidebar is shown. */
  sidebar: boolean;
  /** Whether the announcement's link leads to a page of this build; otherwise the bar shows its text alone. */
  announcementLinkable: boolean;
  /** The Persian-calendar year of the build, in Persian digits: the footer's copyright year. */
  buildYear: string;
}

export interface Crumb {
  label: string;
  /** Null for categories (they have no page of their own) and for the current page. */
  route: string | null;
  /** The docs home: drawn as the home icon, named for assistive technology. */
  home?: boolean;
}

export interface PagerLink {
  label: string;
  route: string;
}

/** What a page needs to render its API references (see src/node/apiReference.ts). */
export interface ApiPageContext {
  apiOperations: string[];
  apiSchemas: string[];
  /** `operationId:exampleKey` pairs named by `examples="…"` props on the page. */
  apiExamples: string[];
  /** The tag whose page this is, which picks the examples shown. */
  apiArea: string | null;
}

/** The context of every document page. */
export interface DocPageContext extends ApiPageContext {
  id: string;
  layout: PageLayout & { route: string };
  hideTableOfContents: boolean;
  /** The trail from the docs home to the page (src/lib/breadcrumbs); on the docs home, the home icon then «شروع». */
  breadcrumbs: Crumb[];
  previous: PagerLink | null;
  next: PagerLink | null;
}

/** The context of the pages outside the documents (the not-found page). */
export interface PlainPageContext {
  layout: PageLayout;
}
