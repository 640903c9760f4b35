import { css } from '@emotion/react';
import { translate } from '../../i18n/translate';

const style = css`
  margin: 2.5rem 0 0;
  font-size: 0.875rem;
  color: var(--metis-text-muted);
`;

/**
 * «آخرین به‌روزرسانی: ۳۰ آبان ۱۴۰۵». The text was formatted at build time (Persian calendar, Tehran time
 * zone) from the file's git history; the browser never formats it again, so hydration cannot disagree.
 */
export function LastUpdated({ iso, text }: { iso: string | null | undefined; text: string | null | undefined }) {
  if (!iso || !text) return null;
  const [before, after] = translate('theme.docs.lastUpdated').split('{date}');
  return (
    <p css={style}>
      {before}
      <time dateTime={iso}>{text}</time>
      {after}
    </p>
  );
}
