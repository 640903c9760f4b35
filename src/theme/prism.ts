import { css } from '@emotion/react';

/**
 * Colours for the token classes gatsby-remark-prismjs writes at build time (no highlighter ships to
 * the browser). Code is an LTR island, so nothing here may mirror.
 */
export const prismTheme = css`
  /* Off-screen code is not styled or laid out until the reader nears it (content-visibility): on a long
     API page its highlighted tokens were most of the page's elements and of its layout time at load.
     The reserved height is the block's real one, from the line count the build writes into
     --code-lines (pre: line-height 1.6 at 0.875em, 1rem padding above and below), so nothing moves
     when it renders; an estimate would make the page jump as one scrolls, and clicks miss. */
  .gatsby-highlight {
    background: var(--metis-code-bg);
    color: var(--metis-code-text);
    overflow: auto;
    direction: ltr /* @noflip */;
    text-align: left /* @noflip */;
    content-visibility: auto;
    contain-intrinsic-block-size: auto calc(var(--code-lines, 1) * 1.4em + 2rem);
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
