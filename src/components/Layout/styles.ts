import { css } from '@emotion/react';
import { layout } from '../../theme/tokens';

export const skipLink = css`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 1000;
  padding: 0.5rem 1rem;
  background: var(--metis-primary);
  color: var(--metis-primary-contrast);
  border-radius: 6px;
  &:focus {
    top: 0.5rem;
  }
`;

export const header = css`
  position: sticky;
  top: 0;
  z-index: 100;
  height: ${layout.navbarHeight}px;
  background: var(--metis-bg-raised);
  box-shadow: var(--metis-shadow);
`;

export const nav = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  padding: 0 1rem;
`;

export const brand = css`
  font-weight: 800;
  font-size: 1.25rem;
  color: var(--metis-text);
  text-decoration: none;
`;

export const items = css`
  display: flex;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const main = css`
  display: block;
  min-height: calc(100vh - ${layout.navbarHeight}px - 6rem);
  &:focus {
    outline: none;
  }
`;

export const footer = css`
  padding: 2rem 1rem;
  background: var(--metis-bg-soft);
  color: var(--metis-text-muted);
  text-align: center;
`;
