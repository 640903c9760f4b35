// The sites the bench puts ours beside, and how it gets them: the shared anchor bench (../shared/bench:
// corpus.mjs, build-docusaurus.sh, build-starlight.sh, lib/; outside this repository, found at run time
// through METIS_ANCHOR_BENCH or a `shared/bench` folder beside the project or one level up), its sites built
// from one corpus, a static server with gzip for them, and the stack's floors (one-page Gatsby 5 sites).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const BENCH_WORK = process.env.BENCH_WORK ?? path.join(os.tmpdir(), 'bench-work');

/** The anchor bench's folder, or an error that says where it was looked for and how to point at it. */
export function requireAnchor(root, env = process.env) {
  const tried = env.METIS_ANCHOR_BENCH
    ? [path.resolve(env.METIS_ANCHOR_BENCH)]
    : [path.resolve(root, '../shared/bench'), path.resolve(root, '../../shared/bench')];
  const dir = tried.find((d) => fs.existsSync(path.join(d, 'corpus.mjs')));
  if (dir) return dir;
  throw new Error(
    `The anchor bench (corpus.mjs, build-docusaurus.sh, build-starlight.sh) is not part of this repository and was not found in ${tried.join(', ')}. Set METIS_ANCHOR_BENCH=/path/to/shared/bench.`,
  );
}

