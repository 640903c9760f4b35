import { ComponentPropsWithoutRef, useRef } from 'react';
import { KEEP_SERVER_CHILDREN, useKeepServerHtml } from '../../contexts/serverHtml';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

/**
 * Wide tables scroll on their own on narrow screens instead of widening the page; the wrapper is focusable
 * so keyboard users can scroll it too. It is a named group, not a region landmark: a page holds many
 * tables, and landmarks must be unique. Nothing in it responds to the reader, so at first load, inside an
 * island being hydrated (an API operation), the table stays the server's HTML (src/contexts/serverHtml).
 */
export function ScrollTable(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLDivElement>(null);
  const keep = useKeepServerHtml(ref);
  return (
    <div
      ref={ref}
      css={styles.region}
      role="group"
      aria-label={translate('theme.Table.region')}
      tabIndex={0}
      {...(keep ? KEEP_SERVER_CHILDREN : {})}
    >
      {keep ? null : <table css={styles.table} {...props} />}
    </div>
  );
}
