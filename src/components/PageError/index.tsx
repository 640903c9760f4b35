import { useEffect, useId, useRef } from 'react';
import { siteConfig } from '../../config/site';
import { translate } from '../../i18n/translate';
import { ErrorPageContent } from '../ErrorPageContent';
import * as styles from '../ErrorPageContent/styles';
import * as bannerStyles from './styles';

export type PageErrorProps =
  | { kind: 'crash'; error: Error; tryAgain: () => void }
  /**
   * A route that failed to load after its one reload. `staticBelow`: the page under it is that route's
   * own static HTML (readable, not interactive); otherwise it is the page the reader was on.
   */
  | { kind: 'load'; route: string; retry: () => void; staticBelow: boolean };

/** The document title of the error state: «خطای صفحه | متیس». */
export function pageErrorTitle(siteTitle: string, delimiter: string): string {
  return `${translate('theme.ErrorPage.title')} ${delimiter} ${siteTitle}`;
}

/** While mounted, the document is titled «خطای صفحه | متیس» (the spec's page title 'Page Error'). */
function usePageErrorTitle() {
  // The static config, not a GraphQL query: this renders when the page's data did not load.
  const title = pageErrorTitle(siteConfig.title, siteConfig.titleDelimiter);
  useEffect(() => {
    // Set directly rather than through react-helmet: the error state renders outside the page (and,
    // after a failed load, outside Gatsby's app), where Helmet's head is not kept.
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * The spec's page-load error state and crash screen ("Page Error").
 * - crash: the page threw while rendering; shown instead of it, with "Try again".
 * - load: a route failed to load again after its one reload; shown above the page, which stays
 *   readable, with a retry. Focus moves to its heading so keyboard and screen-reader users land on it.
 */
export function PageError(props: PageErrorProps) {
  usePageErrorTitle();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    if (props.kind === 'load') heading.current?.focus();
  }, [props.kind]);
  if (props.kind === 'crash') {
    return (
      <main id="main-content">
        <ErrorPageContent error={props.error} tryAgain={props.tryAgain} />
      </main>
    );
  }
  const route = '\u2068' + props.route + '\u2069';
  return (
    <aside css={bannerStyles.banner} aria-labelledby={id} data-testid="page-load-error">
      <div role="alert">
        <h2 id={id} ref={heading} tabIndex={-1} css={bannerStyles.title}>
          {translate('theme.ErrorPage.loadFailedTitle')}
        </h2>
        <p css={bannerStyles.text}>
          {translate(props.staticBelow ? 'theme.ErrorPage.loadFailedStatic' : 'theme.ErrorPage.loadFailedBody', {
            route,
          })}
        </p>
      </div>
      <div css={bannerStyles.actions}>
        <button type="button" css={styles.button} onClick={props.retry}>
          {translate('theme.ErrorPage.retry')}
        </button>
        <a href="/" css={styles.secondary}>
          {translate('theme.ErrorPage.home')}
        </a>
      </div>
    </aside>
  );
}
