import { translate } from '../../i18n/translate';
import * as styles from './styles';

/** The files the build writes into public/downloads (see src/node/apiReference.ts, DOWNLOADS). */
export const API_DOWNLOADS = [
  { href: '/downloads/metis.postman_collection.json', name: 'postman' },
  { href: '/downloads/metis-openapi.yaml', name: 'yaml' },
  { href: '/downloads/metis-openapi.json', name: 'json' },
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
              {translate(`theme.ApiDownloads.${d.name}`)}
            </a>
            <code dir="ltr" css={styles.file}>
              {d.href.split('/').pop()}
            </code>
            <span css={styles.hint}>{translate(`theme.ApiDownloads.${d.name}Hint`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
