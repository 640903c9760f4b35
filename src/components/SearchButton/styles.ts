import { css } from '@emotion/react';

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  min-width: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid var(--metis-border);
  border-radius: 999px;
  background: var(--metis-bg-soft);
  color: var(--metis-text-muted);
  font: inherit;
  font-size: 0.95rem;
  cursor: pointer;
  &:hover {
    border-color: var(--metis-primary);
    color: var(--metis-text);
  }
`;

export const icon = css`
  width: 1.1rem;
  height: 1.1rem;
  flex: none;
`;

export const label = css`
  @media (max-width: 600px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const kbd = css`
  padding: 0.05rem 0.4rem;
  border: 1px solid var(--metis-border);
  border-radius: 4px;
  background: var(--metis-bg-raised);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.75rem;
  @media (max-width: 600px) {
    display: none;
  }
`;

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh 1rem 1rem;
  background: rgba(10, 14, 22, 0.55);
  @media (max-width: 600px) {
    padding: 0;
    align-items: stretch;
  }
`;

export const panel = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  max-width: 44rem;
  max-height: 84vh;
  border-radius: 12px;
  background: var(--metis-bg-raised);
  color: var(--metis-text);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  overflow: hidden;
  &:focus {
    outline: none;
  }
  @media (max-width: 600px) {
    max-width: none;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }
`;

export const close = css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  flex: none;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--metis-text-muted);
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  kbd {
    padding: 0.1rem 0.4rem;
    border: 1px solid var(--metis-border);
    border-radius: 4px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
  &:hover {
    color: var(--metis-text);
  }
  &:focus-visible {
    outline: 3px solid var(--metis-focus);
    outline-offset: -3px;
  }
`;

export { visuallyHidden } from '../../theme/visuallyHidden';
