import { css } from '@emotion/react';
import { useEffect } from 'react';
import { savePreferredVersion } from '../../contexts/docsPreferredVersion';
import { translate } from '../../i18n/translate';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  margin-bottom: 0.5rem;
  padding: 0 0.6rem;
  border: 1px solid var(--metis-border);
  border-radius: 999px;
  font-size: 0.8125rem;
  line-height: 1.8;
  color: var(--metis-text-muted);
`;

/**
 * «نسخه: Next» on every doc page (one current version). Reading a version makes it the preferred one, as
 * Docusaurus remembers the last version a reader chose.
 */
export function VersionBadge({ name, label }: { name: string; label: string }) {
  useEffect(() => savePreferredVersion(name), [name]);
  return (
    <span css={badge} data-version={name}>
      {translate('theme.docs.versionBadge')}
      <bdi dir="ltr">{label}</bdi>
    </span>
  );
}
