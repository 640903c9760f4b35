import { css } from '@emotion/react';
import { layout, mq } from '../../theme/tokens';

/** The document and, on desktop, its table of contents beside it. */
export const docRow = css`
  display: flex;
  align-items: flex-start;
  gap: 2rem;
  padding: 0 1rem;
  ${mq.desktop} {
    padding: 0 2rem;
  }
`;

export const article = css`
  flex: 1 1 auto;
  min-width: 0;
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: 1.5rem 0 3rem;
`;

/** Pages without the sidebar keep the same measure, centred. */
export const articleWide = css`
  max-width: ${layout.contentMaxWidth + 80}px;
`;

export const title = css`
  font-size: 2rem;
  line-height: 1.4;
  margin: 0.5rem 0 1.5rem;
`;

/** Prose rhythm for Persian text: generous line height, comfortable measure. */
export const markdown = css`
  h2 {
    font-size: 1.5rem;
    margin: 2.5rem 0 1rem;
  }
  h3 {
    font-size: 1.2rem;
    margin: 2rem 0 0.75rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.1rem;
  }
  li + li {
    margin-top: 0.3rem;
  }
  /* stylis reads a selector that starts with ':' as '&:', so the descendant space must be explicit. */
  & :not(pre) > code {
    background: var(--metis-code-inline-bg);
    border-radius: 4px;
    padding: 0.1rem 0.35rem;
    overflow-wrap: anywhere;
  }
  /* In tables an identifier stays whole and the table scrolls in its own group instead. */
  & td > code,
  & th > code {
    overflow-wrap: normal;
    white-space: nowrap;
  }
  blockquote {
    margin: 1.25rem 0;
    padding: 0.25rem 1rem;
    border-left: 4px solid var(--metis-border);
    color: var(--metis-text-muted);
  }
`;
