import fs from 'fs';
import { performance } from 'perf_hooks';
import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { endMismatchBuild, failPatch } from '../patches/_mismatchBuild';
import { PatchDidNotApply, patchApplied } from '../patches/_report';
import { checkServerStyleTags } from '../patches/emotionServerStyles';
import { gatsbyPageScripts, rewriteBuiltScripts } from '../patches/gatsbyPageScripts';
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
  // Slices and other HTML Gatsby writes (404.html) carry the map and the entry scripts too; they are not
  // pages, so they are not counted.
  for (const file of listContentFiles(publicDir, ['.html'])) {
    if (pageFiles.has(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const next = rewriteBuiltScripts(html);
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

/** Runs one step and records how long it took, for the build's one line of step times. */
async function timed(times: string[], name: string, step: () => unknown): Promise<void> {
  const started = performance.now();
  try {
    await step();
  } finally {
    times.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Everything that runs once the HTML is written: the built pages are finished and checked (the empty chunk
 * map, the patches' checks), the files generated from the documents (Markdown twins, sitemap, robots.txt,
 * llms.txt), the service worker, whose file list holds the final pages; then, at once, the serving rules for
 * static hosts (_headers, _redirects, nginx), whose CSP hashes the final HTML, with the compression of every
 * text file, sw.js included, in a process of their own (src/node/deployFiles.ts), and the link check in this
 * one. The link check only reads the HTML and the generated files; the other writes only new files beside
 * them. A build with METIS_PATCH_MISMATCH (the fixture test's) fails last, listing the patches that did not
 * apply (src/patches/_mismatchBuild.ts). The terminal gets one line with each step's time.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const times: string[] = [];
  await timed(times, 'finish pages', () => finishBuiltPages(builtRoutes(args.getNodesByType), args.reporter));
  await timed(times, 'twins, sitemap, llms.txt', () => writeDiscoverabilityFiles(args));
  await timed(times, 'service worker', async () => {
    try {
      await writeServiceWorker(args);
    } catch (error) {
      args.reporter.panicOnBuild(
        `Could not write the service worker (src/node/serviceWorker): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  // The deploy files' process starts at once; this process checks the links meanwhile.
  const deploy = timed(times, 'deploy files and compression (own process)', () =>
    emitDeployFiles(args, options, () => undefined),
  );
  await timed(times, 'link check (meanwhile)', () => checkLinks?.(args, options, () => undefined));
  await deploy;
  args.reporter.info(`onPostBuild steps: ${times.join(', ')}`);
  endMismatchBuild((message) => args.reporter.panicOnBuild(message));
};
