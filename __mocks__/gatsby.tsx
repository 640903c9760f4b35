import { AnchorHTMLAttributes, forwardRef } from 'react';

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

/** Static queries return nothing unless a test says what (components take the site config from src/config). */
export const useStaticQuery = jest.fn(() => ({}));

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery };
