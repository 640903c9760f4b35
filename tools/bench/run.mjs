// `npm run bench [-- options]`: this site beside the sites it is measured against, in one run. Each part
// answers one question; `--parts` picks them (default: builds,search,develop,pages,anchors,floors,serving):
//   builds       production builds of the anchor corpus (`--sizes 50,500,2000`, from the shared anchor bench,
//                see ./sites.mjs) by this site and by Docusaurus 3.8.1, one after the other: wall, CPU, peak
//                memory and their ratios (`--repeat N`: N pairs in turn, the median pair; `--log-dir DIR`
//                keeps our builds' output)
//   search       the sharded search index of the same corpora and what a first query downloads (./search.mjs)
//   develop      `gatsby develop` cold and warm beside `docusaurus start` and `astro dev` (Starlight) on the
//                corpus (`--develop-sizes 50,500`, `--develop-edits 5`): first page, save to screen (./develop.mjs)
//   pages        ./public (built first if missing; `--root DIR` for another build) served by the production
//                server: first-load bytes and Lighthouse mobile (`--lighthouse-runs 3`) on `/`, a concept page,
//                the API pages, `/pricing` and `/404` (budgets.json names them), and on `--against DIR`, a
//                build to compare with, audited in the same rounds (./pages.mjs)
//   anchors      with pages: Docusaurus's and Starlight's home and deepest page, built from the corpus of
//                `--anchor-pages 50` pages and kept in $BENCH_WORK/pages
//   floors       with pages: one-page Gatsby 5 sites, alone and with Emotion: what the stack costs
//   serving      `--serving-connections 50,500` keep-alive connections for `--serving-seconds 30` on our
//                server and nginx (./serving.mjs)
//   regions      (not by default) hydration by region, in a trace build of a copy of the project
//   composition  (not by default) what each page's JavaScript is made of, in a build with source maps
// Writes bench-results/latest.{json,md} (another set of parts: bench-results/<parts>.*) and prints the Markdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { listenSite } from '../../server/server.mjs';
import { buildProjectCopy } from '../testing/projectCopy.mjs';
import { buildDocusaurus, buildOurs } from './build.mjs';
import { compositionFigures } from './composition.mjs';
import { benchAnchorDev, benchDevelop } from './develop.mjs';
import { auditPages, longestApiPage, regionTimes } from './pages.mjs';
import { formatReport, medianPair, pairRatios } from './report.mjs';
import { searchFigures } from './search.mjs';
import { servingFigures } from './serving.mjs';
import { anchorSites, floorSites, makeAnchorCorpus, requireAnchor, serveStatic } from './sites.mjs';

const DEFAULT_PARTS = 'builds,search,develop,pages,anchors,floors,serving';
const { values: o } = parseArgs({
  options: Object.fromEntries(
    [
      ['parts', DEFAULT_PARTS],
      ['sizes', '50,500,2000'],
      ['repeat', '1'],
      ['log-dir', ''],
      ['develop-sizes', '50,500'],
      ['develop-edits', '5'],
      ['root', 'public'],
      ['against', ''],
      ['lighthouse-runs', '3'],
      ['anchor-pages', '50'],
      ['serving-connections', '50,500'],
      ['serving-seconds', '30'],
    ].map(([name, fallback]) => [name, { type: 'string', default: fallback }]),
  ),
});
const parts = o.parts.split(',');
const part = (name) => parts.includes(name);
const numbers = (list) => list.split(',').map(Number).filter(Boolean);
const log = (m) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
const root = path.resolve('.');
const anchorDir = ['builds', 'search', 'develop', 'anchors'].some(part) ? requireAnchor(root) : null;

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  parts,
};

