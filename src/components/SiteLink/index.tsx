import { Link } from 'gatsby';
import { FocusEvent, forwardRef, MouseEvent, ReactNode, TouchEvent } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { followLink, preloadLink } from '../../browser/routeRuntime';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of the site (path, query, fragment). */
  to: string;
  children?: ReactNode;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  state?: Record<string, unknown>;
};

/**
 * Every link to a page of the site. It renders Gatsby's Link (the href, client-side navigation, prefetch
 * when it scrolls into view and on hover, which src/patches/gatsbyBrowserRuntime holds back on slow or
 * metered connections) and adds what the spec asks of a route change (src/browser/routeRuntime): a click
 * loads the route first, with the progress bar after 200 ms, then navigates; offline, the reader stays
 * on the page with a notice and a retry; a route that cannot be loaded is reloaded once in full. Touch
 * and keyboard focus fetch the route ahead, as hover does. ESLint allows `Link` from gatsby only here.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { to, replace, state, onClick, onTouchStart, onFocus, ...rest },
  ref,
) {
  return (
    <Link
      {...rest}
      // gatsby-link forwards its ref to the anchor; its types describe the class instead.
      ref={ref as never}
      to={to}
      replace={replace}
      state={state}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        followLink(event, { replace, state });
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preloadLink(event.currentTarget);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preloadLink(event.currentTarget);
      }}
    />
  );
});
