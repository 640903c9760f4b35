import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { Helmet } from 'react-helmet';
import { Root } from './src/app/Root';
import { getEmotionCache, SERVER_STYLE_ATTRIBUTE } from './src/app/emotionCache';
import { siteConfig } from './src/config/site';
import { announcementScript, colorModeScript } from './src/app/prePaint';
import { fontFiles } from './src/app/fonts';
import { samePageScripts } from './src/patches/samePagePathScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

/** `lang` and `dir` are in the static HTML itself, set once here; nothing else sets `dir` but LTR islands. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  setHeadComponents([
    // Before anything paints: the stored colour mode and a dismissed announcement, as attributes on
    // <html> that CSS keys off. The same text on every page (one CSP hash each).
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    <script key="announcement" dangerouslySetInnerHTML={{ __html: announcementScript }} />,
    // The Persian subset is needed for the first line of text on every page; the Latin one is left to
    // unicode-range. crossOrigin is required for font preloads even on our own origin.
    <link key="font-preload" rel="preload" href={fontFiles.arabic} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

/**
 * One synchronous render per page, and everything that reads global render state taken in the same tick:
 * - Emotion's default server rendering writes <style> next to each component inside <body>. We collect
 *   the rules this page uses into <style> tags in <head>: valid HTML, styled before any script runs,
 *   adopted where they are by the browser cache (see adoptServerStyles) so nothing is inserted twice.
 * - react-helmet keeps the head in module-global state. Gatsby 5 renders two pages at once per worker,
 *   and gatsby-plugin-react-helmet reads that state later, in onRenderBody, after the other page may have
 *   rendered: pages got each other's <title> (seen: /api/bot titled as /api/audio). Reading it right
 *   after renderToString, before anything can interleave, gives every page its own head.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = getEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(renderToString(bodyComponent as ReactElement));
  const helmet = Helmet.renderStatic();
  // react-helmet's types say one element; at run time each is an array of elements.
  const all = (c: { toComponent(): unknown }) => c.toComponent() as ReactElement[];
  setHeadComponents([
    ...all(helmet.title),
    ...all(helmet.meta),
    ...all(helmet.link),
    ...all(helmet.script),
    // Global styles get a tag of their own (`css-global NAME`), so <Global> does not insert its rules a
    // second time (duplicate @font-face rules would make the browser track each font twice); component
    // rules share one `css …` tag.
    ...styles
      .filter((chunk) => chunk.css)
      .map((chunk) => (
        <style
          key={`emotion-${chunk.key}-${chunk.ids[0] ?? ''}`}
          {...{ [SERVER_STYLE_ATTRIBUTE]: `${chunk.key} ${chunk.ids.join(' ')}` }}
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )),
  ]);
  replaceBodyHTMLString(html);
};

/** Gatsby's per-page inline scripts, made identical on every page (see src/patches/samePagePathScript). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(samePageScripts(getPostBodyComponents() as ReactElement[]));
};
