/**
 * Patch: Gatsby's `window.___chunkMapping`, emptied in the built HTML.
 *
 * What it changes: after the build, `window.___chunkMapping="…"` in every HTML file becomes
 * `window.___chunkMapping="{}";`.
 *
 * Why: Gatsby writes the JavaScript files of every page into every page's HTML (a slice stitched in at
 * build): 9 KB per page at 45 pages, linear in the page count, so 400 KB per page at 2,000. Gatsby 5
 * writes it as a JSON string its loader never parses, so the only reader (the prefetch of other pages'
 * code when their links scroll into view) finds nothing in it already; an empty map changes no
 * behaviour. Viewport prefetch fetches page data only, and hover, touch and focus load a page's code
 * through webpack's own chunk map. The map is stitched in after every SSR hook, so nothing public can
 * leave it out.
 *
 * Checked against: gatsby 5.16.1 (the `_gatsby-scripts` slice, cache-dir/static-entry.js).
 *
 * Check: every page built must have had its map emptied (rewrites = pages); otherwise the build fails
 * naming this patch.
 */
import { everyPage, mismatchRequested } from './_report';

export const PATCH = 'emptyChunkMapping';

const CHUNK_MAPPING = /window\.___chunkMapping=(?:"(?:[^"\\]|\\.)*"|\{[^<]*?\});/;
const NEVER = /(?!)/;
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping="{}";';

export function emptyChunkMapping(html: string, env?: NodeJS.ProcessEnv): string {
  return html.replace(mismatchRequested(PATCH, env) ? NEVER : CHUNK_MAPPING, EMPTY_CHUNK_MAPPING);
}

/**
 * Rewrites the built pages one at a time (`page` returns the new HTML), checking each (see everyPage):
 * every page must have had a map, now empty.
 */
export function emptyChunkMappings(env?: NodeJS.ProcessEnv) {
  const check = everyPage(PATCH, {
    applied: 'carry an empty chunk map',
    missing: 'kept or lacked window.___chunkMapping',
  });
  return {
    ...check,
    page(route: string, html: string): string {
      const next = emptyChunkMapping(html, env);
      check.page(
        route,
        next.includes(EMPTY_CHUNK_MAPPING) && !CHUNK_MAPPING.test(next.replace(EMPTY_CHUNK_MAPPING, '')),
      );
      return next;
    },
  };
}
