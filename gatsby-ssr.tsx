import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { Helmet } from 'react-helmet';
import { Root } from './src/app/Root';
import { getEmotionCache } from './src/app/emotionCache';
import { siteConfig } from './src/config/site';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

/** `lang` and `dir` are in the static HTML itself, set once here; nothing else sets `dir` but LTR islands. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
};

/**
 * One synchronous render per page, and everything that reads global render state taken in the same tick:
 * - Emotion's default server rendering writes <style> next to each component inside <body>. We collect
 *   the rules this page uses into one <style> in <head>: valid HTML, styled before any script runs,
 *   adopted by the browser cache at hydration (same key) so nothing is inserted twice.
 * - react-helmet keeps the head in module-global state. Gatsby 5 renders two pages at once per worker,
 *   and gatsby-plugin-react-helmet reads that state later, in onRenderBody, after the other page may have
 *   rendered: pages got each other's <title> (seen: /api/bot titled as /api/audio). Reading it right
 *   after renderToString, before anything can interleave, gives every page its own head.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = getEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(renderToString(bodyComponent as ReactElement));
  const helmet = Helmet.renderStatic();
  // react-helmet's types say one element; at run time each is an array of elements.
  const all = (c: { toComponent(): unknown }) => c.toComponent() as ReactElement[];
  setHeadComponents([
    ...all(helmet.title),
    ...all(helmet.meta),
    ...all(helmet.link),
    ...all(helmet.script),
    <style key="emotion" data-emotion={`${cache.key} ${ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />,
  ]);
  replaceBodyHTMLString(html);
};
