import createCache, { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { adoptServerStyles } from '../patches/emotionServerStyles';

// The server's style tags are adopted in place by a patch of Emotion's cache: see src/patches/emotionServerStyles.
export { SERVER_STYLE_ATTRIBUTE } from '../patches/emotionServerStyles';

/**
 * The one Emotion cache, shared by server rendering and the browser. Components are written in
 * left-to-right terms and stylis-plugin-rtl mirrors them, so an LTR locale would be a change of cache,
 * not a rewrite. Rules inserted in the browser go in a tag appended to <head>, after the server's, so
 * the cascade order is the one the server rendered.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixer as never, rtlPlugin as never] });
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
