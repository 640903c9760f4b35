import { css } from '@emotion/react';

export const heading = css`
  position: relative;
  line-height: 1.5;
  &:hover > a,
  & > a:focus-visible {
    opacity: 1;
  }
`;

export const anchor = css`
  opacity: 0;
  margin-left: 0.4rem;
  text-decoration: none;
  color: var(--metis-text-muted);
  font-weight: 400;
`;
