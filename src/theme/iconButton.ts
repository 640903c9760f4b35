import { css } from '@emotion/react';

/** A square button holding one icon (the menu, the drawer's close, the colour mode). */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--metis-text);
  cursor: pointer;
  &:hover {
    background: var(--metis-bg-soft);
  }
`;
