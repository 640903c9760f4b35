/**
 * @jest-environment node
 */
import { CacheProvider, css, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createRtlCache } from '../browser/emotionCache';
import { adoptServerStyles, checkServerStyleTags, SERVER_STYLE_ATTRIBUTE } from './emotionServerStyles';

describe('adopting the server rules in the browser', () => {
  function serverHead() {
    const cache = createRtlCache();
    cache.compat = true;
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const element = (
      <CacheProvider value={cache}>
        <Global
          styles={css`
            body {
              margin-left: 0;
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
      </CacheProvider>
    );
    const { styles } = extractCriticalToChunks(renderToString(element));
    return styles
      .map((s) => `<style ${SERVER_STYLE_ATTRIBUTE}="${s.key} ${s.ids.join(' ')}">${s.css}</style>`)
      .join('');
  }

  it('marks every server rule inserted and never inserts the server global styles again', () => {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    const dom = new JSDOM(`<!doctype html><html><head>${serverHead()}</head><body></body></html>`);
    const cache = createRtlCache();
    const inserted: string[] = [];
    cache.insert = (_selector, serialized) => {
      inserted.push(serialized.name);
      return undefined;
    };
    adoptServerStyles(cache, dom.window.document);
    const ids = [...dom.window.document.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)].flatMap((n) =>
      n.getAttribute(SERVER_STYLE_ATTRIBUTE)!.split(' ').slice(1),
    );
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(cache.inserted[id]).toBe(true);
    // What <Global> does on mount: insert without checking. A server rule is skipped, a new one is not.
    cache.insert('', { name: ids[0], styles: '', next: undefined }, cache.sheet, false);
    cache.insert('', { name: 'new-rule', styles: '', next: undefined }, cache.sheet, false);
    expect(inserted).toEqual(['new-rule']);
  });

  it('leaves a page without server rules to Emotion as usual', () => {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    const cache = createRtlCache();
    const insert = cache.insert;
    adoptServerStyles(cache, new JSDOM('<!doctype html><head></head>').window.document);
    expect(cache.insert).toBe(insert);
  });

  it('fails naming the patch when the cache no longer has the shape it adopts into', () => {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    const cache = { ...createRtlCache(), insert: undefined };
    expect(() => adoptServerStyles(cache as never, new JSDOM('').window.document)).toThrow(
      /^patch emotionServerStyles did not apply: the Emotion cache/,
    );
  });
});

describe('the check on the built pages', () => {
  const page = (head: string) =>
    `<html><head>${head}</head><body><style ${SERVER_STYLE_ATTRIBUTE}="css x">.x{}</style></body></html>`;
  const tags = `<style ${SERVER_STYLE_ATTRIBUTE}="css-global a">@font-face{}</style><style ${SERVER_STYLE_ATTRIBUTE}="css b c">.b{}</style>`;

  it('is applied when every page carries the global and component tags in <head>', () => {
    const check = checkServerStyleTags();
    check.page('/', page(tags));
    check.page('/404', page(tags));
    expect(check.done()).toBe('2 of 2 pages carry server style tags the browser cache adopts in place');
  });

  it('names the pages without them', () => {
    const check = checkServerStyleTags();
    check.page('/', page(tags));
    check.page('/api/session', page(''));
    expect(() => check.done()).toThrow(
      /patch emotionServerStyles did not apply: 1 of 2 pages have no <style data-ssr-styles> tags in <head> to adopt \(\/api\/session\)/,
    );
  });
});
