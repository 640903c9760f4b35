import { css } from '@emotion/react';

export const list = css`
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  display: grid;
  gap: 0.75rem;
`;

export const item = css`
  display: grid;
  gap: 0.2rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  background: var(--metis-bg-soft);
`;

export const link = css`
  font-weight: 700;
`;

export const file = css`
  justify-self: start;
  font-size: 0.85rem;
`;

export const hint = css`
  font-size: 0.9rem;
  color: var(--metis-text-muted);
`;
