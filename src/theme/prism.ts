import { css } from '@emotion/react';

/**
 * Colours for the token classes gatsby-remark-prismjs writes at build time (no highlighter ships to
 * the browser). Code is an LTR island, so nothing here may mirror.
 */
export const prismTheme = css`
  .gatsby-highlight {
    background: var(--metis-code-bg);
    color: var(--metis-code-text);
    overflow: auto;
    direction: ltr /* @noflip */;
    text-align: left /* @noflip */;
  }
  .gatsby-highlight pre[class*='language-'] {
    margin: 0;
    padding: 1rem 1.25rem;
    background: transparent;
    overflow: visible;
    float: left /* @noflip */;
    min-width: 100%;
    line-height: 1.6;
    tab-size: 2;
    white-space: pre;
  }
  .gatsby-highlight-code-line {
    display: block;
    background: var(--metis-highlight-line);
    margin: 0 -1.25rem;
    padding: 0 1.25rem;
    border-left: 3px solid var(--metis-primary) /* @noflip */;
  }
  .token.comment,
  .token.prolog,
  .token.doctype,
  .token.cdata {
    color: var(--metis-token-comment);
    font-style: italic;
  }
  .token.punctuation {
    color: var(--metis-token-punctuation);
  }
  .token.property,
  .token.tag,
  .token.constant,
  .token.symbol,
  .token.deleted {
    color: var(--metis-token-property);
  }
  .token.boolean,
  .token.number {
    color: var(--metis-token-number);
  }
  .token.selector,
  .token.attr-name,
  .token.string,
  .token.char,
  .token.builtin,
  .token.inserted {
    color: var(--metis-token-string);
  }
  .token.operator,
  .token.entity,
  .token.url {
    color: var(--metis-token-punctuation);
  }
  .token.atrule,
  .token.attr-value,
  .token.keyword {
    color: var(--metis-token-keyword);
  }
  .token.function,
  .token.class-name {
    color: var(--metis-token-function);
  }
  .token.regex,
  .token.important,
  .token.variable {
    color: var(--metis-token-number);
  }
`;
