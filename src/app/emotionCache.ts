import createCache, { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The one Emotion cache, shared by server rendering and the browser. Components are written in
 * left-to-right terms and stylis-plugin-rtl mirrors them, so an LTR locale would be a change of cache,
 * not a rewrite. `prepend` keeps our rules below nothing else, and the key matches the server's
 * extracted <style data-emotion="css …"> so the browser adopts it instead of inserting rules again.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixer as never, rtlPlugin as never], prepend: true });
}

let browserCache: EmotionCache | null = null;

/** One cache per browser session; on the server one per process, with styles extracted per page. */
export function getEmotionCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createRtlCache();
    // On the server, styles are collected and moved into <head> by gatsby-ssr instead of being written
    // as <style> tags next to each component inside <body>.
    if (typeof document === 'undefined') browserCache.compat = true;
  }
  return browserCache;
}
