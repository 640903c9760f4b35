import { css } from '@emotion/react';
import { SiteLink } from '../SiteLink';
import type { Announcement } from '../../config/site';
import { useAnnouncementBar } from '../../contexts/announcementBar';
import { translate } from '../../i18n/translate';
import { CloseIcon } from '../Icons';

const bar = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.4rem 3rem;
  background: var(--metis-announcement-bg);
  color: var(--metis-announcement-text);
  font-size: 0.9375rem;
  line-height: 1.7;
  text-align: center;
  /* Closed earlier: hidden before first paint by the attribute the inline script sets. */
  html[data-announcement-dismissed='true'] & {
    display: none;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--metis-announcement-link);
    font-weight: 700;
    text-decoration: underline;
  }
`;

const close = css`
  position: absolute;
  right: 0.5rem;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

/**
 * The site announcement, with a link into the docs and a close button remembered per announcement id.
 * `linkable` says whether the link's target is a page of this build (it is in the docs navigation); a
 * build without it (a partial or fixture build) shows the text alone rather than a broken link.
 */
export function AnnouncementBar({ announcement, linkable = true }: { announcement: Announcement; linkable?: boolean }) {
  const { isActive, close: dismiss } = useAnnouncementBar();
  if (!isActive) return null;
  return (
    <section css={bar} aria-label={translate('theme.announcementBar.label')} data-announcement-id={announcement.id}>
      <p>
        {announcement.text}
        {linkable && (
          <>
            {' '}
            <SiteLink to={announcement.linkTo}>{announcement.linkText}</SiteLink>
          </>
        )}
      </p>
      {announcement.dismissible && (
        <button type="button" css={close} aria-label={translate('theme.announcementBar.close')} onClick={dismiss}>
          <CloseIcon size={18} />
        </button>
      )}
    </section>
  );
}
