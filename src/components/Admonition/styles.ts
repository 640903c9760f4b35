import { css } from '@emotion/react';

export const container = css`
  margin: 1.25rem 0;
  padding: 0.85rem 1.1rem;
  border-radius: 8px;
  border-left: 5px solid;
`;

const kind = (name: string) => css`
  border-left-color: var(--metis-${name});
  background: var(--metis-${name}-bg);
  & > p:first-of-type {
    color: var(--metis-${name});
  }
`;

export const kinds = {
  tip: kind('tip'),
  note: kind('note'),
  info: kind('info'),
  warning: kind('warning'),
  danger: kind('danger'),
};

export const heading = css`
  margin: 0 0 0.35rem;
  font-weight: 700;
`;

export const body = css`
  & > :first-of-type {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
