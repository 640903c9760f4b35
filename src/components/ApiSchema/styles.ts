import { css } from '@emotion/react';

export const schema = css`
  margin: 1rem 0 2rem;
  scroll-margin-top: 5rem;
`;

export const title = css`
  font-size: 1rem;
  font-weight: 700;
  margin: 1.25rem 0 0.5rem;
`;

export const usedBy = css`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  & li {
    margin: 0.2rem 0;
  }
`;

export const endpoint = css`
  font-size: 0.85em;
  color: var(--metis-text-muted);
  overflow-wrap: anywhere;
`;
