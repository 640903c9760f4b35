import { css } from '@emotion/react';

export { visuallyHidden } from '../../theme/visuallyHidden';

export const form = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 4.25rem 0.75rem 1rem;
  border-bottom: 1px solid var(--metis-border);
`;

export const inputIcon = css`
  width: 1.2rem;
  height: 1.2rem;
  flex: none;
  color: var(--metis-text-muted);
`;

export const input = css`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 0;
  background: transparent;
  color: var(--metis-text);
  font: inherit;
  font-size: 1.1rem;
  /* No ::placeholder rule: stylis's prefixer expands it into rules that stylis-plugin-rtl then fails on. */
  &:focus {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const body = css`
  flex: 1;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.5rem 0.75rem 0.75rem;
  &:focus-visible {
    outline: 3px solid var(--metis-focus);
    outline-offset: -3px;
  }
`;

export const hint = css`
  margin: 0;
  padding: 1.5rem 0.5rem;
  color: var(--metis-text-muted);
  text-align: center;
  p {
    margin: 0.25rem 0;
  }
`;

export const noResults = css`
  color: var(--metis-text);
  font-weight: 600;
`;

export const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const group = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

export const groupTitle = css`
  padding: 0.5rem 0.5rem 0.25rem;
  color: var(--metis-primary);
  font-size: 0.85rem;
  font-weight: 700;
`;

export const option = css`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  background: var(--metis-bg);
  color: var(--metis-text);
  text-decoration: none;
  overflow-wrap: anywhere;
  min-width: 0;
  scroll-margin: 0.5rem;
  &[data-active] {
    border-color: var(--metis-primary);
    background: var(--metis-primary);
    color: var(--metis-primary-contrast);
  }
  &[data-active] mark {
    background: transparent;
    color: inherit;
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const optionHeading = css`
  font-weight: 600;
`;

export const snippet = css`
  font-size: 0.875rem;
  line-height: 1.7;
  color: var(--metis-text-muted);
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const mark = css`
  padding: 0 0.1em;
  border-radius: 3px;
  background: var(--metis-highlight-line);
  color: var(--metis-primary);
  font-weight: 700;
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  padding: 0.6rem 1rem;
  border-top: 1px solid var(--metis-border);
  background: var(--metis-bg-soft);
  color: var(--metis-text-muted);
  font-size: 0.8rem;
  @media (max-width: 600px) {
    display: none;
  }
`;

export const key = css`
  display: inline-block;
  min-width: 1.4rem;
  margin: 0 0.1rem;
  padding: 0 0.3rem;
  border: 1px solid var(--metis-border);
  border-radius: 4px;
  background: var(--metis-bg-raised);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  text-align: center;
`;
