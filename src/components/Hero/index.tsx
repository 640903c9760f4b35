import { Link } from 'gatsby';
import { useId } from 'react';
import { siteConfig } from '../../config/site';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

/** The request shown in the hero: the shortest real call, so the first thing a developer sees is the API. */
export const heroSample = () =>
  [
    'POST /openai/v1/chat/completions',
    'Host: api.metisai.ir',
    'Authorization: Bearer tpsg-…',
    '',
    '{"model": "gpt-4o-mini",',
    ' "messages": [{"role": "user",',
    `               "content": "${translate('theme.Hero.samplePrompt')}"}]}`,
  ].join('\n');

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
          <Link to="/" css={styles.primary}>
            {translate('theme.Hero.start')}
          </Link>
          <Link to="/introduction" css={styles.secondary}>
            {translate('theme.Hero.introduction')}
          </Link>
        </div>
      </div>
      <pre css={styles.sample} dir="ltr" tabIndex={0} aria-label={translate('theme.Hero.sampleLabel')}>
        <code>{heroSample()}</code>
      </pre>
    </section>
  );
}
