import { css } from '@emotion/react';
import { withoutScripts } from '../../theme/noScript';

export const container = css`
  margin: 1.25rem 0;
`;

export const tabList = css`
  /* Without scripts the buttons cannot switch: every panel shows under its own label instead. */
  ${withoutScripts} & {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid var(--metis-border);
`;

export const tab = css`
  appearance: none;
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  color: var(--metis-text-muted);
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 0.9rem;
  margin-bottom: -1px;
  border-radius: 6px 6px 0 0;
  &:hover {
    background: var(--metis-bg-soft);
    color: var(--metis-text);
  }
  &[aria-selected='true'] {
    color: var(--metis-primary);
    border-bottom-color: var(--metis-primary);
  }
`;

export const panel = css`
  ${withoutScripts} &[hidden] {
    display: block;
  }
  padding-top: 0.5rem;
  & > :first-of-type {
    margin-top: 0.5rem;
  }
`;

/** Each panel's label, shown above it only without scripts (with them, the tab is the label). */
export const panelLabel = css`
  display: none;
  ${withoutScripts} & {
    display: block;
    margin: 0.75rem 0 0;
    font-weight: 700;
    color: var(--metis-text-muted);
  }
`;
