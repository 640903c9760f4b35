import { translate } from '../../i18n/translate';
import { DocLink } from '../DocLink';
import * as styles from './styles';

/** The legend on /introduction that says what the mark means: the anchor of its heading there. */
export const UNVERIFIED_LEGEND = `/introduction#${translate('theme.Unverified.legendAnchor')}`;

/**
 * The «نیازمند بازبینی» mark: what it follows is not yet confirmed by the Metis team. The API reference shows
 * it for `x-unverified` in the definition; authors put `<Unverified />` after such a sentence in prose. It is a
 * link to the legend, named by its visible label (WCAG 2.5.3) and described by one short sentence, so a
 * reader who does not know the mark reaches its meaning in one step and a screen reader hears both.
 * `link={false}` is for a place that is itself a control (a <summary>).
 */
export function Unverified({ link = true }: { link?: boolean }) {
  if (!link) {
    // Inside an interactive element (a response's <summary> toggles its details) a link would be a control
    // nested in a control: the same mark, without the link.
    return (
      <span css={[styles.pill, styles.mark]} title={translate('theme.Unverified.description')}>
        {translate('theme.ApiOperation.unverified')}
      </span>
    );
  }
  return (
    <DocLink
      href={UNVERIFIED_LEGEND}
      css={[styles.pill, styles.mark, styles.link]}
      title={translate('theme.Unverified.description')}
    >
      {translate('theme.ApiOperation.unverified')}
    </DocLink>
  );
}
