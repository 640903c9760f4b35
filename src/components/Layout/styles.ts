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

export const wrapper = css`
  display: flex;
  align-items: flex-start;
  max-width: 1440px;
  margin: 0 auto;
  width: 100%;
`;

export const main = css`
  display: block;
  flex: 1 1 auto;
  min-width: 0;
  min-height: calc(100vh - ${layout.navbarHeight}px - 6rem);
  &:focus {
    outline: none;
  }
`;
