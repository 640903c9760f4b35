import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { followAnchor, preloadLink } from '../../browser/routeRuntime';

/** The link an event in the document came from, if it is one of the document's own elements. */
function linkOf(event: { target: EventTarget; currentTarget: Element }): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const anchor = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  return anchor && event.currentTarget.contains(anchor) ? (anchor as HTMLAnchorElement) : null;
}

/**
 * What SiteLink does for a link of the site (./../SiteLink), delegated from the document's element to the
 * links the first load leaves as the server's HTML (./firstLoad.ts): a click loads the route first and
 * navigates client-side (progress bar, offline notice, failed-route reload: src/browser/routeRuntime), and
 * hover, touch and keyboard focus fetch it ahead. A link React rendered (a SiteLink in an island, or any link
 * after a client-side navigation) has done it already: its click is default-prevented, and fetching a route
 * twice costs nothing (the loader keeps it).
 */
export const documentLinkHandlers = {
  onClick(event: MouseEvent<HTMLElement>) {
    const anchor = linkOf(event);
    if (anchor) followAnchor(anchor, event);
  },
  onMouseOver(event: MouseEvent<HTMLElement>) {
    const anchor = linkOf(event);
    if (anchor) preloadLink(anchor);
  },
  onTouchStart(event: TouchEvent<HTMLElement>) {
    const anchor = linkOf(event);
    if (anchor) preloadLink(anchor);
  },
  onFocus(event: FocusEvent<HTMLElement>) {
    const anchor = linkOf(event);
    if (anchor) preloadLink(anchor);
  },
};
