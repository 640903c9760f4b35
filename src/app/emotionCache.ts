import createCache, { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The attribute on the <style> tags gatsby-ssr writes into <head>: the cache key (`css` or `css-global`)
 * followed by the ids of the rules inside. Deliberately not Emotion's own `data-emotion`: Emotion moves
 * the tags it recognises to another place in <head> when its cache starts and again when <Global>
 * mounts, and each move of a stylesheet makes the browser restyle and lay out the whole page (three
 * extra layouts of a long API page, 100+ ms each on a throttled phone). We adopt the tags where they are.
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-ssr-styles';

/**
 * The one Emotion cache, shared by server rendering and the browser. Components are written in
 * left-to-right terms and stylis-plugin-rtl mirrors them, so an LTR locale would be a change of cache,
 * not a rewrite. Rules inserted in the browser go in a tag appended to <head>, after the server's, so
 * the cascade order is the one the server rendered.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixer as never, rtlPlugin as never] });
}

/**
 * Marks every rule the server already wrote as inserted, so the cache never inserts it again, and lets
 * <Global> skip the global styles it finds there (it calls insert directly, without checking).
 */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): void {
  const fromServer = new Set<string>();
  root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`).forEach((node) => {
    for (const id of (node.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? '').split(' ').slice(1)) {
      if (!id) continue;
      cache.inserted[id] = true;
      fromServer.add(id);
    }
  });
  if (!fromServer.size) return;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => (fromServer.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache));
}

let browserCache: EmotionCache | null = null;

/** One cache per browser session; on the server one per process, with styles extracted per page. */
export function getEmotionCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createRtlCache();
    // On the server, styles are collected and moved into <head> by gatsby-ssr instead of being written
    // as <style> tags next to each component inside <body>.
    if (typeof document === 'undefined') browserCache.compat = true;
    else adoptServerStyles(browserCache);
  }
  return browserCache;
}
