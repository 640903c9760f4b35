import { css } from '@emotion/react';

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--metis-text);
  cursor: pointer;
  &:hover {
    background: var(--metis-bg-soft);
  }
  /* Before hydration the icon of the stored choice shows through the attribute the pre-paint script set. */
  & > svg {
    display: none;
  }
  html:not([data-theme-choice]) & > svg[data-mode='light'],
  html[data-theme-choice='light'] & > svg[data-mode='light'],
  html[data-theme-choice='dark'] & > svg[data-mode='dark'],
  html[data-theme-choice='system'] & > svg[data-mode='system'] {
    display: block;
  }
`;
