import { css } from '@emotion/react';

/**
 * An operation off screen is neither styled nor laid out until the reader nears it (content-visibility): a
 * long reference page (/api/session: eight operations, 7,000 elements) laid out and shaped all of them
 * before its first paint. Until then it holds the height estimated from its content (--operation-size, see
 * operationSize), and once laid out its real one (`auto`). Find-in-page and anchors reach it: the browser
 * lays out what they reveal.
 */
export const operation = css`
  margin: 1rem 0 2.5rem;
  scroll-margin-top: 5rem;
  content-visibility: auto;
  contain-intrinsic-block-size: auto var(--operation-size, 150rem);
`;

export const endpoint = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 1rem;
  padding: 0.55rem 0.75rem;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  background: var(--metis-bg-soft);
  direction: ltr /* @noflip */;
  text-align: left /* @noflip */;
`;

const METHOD_COLOURS: Record<string, string> = {
  GET: 'var(--metis-info)',
  POST: 'var(--metis-tip)',
  PUT: 'var(--metis-warning)',
  PATCH: 'var(--metis-warning)',
  DELETE: 'var(--metis-danger)',
};

export const method = (m: string) => css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 700;
  font-size: 0.8rem;
  padding: 0.1rem 0.5rem;
  border-radius: 4px;
  color: var(--metis-primary-contrast);
  background: ${METHOD_COLOURS[m] ?? 'var(--metis-primary)'};
`;

export const path = css`
  font-size: 0.95rem;
  word-break: break-all;
  background: none;
`;

export const meta = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0 0 1rem;
  font-size: 0.92rem;
  & dt {
    font-weight: 600;
    color: var(--metis-text-muted);
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const sectionTitle = css`
  font-size: 1rem;
  font-weight: 700;
  margin: 1.5rem 0 0.5rem;
`;

export const note = css`
  font-size: 0.9rem;
  color: var(--metis-text-muted);
`;

export const response = css`
  margin: 0.5rem 0;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  & > summary {
    cursor: pointer;
    padding: 0.5rem 0.75rem;
    display: flex;
    gap: 0.6rem;
    align-items: baseline;
  }
  & > div {
    padding: 0 0.75rem 0.75rem;
  }
`;

export const status = (code: string) => css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 700;
  color: ${code.startsWith('2') ? 'var(--metis-tip)' : code.startsWith('4') ? 'var(--metis-warning)' : 'var(--metis-danger)'};
`;
