import { css } from '@emotion/react';
import { layout, mq } from '../../theme/tokens';

/** Desktop: a column of its own, sticky under the navbar and scrolling independently of the page. */
export const aside = css`
  display: none;
  ${mq.desktop} {
    display: block;
    /* As tall as the page, so the sticky column inside has room to stick. */
    align-self: stretch;
    flex: 0 0 ${layout.sidebarWidth}px;
    width: ${layout.sidebarWidth}px;
    border-right: 1px solid var(--metis-border);
  }
`;

export const sticky = css`
  position: sticky;
  top: ${layout.navbarHeight}px;
  max-height: calc(100vh - ${layout.navbarHeight}px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem 0.5rem 2rem;
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    padding-left: 0.75rem;
    margin-top: 0.15rem;
  }
`;

export const item = css`
  margin: 0.1rem 0;
`;

const row = css`
  display: flex;
  align-items: center;
  width: 100%;
  padding: 0.4rem 0.75rem;
  border-radius: 6px;
  color: var(--metis-text);
  text-decoration: none;
  line-height: 1.6;
  font: inherit;
  text-align: left;
  &:hover {
    background: var(--metis-bg-soft);
  }
`;

export const link = css`
  ${row};
  &[aria-current='page'] {
    background: var(--metis-active-bg);
    color: var(--metis-active-text);
    font-weight: 700;
  }
`;

export const categoryButton = css`
  ${row};
  justify-content: space-between;
  border: 0;
  background: transparent;
  cursor: pointer;
  font-weight: 600;
  & > svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='false'] > svg {
    transform: rotate(90deg);
  }
`;
