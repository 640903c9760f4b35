import { css } from '@emotion/react';

/** The small × that dismisses a notice: the notice's own colour, no box of its own. */
export const closeButton = css`
  flex: none;
  display: inline-flex;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: 0.25rem;
  border-radius: 6px;
`;
