import { css } from '@emotion/react';
import { renderWhenVisible } from '../../theme/renderWhenVisible';

export const container = css`
  margin: 1.25rem 0;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  overflow: hidden;
  background: var(--metis-code-bg);
  ${renderWhenVisible('12rem')}
`;

export const title = css`
  padding: 0.45rem 1rem;
  border-bottom: 1px solid var(--metis-border);
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--metis-text);
  background: var(--metis-bg-soft);
`;

export const body = css`
  position: relative;
  &:hover button,
  & button:focus-visible {
    opacity: 1;
  }
`;

export const copy = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem /* @noflip */;
  opacity: 0.85;
  font: inherit;
  font-family: 'Vazirmatn Variable', Vazirmatn, Tahoma, sans-serif;
  font-size: 0.8rem;
  padding: 0.2rem 0.6rem;
  border-radius: 6px;
  border: 1px solid var(--metis-border);
  background: var(--metis-bg-raised);
  color: var(--metis-text);
  cursor: pointer;
`;
