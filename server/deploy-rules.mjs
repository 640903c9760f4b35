// @ts-check
// One source of truth for how the built site is served: URL normalisation, cache lifetimes, content types,
// compression, internal files and security headers. The Node server (server/server.mjs) applies these rules
// per request; the build writes the same rules for static hosts and CDNs (server/emit-deploy-files.mjs →
// public/_headers, public/_redirects, and deploy/nginx.conf outside the published folder), so every way of serving the site behaves
// alike. e2e/serving-checks.mjs holds the checks both real servers (Node and nginx) must pass.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';

/** Revalidated on every use: HTML documents, Gatsby's page data and app data, and any unhashed file. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Content-addressed files: their name changes whenever their bytes do. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker's script (src/serviceWorker, docs/deploy.md): stored but never used without asking the
 * server, so each browser's check for a new deploy reaches the deploy, whatever sits in between.
 */
export const CACHE_NO_CACHE = 'no-cache';
/** A 301 to a route's canonical form: kept an hour, so a wrong one (a route renamed back) does not stay for long. */
export const CACHE_REDIRECT = 'public, max-age=3600';
/** The script a browser registers as the service worker, by request path. */
const WORKER_SCRIPT = '/sw.js';

/** A webpack content hash in a file name (`app-deff0758ba14905e39c4.js`, `styles.1a2b…css`). */
const HASHED_NAME = /[.-][0-9a-f]{16,}\.(?:js|mjs|css)$/;

/**
 * Cache-Control for a request path of a file that exists in ./public. The path must already be decoded and
 * normalised (no `..`, no `%2f`): `/static/..%2fx.js` is `/x.js`, not something under /static/.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname === WORKER_SCRIPT) return CACHE_NO_CACHE;
  if (pathname.startsWith('/page-data/') || pathname.endsWith('.html') || pathname.endsWith('/'))
    return CACHE_REVALIDATE;
  if (pathname.startsWith('/static/')) return CACHE_IMMUTABLE;
  if (HASHED_NAME.test(pathname)) return CACHE_IMMUTABLE;
  return CACHE_REVALIDATE;
}

/**
 * Where a request path normalises to, or null when it is already canonical: `/x.html`, `/x/index.html`
 * and `/x/` all become `/x` (the site's routes have no trailing slash). `/404.html` is a real file.
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  let p = pathname;
  if (/\/index\.html$/.test(p)) p = p.replace(/\/index\.html$/, '') || '/';
  else if (/\.html$/.test(p) && p !== '/404.html') p = p.replace(/\.html$/, '') || '/';
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  return p === pathname ? null : p;
}

/**
 * Content types by file extension. Text formats carry their charset: Persian text must never be sniffed as
 * Latin-1. Anything else is `application/octet-stream`.
 * @type {Record<string, string>}
 */
export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** @param {string} file */
export function contentTypeFor(file) {
  const ext = path.extname(file).slice(1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : DEFAULT_CONTENT_TYPE;
}

/** Text formats, worth compressing: all but images and fonts, which are compressed already (SVG is text). */
export const COMPRESSIBLE_EXTENSIONS = Object.keys(CONTENT_TYPES).filter(
  (ext) => !/^(?:image\/(?!svg)|font\/)/.test(CONTENT_TYPES[ext]),
);
/** Below this many bytes compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;
/** The content codings served, in the server's order of preference, with the suffix of their precompressed file. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** @param {string} file */
export function isCompressible(file) {
  return COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).slice(1).toLowerCase());
}

/**
 * Content-hashed scripts and styles are compressed once per build and cached by browsers for a year, so
 * they get brotli's best (about 7 % smaller than 9); a site of any size has a few dozen of them, since
 * documents travel as page data, not as scripts of their own. HTML and JSON (page data among it) stay at
 * 9. The build precompresses every text file this way (server/precompress.mjs); the byte budgets count
 * the same.
 * @param {string} file
 */
