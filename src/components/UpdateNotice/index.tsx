import { css } from '@emotion/react';
import { useId } from 'react';
import { translate } from '../../i18n/translate';
import * as errorStyles from '../ErrorPageContent/styles';
import { CloseIcon } from '../Icons';
import { floatingNotice } from '../PageError/styles';
import { closeButton } from '../../theme/closeButton';

const notice = css`
  ${floatingNotice('info', '30rem')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const text = css`
  flex: 1 1 14rem;
  h2 {
    font-size: 1.05rem;
    line-height: 1.5;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export interface UpdateNoticeProps {
  onReload: () => void;
  onClose: () => void;
}

/**
 * A new deploy's worker is installed and waiting: «نسخه‌ی تازه‌ی مستندات آماده است», with a reload that
 * hands over to it. Polite (a status, not an alert) and it takes no focus: the reader may finish the
 * paragraph first. Fixed at the bottom of the viewport, so the page does not move.
 */
export function UpdateNotice({ onReload, onClose }: UpdateNoticeProps) {
  const id = useId();
  return (
    <aside css={notice} aria-labelledby={id} data-testid="update-notice">
      <div css={text} role="status">
        <h2 id={id}>{translate('theme.UpdateNotice.title')}</h2>
        <p>{translate('theme.UpdateNotice.body')}</p>
      </div>
      <button type="button" css={errorStyles.button} onClick={onReload}>
        {translate('theme.UpdateNotice.reload')}
      </button>
      <button type="button" css={closeButton} aria-label={translate('theme.UpdateNotice.close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </aside>
  );
}
