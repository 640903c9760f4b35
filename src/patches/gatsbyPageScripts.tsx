/**
 * Patch: the inline scripts Gatsby writes into every page (gatsby/cache-dir/static-entry.js and the
 * `_gatsby-scripts` slice it stitches in), in two ways. One module because both rewrite what that one
 * Gatsby file writes, so an upgrade has one place to look; each part keeps its own check on every page,
 * and a part that missed a page is named with it.
 *
 * Part "page path" (samePageScripts, from gatsby-ssr's `onPreRenderHTML`): the post-body
 * `<script id="gatsby-script-loader">` whose text is `window.pagePath="/route";` becomes a script with the
 * constant text PAGE_PATH_SCRIPT and the path in a `data-page-path` attribute. Why: every page had a
 * script of its own, so the site-wide Content-Security-Policy (one sha256 per distinct inline script, sent
 * with every response) grew by a hash per page: 3 KB of header on every request at 45 pages, past hosts'
 * header limits at a few hundred. Gatsby has no option to move the path out of the script text. The
 * browser runtime reads the path back (gatsbyBrowserRuntime, part "served page path").
 *
 * Part "chunk map" (emptyChunkMapping, after the build in src/node/postBuild.ts):
 * `window.___chunkMapping="…"` in every HTML file becomes `window.___chunkMapping="{}";`. Why: Gatsby
 * writes the JavaScript files of every page into every page's HTML: 9 KB per page at 45 pages, linear in
 * the page count, so 400 KB per page at 2,000. Gatsby 5 writes it as a JSON string its loader never
 * parses, so the only reader (the prefetch of other pages' code when their links scroll into view) finds
 * nothing in it already; an empty map changes no behaviour. Viewport prefetch fetches page data only, and
 * hover, touch and focus load a page's code through webpack's own chunk map. The map is stitched in after
 * every SSR hook, so nothing public can leave it out.
 *
 * Part "entry after paint" (entryAfterPaint, after the build with the chunk map): the slice's entry scripts
 * (`<script src="/webpack-runtime-….js" async>`, framework, app) become one inline script, the same on every
 * page, that adds them once the page has painted (the next frame's task; at once in a hidden tab, which paints
 * nothing). Why: async scripts that arrive before the first frame run before it, so the document waited behind
 * React's and Gatsby's evaluation (Lighthouse's trace: first paint after the app's start-up, the lead paragraph
 * with it). Nothing needs the code before the reader's first interaction, which adds the scripts at once
 * (src/lib/firstInteraction.ts, src/browser/deferredCode.ts); a reader without JavaScript gets the same HTML.
 * Gatsby has no option for when its entry scripts load.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/static-entry.js writes
 * `/*<![CDATA[*\/window.pagePath="…";/*]]>*\/` into `gatsby-script-loader`, and the `_gatsby-scripts`
 * slice writes `window.___chunkMapping="…"`).
 *
 * Check (after the build, on the written HTML, see gatsbyPageScripts()): every page must carry the constant
 * path script and no `window.pagePath="…"` text (part "page path"), must have had its chunk map emptied
 * (part "chunk map") and its three entry scripts replaced (part "entry after paint"); otherwise the build fails
 * naming this patch and each part that missed a page. The mismatch (METIS_PATCH_MISMATCH) is the module's:
 * every part then matches nothing.
 */
import type { ReactElement } from 'react';
import { FIRST_INTERACTIONS, INTERACTED_EARLY } from '../lib/firstInteraction';
import { everyPageParts, mismatchRequested } from './_report';

export const PATCH = 'gatsbyPageScripts';

const NEVER = /(?!)/;

// Part "page path".

export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/$/;

type ScriptElement = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;

/** onPreRenderHTML: Gatsby's post-body components, with the page's own path script made the shared one. */
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

const hasSharedPathScript = (html: string) =>
  html.includes(`>${PAGE_PATH_SCRIPT}</script>`) && !/window\.pagePath="/.test(html);

// Part "chunk map".

const CHUNK_MAPPING = /window\.___chunkMapping=(?:"(?:[^"\\]|\\.)*"|\{[^<]*?\});/;
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping="{}";';

