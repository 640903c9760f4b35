import { css } from '@emotion/react';

export const container = css`
  margin: 1.25rem 0;
`;

export const tabList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid var(--metis-border);
`;

export const tab = css`
  appearance: none;
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  color: var(--metis-text-muted);
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 0.9rem;
  margin-bottom: -1px;
  border-radius: 6px 6px 0 0;
  &:hover {
    background: var(--metis-bg-soft);
    color: var(--metis-text);
  }
  &[aria-selected='true'] {
    color: var(--metis-primary);
    border-bottom-color: var(--metis-primary);
  }
`;

export const panel = css`
  padding-top: 0.5rem;
  & > :first-of-type {
    margin-top: 0.5rem;
  }
`;