/** Runs a command to its end: { code, out, err } (err's last 3,000 characters). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-3000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Writes the anchor corpus of N pages into `dir` (same N, same bytes); returns its stats (deepPage…). */
export async function makeAnchorCorpus(anchorDir, pages, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  const { code, out, err } = await run(process.execPath, [path.join(anchorDir, 'corpus.mjs'), String(pages), dir]);
  if (code !== 0) throw new Error(`corpus.mjs ${pages} failed:\n${err}`);
  fs.rmSync(path.join(dir, '_corpus-manifest.json'), { force: true });
  // corpus.mjs prints its stats as the last JSON line.
  return JSON.parse(out.match(/^\{.*$/gm)?.pop() ?? '{}');
}

/** The anchors' build scripts: Docusaurus 3.8.1, the site this one replaces, and Starlight 0.37. */
export const ANCHORS = [
  { name: 'Docusaurus 3.8.1', script: 'build-docusaurus.sh' },
  { name: 'Starlight 0.37', script: 'build-starlight.sh' },
];

/**
 * One anchor's cold build of `contentDir` into `outDir` by its script, which measures it (GNU time and the
 * process tree's peak memory): { code, err, metrics }.
 */
export async function buildAnchor(anchorDir, script, contentDir, outDir) {
  const metricsFile = `${outDir}.metrics.json`;
  const { code, err } = await run('bash', [path.join(anchorDir, script), contentDir, outDir, metricsFile], {
    env: { ...process.env, BENCH_WORK },
  });
  const metrics = fs.existsSync(metricsFile) ? JSON.parse(fs.readFileSync(metricsFile, 'utf8')) : null;
  return { code, err, metrics };
}

/**
 * The anchors' sites built from the corpus of N pages, for their page figures: [{ name, root } or { name, error }].
 * Kept in $BENCH_WORK/pages and built again only when missing: the corpus is the same for the same N.
 */
export async function anchorSites(anchorDir, pages, log) {
  const corpusDir = path.join(BENCH_WORK, 'pages', `corpus-${pages}`);
  const corpus = await makeAnchorCorpus(anchorDir, pages, corpusDir);
  const sites = [];
  for (const { name, script } of ANCHORS.filter((a) => fs.existsSync(path.join(anchorDir, a.script)))) {
    const root = path.join(BENCH_WORK, 'pages', `${script.replace(/\.sh$/, '')}-${pages}`);
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      log(`${name}: building ${pages} pages of the anchor corpus for its page figures…`);
      const { code, err } = await buildAnchor(anchorDir, script, corpusDir, root);
      if (code !== 0) {
        sites.push({ name, error: `build failed (exit ${code}): ${err.slice(-500)}` });
        continue;
      }
    }
    sites.push({ name: `${name} (${pages}-page corpus)`, root });
  }
  return { sites, deepPage: corpus.deepPage };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A static host for a built site: index.html for folders, gzip for text, 404.html for unknown paths. */
export function serveStatic(root) {
  const server = http.createServer((req, res) => {
    let file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root)) return res.writeHead(400).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    const found = fs.existsSync(file);
    if (!found) file = path.join(root, '404.html');
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = /text|javascript|json|svg|xml/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
    const body = fs.readFileSync(file);
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', ...(gzip && { 'Content-Encoding': 'gzip' }) };
    res.writeHead(found ? 200 : 404, headers).end(gzip ? zlib.gzipSync(body, { level: 6 }) : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

// The floors: what the card's stack costs a page before the site adds anything. One page (a heading and two
// Persian paragraphs, no web font, no data, no plugin) built by Gatsby 5 from this project's node_modules,
// alone and styled with @emotion/react through a cache with stylis-plugin-rtl (as src/browser/emotionCache.ts
// does). A target under a floor's figure cannot be met by any site on this stack.
const TEXT = [
  'متیس یک سکوی هوش مصنوعی است که مدل‌های زبانی، تصویر، صدا و جست‌وجوی معنایی را با یک کلید در دسترس می‌گذارد.',
  'این صفحه فقط آن چیزی را دارد که پشته‌ی سایت پیش از هر محتوایی هزینه می‌کند: React، اجرای گتسبی و Emotion.',
];
const HEAD = `export const Head = () => <title>متیس</title>;\n`;
const FLOORS = [
  {
    name: 'Gatsby 5 alone',
    page: `import * as React from 'react';
export default function Index() {
  return <main><h1>مستندات متیس</h1>${TEXT.map((t) => `<p>${t}</p>`).join('')}</main>;
}
${HEAD}`,
  },
  {
    name: 'Gatsby 5 + Emotion (RTL)',
    packages: ['@emotion/react', 'stylis-plugin-rtl'],
    page: `/** @jsx jsx */
import { css, Global, jsx } from '@emotion/react';
const main = css\`max-width: 40rem; margin: 0 auto; padding: 1rem; line-height: 1.8; text-align: start;\`;
const heading = css\`font-size: 2rem; margin-inline-start: 0; padding-left: 1rem;\`;
export default function Index() {
  return <main css={main}><Global styles={css\`body { margin: 0; font-family: system-ui, sans-serif; }\`} />
    <h1 css={heading}>مستندات متیس</h1>${TEXT.map((t) => `<p css={css\`margin: 0 0 1rem;\`}>${t}</p>`).join('')}</main>;
}
${HEAD}`,
    root: `import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
const cache = createCache({ key: 'css', stylisPlugins: [rtlPlugin] });
export const wrapRootElement = ({ element }) => <CacheProvider value={cache}>{element}</CacheProvider>;
`,
  },
];

/** The floors built in a temporary folder: { sites: [{ name, root }], remove }. */
export async function floorSites(log) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-floor-'));
  const versions = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies;
  const sites = [];
  for (const [i, floor] of FLOORS.entries()) {
    const dir = path.join(work, String(i));
    fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    // Gatsby runs only in a folder whose package.json depends on it; the versions are this project's.
    const deps = ['gatsby', 'react', 'react-dom', ...(floor.packages ?? [])];
    const pkg = {
      name: `floor-${i}`,
      private: true,
      dependencies: Object.fromEntries(deps.map((d) => [d, versions[d]])),
    };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    fs.writeFileSync(path.join(dir, 'gatsby-config.js'), 'module.exports = { plugins: [] };\n');
    fs.writeFileSync(path.join(dir, 'src/pages/index.js'), floor.page);
    const lang = `export const onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: 'fa-IR', dir: 'rtl' });\n`;
    fs.writeFileSync(path.join(dir, 'gatsby-ssr.js'), (floor.root ?? '') + lang);
    if (floor.root) fs.writeFileSync(path.join(dir, 'gatsby-browser.js'), floor.root);
    log(`floor: building ${floor.name}…`);
    const { code, err } = await run(process.execPath, [path.resolve('node_modules/gatsby/cli.js'), 'build'], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' },
    });
    sites.push({
      name: `floor: ${floor.name}`,
      ...(code === 0
        ? { root: path.join(dir, 'public') }
        : { error: `build failed (exit ${code}): ${err.slice(-500)}` }),
    });
  }
  return { sites, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
