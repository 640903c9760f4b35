import type { ReactElement } from 'react';

/**
 * Gatsby's inline scripts, made the same text on every page.
 *
 * - `gatsby-script-loader` sets `window.pagePath` with the path written into the script, so every page
 *   had a script of its own, and the site-wide Content-Security-Policy (one sha256 per distinct inline
 *   script, sent with every response) grew by a hash per page: 3 KB of header on every request at 45
 *   pages, past hosts' header limits at a few hundred. The path now rides in a data attribute the one
 *   script reads.
 *
 * Gatsby's chunk map, the other per-build inline script, is emptied after the build (it is stitched in
 * from a slice, after this hook): see src/node/chunkMapping.ts.
 */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/$/;

type ScriptElement = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;

export function samePageScripts(components: ReactElement[]): ReactElement[] {
  return components.map((component) => {
    const el = component as ScriptElement;
    if (el?.type !== 'script') return component;
    const html = el.props.dangerouslySetInnerHTML?.__html ?? '';
    if (el.props.id === 'gatsby-script-loader') {
      const m = PAGE_PATH.exec(html.trim());
      if (!m) return component;
      const path = JSON.parse(`"${m[1]}"`) as string;
      return <script key={el.key ?? 'script-loader'} id="gatsby-script-loader" data-page-path={path} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />;
    }
    return component;
  });
}
