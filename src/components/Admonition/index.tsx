import { ReactNode } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

export type AdmonitionType = keyof typeof styles.kinds;

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Replaces the default Persian label (`:::tip[عنوان]`). */
  title?: string;
  children?: ReactNode;
}

/** Docusaurus-style callout, exposed as a note (not a landmark: a page may hold many) named by its label. */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const kind: AdmonitionType = type in styles.kinds ? type : 'note';
  const heading = title || translate(`theme.admonition.${kind}`);
  return (
    <div role="note" css={[styles.container, styles.kinds[kind]]} aria-label={heading} data-admonition={kind}>
      <p css={styles.heading}>{heading}</p>
      <div css={styles.body}>{children}</div>
    </div>
  );
}
