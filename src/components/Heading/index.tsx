import { ReactNode } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

export interface HeadingProps {
  as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node as { props: { children?: ReactNode } }).props.children);
  return '';
}

/** A content heading with a hash link that appears on hover or focus, named in Persian. */
export function Heading({ as: Tag, id, children }: HeadingProps) {
  return (
    <Tag id={id} css={styles.heading}>
      {children}
      {id ? (
        <a
          href={`#${id}`}
          css={styles.anchor}
          aria-label={translate('theme.heading.anchorLabel', { heading: textOf(children) })}
        >
          #
        </a>
      ) : null}
    </Tag>
  );
}
