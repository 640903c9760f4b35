import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { definitionFromNodes, downloadFiles, DOWNLOADS } from './apiReference';
import { contentDir } from './contentDir';
import { listContentFiles } from './contentFiles';
import { followSaves } from './developSaves';
import { discoverabilityFiles } from './discoverability';
import { developSearchIndex, SEARCH_INDEX_PREFIX } from './searchIndex';
import { SHARD_FOLDER } from '../lib/search/shardWriter';

/**
 * The files a build writes after its pages (src/node/postBuild.ts, src/node/searchIndex.ts) served by
 * `gatsby develop` from the current nodes, so the authoring server has what the built site has: each
 * page's Markdown twin (the «copy as Markdown» button), llms.txt, llms-full.txt, sitemap.xml, robots.txt,
 * the search index and the definition's downloads (/postman). Each is made when it is asked for, from the content as it is then, never in the
 * edit loop; the deploy rules and the link check stay build-only.
 */

/** What the develop server serves from nodes (paths under the site root). */
const MADE_ON_REQUEST = /^\/(?:.+\.md|llms\.txt|llms-full\.txt|sitemap\.xml|robots\.txt)$/;

/** Bumped by createPages whenever the content may have changed: the files are made again on the next request. */
let generation = 0;
export function contentChanged(): void {
  generation += 1;
}

/**
 * Gatsby's develop server serves public/ before any route of ours, and public/ may still hold the last
 * build's files: the ones develop makes from nodes are removed, or they would be served stale.
 */
export function removeBuiltFiles(publicDir: string): number {
  if (!fs.existsSync(publicDir)) return 0;
  const stale = [
    ...listContentFiles(publicDir, ['.md']),
    ...['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', ...Object.values(DOWNLOADS)]
      .map((f) => path.join(publicDir, f))
      .filter((f) => fs.existsSync(f)),
    ...fs
      .readdirSync(publicDir)
      .filter((f) => f.startsWith(SEARCH_INDEX_PREFIX) && f.endsWith('.json'))
      .map((f) => path.join(publicDir, f)),
  ];
  for (const file of stale) fs.rmSync(file, { force: true });
  fs.rmSync(path.join(publicDir, SHARD_FOLDER), { recursive: true, force: true });
  return stale.length;
}

/** The parts of Express (Gatsby's develop server) used here. */
interface Request {
  path: string;
}
interface Response {
  set(name: string, value: string): void;
  send(body: string): void;
}
type Next = () => void;
interface App {
  get(path: string, handler: (req: Request, res: Response, next: Next) => void): void;
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, actions, getNodesByType, reporter }) => {
  const removed = removeBuiltFiles(path.resolve('public'));
  if (removed)
    reporter.info(
      `develop: ${removed} files of the last build removed from public/; they are made from the content when asked for`,
    );
  // One terminal line per save of the content, and no save left unread (./developSaves).
  followSaves({
    contentDir,
    publicDir: path.resolve('public'),
    getNodesByType,
    createNodeField: actions.createNodeField,
    reporter,
  });
  let made: { generation: number; files: Map<string, string> } | null = null;
  const downloads = new Set(Object.values(DOWNLOADS).map((rel) => `/${rel}`));
  (app as App).get('*', (req, res, next) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    let text: string | null = null;
    if (urlPath.startsWith(`/${SEARCH_INDEX_PREFIX}`) || urlPath.startsWith(`/${SHARD_FOLDER}/`)) {
      text = developSearchIndex.file(urlPath);
    } else if (downloads.has(urlPath)) {
      const doc = definitionFromNodes(getNodesByType);
      text = doc ? (downloadFiles(doc).find(([rel]) => `/${rel}` === urlPath)?.[1] ?? null) : null;
    } else if (MADE_ON_REQUEST.test(urlPath)) {
      if (!made || made.generation !== generation)
        made = { generation, files: discoverabilityFiles({ getNodesByType, reporter }).files };
      text = made.files.get(urlPath) ?? null;
    }
    if (text === null) return next();
    res.set('Content-Type', TYPES[path.extname(urlPath)] ?? 'text/plain; charset=utf-8');
    res.set('Cache-Control', 'no-store');
    res.send(text);
  });
};
