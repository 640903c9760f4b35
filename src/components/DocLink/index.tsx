import { ComponentPropsWithoutRef } from 'react';
import { Link } from 'gatsby';

/**
 * Links in content: routes of the site go through Gatsby's Link (client-side navigation and prefetch on
 * hover or visibility); anything else is a plain link, and links to other sites open safely.
 */
export function DocLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  const external = /^[a-z][a-z0-9+.-]*:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
