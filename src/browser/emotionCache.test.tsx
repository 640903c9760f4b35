/**
 * @jest-environment node
 */
import { CacheProvider, css, Global, keyframes } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createRtlCache, getEmotionCache, startServerPage } from './emotionCache';

/** Renders styles through the real cache the way server rendering does, and returns the extracted CSS. */
function cssOf(styles: ReturnType<typeof css>, global = false): string {
  const cache = createRtlCache();
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const { css: out } = extractCritical(
    renderToString(
      <CacheProvider value={cache}>{global ? <Global styles={styles} /> : <div css={styles} />}</CacheProvider>,
    ),
  );
  return out;
}

it('mirrors physical properties written in left-to-right terms', () => {
  const out = cssOf(css`
    margin-left: 1rem;
    padding-right: 2px;
    left: 0;
    border-left: 1px solid red;
    text-align: left;
  `);
  expect(out).toContain('margin-right:1rem');
  expect(out).toContain('padding-left:2px');
  expect(out).toContain('right:0');
  expect(out).toContain('border-right:1px solid red');
  expect(out).toContain('text-align:right');
  expect(out).not.toContain('margin-left');
});

it('flips translateX, but not translate3d: the drawer slides with translateX so it mirrors', () => {
  expect(
    cssOf(css`
      transform: translateX(10px);
    `),
  ).toContain('translateX(-10px)');
  expect(
    cssOf(css`
      transform: translate3d(-100%, 0, 0);
    `),
  ).toContain('translate3d(-100%, 0, 0)');
  expect(
    cssOf(css`
      /* @noflip */
      transform: translateX(10px);
    `),
  ).toContain('translateX(10px)');
});

it('mirrors inside keyframes, which go through the same cache', () => {
  const slide = keyframes`
    from { transform: translateX(-100%); }
    to { transform: translateX(0); }
  `;
  expect(
    cssOf(css`
      animation: ${slide} 1s;
    `),
  ).toMatch(/@keyframes[^{]+\{from\{[^}]*transform:translateX\(100%\)/);
});

it('turns `direction: ltr` into rtl: LTR islands must take their direction from a dir attribute', () => {
  const out = cssOf(css`
    direction: ltr;
  `);
  expect(out).toContain('direction:rtl');
  expect(out).not.toContain('direction:ltr');
});

it('keeps a declaration marked /* @noflip */, and only that declaration', () => {
  const out = cssOf(css`
    /* @noflip */
    direction: ltr;
    margin-left: 4px;
  `);
  expect(out).toContain('direction:ltr');
  expect(out).toContain('margin-right:4px');
});

it('keeps the mirror transform of direction-bearing icons as written', () => {
  const out = cssOf(css`
    [dir='rtl'] & {
      /* @noflip */
      transform: scaleX(-1);
    }
  `);
  expect(out).toContain('transform:scaleX(-1)');
  expect(out).toMatch(/\[dir='rtl'\] \.css-/);
});

it('mirrors global styles too, which go through the same cache', () => {
  const out = cssOf(
    css`
      blockquote {
        border-left: 4px solid;
      }
    `,
    true,
  );
  expect(out).toContain('border-right:4px solid');
});

it('extracts rules for the head instead of writing <style> into the body', () => {
  const cache = createRtlCache();
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const {
    html,
    css: out,
    ids,
  } = extractCritical(
    renderToString(
      <CacheProvider value={cache}>
        <p
          css={css`
            color: red;
          `}
        >
          x
        </p>
      </CacheProvider>,
    ),
  );
  expect(html).not.toContain('<style');
  expect(out).toContain('color:red');
  expect(ids.length).toBe(1);
});

it('separates global styles into their own chunk, which <Global> adopts at hydration', () => {
  const cache = createRtlCache();
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { styles } = extractCriticalToChunks(
    renderToString(
      <CacheProvider value={cache}>
        <Global
          styles={css`
            @font-face {
              font-family: X;
              src: url(/x.woff2);
            }
          `}
        />
        <p
          css={css`
            margin-left: 1px;
          `}
        >
          x
        </p>
      </CacheProvider>,
    ),
  );
  const global = styles.find((s) => s.key === 'css-global');
  const components = styles.find((s) => s.key === 'css');
  expect(global?.css).toContain('@font-face');
  expect(components?.css).toContain('margin-right:1px');
  expect(components?.css).not.toContain('@font-face');
});

describe('on the server, one cache per page', () => {
  const red = css`
    color: red;
  `;
  const blue = css`
    color: blue;
  `;
  /** A page as gatsby-ssr renders it: a fresh cache, the tree reading getEmotionCache(), the rules extracted. */
  function renderPage(first: typeof red, second: typeof red): string {
    const cache = startServerPage();
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const { styles } = extractCriticalToChunks(
      renderToString(
        <CacheProvider value={getEmotionCache()}>
          <p css={first} />
          <p css={second} />
        </CacheProvider>,
      ),
    );
    return styles.map((s) => s.css).join('');
  }

  it("lists a page's rules in the order that page renders them, whatever was rendered before", () => {
    const alone = renderPage(blue, red);
    renderPage(red, blue);
    // With one cache per process, the page above had put red first for every later page.
    expect(renderPage(blue, red)).toBe(alone);
    expect(alone.indexOf('color:blue')).toBeLessThan(alone.indexOf('color:red'));
  });

  it('gives the tree the cache of the page being rendered, which writes no tags into the body', () => {
    const cache = startServerPage();
    expect(getEmotionCache()).toBe(cache);
    expect(cache.compat).toBe(true);
    expect(startServerPage()).not.toBe(cache);
  });
});
