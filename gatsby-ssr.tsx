import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { Helmet } from 'react-helmet';
import { Root } from './src/app/Root';
import { startServerPage } from './src/browser/emotionCache';
import { SERVER_STYLE_ATTRIBUTE } from './src/patches/emotionServerStyles';
import { siteConfig } from './src/config/site';
import { announcementScript, colorModeScript, hashRepairScript } from './src/browser/prePaint';
import { fontFiles } from './src/browser/fonts';
import { samePageScripts } from './src/patches/gatsbyPageScripts';
import { translate } from './src/i18n/translate';
import { PROGRESS_LABEL_ATTRIBUTE } from './src/components/ProgressBar/label';
import { deferredFiles } from './src/components/Deferred/files';
import { DEFERRED_FILES_ATTRIBUTE } from './src/browser/deferredCode';
import { createHelmetPageTurn } from './src/patches/helmetPageTurn';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

/** Between a page's render and gatsby-plugin-react-helmet's read of its head, no other page renders. */
const helmetTurn = createHelmetPageTurn(Helmet);

/**
 * Pages take turns where they are rendered for readers: `gatsby build` (stage build-html). `gatsby develop`
 * (stage develop-html, inlined by Gatsby's webpack) renders no page on the server: its one HTML shell goes
 * through onRenderBody and onPreRenderHTML with an empty body and no replaceRenderer (Gatsby 5.16's
 * cache-dir/develop-static-entry.js), and the browser writes each page's head. A turn there has no page
 * to belong to: endTurn threw for the shell, Gatsby then waited 15 s for "/"'s query results to report
 * the failure and `gatsby develop` exited ("Couldn't get query results for "/"").
 */
const inTurn = process.env.BUILD_STAGE !== 'develop-html';

/**
 * `lang` and `dir` are in the static HTML itself, set once here; nothing else sets `dir` but LTR islands.
 * The page's head (title, description, canonical, OpenGraph…) is written by gatsby-plugin-react-helmet's
 * onRenderBody, in this same synchronous pass over every plugin's onRenderBody: ending the page's turn
 * here lets the next page render only after it.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  if (inTurn) helmetTurn.endTurn(pathname);
  setHtmlAttributes({
    lang: siteConfig.locale.htmlLang,
    dir: siteConfig.locale.direction,
    // The progress bar's name (src/components/ProgressBar/label.ts): the first load carries no string table.
    ...{ [PROGRESS_LABEL_ATTRIBUTE]: translate('theme.ProgressBar.label') },
    // The deferred code, prefetched after `load` (src/browser/deferredCode.ts).
    ...{ [DEFERRED_FILES_ATTRIBUTE]: deferredFiles() || undefined },
  });
  setHeadComponents([
    // Before any script reads it: a malformed URL fragment made decodable (src/browser/prePaint).
    <script key="hash-repair" dangerouslySetInnerHTML={{ __html: hashRepairScript }} />,
    // Before anything paints: the stored colour mode and a dismissed announcement, as attributes on
    // <html> that CSS keys off. The same text on every page (one CSP hash each).
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
    <script key="announcement" dangerouslySetInnerHTML={{ __html: announcementScript }} />,
    // The Persian subset is needed for the first line of text on every page; the rest of the Arabic script
    // and Latin are left to unicode-range. crossOrigin is required for font preloads even on our own origin.
    <link
      key="font-preload"
      rel="preload"
      href={fontFiles.persian}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};

/**
 * One synchronous render per page, in its turn (src/patches/helmetPageTurn): react-helmet's state is then
 * this page's when the plugin reads it. Emotion's default server rendering writes <style> next to each
 * component inside <body>; we collect the rules this page uses into <style> tags in <head>: valid HTML,
 * styled before any script runs, adopted where they are by the browser cache (see adoptServerStyles) so
 * nothing is inserted twice.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  pathname,
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const render = () => {
    const cache = startServerPage();
    const server = createEmotionServer(cache);
    const { html, styles } = server.extractCriticalToChunks(renderToString(bodyComponent as ReactElement));
    setHeadComponents(
      // Global styles get a tag of their own (`css-global NAME`), so <Global> does not insert its rules a
      // second time (duplicate @font-face rules would make the browser track each font twice); component
      // rules share one `css …` tag.
      styles
        .filter((chunk) => chunk.css)
        .map((chunk) => (
          <style
            key={`emotion-${chunk.key}-${chunk.ids[0] ?? ''}`}
            {...{ [SERVER_STYLE_ATTRIBUTE]: `${chunk.key} ${chunk.ids.join(' ')}` }}
            dangerouslySetInnerHTML={{ __html: chunk.css }}
          />
        )),
    );
    replaceBodyHTMLString(html);
  };
  // GATSBY_EXPERIMENTAL_DEV_SSR renders pages in develop too, without a turn (see inTurn).
  return inTurn ? helmetTurn.renderInTurn(pathname, render) : render();
};

/** Helmet's tags (title first) before the styles and scripts, as they were before the plugin wrote them. */
function helmetFirst(components: ReactElement[]): ReactElement[] {
  const flat: ReactElement[] = components.flat(Infinity as 1);
  const fromHelmet = (c: ReactElement) =>
    Boolean((c?.props as Record<string, unknown> | undefined)?.['data-react-helmet']);
  return [...flat.filter(fromHelmet), ...flat.filter((c) => !fromHelmet(c))];
}

/**
 * The head is checked to be the page's own (a loud build failure otherwise) and ordered; Gatsby's
 * per-page inline scripts are made identical on every page (see src/patches/gatsbyPageScripts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = getHeadComponents() as ReactElement[];
  if (inTurn) helmetTurn.checkOwnHead(pathname, head);
  replaceHeadComponents(helmetFirst(head));
  replacePostBodyComponents(samePageScripts(getPostBodyComponents() as ReactElement[]));
};
