import { css } from '@emotion/react';
import { useBackToTop } from '../../hooks/useBackToTop';
import { translate } from '../../i18n/translate';
import { ArrowUpIcon } from '../Icons';

const button = css`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 150;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid var(--metis-border);
  border-radius: 50%;
  background: var(--metis-bg-raised);
  color: var(--metis-text);
  box-shadow: var(--metis-shadow);
  cursor: pointer;
  opacity: 0;
  visibility: hidden;
  transform: scale(0.8);
  transition:
    opacity 0.2s ease,
    transform 0.2s ease,
    visibility 0.2s;
  &[data-shown='true'] {
    opacity: 1;
    visibility: visible;
    transform: scale(1);
  }
  &:hover {
    color: var(--metis-link);
  }
`;

/** Appears once the reader has scrolled down; scrolls back smoothly unless reduced motion is asked for. */
export function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTop();
  return (
    <button
      type="button"
      css={button}
      data-shown={shown ? 'true' : 'false'}
      aria-label={translate('theme.BackToTop.label')}
      title={translate('theme.BackToTop.label')}
      onClick={scrollToTop}
      // While hidden (visibility: hidden, so out of the accessibility tree) it is out of the tab order too.
      tabIndex={shown ? 0 : -1}
    >
      <ArrowUpIcon />
    </button>
  );
}
