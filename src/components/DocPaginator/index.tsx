import { css } from '@emotion/react';
import { SiteLink } from '../SiteLink';
import { translate } from '../../i18n/translate';
import type { PagerLink } from '../../lib/pageContext';
import { ArrowBackIcon, ArrowForwardIcon } from '../Icons';

const nav = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  margin-top: 3rem;
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.9rem 1rem;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  color: var(--metis-text);
  text-decoration: none;
  line-height: 1.6;
  &:hover {
    border-color: var(--metis-link);
  }
`;

const next = css`
  grid-column: 2;
  text-align: right;
  align-items: flex-end;
`;

const sub = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.875rem;
  color: var(--metis-text-muted);
`;

const title = css`
  font-weight: 700;
  color: var(--metis-link);
`;

/**
 * Previous and next documents in sidebar order. In Persian the previous page is on the right with its
 * arrow pointing right, the next on the left pointing left: the layout and icons follow the direction.
 */
export function DocPaginator({ previous, next: nextLink }: { previous: PagerLink | null; next: PagerLink | null }) {
  if (!previous && !nextLink) return null;
  return (
    <nav css={nav} aria-label={translate('theme.docs.paginator.label')}>
      {previous && (
        <SiteLink to={previous.route} rel="prev" css={card} data-pager="previous">
          <span css={sub}>
            <ArrowBackIcon size={16} />
            {translate('theme.docs.paginator.previous')}
          </span>
          <span css={title}>{previous.label}</span>
        </SiteLink>
      )}
      {nextLink && (
        <SiteLink to={nextLink.route} rel="next" css={[card, next]} data-pager="next">
          <span css={sub}>
            {translate('theme.docs.paginator.next')}
            <ArrowForwardIcon size={16} />
          </span>
          <span css={title}>{nextLink.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}