export function brotliQuality(file) {
  return /\.(js|css)$/.test(file) ? 11 : 9;
}

/**
 * Files the build leaves in public/ for tools and other hosts, never for readers: every server answers 404.
 * (`nginx.conf.example` is no longer written there, see emit-deploy-files.mjs; one left by an older build
 * stays unserved.)
 * The precompressed siblings (`x.js.br`, `x.js.gz`) are representations of `x.js`, chosen by
 * Accept-Encoding, never addressed by themselves.
 */
export const INTERNAL_FILES = [
  '/_headers',
  '/_redirects',
  '/nginx.conf.example',
  '/webpack.stats.json',
  '/chunk-map.json',
];

/**
 * Files that never go out even when a deploy script copies them in: dotfiles and dot-folders (`.env`,
 * `.git/`), source maps, and editor backups and swap files (`x~`, `.x.swp`, `x.bak`, `#x#`). The build
 * writes none; a regular expression (JavaScript and PCRE alike) so the Node server and the nginx snippet
 * refuse the same paths.
 */
export const PRIVATE_PATTERN = String.raw`(?:^|/)[.#]|\.map$|~$|\.(?:swp|swo|swx|bak|orig|rej|old|tmp)$`;
const PRIVATE = new RegExp(PRIVATE_PATTERN, 'i');

/**
 * Whether a decoded, normalised request path names an internal or private file.
 * @param {string} pathname
 */
export function isInternalPath(pathname) {
  return (
    INTERNAL_FILES.includes(pathname) ||
    ENCODINGS.some(({ suffix }) => pathname.endsWith(suffix)) ||
    PRIVATE.test(pathname)
  );
}

/**
 * Every HTML file under a folder (recursively), as absolute paths, sorted for stable output; none for a
 * folder that does not exist (a first deploy has no previous release).
 * @param {string} dir @returns {string[]}
 */
function htmlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A `type` that makes the browser run a script (none, a JavaScript MIME type, or `module`). */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/jscript)$/i;

/**
 * The bodies of the inline `<script>` elements of an HTML document that the browser executes: not those
 * with `src`, and not data blocks such as JSON-LD (`type="application/ld+json"`), which CSP does not govern.
 * @param {string} html @returns {string[]}
 */
export function inlineScripts(html) {
  const bodies = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  let m;
  while ((m = re.exec(html))) {
    const attrs = ` ${m[1]}`;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    bodies.push(m[2]);
  }
  return bodies;
}

