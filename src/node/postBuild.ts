import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { endMismatchBuild, failPatch } from '../patches/_mismatchBuild';
import { PatchDidNotApply, patchApplied } from '../patches/_report';
import { checkServerStyleTags } from '../patches/emotionServerStyles';
import { emptyChunkMapping, gatsbyPageScripts } from '../patches/gatsbyPageScripts';
import { checkOwnHeads } from '../patches/helmetPageTurn';
import { siteConfig } from '../config/site';
import { builtRoutes, htmlFileFor } from './builtPages';
import { onPostBuild as checkLinks } from './checkLinks';
import { listContentFiles } from './contentFiles';
import { emitDeployFiles } from './deployFiles';
import { writeDiscoverabilityFiles } from './discoverability';
import { writeServiceWorker } from './serviceWorker/writeServiceWorker';

/**
 * One pass over the built HTML, one page in memory at a time: the chunk map is emptied (gatsbyPageScripts)
 * and the patches that change what Gatsby writes check that they applied to every page. Any patch that did not apply fails
 * the build; all of them are listed at once.
 */
export function finishBuiltPages(
  routes: string[],
  reporter: Pick<Reporter, 'panicOnBuild'>,
  publicDir = path.resolve('public'),
) {
  const pageScripts = gatsbyPageScripts();
  const checks = [pageScripts, checkServerStyleTags(), checkOwnHeads(siteConfig.url)];
  const pageFiles = new Set<string>();
  for (const route of routes) {
    const file = htmlFileFor(publicDir, route);
    if (!fs.existsSync(file)) continue;
    pageFiles.add(file);
    const html = fs.readFileSync(file, 'utf8');
    const next = pageScripts.page(route, html);
    if (next !== html) fs.writeFileSync(file, next);
    for (const check of checks.slice(1)) check.page(route, next);
  }
  // Slices and other HTML Gatsby writes carry the map too; they are not pages, so they are not counted.
  for (const file of listContentFiles(publicDir, ['.html'])) {
    if (pageFiles.has(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const next = emptyChunkMapping(html);
    if (next !== html) fs.writeFileSync(file, next);
  }
  const failures: string[] = [];
  for (const check of checks) {
    try {
      patchApplied(check.patch, check.done());
    } catch (error) {
      if (!(error instanceof PatchDidNotApply)) throw error;
      failPatch(error, (e) => failures.push(e.message));
    }
  }
  if (failures.length) reporter.panicOnBuild(failures.join('\n'));
}

/**
 * Everything that runs once the HTML is written, in order: the built pages are finished and checked (the
 * empty chunk map, the patches' checks), the files generated from the documents (Markdown twins, sitemap,
 * robots.txt, llms.txt), then the link check, so links to those files resolve, then the service worker,
 * whose file list holds the final pages, then the serving rules for static hosts (_headers, _redirects,
 * nginx), whose CSP hashes the final HTML, and the compression of every text file, sw.js included. A
 * build with METIS_PATCH_MISMATCH (the fixture test's) fails last, listing the patches that did not apply
 * (src/patches/_mismatchBuild.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  finishBuiltPages(builtRoutes(args.getNodesByType), args.reporter);
  writeDiscoverabilityFiles(args);
  if (checkLinks) await checkLinks(args, options, () => undefined);
  try {
    await writeServiceWorker(args);
  } catch (error) {
    args.reporter.panicOnBuild(
      `Could not write the service worker (src/node/serviceWorker): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await emitDeployFiles(args, options, () => undefined);
  endMismatchBuild((message) => args.reporter.panicOnBuild(message));
};
