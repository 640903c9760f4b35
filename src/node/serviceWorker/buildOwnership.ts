import fs from 'fs';
import path from 'path';
import { OfflineKind, pageDataUrlOf, routeOfPageData } from '../../lib/offline/files';

/**
 * Which files in public/ belong to this build. public/ also holds what earlier builds left (hashed scripts
 * stay for tabs that still run them), and a reader's saved copy must be this build alone.
 */
export interface BuildOwnership {
  /** The browser bundle's files (scripts, the font), as webpack emitted them (./bundleAssets). */
  assets: Set<string>;
  /** The routes Gatsby built pages for (SitePage nodes), and `/404.html`. */
  routes: Set<string>;
  /** The search index's entry file (the SearchIndex node's url), e.g. `/search-index.0123456789ab.json`. */
  searchEntry: string | null;
  /** The static queries the built pages use (their page data's staticQueryHashes). */
  staticQueries: Set<string>;
}

/** A SitePage path as the worker knows the page: no trailing slash (`/404/` is `/404`). */
const asRoute = (pagePath: string) => (pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath);

export function buildOwnership({
  publicDir,
  pagePaths,
  assets,
  searchEntry,
}: {
  publicDir: string;
  pagePaths: string[];
  assets: Set<string>;
  searchEntry: string | null;
}): BuildOwnership {
  const routes = new Set(pagePaths.map(asRoute));
  const staticQueries = new Set<string>();
  for (const route of routes) {
    const file = path.join(publicDir, pageDataUrlOf(route));
    if (!fs.existsSync(file)) continue;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { staticQueryHashes?: string[] };
    for (const hash of data.staticQueryHashes ?? []) staticQueries.add(String(hash));
  }
  return { assets, routes, searchEntry, staticQueries };
}

export function ownedByBuild(url: string, kind: OfflineKind, own: BuildOwnership): boolean {
  switch (kind) {
    case 'script':
    case 'font':
      return own.assets.has(url);
    case 'page':
      return own.routes.has(url);
    case 'data': {
      if (url === '/page-data/app-data.json') return true;
      const query = /^\/page-data\/sq\/d\/([^/]+)\.json$/.exec(url);
      if (query) return own.staticQueries.has(query[1]);
      const route = routeOfPageData(url);
      return route !== null && own.routes.has(route);
    }
    case 'search': {
      if (!own.searchEntry) return false;
      const id = /^\/search-index\.([0-9a-f]+)\.json$/.exec(own.searchEntry)?.[1];
      return url === own.searchEntry || (!!id && url.startsWith(`/search-index/${id}/`));
    }
    case 'image':
      return true;
  }
}
