import { css } from '@emotion/react';
import { mq } from '../../theme/tokens';

export const hero = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-items: center;
  padding: 2.5rem 1.5rem;
  margin: 0 0 2rem;
  border-radius: 16px;
  background: linear-gradient(135deg, var(--metis-bg-soft), var(--metis-bg));
  border: 1px solid var(--metis-border);
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    padding: 3.5rem 3rem;
  }
`;

export const text = css`
  min-width: 0;
`;

export const title = css`
  margin: 0 0 0.75rem;
  font-size: clamp(2.2rem, 6vw, 3.4rem);
  line-height: 1.2;
  color: var(--metis-text);
`;

export const tagline = css`
  margin: 0 0 1.75rem;
  font-size: 1.2rem;
  line-height: 1.9;
  color: var(--metis-text-muted);
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const button = css`
  display: inline-block;
  padding: 0.7rem 1.4rem;
  border-radius: 10px;
  font-weight: 700;
  text-decoration: none;
  border: 2px solid var(--metis-primary);
`;

export const primary = css`
  ${button};
  background: var(--metis-primary);
  color: var(--metis-primary-contrast);
  &:hover {
    filter: brightness(1.08);
  }
`;

export const secondary = css`
  ${button};
  background: transparent;
  color: var(--metis-link);
  &:hover {
    background: var(--metis-bg-soft);
  }
`;

export const sample = css`
  margin: 0;
  min-width: 0;
  overflow-x: auto;
  padding: 1.25rem 1.5rem;
  border-radius: 12px;
  background: var(--metis-code-bg);
  color: var(--metis-code-text);
  border: 1px solid var(--metis-border);
  font-size: 0.9rem;
  line-height: 1.7;
  text-align: left /* @noflip */;
`;
