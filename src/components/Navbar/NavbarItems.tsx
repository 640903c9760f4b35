import { SiteLink } from '../SiteLink';
import type { NavbarItem } from '../../config/site';
import type { TranslationId } from '../../i18n/fa';
import { translate } from '../../i18n/translate';
import { ExternalIcon } from '../Icons';
import * as styles from './styles';

/**
 * The configured navbar links. An external item (the console Login) says that it leaves the site, opens
 * in a new tab and carries rel="noopener" so the console cannot reach back into this page.
 */
export function NavbarItems({ items, variant }: { items: NavbarItem[]; variant: 'bar' | 'drawer' }) {
  return (
    <ul css={variant === 'bar' ? styles.barItems : styles.drawerItems}>
      {items.map((item) => {
        const label = translate(item.labelId as TranslationId);
        return (
          <li key={item.href}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener" css={styles.itemLink} data-external="true">
                {label}
                <ExternalIcon size={14} />
                <span css={styles.visuallyHidden}>{translate('theme.navbar.external')}</span>
              </a>
            ) : (
              <SiteLink to={item.href} css={styles.itemLink}>
                {label}
              </SiteLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
