import { useEffect, useRef } from 'react';
import { siteConfig } from '../../config/site';
import { translate } from '../../i18n/translate';
import { ErrorPageContent } from '../ErrorPageContent';
import * as styles from '../ErrorPageContent/styles';

export type PageErrorProps =
  | { kind: 'crash'; error: Error; tryAgain: () => void }
  | { kind: 'load'; route: string; retry: () => void };

/** The document title of the error screen: «خطای صفحه | متیس». */
export function pageErrorTitle(siteTitle: string, delimiter: string): string {
  return `${translate('theme.ErrorPage.title')} ${delimiter} ${siteTitle}`;
}

/**
 * The "Page Error" screen shown instead of the whole page: when the page crashed outside any inner
 * boundary, or when a route failed to load again after its one reload. Its document title is the
 * spec's page title; its retry renders the page again (crash) or loads the route afresh (load).
 */
export function PageError(props: PageErrorProps) {
  // The static config, not a GraphQL query: this screen must render when the page's data did not load.
  const title = pageErrorTitle(siteConfig.title, siteConfig.titleDelimiter);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Set directly rather than through react-helmet: this screen lives in the app bundle, which Helmet
    // is not part of (pages load it with their own chunk), and it is never rendered on the server.
    const previous = document.title;
    document.title = title;
    if (props.kind === 'load') heading.current?.focus();
    return () => {
      document.title = previous;
    };
  }, [title, props.kind]);
  return (
    <main id="main-content">
      {props.kind === 'crash' ? (
        <ErrorPageContent error={props.error} tryAgain={props.tryAgain} />
      ) : (
        <section css={styles.box} role="alert" aria-labelledby="metis-load-error-title">
          <h1 id="metis-load-error-title" ref={heading} tabIndex={-1} css={styles.title}>
            {translate('theme.ErrorPage.loadFailedTitle')}
          </h1>
          <p>
            {translate('theme.ErrorPage.loadFailedBody', { route: '\u2068' + props.route + '\u2069' })}
          </p>
          <div css={styles.actions}>
            <button type="button" css={styles.button} onClick={props.retry}>
              {translate('theme.ErrorPage.retry')}
            </button>
            <a href="/" css={styles.secondary}>
              {translate('theme.ErrorPage.home')}
            </a>
          </div>
        </section>
      )}
    </main>
  );
}
