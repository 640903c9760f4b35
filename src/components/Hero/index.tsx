import { Link } from 'gatsby';
import { useId } from 'react';
import { useSiteMetadata } from '../../hooks/useSiteMetadata';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

/** The request shown in the hero: the shortest real call, so the first thing a developer sees is the API. */
export const HERO_SAMPLE = [
  'curl https://api.metisai.ir/openai/v1/chat/completions \\',
  '  -H "Authorization: Bearer $METIS_API_KEY" \\',
  '  -d \'{"model": "gpt-4o-mini", "messages": [...]}\'',
].join('\n');

/**
 * The landing page's hero: the site title (the page's h1, so the page sets `hide_title: true`), the
 * tagline, the call to start and a sample request. Title and tagline come from the site configuration.
 */
export function Hero() {
  const { title, tagline } = useSiteMetadata();
  const titleId = useId();
  return (
    <section css={styles.hero} aria-labelledby={titleId}>
      <div css={styles.text}>
        <h1 id={titleId} css={styles.title}>
          {title}
        </h1>
        <p css={styles.tagline}>{tagline}</p>
        <div css={styles.actions}>
          <Link to="/" css={styles.primary}>
            {translate('theme.Hero.start')}
          </Link>
          <Link to="/introduction" css={styles.secondary}>
            {translate('theme.Hero.introduction')}
          </Link>
        </div>
      </div>
      <pre css={styles.sample} dir="ltr" tabIndex={0} aria-label={translate('theme.Hero.sampleLabel')}>
        <code>{HERO_SAMPLE}</code>
      </pre>
    </section>
  );
}