export const sha256 = (/** @type {string} */ text) =>
  `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The CSP source expressions (`'sha256-…'`) of one HTML document's inline scripts, sorted, without repeats.
 * @param {string} html
 */
export function scriptHashesOf(html) {
  return [...new Set(inlineScripts(html).map((body) => `'${sha256(body)}'`))].sort();
}

/**
 * The CSP source expressions for every inline script the build emitted, across all pages: for hosts that
 * are given one policy (_headers, nginx). A static host matches headers by path and answers unknown paths
 * with 404.html, so the union is the one policy every host can apply to every document. The scripts are
 * all ours (Gatsby's page path and chunk map, the pre-paint scripts), so allowing page A's script on page B
 * grants an attacker nothing. The Node server does better: each HTML answer gets its own file's hashes.
 * @param {string} publicDir
 */
export function inlineScriptHashes(publicDir) {
  const hashes = htmlFiles(publicDir).flatMap((file) => scriptHashesOf(fs.readFileSync(file, 'utf8')));
  return [...new Set(hashes)].sort();
}

/**
 * Headers sent with every response. The Content-Security-Policy allows our own origin only:
 * - script-src: our files plus the hash of each inline script; no 'unsafe-inline', no eval.
 * - style-src 'unsafe-inline': Emotion writes each page's critical CSS into an inline <style>, inserts
 *   rules at run time, and Gatsby's markup carries style="" attributes (focus wrapper, route announcer).
 *   Hashes cannot cover attributes or run-time rules; CSS cannot run script, so the XSS protection
 *   stays in script-src.
 * - frame-ancestors 'none': the docs are never framed (clickjacking).
 * @param {string[]} scriptHashes @returns {Record<string, string>}
 */
export function securityHeaders(scriptHashes) {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self'${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may load our files into its pages (images, fonts, scripts, data).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The bodies of the plain-text answers a server gives itself (errors), by status. @type {Record<number, string>} */
const PLAIN_TEXT = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  412: 'Precondition failed',
  414: 'URI too long',
  416: 'Range not satisfiable',
  417: 'Expectation failed',
  431: 'Request header fields too large',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** @param {number} status */
export const plainText = (status) => `${PLAIN_TEXT[status] ?? 'Error'}\n`;

/**
 * The headers of a plain-text answer a server gives itself, after which the connection closes: the headers
 * of every answer, and never stored.
 * @param {number} status @param {Record<string, string>} [extra]
 */
export function plainHeaders(status, extra = {}) {
  return {
    ...securityHeaders([]),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(plainText(status))),
    'Cache-Control': 'no-store',
    ...extra,
    Connection: 'close',
  };
}

/**
 * The same answer whole, as bytes for a socket no HTTP server answers on: a request Node's parser refused
 * (server/server.mjs), a connection no worker could take (server/serve-cluster.mjs).
 * @param {number} status @param {Record<string, string>} [extra]
 */
export function rawAnswer(status, extra = {}) {
  const head = Object.entries(plainHeaders(status, extra)).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head.join('\r\n')}\r\n\r\n${plainText(status)}`;
}

/**
 * Every page route of a build (from its HTML files), for the redirect rules of hosts without patterns.
 * @param {string} publicDir
 */
export function pageRoutes(publicDir) {
  const root = path.resolve(publicDir);
  return htmlFiles(root)
    .map((file) => '/' + path.relative(root, file).split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('/index.html') && !rel.startsWith('/_gatsby/') && !rel.startsWith('/404/'))
    .map((rel) => rel.replace(/\/index\.html$/, '') || '/');
}

/**
 * The content-hashed scripts and styles at the root of a build (webpack's output), as request paths, sorted.
 * @param {string} publicDir
 */
export function hashedRootFiles(publicDir) {
  return fs
    .readdirSync(publicDir)
    .filter((name) => HASHED_NAME.test('/' + name))
    .map((name) => '/' + name)
    .sort();
}

/**
 * `_headers` (Netlify, Cloudflare Pages): security headers everywhere, cache lifetimes by path. Both hosts
 * merge every rule that matches a path, so Cache-Control appears in exactly one rule per kind of file; the
 * rest (HTML routes) get the hosts' default, which is the same `public, max-age=0, must-revalidate`. The
 * hashed scripts are listed one by one (`hashedFiles`): a `/*.js` rule would also match the service
 * worker's script, which must not be kept.
 * @param {string[]} scriptHashes @param {string[]} [hashedFiles]
 */
export function renderHeadersFile(scriptHashes, hashedFiles = []) {
  const lines = [
    '# Generated at build by server/emit-deploy-files.mjs from server/deploy-rules.mjs. Do not edit.',
    '/*',
  ];
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes))) lines.push(`  ${name}: ${value}`);
  lines.push('');
  for (const pattern of ['/static/*', ...hashedFiles]) lines.push(pattern, `  Cache-Control: ${CACHE_IMMUTABLE}`, '');
  for (const pattern of ['/page-data/*', '/*.html', '/'])
    lines.push(pattern, `  Cache-Control: ${CACHE_REVALIDATE}`, '');
  lines.push(WORKER_SCRIPT, `  Cache-Control: ${CACHE_NO_CACHE}`, '');
  return lines.join('\n');
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): 301 from the `.html` and `/index.html` forms.
 * @param {string[]} routes
 */
