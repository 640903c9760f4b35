import { ComponentPropsWithoutRef } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

/**
 * Wide tables scroll on their own on narrow screens instead of widening the page; the region is focusable
 * so keyboard users can scroll it too.
 */
export function ScrollTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <section css={styles.region} aria-label={translate('theme.Table.region')} tabIndex={0}>
      <table css={styles.table} {...props} />
    </section>
  );
}
