/**
 * Patch: Gatsby's page-path inline script, made the same text on every page.
 *
 * What it changes: in `onPreRenderHTML`, the post-body `<script id="gatsby-script-loader">` whose text is
 * `window.pagePath="/route";` becomes a script with the constant text PAGE_PATH_SCRIPT and the path in a
 * `data-page-path` attribute.
 *
 * Why: every page had a script of its own, so the site-wide Content-Security-Policy (one sha256 per
 * distinct inline script, sent with every response) grew by a hash per page: 3 KB of header on every
 * request at 45 pages, past hosts' header limits at a few hundred. Gatsby has no option to move the path
 * out of the script text.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/static-entry.js writes
 * `/*<![CDATA[*\/window.pagePath="…";/*]]>*\/` into `gatsby-script-loader`).
 *
 * Check (after the build, on the written HTML, see checkPagePathScripts): every page must carry the
 * constant script and no `window.pagePath="…"` text; otherwise the build fails naming this patch.
 */
import type { ReactElement } from 'react';
import { everyPage, mismatchRequested } from './_report';

export const PATCH = 'samePagePathScript';

export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/$/;
const NEVER = /(?!)/;

type ScriptElement = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;

export function samePageScripts(components: ReactElement[], env?: NodeJS.ProcessEnv): ReactElement[] {
  const pattern = mismatchRequested(PATCH, env) ? NEVER : PAGE_PATH;
  return components.map((component) => {
    const el = component as ScriptElement;
    if (el?.type !== 'script' || el.props.id !== 'gatsby-script-loader') return component;
    const m = pattern.exec((el.props.dangerouslySetInnerHTML?.__html ?? '').trim());
    if (!m) return component;
    const path = JSON.parse(`"${m[1]}"`) as string;
    return (
      <script
        key={el.key ?? 'script-loader'}
        id="gatsby-script-loader"
        data-page-path={path}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
  });
}

/**
 * The check on the built pages (see everyPage): every page carries the shared script and no
 * `window.pagePath="…"` text.
 */
export function checkPagePathScripts() {
  const check = everyPage(PATCH, {
    applied: 'share one pagePath script',
    missing: 'still carry their own pagePath script',
  });
  return {
    ...check,
    page: (route: string, html: string) =>
      check.page(route, html.includes(`>${PAGE_PATH_SCRIPT}</script>`) && !/window\.pagePath="/.test(html)),
  };
}
