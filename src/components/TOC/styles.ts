import { css } from '@emotion/react';
import { layout, mq } from '../../theme/tokens';

export const desktop = css`
  display: none;
  ${mq.desktop} {
    display: block;
    position: sticky;
    top: ${layout.navbarHeight + 16}px;
    max-height: calc(100vh - ${layout.navbarHeight + 32}px);
    overflow-y: auto;
    width: 240px;
    flex: 0 0 240px;
    padding-left: 1rem;
    border-left: 1px solid var(--metis-border);
    font-size: 0.875rem;
  }
`;

export const heading = css`
  margin: 0 0 0.5rem;
  font-size: 0.9rem;
  font-weight: 700;
  color: var(--metis-text);
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    padding-left: 0.9rem;
  }
  li {
    margin: 0.2rem 0;
  }
  a {
    display: block;
    padding: 0.1rem 0.4rem;
    border-left: 2px solid transparent;
    color: var(--metis-text-muted);
    text-decoration: none;
    line-height: 1.6;
  }
  a:hover {
    color: var(--metis-link);
  }
  a[aria-current='location'] {
    color: var(--metis-link);
    font-weight: 700;
    border-left-color: var(--metis-link);
  }
`;

export const collapsible = css`
  margin: 0 0 1.5rem;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  background: var(--metis-bg-soft);
  ${mq.desktop} {
    display: none;
  }
  summary {
    cursor: pointer;
    padding: 0.5rem 1rem;
    font-weight: 600;
  }
`;

export const collapsibleBody = css`
  padding: 0 0.75rem 0.75rem;
`;
