import { css } from '@emotion/react';

/** A notice box in the colours of a tone (the admonition tokens): the page-load error, the offline and update notices. */
export const noticeBox = (tone: 'danger' | 'warning' | 'info') => css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--metis-${tone});
  border-inline-start-width: 6px;
  border-radius: 8px;
  background: var(--metis-${tone}-bg);
  color: var(--metis-text);
`;

/** A notice fixed at the bottom of the viewport (the offline and update notices), so the page does not move. */
export const floatingNotice = (tone: 'warning' | 'info', maxWidth: string) => css`
  ${noticeBox(tone)};
  position: fixed;
  inset-inline: 1rem;
  bottom: 1rem;
  z-index: 1100;
  max-width: ${maxWidth};
  margin: 0 auto;
  box-shadow: var(--metis-shadow);
`;

/** Above the page (not instead of it), in the reading width, marked as a failure. */
export const banner = css`
  ${noticeBox('danger')};
  max-width: 60rem;
  margin: 1rem auto;
`;

export const title = css`
  font-size: 1.25rem;
  line-height: 1.5;
  margin: 0 0 0.25rem;
  color: var(--metis-danger);
`;

export const text = css`
  margin: 0;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;
