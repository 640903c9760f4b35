import { translate } from '../../i18n/translate';
import { visuallyHidden } from '../../theme/visuallyHidden';

/**
 * The docs home's link text: «شروع» on screen, as the spec names it, followed by words only assistive
 * technology reads, so the link says where it goes when listed out of context (WCAG 2.4.4; a bare «شروع»
 * is also on Lighthouse's list of link texts that say nothing).
 */
export function HomeLinkText() {
  return (
    <>
      {translate('theme.docs.sidebar.home')}
      <span css={visuallyHidden}>{translate('theme.docs.sidebar.homeContext')}</span>
    </>
  );
}
