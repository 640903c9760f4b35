import { css } from '@emotion/react';

/**
 * Lets the browser skip style, layout and paint of a block while it is off screen (content-visibility),
 * holding its place with an estimated height until it has been rendered once and then with the real one
 * (`auto`). Long API pages laid out every code sample and schema table at load: on a throttled phone that
 * was over a second of style and layout before the page could respond. Find-in-page and anchors still
 * reach skipped content. The containment clips what overflows the block, so the clip is widened by the
 * focus ring's width: a focused table or summary at the block's edge keeps its whole outline.
 */
export const renderWhenVisible = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
  overflow-clip-margin: 6px;
`;
