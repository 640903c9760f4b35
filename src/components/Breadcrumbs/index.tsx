import { css } from '@emotion/react';
import { Link } from 'gatsby';
import { translate } from '../../i18n/translate';
import type { Crumb } from '../../lib/pageContext';
import { ChevronForwardIcon, HomeIcon } from '../Icons';

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  font-size: 0.875rem;
  color: var(--metis-text-muted);
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.1rem 0.4rem;
    border-radius: 6px;
    color: var(--metis-link);
    text-decoration: none;
  }
  a:hover {
    background: var(--metis-bg-soft);
  }
  [aria-current='page'] {
    color: var(--metis-text);
    font-weight: 600;
  }
`;

/**
 * Home › categories › page, with schema.org BreadcrumbList microdata (no inline script, so nothing
 * per-page needs a CSP hash). The separators are icons that mirror under RTL.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label={translate('theme.docs.breadcrumbs.label')}>
      <ol css={list} itemScope itemType="https://schema.org/BreadcrumbList">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          const isHome = Boolean(crumb.home);
          return (
            <li key={`${i}:${crumb.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {i > 0 && <ChevronForwardIcon size={14} />}
              {crumb.route && !last ? (
                <Link to={crumb.route} itemProp="item">
                  {isHome && <HomeIcon size={16} />}
                  <span itemProp="name">{isHome ? translate('theme.docs.breadcrumbs.home') : crumb.label}</span>
                </Link>
              ) : (
                <span itemProp="name" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
              <meta itemProp="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
