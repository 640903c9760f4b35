import { translate } from '../../i18n/translate';
import * as styles from './styles';

/**
 * The «نیازمند بازبینی» mark: what it follows rests on a single source, an inference or conflicting sources,
 * not yet confirmed by the platform team. The API reference shows it for `x-unverified` in the definition;
 * authors put `<Unverified />` after such a sentence in prose. The hint says what the mark means.
 */
export function Unverified() {
  return (
    <span css={[styles.pill, styles.mark]} title={translate('theme.ApiOperation.unverifiedHint')}>
      {translate('theme.ApiOperation.unverified')}
    </span>
  );
}
