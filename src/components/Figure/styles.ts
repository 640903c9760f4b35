import { css } from '@emotion/react';

export const figure = css`
  margin: 1.5rem 0;
  text-align: center;
`;

export const image = css`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  /* Diagrams are drawn on a light card; in the dark theme they keep it rather than invert. */
  background: #ffffff;
`;

export const caption = css`
  margin-top: 0.6rem;
  color: var(--metis-text-muted);
  font-size: 0.92rem;
  line-height: 1.7;
`;
