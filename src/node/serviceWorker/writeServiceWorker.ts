import fs from 'fs';
import path from 'path';
import type { Node, Reporter } from 'gatsby';
import { injectManifest } from 'workbox-build';
import { flattenSidebar } from '../../lib/sidebar';
import { builtRoutes } from '../builtPages';
import { navigationFromNodes, NavigationCategory, NavigationDoc } from '../navigation';
import { bundleAssets } from './bundleAssets';
import { buildOwnership } from './buildOwnership';
import { compileWorker } from './compileWorker';
import { offlineTemplate } from './offlineTemplate';
import { GLOB_IGNORES, GLOB_PATTERNS, MAX_FILE_BYTES, workerManifestTransform } from './workerManifest';

export const WORKER_FILE = 'sw.js';
export const KILL_SWITCH_FILE = 'sw-kill-switch.js';

/**
 * `GATSBY_SERVICE_WORKER=off npm run build` builds the rollback: /sw.js is the kill switch and the pages
 * register nothing (src/app/offline/schedule reads the same variable). docs/deploy.md says when.
 */
export function workerDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GATSBY_SERVICE_WORKER === 'off';
}

/** Where the kill switch of a build in `publicDir` goes: deploy/, beside deploy/nginx.conf, outside the published folder. */
export const killSwitchPath = (publicDir: string) =>
  path.join(path.dirname(path.resolve(publicDir)), 'deploy', KILL_SWITCH_FILE);

type GetNodesByType = (type: string) => Node[];

/** Every document's title by route, in the sidebar's order, then the pages the sidebar does not list. */
export function titlesInReadingOrder(getNodesByType: GetNodesByType): Array<[string, string]> {
  const docs = getNodesByType('Mdx') as unknown as NavigationDoc[];
  const titles = new Map(docs.map((d) => [d.fields.route, d.frontmatter.title] as [string, string]));
  const order = flattenSidebar(
    navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]),
  ).map((l) => l.route);
  const routes = [...new Set([...order, ...[...titles.keys()].sort()])].filter((r) => titles.has(r));
  return routes.map((r) => [r, titles.get(r) as string]);
}

/**
 * After the pages are final and before they are compressed: public/sw.js, compiled from src/serviceWorker
 * with Workbox's injectManifest over the build's own files (src/node/serviceWorker/workerManifest), and the
 * kill switch in deploy/ (docs/deploy.md, «Rolling the worker back»). With the worker turned off, the kill
 * switch is written as public/sw.js instead.
 */
export async function writeServiceWorker({
  getNodesByType,
  reporter,
  publicDir = path.resolve('public'),
}: {
  getNodesByType: GetNodesByType;
  reporter: Reporter;
  publicDir?: string;
}) {
  const started = Date.now();
  const killSwitch = killSwitchPath(publicDir);
  await compileWorker({ entry: 'src/serviceWorker/killSwitch.ts', outputFile: killSwitch });
  const worker = path.join(publicDir, WORKER_FILE);
  if (workerDisabled()) {
    fs.copyFileSync(killSwitch, worker);
    reporter.warn(
      `GATSBY_SERVICE_WORKER=off: public/${WORKER_FILE} is the kill switch; readers' saved copies are removed as they return.`,
    );
    return;
  }
  const assets = bundleAssets();
  if (!assets)
    throw new Error(
      'the browser bundle did not record its files (src/node/serviceWorker/bundleAssets is wired in src/node/webpack.ts)',
    );
  const searchEntry = (getNodesByType('SearchIndex')[0] as unknown as { url?: string } | undefined)?.url ?? null;
  const own = buildOwnership({ publicDir, pagePaths: builtRoutes(getNodesByType), assets, searchEntry });
  const appData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as {
    webpackCompilationHash: string;
  };
  const source = path.resolve('.cache', 'metis-worker', WORKER_FILE);
  await compileWorker({
    entry: 'src/serviceWorker/index.ts',
    outputFile: source,
    defines: {
      __METIS_WORKER_CONFIG__: {
        build: appData.webpackCompilationHash,
        offlinePage: offlineTemplate({ publicDir, titles: titlesInReadingOrder(getNodesByType) }),
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: source,
    swDest: worker,
    globDirectory: publicDir,
    globPatterns: GLOB_PATTERNS,
    globIgnores: GLOB_IGNORES,
    maximumFileSizeToCacheInBytes: MAX_FILE_BYTES,
    manifestTransforms: [workerManifestTransform(publicDir, own)],
  });
  for (const warning of warnings) reporter.warn(`Service worker: ${warning}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  reporter.info(
    `Service worker: public/${WORKER_FILE} lists ${count} files (${(size / 1e6).toFixed(2)} MB); kill switch in ${path.relative(process.cwd(), killSwitch)}; ${seconds} s`,
  );
}
