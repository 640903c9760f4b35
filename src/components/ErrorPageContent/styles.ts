import { css } from '@emotion/react';

export const box = css`
  max-width: 42rem;
  margin: 3rem auto;
  padding: 1.5rem;
  text-align: center;
`;

export const title = css`
  font-size: 1.75rem;
  line-height: 1.4;
  margin: 0 0 0.75rem;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  margin: 1.25rem 0;
`;

export const button = css`
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 1.25rem;
  border-radius: 6px;
  border: 1px solid var(--metis-primary);
  background: var(--metis-primary);
  color: var(--metis-primary-contrast);
  cursor: pointer;
`;

export const secondary = css`
  padding: 0.5rem 1.25rem;
  border-radius: 6px;
  border: 1px solid var(--metis-border);
  text-decoration: none;
`;

export const details = css`
  text-align: left;
  margin-top: 1rem;
  summary {
    cursor: pointer;
    text-align: right; /* @noflip */
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    background: var(--metis-code-bg);
    color: var(--metis-code-text);
    padding: 0.75rem;
    border-radius: 6px;
  }
`;
