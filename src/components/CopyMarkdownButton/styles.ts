import { css } from '@emotion/react';

export const group = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.9rem;
  margin: -0.75rem 0 1.5rem;
  font-size: 0.875rem;
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font: inherit;
  padding: 0.35rem 0.75rem;
  min-height: 2rem;
  border-radius: 6px;
  border: 1px solid var(--metis-border);
  background: var(--metis-bg-raised);
  color: var(--metis-text);
  cursor: pointer;
  &:hover {
    border-color: var(--metis-primary);
    color: var(--metis-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--metis-focus);
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const icon = css`
  flex: none;
`;

export const link = css`
  color: var(--metis-link);
`;

export const status = css`
  color: var(--metis-text-muted);
`;

export const failed = css`
  color: var(--metis-danger);
`;