export function renderRedirectsFile(routes) {
  const lines = ['# Generated at build by server/emit-deploy-files.mjs from server/deploy-rules.mjs. Do not edit.'];
  for (const route of routes) {
    // No `/x/ → /x` rule here: Netlify matches rules with or without the trailing slash, and Cloudflare
    // Pages itself redirects `/x` to `/x/` for a folder's index.html, so such a rule could loop. Gatsby
    // corrects `/x/` to `/x` in the browser on those hosts.
    if (route === '/') lines.push('/index.html  /  301');
    else lines.push(`${route}.html  ${route}  301`, `${route}/index.html  ${route}  301`);
  }
  // Unknown paths: both hosts answer 404 with /404.html by themselves.
  lines.push('');
  return lines.join('\n');
}

/** A regex alternation of the internal files, for hosts that match paths by pattern. */
const INTERNAL_PATTERN = `^(?:${INTERNAL_FILES.map((f) => f.replace(/[.]/g, '\\.')).join('|')})$|(?:${ENCODINGS.map(({ suffix }) => suffix.replace('.', '\\.')).join('|')})$|${PRIVATE_PATTERN}`;

/**
 * nginx's types, charset and gzip directives: the Node server's content types (CONTENT_TYPES), UTF-8 on the
 * text ones, and the precompressed siblings of what it compresses.
 */
function nginxContentTypes() {
  const types = new Map();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0];
    types.set(bare, [...(types.get(bare) ?? []), ext]);
  }
  /** @param {string[]} exts */
  const bareTypes = (exts) => [...new Set(exts.map((ext) => CONTENT_TYPES[ext].split(';')[0]))];
  // nginx always applies the charset to text/html (listing it warns).
  const charsetTypes = bareTypes(
    Object.keys(CONTENT_TYPES).filter((ext) => CONTENT_TYPES[ext].includes('charset=utf-8')),
  ).filter((t) => t !== 'text/html');
  const compressibleTypes = bareTypes(COMPRESSIBLE_EXTENSIONS);
  return `types {
${[...types].map(([type, exts]) => `    ${type} ${exts.join(' ')};`).join('\n')}
}
default_type ${DEFAULT_CONTENT_TYPE};
charset utf-8;
charset_types ${charsetTypes.join(' ')};

# The build wrote brotli and gzip files beside every text file; Debian's nginx has no brotli module, so it
# serves the .gz ones (gzip_static) and compresses nothing else on the fly below ${MIN_COMPRESS_BYTES} bytes.
gzip on;
gzip_static on;
gzip_vary on;
gzip_min_length ${MIN_COMPRESS_BYTES};
gzip_types ${compressibleTypes.filter((t) => t !== 'text/html').join(' ')};`;
}

/**
 * An nginx snippet with the same routes, redirects, 404 page, internal files, content types, cache lifetimes
 * and headers, to `include` in a server block that sets `root` to the deployed build. Where nginx cannot
 * do what the Node server does (no brotli in Debian's nginx: it serves the precompressed gzip), e2e/nginx.test.mjs
 * says so beside the check.
 * @param {string[]} scriptHashes
 */
