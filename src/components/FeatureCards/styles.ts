import { css } from '@emotion/react';

export const section = css`
  margin: 0 0 2.5rem;
`;

export const heading = css`
  margin: 0 0 1rem;
  font-size: 1.5rem;
`;

export const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;

export const card = css`
  position: relative;
  margin: 0;
  padding: 1.25rem 1.25rem 1rem;
  border: 1px solid var(--metis-border);
  border-radius: 12px;
  background: var(--metis-bg-raised);
  box-shadow: var(--metis-shadow);
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: var(--metis-primary);
  }
  &:focus-within {
    outline: 3px solid var(--metis-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

export const icon = css`
  display: block;
  color: var(--metis-primary);
  margin-bottom: 0.6rem;
`;

export const title = css`
  margin: 0 0 0.5rem;
  font-size: 1.1rem;
`;

export const link = css`
  color: var(--metis-text);
  text-decoration: none;
  /* The whole card is the click target; the focus ring is drawn by the card (focus-within). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 12px;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const body = css`
  color: var(--metis-text-muted);
  font-size: 0.95rem;
  line-height: 1.8;
  & > p {
    margin: 0;
  }
`;
