import { css } from '@emotion/react';
import { SiteLink } from '../SiteLink';
import { translate } from '../../i18n/translate';
import type { Crumb } from '../../lib/breadcrumbs';
import { ChevronForwardIcon, HomeIcon } from '../Icons';

export type { Crumb };

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
 * Home › categories › page, as createPages decided it for the page (the docs home included: home icon,
 * then «شروع»), with schema.org BreadcrumbList microdata (no inline script, so nothing per-page needs a
 * CSP hash). The home crumb is the icon alone, named for assistive technology, as in the site this
 * replaces; the separators are icons that mirror under RTL.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label={translate('theme.docs.breadcrumbs.label')}>
      <ol css={list} itemScope itemType="https://schema.org/BreadcrumbList">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}:${crumb.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {i > 0 && <ChevronForwardIcon size={14} />}
              {crumb.home && crumb.route ? (
                <SiteLink to={crumb.route} itemProp="item" aria-label={translate('theme.docs.breadcrumbs.home')}>
                  <HomeIcon size={18} data-icon="home" />
                  <meta itemProp="name" content={crumb.label} />
                </SiteLink>
              ) : crumb.route && !last ? (
                <SiteLink to={crumb.route} itemProp="item">
                  <span itemProp="name">{crumb.label}</span>
                </SiteLink>
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
