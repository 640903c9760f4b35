import { SiteLink } from '../SiteLink';
import { useId } from 'react';
import { siteConfig } from '../../config/site';
import { translate } from '../../i18n/translate';
import { heroSample } from '../../lib/heroSample';
import * as styles from './styles';

export { heroSample };

/**
 * The landing page's hero: the site title (the page's h1, so the page sets `hide_title: true`), the
 * tagline, the call to start and a sample request. Title and tagline come from the site configuration.
 */
export function Hero() {
  const { title, tagline } = siteConfig;
  const titleId = useId();
  return (
    <section css={styles.hero} aria-labelledby={titleId}>
      <div css={styles.text}>
        <h1 id={titleId} css={styles.title}>
          {title}
        </h1>
        <p css={styles.tagline}>{tagline}</p>
        <div css={styles.actions}>
          <SiteLink to="/" css={styles.primary}>
            {translate('theme.Hero.start')}
          </SiteLink>
          <SiteLink to="/introduction" css={styles.secondary}>
            {translate('theme.Hero.introduction')}
          </SiteLink>
        </div>
      </div>
      <pre css={styles.sample} dir="ltr" tabIndex={0} aria-label={translate('theme.Hero.sampleLabel')}>
        <code>{heroSample()}</code>
      </pre>
    </section>
  );
}
