import { css } from '@emotion/react';

/** A small pill beside a name or after a sentence; the API reference's «الزامی» and «اختیاری» use it too. */
export const pill = css`
  display: inline-block;
  margin: 0.15rem 0.35rem 0 0;
  padding: 0 0.4rem;
  border-radius: 999px;
  font-size: 0.72rem;
  line-height: 1.5;
  border: 1px solid var(--metis-border);
  color: var(--metis-text-muted);
`;

/** The pill in the warning colours, the same in prose and in the API reference's tables. */
export const mark = css`
  border-color: var(--metis-warning);
  color: var(--metis-warning);
  background: var(--metis-warning-bg);
  white-space: nowrap;
`;

/** The mark is a link to its legend: no underline, the same colours on hover, the site's focus ring. */
export const link = css`
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
