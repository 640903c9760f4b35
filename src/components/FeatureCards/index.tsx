import { SiteLink } from '../SiteLink';
import { ReactNode, useId } from 'react';
import { translate } from '../../i18n/translate';
import { FeatureIcon, isFeatureIcon } from './icons';
import * as styles from './styles';

export interface FeatureCardsProps {
  children?: ReactNode;
}

/** The grid of main capabilities on the landing page: a named section holding a list of cards. */
export function FeatureCards({ children }: FeatureCardsProps) {
  const headingId = useId();
  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.heading}>
        {translate('theme.FeatureCards.heading')}
      </h2>
      <ul css={styles.grid}>{children}</ul>
    </section>
  );
}

export interface FeatureCardProps {
  title: string;
  /** The route the card leads to. */
  href: string;
  /** One of the icons in ./icons (chat, book, plug, image, upload, wallet); unknown names show no icon. */
  icon?: string;
  children?: ReactNode;
}

/**
 * One capability. The title is the link (so the link's name is short); a stretched pseudo-element makes
 * the whole card clickable for pointer users.
 */
export function FeatureCard({ title, href, icon, children }: FeatureCardProps) {
  return (
    <li css={styles.card}>
      {isFeatureIcon(icon) && <FeatureIcon name={icon} css={styles.icon} />}
      <h3 css={styles.title}>
        <SiteLink to={href} css={styles.link}>
          {title}
        </SiteLink>
      </h3>
      <div css={styles.body}>{children}</div>
    </li>
  );
}
