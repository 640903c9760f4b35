import { css, keyframes } from '@emotion/react';
import { iconButton } from '../../theme/iconButton';
import { layout, mq } from '../../theme/tokens';

export { iconButton } from '../../theme/iconButton';
export { visuallyHidden } from '../../theme/visuallyHidden';

export const header = css`
  position: sticky;
  top: 0;
  z-index: 200;
  height: ${layout.navbarHeight}px;
  background: var(--metis-bg-raised);
  box-shadow: var(--metis-shadow);
  transition: transform 0.2s ease;
  &[data-hidden='true'] {
    transform: translate3d(0, -100%, 0);
  }
`;

export const nav = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  height: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 1rem;
`;

export const brand = css`
  font-weight: 800;
  font-size: 1.25rem;
  color: var(--metis-text);
  text-decoration: none;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
`;

export const spacer = css`
  flex: 1;
`;

/**
 * The menu toggle: the scripted button, and the summary of the no-JS disclosure that the static HTML
 * carries in its place. One style for both, so the server always writes its rule and the browser never
 * compiles a style at load: the first rule compiled in the browser runs stylis-plugin-rtl, whose first
 * call builds cssjanus's regular expressions (about 145 ms of a throttled phone's main thread, for this
 * one rule). It exists only below the desktop breakpoint; on a button the summary's marker rules do nothing.
 */
export const menuButton = css`
  ${iconButton};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${mq.desktop} {
    display: none;
  }
`;

/** On narrow screens the items live in the drawer instead. */
export const desktopOnly = css`
  display: none;
  ${mq.desktop} {
    display: flex;
    align-items: center;
  }
`;

export const barItems = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const drawerItems = css`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  border-top: 1px solid var(--metis-border);
`;

export const itemLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.4rem 0.75rem;
  border-radius: 6px;
  color: var(--metis-text);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--metis-bg-soft);
    color: var(--metis-link);
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgba(0, 0, 0, 0.45);
  animation: ${fadeIn} 0.2s ease;
`;

/** The drawer slides in from the start edge (the right in Persian: the plugin mirrors left and translateX). */
export const drawer = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 301;
  display: flex;
  flex-direction: column;
  width: min(85vw, 320px);
  background: var(--metis-bg-raised);
  box-shadow: var(--metis-shadow);
  animation: ${slideIn} 0.2s ease;
  &:focus {
    outline: none;
  }
`;

export const drawerHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${layout.navbarHeight}px;
  padding: 0 0.75rem;
  border-bottom: 1px solid var(--metis-border);
`;

export const drawerBody = css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.5rem;
`;

/** The menu without JavaScript: a <details> in the navbar, its panel dropping below the bar. */
export const noScriptMenu = css`
  ${mq.desktop} {
    display: none;
  }
  &[open] > summary {
    background: var(--metis-bg-soft);
  }
`;

export const noScriptPanel = css`
  position: absolute;
  top: ${layout.navbarHeight}px;
  left: 0; /* flipped to the start edge (right) by the RTL plugin, as the drawer is */
  z-index: 301;
  width: min(85vw, 320px);
  max-height: calc(100vh - ${layout.navbarHeight}px);
  overflow-y: auto;
  padding: 0.5rem;
  background: var(--metis-bg-raised);
  box-shadow: var(--metis-shadow);
`;

export const noScriptList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    padding-inline-start: 0.75rem;
  }
  a {
    display: block;
    padding: 0.35rem 0.5rem;
    border-radius: 6px;
    color: var(--metis-text);
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: var(--metis-active-bg);
    color: var(--metis-active-text);
    font-weight: 600;
  }
`;

export const noScriptCategory = css`
  display: block;
  padding: 0.5rem 0.5rem 0.25rem;
  font-weight: 700;
  color: var(--metis-text-muted);
  a& {
    color: var(--metis-text-muted);
    text-decoration: underline;
  }
`;
