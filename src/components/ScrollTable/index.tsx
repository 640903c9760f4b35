import { ComponentPropsWithoutRef } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

/**
 * Wide tables scroll on their own on narrow screens instead of widening the page; the wrapper is focusable
 * so keyboard users can scroll it too. It is a named group, not a region landmark: a page holds many
 * tables, and landmarks must be unique.
 */
export function ScrollTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div css={styles.region} role="group" aria-label={translate('theme.Table.region')} tabIndex={0}>
      <table css={styles.table} {...props} />
    </div>
  );
}