export function renderNginx(scriptHashes) {
  const header = (/** @type {string} */ name, /** @type {string} */ value) => `add_header ${name} "${value}" always;`;
  const security = Object.entries(securityHeaders(scriptHashes)).map(([n, v]) => header(n, v));
  const block = (/** @type {string} */ cache) =>
    [...security, header('Cache-Control', cache)].map((line) => `    ${line}`).join('\n');
  return `# Generated at build by server/emit-deploy-files.mjs from server/deploy-rules.mjs. Do not edit.
# Written outside the published folder on purpose: nginx must never read configuration from deployed content
# (whoever can write a deploy could then reconfigure the server). Copy it into the server's own
# configuration in a reviewed step (docs/deploy.md), then include it there, inside a server { } block that
# sets root to the deployed build (public/):
#   server { listen 80; root /srv/metis-docs/public; include /etc/nginx/snippets/metis-docs.conf; }
# Between builds only the Content-Security-Policy lines change (the hashes of this build's inline scripts).
# nginx drops inherited add_header lines in a location that sets its own, so each location repeats them;
# the server-level ones cover answers given before a location is chosen (400, 405, redirects).

index index.html;
absolute_redirect off;
merge_slashes on;
server_tokens off;
etag on;
# One range per request, as the Node server answers: several are answered with the whole file.
max_ranges 1;
error_page 404 /404.html;
# A redirect is its status and Location, with no body, kept an hour (CACHE_REDIRECT): as the Node server answers.
error_page 301 /.metis-redirect;
# A range outside the file: its Content-Range and a plain-text line, as the Node server answers.
error_page 416 /.metis-416;

${nginxContentTypes()}

${security.join('\n')}
${header('Allow', 'GET, HEAD')}

# Only GET and HEAD (the site is read-only).
if ($request_method !~ ^(?:GET|HEAD)$) {
    return 405;
}
# A control character or a backslash (decoded) names no file, and a backslash in a relative Location
# would make browsers leave the origin.
if ($uri ~ "[\\x00-\\x1f\\x7f\\\\\\\\]") {
    return 400;
}

# A "?" in the decoded path (sent as %3F) must stay encoded in a redirect: nginx would copy it into Location
# as the start of a query (/a%3Fb/ → /a?b). No route has one; such a path is redirected from its raw form,
# where it is still encoded, as the Node server encodes it, never to a "//" (another host). Any other path
# with a "?" is left to the not-found page: the rewrites below do not match it.
set $metis_q "";
if ($uri ~ "\\?") {
    set $metis_q "1";
}
set $metis_raw "$metis_q:$request_uri";
if ($metis_raw ~ "^1:(?<metis_path>/(?!/)[^?]*?)(?:/index\\.html|\\.html|/+)(?<metis_query>\\?.*)?$") {
    return 301 $metis_path$metis_query;
}

# /x.html, /x/index.html and /x/ → /x (301), on the decoded, normalised path. /404.html is served as is.
rewrite ^(/[^?]*)/index\\.html$ $1 permanent;
rewrite ^/index\\.html$ / permanent;
rewrite ^(/(?!404\\.html$)[^?]+)\\.html$ $1 permanent;
rewrite ^(/[^?]+?)/+$ $1 permanent;

location / {
    try_files $uri $uri/index.html =404;
${block(CACHE_REVALIDATE)}
}

location /page-data/ {
    try_files $uri =404;
${block(CACHE_REVALIDATE)}
}

location /static/ {
    try_files $uri =404;
${block(CACHE_IMMUTABLE)}
}

# Internal files: tools' and other hosts' inputs, the precompressed siblings, and private files a deploy
# may have copied in by mistake (dotfiles, source maps, editor backups), case-insensitively.
location ~* "${INTERNAL_PATTERN}" {
    return 404;
}

location ~ "${HASHED_NAME.source.replace(/\(\?:/g, '(')}" {
    try_files $uri =404;
${block(CACHE_IMMUTABLE)}
}

location = /404.html {
${block(CACHE_REVALIDATE)}
}

# The answer of every 301 above (error_page keeps its status and Location); never reachable as a path.
location = /.metis-redirect {
    internal;
${block(CACHE_REDIRECT)}
    return 200 "";
}

# The file's location already gave this answer its headers: an empty add_header (never sent) keeps the
# server-level ones from being added twice.
location = /.metis-416 {
    internal;
    add_header X-Metis-Unset "" always;
    default_type text/plain;
    return 200 "Range not satisfiable\n";
}

# The service worker's script: every browser's check for a new deploy must reach the server (docs/deploy.md).
location = ${WORKER_SCRIPT} {
    try_files $uri =404;
${block(CACHE_NO_CACHE)}
}
`;
}
