/**
 * Patch: the browser's Emotion cache adopts the style tags the server wrote, where they are.
 *
 * What it changes: the browser cache's `inserted` map gets every rule id the server wrote into
 * `<style data-ssr-styles="KEY id id…">` tags in <head> (gatsby-ssr extracts them), and `cache.insert` is
 * wrapped so it skips those ids. `<Global>` calls `cache.insert` directly, without looking at `inserted`,
 * so without the wrapper every global rule (fonts, the Prism theme) would be inserted a second time.
 *
 * Why: Emotion's own hydration looks for `style[data-emotion]` tags and moves each into its sheet's place
 * in <head> when the cache starts and again when <Global> mounts; each move of a stylesheet makes the
 * browser restyle and lay out the whole page: three extra layouts of a long API page, 100+ ms each on a
 * throttled phone. Emotion has no option to adopt tags in place.
 *
 * Checked against: @emotion/cache 11.14.0, @emotion/react 11.14.0 (Global's `insertStyles`/`cache.insert`).
 *
 * Check: at start, the cache must have the shape adopted here (an `insert` function and an `inserted`
 * map), or adopting throws, naming this patch. After the build, every page must carry the server tags
 * this adopts (checkServerStyleTags). The fixture test (e2e/patches.test.mjs) loads a built page in
 * Chromium and checks that no server rule was inserted a second time and no tag moved.
 */
import type { EmotionCache } from '@emotion/cache';
import { didNotApply, everyPage, mismatchRequested } from './_report';

export const PATCH = 'emotionServerStyles';

/**
 * The attribute on the <style> tags gatsby-ssr writes into <head>: the cache key (`css` or `css-global`)
 * followed by the ids of the rules inside. Deliberately not Emotion's own `data-emotion`, which would make
 * Emotion move the tags.
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-ssr-styles';

/**
 * Marks every rule the server already wrote as inserted, so the cache never inserts it again, and lets
 * <Global> skip the global styles it finds there. Returns how many rule ids were adopted.
 */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): number {
  if (typeof cache.insert !== 'function' || !cache.inserted || typeof cache.inserted !== 'object') {
    throw new Error(didNotApply(PATCH, 'the Emotion cache has no insert function or inserted map'));
  }
  const fromServer = new Set<string>();
  root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`).forEach((node) => {
    for (const id of (node.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? '').split(' ').slice(1)) {
      if (!id) continue;
      cache.inserted[id] = true;
      fromServer.add(id);
    }
  });
  if (!fromServer.size) return 0;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    fromServer.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
  return fromServer.size;
}

/**
 * The check on the built pages (see everyPage): every page carries, in <head>, the global and the
 * component tags the browser adopts.
 */
export function checkServerStyleTags(env?: NodeJS.ProcessEnv) {
  const attribute = mismatchRequested(PATCH, env) ? `${SERVER_STYLE_ATTRIBUTE}-mismatch` : SERVER_STYLE_ATTRIBUTE;
  const check = everyPage(PATCH, {
    applied: 'carry server style tags the browser cache adopts in place',
    missing: `have no <style ${SERVER_STYLE_ATTRIBUTE}> tags in <head> to adopt`,
  });
  return {
    ...check,
    page(route: string, html: string) {
      const head = html.slice(0, html.indexOf('</head>'));
      check.page(
        route,
        head.includes(`<style ${attribute}="css-global `) && head.includes(`<style ${attribute}="css `),
      );
    },
  };
}
