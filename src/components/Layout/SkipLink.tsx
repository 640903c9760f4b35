import { translate } from '../../i18n/translate';
import * as styles from './styles';

/**
 * The skip link to the main region, the first thing a keyboard reaches. A component of its own so that the
 * shell's frame calls no translation at first load (the strings come with the deferred code,
 * src/components/Deferred): as the server's HTML it works without any script.
 */
export function SkipLink() {
  return (
    <a href="#main-content" css={styles.skipLink}>
      {translate('theme.common.skipToContent')}
    </a>
  );
}
