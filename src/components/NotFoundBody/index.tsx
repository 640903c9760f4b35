import { Layout } from '../Layout';
import { Seo } from '../Seo';
import { SiteLink } from '../SiteLink';
import { translate } from '../../i18n/translate';
import type { PageLayout } from '../../lib/pageContext';
import * as styles from '../DocPageView/styles';

/**
 * The page of any unknown path: a Persian title and a request to tell the site owner, as the spec's
 * catalogue says, in the site's shell. Deferred code (src/components/Deferred), like a document's body:
 * src/pages/404.tsx hydrates it once its code has come.
 */
export function NotFoundBody({ layout }: { layout: PageLayout }) {
  return (
    <Layout layout={layout}>
      <Seo title={translate('theme.NotFound.title')} route="/404" noindex />
      <div css={styles.docRow}>
        <article css={styles.article}>
          <h1 css={styles.title}>{translate('theme.NotFound.title')}</h1>
          <p>{translate('theme.NotFound.p1')}</p>
          <p>{translate('theme.NotFound.p2')}</p>
          <p>
            <SiteLink to="/">{translate('theme.NotFound.home')}</SiteLink>
          </p>
        </article>
      </div>
    </Layout>
  );
}
