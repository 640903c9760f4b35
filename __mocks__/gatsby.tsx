import { AnchorHTMLAttributes, forwardRef } from 'react';
import { siteConfig } from '../src/config/site';

// As in Gatsby's unit-testing guide: Link becomes a plain anchor, queries return fixtures.
const gatsby = jest.requireActual('gatsby');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

export const graphql = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (p: string) => p;

/** Fixture data for static queries: the real site configuration plus the navigation of a small tree. */
export const useStaticQuery = jest.fn(() => ({
  site: { siteMetadata: { ...siteConfig, buildYear: '۱۴۰۵' } },
}));

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery };
