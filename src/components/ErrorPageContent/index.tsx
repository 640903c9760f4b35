import { useEffect, useRef } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

export interface ErrorPageContentProps {
  error: Error;
  tryAgain: () => void;
}

/**
 * The crash screen: "This page crashed." with a "Try again" button that renders the page again, a way
 * home, and the error message (left-to-right) for a bug report. Focus moves to the heading so screen
 * reader and keyboard users land on it.
 */
export function ErrorPageContent({ error, tryAgain }: ErrorPageContentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section css={styles.box} role="alert" aria-labelledby="metis-crash-title">
      <h1 id="metis-crash-title" ref={heading} tabIndex={-1} css={styles.title}>
        {translate('theme.ErrorPageContent.title')}
      </h1>
      <p>{translate('theme.ErrorPageContent.body')}</p>
      <div css={styles.actions}>
        <button type="button" css={styles.button} onClick={tryAgain}>
          {translate('theme.ErrorPageContent.tryAgain')}
        </button>
        <a href="/" css={styles.secondary}>
          {translate('theme.ErrorPage.home')}
        </a>
      </div>
      <details css={styles.details}>
        <summary>{translate('theme.ErrorPageContent.details')}</summary>
        <pre dir="ltr">
          <code>{error.message || String(error)}</code>
        </pre>
      </details>
    </section>
  );
}
