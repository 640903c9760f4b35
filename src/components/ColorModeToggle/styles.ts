import { css } from '@emotion/react';
import { iconButton } from '../../theme/iconButton';

export const button = css`
  ${iconButton};
  border-radius: 50%;
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
