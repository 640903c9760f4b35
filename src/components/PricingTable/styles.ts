import { css } from '@emotion/react';

export const table = css`
  border-collapse: collapse;
  width: 100%;
  /* Wider than a phone: on narrow screens the region scrolls instead of squeezing the ids. */
  min-width: 30rem;
  font-size: 0.95rem;
  th,
  td {
    padding: 0.55rem 0.8rem;
    border-bottom: 1px solid var(--metis-border);
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: var(--metis-bg-soft);
    font-weight: 700;
  }
  tbody th {
    font-weight: 400;
  }
  tr:last-child > * {
    border-bottom: 0;
  }
`;

export const caption = css`
  caption-side: top;
  text-align: start;
  padding: 0.6rem 0.8rem;
  font-weight: 700;
  color: var(--metis-text);
  border-bottom: 1px solid var(--metis-border);
`;

/* Provider and model ids are LTR islands; aligned to the end so they line up with the RTL header. */
export const idCell = css`
  white-space: nowrap;
  text-align: end;
  code {
    background: var(--metis-code-inline-bg);
    padding: 0.1rem 0.35rem;
    border-radius: 4px;
    font-size: 0.9em;
  }
`;

export const priceHeader = css`
  min-width: 7rem;
`;

export const sourceCell = css`
  font-size: 0.85rem;
  color: var(--metis-text-muted);
`;

export const priceCell = css`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
