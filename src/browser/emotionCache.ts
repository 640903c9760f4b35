import createCache, { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { adoptServerStyles } from '../patches/emotionServerStyles';

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
let pageCache: EmotionCache | null = null;

/**
 * On the server, a fresh cache for the page about to render (gatsby-ssr's replaceRenderer, one synchronous
 * render at a time), which getEmotionCache returns until the next page. A page's style tags then list its
 * rules in the order that page renders them. One cache per process listed them in the order of every page
 * that process had rendered before, so two builds of one commit wrote 45 of 46 pages differently, and a
 * redeploy of unchanged content changed every page's HTML (and what the service worker fetches again).
 */
export function startServerPage(): EmotionCache {
  pageCache = createRtlCache();
  // Styles are collected and moved into <head> by gatsby-ssr instead of being written as <style> tags
  // next to each component inside <body>.
  pageCache.compat = true;
  return pageCache;
}

/** One cache per browser session; on the server the current page's (startServerPage). */
export function getEmotionCache(): EmotionCache {
  if (typeof document === 'undefined') return pageCache ?? startServerPage();
  if (!browserCache) {
    browserCache = createRtlCache();
    adoptServerStyles(browserCache);
  }
  return browserCache;
}
