import { css } from '@emotion/react';

export const name = css`
  white-space: nowrap;
  vertical-align: top;
`;

export const fieldName = css`
  display: inline-block;
  unicode-bidi: isolate;
`;

export const path = css`
  color: var(--metis-text-muted);
  font-size: 0.8em;
`;

/** Nesting is shown by indenting the field cell; written left-to-right, mirrored by the RTL plugin. */
export const depth = (level: number) => css`
  padding-right: ${0.75 + level * 1.25}rem;
  border-right: ${level ? '2px solid var(--metis-border)' : 'none'};
`;

export const type = css`
  vertical-align: top;
  white-space: nowrap;
  & code {
    color: var(--metis-token-keyword);
  }
`;

export { pill as badge } from '../Unverified/styles';

export const required = css`
  border-color: var(--metis-danger);
  color: var(--metis-danger);
`;

export const detail = css`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.85em;
  color: var(--metis-text-muted);
  & code {
    overflow-wrap: anywhere;
  }
`;

export { visuallyHidden } from '../../theme/visuallyHidden';

/** String examples: the value itself, in the page's font when it is Persian. */
export const stringValue = css`
  font-family: inherit;
  unicode-bidi: isolate;
`;
