import fs from 'fs';
import { listContentFiles } from './contentFiles';

/**
 * Gatsby writes `window.___chunkMapping`, the JavaScript files of every page, into every page's HTML (a
 * slice stitched in at build): 9 KB per page at 45 pages, linear in the page count, so 400 KB per page at
 * 2,000. Gatsby 5 writes it as a JSON string its loader never parses, so the only reader (the prefetch of
 * other pages' code when their links scroll into view) finds nothing in it already; an empty map changes
 * no behaviour. Viewport prefetch fetches page data only, and hover, touch and focus load a page's code
 * through webpack's own chunk map.
 */
const CHUNK_MAPPING = /window\.___chunkMapping=(?:"(?:[^"\\]|\\.)*"|\{[^<]*?\});/;
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping="{}";';

export function emptyChunkMapping(html: string): string {
  return html.replace(CHUNK_MAPPING, EMPTY_CHUNK_MAPPING);
}

/** Rewrites every built HTML file (and the scripts slice) with the empty map; returns how many changed. */
export function emptyChunkMappings(publicDir: string): number {
  let changed = 0;
  for (const file of listContentFiles(publicDir, ['.html'])) {
    const html = fs.readFileSync(file, 'utf8');
    const next = emptyChunkMapping(html);
    if (next === html) continue;
    fs.writeFileSync(file, next);
    changed++;
  }
  return changed;
}
