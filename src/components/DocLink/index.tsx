import { ComponentPropsWithoutRef } from 'react';
import { SiteLink } from '../SiteLink';

/**
 * Links in content: routes of the site go through SiteLink (the route loads first, client-side navigation,
 * prefetch on hover, touch, focus or visibility); anything else is a plain link, and links to other sites open safely.
 */
export function DocLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink to={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  const external = /^[a-z][a-z0-9+.-]*:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
