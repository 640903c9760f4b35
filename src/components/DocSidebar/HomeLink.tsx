import { useId } from 'react';
import { SiteLink } from '../SiteLink';
import type { AnchorHTMLAttributes } from 'react';
import { translate } from '../../i18n/translate';
import { visuallyHidden } from '../../theme/visuallyHidden';

type HomeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'aria-describedby'>;

/**
 * The link to the docs home, named exactly «شروع» as the spec names it. Where it goes is its description
 * (aria-describedby), read after the name by screen readers, so the name stays the spec's word for speech
 * input, tests and assistive technology alike. The description is also in the link's rendered text, off
 * screen and hidden from the accessibility tree (it must not join the name): search engines and
 * Lighthouse's link-text audit read rendered text, and a bare «شروع» says nothing out of context.
 */
export function HomeLink(props: HomeLinkProps) {
  const descriptionId = useId();
  return (
    <SiteLink to="/" {...props} aria-describedby={descriptionId}>
      {translate('theme.docs.sidebar.home')}
      <span id={descriptionId} css={visuallyHidden} aria-hidden="true">
        {' '}
        {translate('theme.docs.sidebar.homeContext')}
      </span>
    </SiteLink>
  );
}
