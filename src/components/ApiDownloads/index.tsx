import { translate } from '../../i18n/translate';
import * as styles from './styles';

/** The files the build writes into public/downloads (see src/node/apiReference.ts, DOWNLOADS). */
export const API_DOWNLOADS = [
  {
    href: '/downloads/metis.postman_collection.json',
    label: 'theme.ApiDownloads.postman',
    hint: 'theme.ApiDownloads.postmanHint',
  },
  { href: '/downloads/metis-openapi.yaml', label: 'theme.ApiDownloads.yaml', hint: 'theme.ApiDownloads.yamlHint' },
  { href: '/downloads/metis-openapi.json', label: 'theme.ApiDownloads.json', hint: 'theme.ApiDownloads.jsonHint' },
] as const;

/**
 * Links to the Postman collection and the OpenAPI definition, served from this site. Plain links with
 * `download`, not client-side navigation: they are files, not pages.
 */
export function ApiDownloads() {
  return (
    <div role="group" aria-label={translate('theme.ApiDownloads.label')}>
      <ul css={styles.list}>
        {API_DOWNLOADS.map((d) => (
          <li key={d.href} css={styles.item}>
            <a href={d.href} download css={styles.link}>
              {translate(d.label)}
            </a>
            <code dir="ltr" css={styles.file}>
              {d.href.split('/').pop()}
            </code>
            <span css={styles.hint}>{translate(d.hint)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
