import { css } from '@emotion/react';

export const box = css`
  min-height: 110px;
  margin: 1rem auto;
  text-align: center;
`;

export const message = css`
  margin: 0.5rem 0;
`;

export const errorText = css`
  display: inline-block;
  margin: 0.25rem 0 0.75rem;
  font-size: 0.875rem;
`;

export const button = css`
  font: inherit;
  font-weight: 600;
  padding: 0.4rem 1.1rem;
  border-radius: 6px;
  border: 1px solid var(--metis-primary);
  background: transparent;
  color: var(--metis-primary);
  cursor: pointer;
`;

export { visuallyHidden } from '../../theme/visuallyHidden';
