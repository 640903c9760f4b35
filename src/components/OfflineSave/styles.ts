import { css } from '@emotion/react';

export const box = css`
  max-width: 1100px;
  margin: 2rem auto 0;
  padding-top: 1.25rem;
  border-top: 1px solid var(--metis-border);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  font-size: 0.875rem;
`;

export const heading = css`
  margin: 0;
  font-size: inherit;
  font-weight: 700;
  color: var(--metis-text);
`;

export const status = css`
  margin: 0;
  flex: 1 1 16rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--metis-focus);
  }
`;

export const progress = css`
  inline-size: 8rem;
  accent-color: var(--metis-primary);
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const button = css`
  font: inherit;
  padding: 0.3rem 0.9rem;
  border-radius: 6px;
  border: 1px solid var(--metis-border);
  background: var(--metis-bg);
  color: var(--metis-text);
  cursor: pointer;
  &:hover {
    border-color: var(--metis-primary);
    color: var(--metis-link);
  }
`;

export const hint = css`
  color: var(--metis-text-muted);
`;
