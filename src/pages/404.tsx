import { type PageProps } from 'gatsby';
import { SiteLink } from '../components/SiteLink';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { translate } from '../i18n/translate';
import type { PlainPageContext } from '../lib/pageContext';
import * as styles from '../components/DocPageView/styles';

/** Any unknown path: a Persian title and a request to tell the site owner, as the spec's catalogue says. */
export default function NotFoundPage({ pageContext }: PageProps<object, PlainPageContext>) {
  return (
    <Layout layout={pageContext.layout}>
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