/** Runs `fn` with the anchor corpus of N pages in a temporary folder. */
async function withCorpus(n, fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `metis-corpus-${n}-`));
  try {
    log(`anchor corpus of ${n} pages…`);
    return await fn(dir, await makeAnchorCorpus(anchorDir, n, dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds of N pages: ours and Docusaurus's in turn, --repeat times; the median pair. */
async function builds(n, corpusDir) {
  const pairs = [];
  for (let round = 1; round <= Number(o.repeat); round += 1) {
    log(`this site: building ${n} pages (pair ${round}/${o.repeat})…`);
    const logFile = o['log-dir'] && path.resolve(o['log-dir'], `build-${n}-${round}.log`);
    if (logFile) fs.mkdirSync(o['log-dir'], { recursive: true });
    const ours = await buildOurs(anchorDir, root, corpusDir, logFile);
    log(`Docusaurus: building ${n} pages…`);
    const anchor = await buildDocusaurus(anchorDir, corpusDir);
    log(JSON.stringify({ ours, anchor }));
    pairs.push({ ours, anchor, ratios: pairRatios(ours, anchor) });
  }
  return { pages: n, ...medianPair(pairs), pairs: pairs.length > 1 ? pairs.map((p) => p.ratios) : undefined };
}

if (part('builds') || part('search')) {
  results.build = [];
  results.search = [];
  for (const n of numbers(o.sizes))
    await withCorpus(n, async (dir) => {
      if (part('search')) {
        log(`search index of ${n} pages…`);
        results.search.push({ pages: n, ...(await searchFigures(dir)) });
      }
      if (part('builds')) results.build.push(await builds(n, dir));
    });
}

if (part('develop')) {
  results.develop = [];
  const edits = Number(o['develop-edits']);
  for (const n of numbers(o['develop-sizes']))
    await withCorpus(n, async (dir, { deepPage: route }) => {
      log(`develop servers on ${n} pages, ${edits} edits of ${route} each…`);
      const servers = await benchDevelop(anchorDir, dir, root, { route, edits });
      for (const kind of ['docusaurus', 'starlight'])
        servers.push(await benchAnchorDev(kind, anchorDir, dir, { route, edits }));
      for (const s of servers) log(JSON.stringify(s));
      results.develop.push({ pages: n, route, servers });
    });
}

if (['pages', 'serving'].some(part) && o.root === 'public' && !fs.existsSync('public/index.html'))
  execSync('npm run build', { stdio: 'inherit' });

/** Our routes: budgets.json's page types and blocking-time pages, and the longest API page. */
function ourRoutes(publicDir) {
  const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
  results.blockingBudgets = budgets.blockingMs?.pages ?? null;
  const budgetRoutes = Object.values(results.blockingBudgets ?? {}).map((b) => b.route);
  return [...new Set([...Object.values(budgets.pages), ...budgetRoutes, longestApiPage(publicDir)])];
}

/** Serves each build of a copy of the project made another way, and measures our routes on it. */
async function onCopyBuild(what, env, args, measure) {
  log(`${what}…`);
  const copy = buildProjectCopy({ prefix: 'metis-bench-copy-', what, env, args });
  const server = await listenSite({ root: path.join(copy.dir, 'public') });
  try {
    return await measure(path.join(copy.dir, 'public'), server.origin);
  } finally {
    await server.close();
    copy.remove();
  }
}

if (part('pages')) {
  const routes = ourRoutes(o.root);
  const servers = [];
  const pages = [];
  const add = (site, server, siteRoutes) => {
    servers.push(server);
    pages.push(...siteRoutes.map((route) => ({ site, route, origin: server.origin })));
  };
  /** A built site served as a static host, or the reason it could not be built. */
  const addStatic = async (s, siteRoutes) =>
    s.error
      ? (results.notMeasured ??= []).push(`${s.name}: ${s.error}`)
      : add(s.name, await serveStatic(s.root), siteRoutes);
  let floors = null;
  try {
    add('this site', await listenSite({ root: path.resolve(o.root) }), routes);
    if (o.against) add(`against ${o.against}`, await listenSite({ root: path.resolve(o.against) }), routes);
    if (part('anchors')) {
      const anchors = await anchorSites(anchorDir, Number(o['anchor-pages']), log);
      results.anchorDeepPage = anchors.deepPage;
      for (const s of anchors.sites) await addStatic(s, ['/', anchors.deepPage]);
    }
    if (part('floors')) for (const s of (floors = await floorSites(log)).sites) await addStatic(s, ['/']);
    results.pages = await auditPages(pages, { runs: Number(o['lighthouse-runs']), log });
  } finally {
    for (const s of servers) await s.close();
    floors?.remove();
  }
}

if (part('regions'))
  results.regions = await onCopyBuild('a trace build', { GATSBY_TRACE_REGIONS: '1' }, ['--profile'], (dir, origin) =>
    regionTimes(origin, ourRoutes(dir), Number(o['lighthouse-runs'])),
  );

if (part('composition'))
  results.composition = await onCopyBuild('a build with source maps', { METIS_BUNDLE_MAPS: '1' }, [], (dir, origin) =>
    compositionFigures(dir, origin, ourRoutes(dir)),
  );

if (part('serving'))
  results.serving = await servingFigures(numbers(o['serving-connections']), Number(o['serving-seconds']), log);

const md = formatReport(results);
const out = `bench-results/${o.parts === DEFAULT_PARTS ? 'latest' : parts.join('+')}`;
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(`${out}.json`, JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(`${out}.md`, md);
console.log(md);
