import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from '../ErrorPageContent/styles';
import { CloseIcon } from '../Icons';
import { floatingNotice } from '../PageError/styles';
import { closeButton } from '../../theme/closeButton';

const notice = floatingNotice('warning', '34rem');

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  h2 {
    font-size: 1.1rem;
    line-height: 1.5;
    margin: 0;
  }
`;

export interface OfflineNoticeProps {
  route: string;
  retry: () => void;
  onClose: () => void;
}

/**
 * A link was followed while offline (or the request failed): the reader stays on the page they have, and
 * this says why, with a retry. Fixed at the bottom of the viewport, so the page does not move.
 */
export function OfflineNotice({ route, retry, onClose }: OfflineNoticeProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <aside css={notice} aria-labelledby={id} data-testid="offline-notice">
      <div role="alert">
        <div css={header}>
          <h2 id={id}>{translate('theme.OfflineNotice.title')}</h2>
          <button type="button" css={closeButton} aria-label={translate('theme.OfflineNotice.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p>{translate('theme.OfflineNotice.body', { route: '\u2068' + route + '\u2069' })}</p>
      </div>
      <button ref={button} type="button" css={styles.button} onClick={retry}>
        {translate('theme.ErrorPage.retry')}
      </button>
    </aside>
  );
}
