/**
 * Which files of a build the service worker keeps for offline reading, and under which URL: one rule for
 * the build (src/node/serviceWorker.ts globs public/ and keeps what this accepts) and the worker (which
 * decides how each URL is served from the same kinds).
 *
 * - shell: the app's scripts and styles, and the font. Content-hashed, so served cache-first. Saved by every
 *   worker at install, on any connection: a page of this build then never asks the server for a chunk a
 *   later deploy deleted, and any saved page can start offline.
 * - library: every page's HTML, page data (incl. app-data and static queries), the search index and the
 *   images pages show. HTML and page data are network-first; search files are content-hashed. Saved whole
 *   after the first visit where the connection allows, else page by page as the reader opens them.
 */
/** A revisioned file's revision: the first this many hex digits of its SHA-256 (build and worker agree). */
export const REVISION_HEX_DIGITS = 32;

export type OfflineKind = 'page' | 'data' | 'script' | 'font' | 'search' | 'image';
export type OfflineGroup = 'shell' | 'library';

/** A webpack content hash in a file name (`app-deff0758ba14905e39c4.js`), as server/deploy-rules.mjs. */
const HASHED_SCRIPT = /[.-][0-9a-f]{16,}\.(?:js|css)$/;

/** Build files that are never saved: other hosts' rules, tools' inputs, Gatsby's build-only slices, Partytown. */
const NEVER = [
  /^_/,
  /^~partytown\//,
  /^webpack\.stats\.json$/,
  /^chunk-map\.json$/,
  /^sw\.js$/,
  /\.LICENSE\.txt$/,
  /\.(?:br|gz|map)$/,
];

/**
 * The URL a built file is requested by, for a path relative to public/ (`concepts/qa/index.html`): a page's
 * HTML is requested by its route (`/concepts/qa`, `/` for the home page), as the site links and the server
 * answers; every other file by its own path. `404.html` stays a file: the server answers unknown paths with it.
 */
export function urlOfBuiltFile(relativePath: string): string {
  const rel = relativePath.split('\\').join('/').replace(/^\/+/, '');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return '/' + rel.slice(0, -'/index.html'.length);
  return '/' + rel;
}

/** What a URL of this origin is, for offline reading, or null when it is not saved. */
export function offlineKind(url: string): OfflineKind | null {
  const path = url.replace(/[?#].*$/, '');
  const rel = path.replace(/^\/+/, '');
  if (NEVER.some((re) => re.test(rel))) return null;
  if (rel.startsWith('page-data/') && rel.endsWith('.json')) return 'data';
  if (/^search-index(?:\.[0-9a-f]+\.json|\/[0-9a-f]+\/[^/]+\.json)$/.test(rel)) return 'search';
  if (rel.startsWith('static/') && rel.endsWith('.woff2')) return 'font';
  if (!rel.includes('/') && HASHED_SCRIPT.test(rel)) return 'script';
  if (rel.startsWith('img/') && /\.(?:svg|png|jpe?g|webp|gif)$/.test(rel)) return 'image';
  // A route: no extension in its last segment (`/`, `/introduction`, `/disable.index` is the one route with a
  // dot, and the not-found page's HTML).
  if (rel === '404.html' || isRoute(path)) return 'page';
  return null;
}

/** The site's routes have no extension but one (`/disable.index`); files always have a known one. */
const FILE_EXTENSION =
  /\.(?:html|js|mjs|css|json|txt|md|xml|yaml|yml|svg|png|jpe?g|webp|gif|ico|woff2?|webmanifest|pdf|zip)$/i;

/** A page route of the site: `/`, or an absolute path without a trailing slash or a file extension. */
export function isRoute(path: string): boolean {
  if (path === '/') return true;
  return path.startsWith('/') && !path.endsWith('/') && !FILE_EXTENSION.test(path);
}

export function groupOf(kind: OfflineKind): OfflineGroup {
  return kind === 'script' || kind === 'font' ? 'shell' : 'library';
}

/** Content-addressed: the URL changes whenever the bytes do, so the cached copy never goes stale. */
export function isContentHashed(kind: OfflineKind): boolean {
  return kind === 'script' || kind === 'font' || kind === 'search';
}

/** The route whose page data a `/page-data/<route>/page-data.json` URL holds, or null for other data files. */
export function routeOfPageData(url: string): string | null {
  const m = /^\/page-data\/(.+)\/page-data\.json$/.exec(url.replace(/[?#].*$/, ''));
  if (!m || m[1] === 'sq' || m[1].startsWith('sq/')) return null;
  if (m[1] === 'index') return '/';
  if (m[1] === '404.html') return '/404.html';
  return '/' + m[1];
}

/** The page-data URL of a route (as Gatsby's loader requests it). */
export function pageDataUrlOf(route: string): string {
  if (route === '/') return '/page-data/index/page-data.json';
  return `/page-data${route}/page-data.json`;
}