/** Any HTML file Gatsby wrote (pages, slices): its chunk map emptied. */
export function emptyChunkMapping(html: string, env?: NodeJS.ProcessEnv): string {
  return html.replace(mismatchRequested(PATCH, env) ? NEVER : CHUNK_MAPPING, EMPTY_CHUNK_MAPPING);
}

// Part "entry after paint".

const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;
const ENTRY_NAMES = ['webpack-runtime', 'framework', 'app'];
/** When the entry scripts load if no first contentful paint was reported. */
export const ENTRY_FALLBACK_MS = 1000;

/**
 * The inline script that adds the entry scripts once the first contentful paint is on screen (Paint Timing
 * reports it after the frame is presented; a frame callback runs before it), at once in a hidden tab, and
 * after ENTRY_FALLBACK_MS whatever happens (a browser without Paint Timing). A reader's interaction before then
 * (src/lib/firstInteraction.ts) adds them at once and leaves the mark the deferred code's schedule reads,
 * so a scroll to the footer before the code came still wakes the footer. The same text for every page.
 */
export const entryLoader = (files: string[]) =>
  `(function(){var f=${JSON.stringify(files)},i=${JSON.stringify(FIRST_INTERACTIONS)},d=0;` +
  `function l(){if(d)return;d=1;f.forEach(function(u){` +
  `var s=document.createElement("script");s.src=u;document.body.appendChild(s)})}` +
  `function t(e){if(e.type==="scroll"&&e.target!==document)return;window.${INTERACTED_EARLY}=1;` +
  `i.forEach(function(n){removeEventListener(n,t,true)});l()}` +
  `i.forEach(function(n){addEventListener(n,t,{capture:true,passive:true})});` +
  `if(document.visibilityState==="hidden")return l();setTimeout(l,${ENTRY_FALLBACK_MS});` +
  `try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){` +
  `if(e.name==="first-contentful-paint")setTimeout(l)})}).observe({type:"paint",buffered:true})}catch(e){}})();`;

/** Any HTML file Gatsby wrote: its entry scripts, where it has exactly Gatsby's three, added after paint. */
export function entryAfterPaint(html: string, env?: NodeJS.ProcessEnv): string {
  if (mismatchRequested(PATCH, env)) return html;
  const found = [...html.matchAll(ENTRY_SCRIPT)];
  const names = found.map((m) => m[1].replace(/^\/|-[0-9a-f]{16,}\.js$/g, ''));
  if (names.join() !== ENTRY_NAMES.join()) return html;
  const files = found.map((m) => m[1]);
  const [first] = found;
  const rest = html.slice(first.index).replace(ENTRY_SCRIPT, '');
  return `${html.slice(0, first.index)}<script>${entryLoader(files)}</script>${rest}`;
}

/** Any HTML file Gatsby wrote (pages, slices, 404.html) with both after-build parts applied. */
export const rewriteBuiltScripts = (html: string, env?: NodeJS.ProcessEnv) =>
  entryAfterPaint(emptyChunkMapping(html, env), env);

const hasEntryLoader = (html: string) =>
  html.includes('function l(){if(d)return;d=1;f.forEach(') && !new RegExp(ENTRY_SCRIPT.source).test(html);

const hasEmptyChunkMap = (html: string) =>
  html.includes(EMPTY_CHUNK_MAPPING) && !CHUNK_MAPPING.test(html.replace(EMPTY_CHUNK_MAPPING, ''));

/**
 * The built pages, one at a time (`page` returns the page's new HTML, its chunk map emptied), each checked
 * for both parts (see everyPageParts): `done()` is the evidence of each, or fails naming each part that
 * missed a page.
 */
export function gatsbyPageScripts(env?: NodeJS.ProcessEnv) {
  const check = everyPageParts(PATCH, {
    'page path': { applied: 'share one pagePath script', missing: 'still carry their own pagePath script' },
    'chunk map': { applied: 'carry an empty chunk map', missing: 'kept or lacked window.___chunkMapping' },
    'entry after paint': {
      applied: 'add the entry scripts after the first paint',
      missing: "still load Gatsby's entry scripts from the parser, or lack them",
    },
  });
  return {
    ...check,
    page(route: string, html: string): string {
      const next = rewriteBuiltScripts(html, env);
      check.page(route, {
        'page path': hasSharedPathScript(next),
        'chunk map': hasEmptyChunkMap(next),
        'entry after paint': hasEntryLoader(next),
      });
      return next;
    },
  };
}
