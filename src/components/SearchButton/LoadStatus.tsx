import { translate } from '../../i18n/translate';
import * as styles from './styles';

export type LoadState = 'loading' | 'timedOut' | 'failed';

export interface LoadStatusProps {
  state: LoadState;
  /** What is loading, for the spinner's text. */
  loadingText: string;
  onRetry: () => void;
}

/**
 * The three states of something fetched on demand: a spinner while it loads, then either an error that
 * says whether it failed or took too long, with a Retry button. Announced politely to screen readers.
 */
export function LoadStatus({ state, loadingText, onRetry }: LoadStatusProps) {
  if (state === 'loading') {
    return (
      <div role="status" css={styles.status}>
        <span css={styles.spinner} aria-hidden="true" />
        <span>{loadingText}</span>
      </div>
    );
  }
  return (
    <div role="alert" css={styles.status}>
      <p css={styles.statusText}>{translate(state === 'timedOut' ? 'theme.SearchModal.timedOut' : 'theme.SearchModal.failed')}</p>
      <button type="button" css={styles.retry} onClick={onRetry}>
        {translate('theme.SearchModal.retry')}
      </button>
    </div>
  );
}
