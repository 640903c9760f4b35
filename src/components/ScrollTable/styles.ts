import { css } from '@emotion/react';
import { renderWhenVisible } from '../../theme/renderWhenVisible';

export const region = css`
  overflow-x: auto;
  margin: 1.25rem 0;
  border: 1px solid var(--metis-border);
  border-radius: 8px;
  ${renderWhenVisible('10rem')}
`;

export const table = css`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.95rem;
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid var(--metis-border);
    text-align: start;
    vertical-align: top;
  }
  th {
    background: var(--metis-bg-soft);
    font-weight: 700;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;
