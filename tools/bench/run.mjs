// `npm run bench [-- options]`: this site beside the anchor it replaces, in one run.
//
// Builds: for each size, the anchor's corpus (`<anchor>/corpus.mjs N DIR`, the shared bench beside the
// project, see ./anchor.mjs) is built by this site (a throwaway project copy) and by Docusaurus 3.8.1
// (`<anchor>/build-docusaurus.sh`), one after the other; wall time, CPU time and peak memory of each whole
// process tree, and their ratios. Search: the sharded index of the same corpus, and what a first query
// downloads from it. Pages: the real site (./public, built first if missing) served by the production
// server: first-load bytes by type, then Lighthouse (mobile) on every audited page, interleaved, several
// runs each, the longest API page beside `/`. Writes bench-results/latest.{json,md} and prints the Markdown.
//
// Options:
//   --sizes 50,500,2000     corpus sizes (pages)
//   --corpus anchor|own     the shared anchor corpus (default) or our own synthetic one (no Docusaurus then)
//   --skip-anchor           build this site only (no Docusaurus, no ratios)
//   --env KEY=VALUE         extra environment for this site's builds (repeatable), e.g. GATSBY_CPU_COUNT=1
//   --skip-build-bench      no builds        --skip-search       no search figures
//   --skip-lighthouse       no Lighthouse    --lighthouse-runs N runs per page (default 3)
//   --only-build            builds (and search figures) only: no page weights, no Lighthouse; writes
//                           bench-results/build-latest.* and leaves latest.* alone
//   --repeat N              build both sites N times per size, alternating; report the median pair
//   --develop-sizes 50,500  corpus sizes for the authoring servers: `gatsby develop` beside `docusaurus start`
//                           (first page, save-to-screen of edits, peak memory; ./develop.mjs)
//   --develop-edits N       edits measured per server (default 5)
//   --skip-develop          no authoring servers
//   --only-develop          the authoring servers only: writes bench-results/develop-latest.* and leaves
//                           latest.* alone
//   --log-dir DIR           keep each build's output (Gatsby's activity timings) as DIR/build-N.log
//   --verbose               pass --verbose to gatsby build
//   --skip-serving          no serving figures (./serving.mjs: 500 keep-alive connections on our server,
//                           one process and with workers, across a rolling restart, and on nginx)
//   --only-serving          the serving figures only; writes bench-results/serving-latest.* and leaves
//                           latest.* alone
//   --serving-connections N, --serving-seconds S   (500 and 30 by default)
//   --anchor-pages N        the anchors' own pages beside ours: the corpus of N pages (default 50) built by
//                           Docusaurus and Starlight, their home and deepest page under the same Lighthouse
//                           runs (./anchorPages.mjs); on by default when the shared bench is found
//   --skip-floor            without the stack's floor beside them (./floor.mjs: one-page Gatsby sites, alone
//                           and with Emotion, under the same Lighthouse runs; on with the anchors' pages)
//   --skip-anchor-pages     not those
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { startServer } from '../testing/site.mjs';
import { buildDocusaurus, findAnchor, makeAnchorCorpus, requireAnchor } from './anchor.mjs';
import { anchorPageFigures } from './anchorPages.mjs';
import { floorFigures } from './floor.mjs';
import { benchBuild } from './build.mjs';
import { generateCorpus } from './corpus.mjs';
import { longestApiPage } from './longestApiPage.mjs';
import { benchAstroDev, benchDevelop, benchDocusaurusStart } from './develop.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { formatReport, medianPair, pairRatios, summariseLighthouse } from './report.mjs';
import { searchFigures } from './search.mjs';
import { servingFigures } from './serving.mjs';
import { measurePage } from './weight.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const values = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));

const root = path.resolve('.');
const sizes = value('--sizes', '50,500,2000').split(',').map(Number).filter(Boolean);
const corpusKind = value('--corpus', 'anchor');
const withAnchor = corpusKind === 'anchor' && !flag('--skip-anchor');
const buildEnv = Object.fromEntries(
  values('--env').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const onlyServing = flag('--only-serving');
const onlyDevelop = flag('--only-develop');
const onlyBuild = flag('--only-build') || onlyDevelop;
const developSizes =
  flag('--skip-develop') || onlyServing
    ? []
    : value('--develop-sizes', '50,500').split(',').map(Number).filter(Boolean);
const developEdits = Number(value('--develop-edits', '5'));
const lighthouseRuns = Number(value('--lighthouse-runs', '3'));
const repeat = Math.max(1, Number(value('--repeat', '1')));
const kib = (b) => Math.round((b / 1024) * 10) / 10;
const log = (m) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

if (!['anchor', 'own'].includes(corpusKind)) throw new Error('--corpus is anchor or own');
const needsAnchor =
  !onlyServing &&
  corpusKind === 'anchor' &&
  ((!onlyDevelop && (!flag('--skip-build-bench') || !flag('--skip-search'))) || developSizes.length > 0);
const anchorDir = needsAnchor ? requireAnchor(root) : null;

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  corpus: anchorDir ? `anchor (${anchorDir}/corpus.mjs)` : corpusKind === 'own' ? 'own (tools/bench/corpus.mjs)' : null,
  buildEnv,
  build: [],
  develop: [],
  search: [],
  weight: [],
  lighthouse: [],
  serving: null,
};

for (const n of onlyServing || onlyDevelop || (flag('--skip-build-bench') && flag('--skip-search')) ? [] : sizes) {
  const corpusDir = fs.mkdtempSync(path.join(os.tmpdir(), `metis-corpus-${n}-`));
  try {
    let corpus = null;
    if (corpusKind === 'anchor') {
      log(`anchor corpus of ${n} pages…`);
      corpus = await makeAnchorCorpus(anchorDir, n, corpusDir);
    }
    if (!flag('--skip-search')) {
      log(`search index of ${n} pages…`);
      const figures = await searchFigures(corpusKind === 'anchor' ? corpusDir : null, n);
      results.search.push({ pages: n, ...figures });
      log(JSON.stringify(results.search.at(-1).summary));
    }
    if (flag('--skip-build-bench')) continue;
    const logDir = value('--log-dir', null);
    if (logDir) fs.mkdirSync(logDir, { recursive: true });
    // --repeat N builds both sites N times, alternating, so that a drift of the machine's speed falls on
    // both; each pair's ratios are taken within the pair and the median pair is reported.
    const pairs = [];
    for (let round = 0; round < repeat; round += 1) {
      const suffix = repeat > 1 ? `-${round + 1}` : '';
      const logFile = logDir ? path.resolve(logDir, `build-${n}${suffix}.log`) : undefined;
      log(`this site: building ${n} pages${repeat > 1 ? ` (pair ${round + 1}/${repeat})` : ''}…`);
      // A build that fails (out of heap, say) is a result too: it is recorded with what it cost until then,
      // and the anchor still builds the same corpus.
      const ours = await benchBuild(n, root, {
        contentDir: corpusKind === 'anchor' ? corpusDir : undefined,
        logFile,
        gatsbyArgs: flag('--verbose') ? ['--verbose'] : [],
        env: buildEnv,
      }).catch((error) => {
        if (!error.partial) throw error;
        log(`this site: the build of ${n} pages failed after ${error.partial.seconds} s: ${error.partial.failed}`);
        return error.partial;
      });
      log(JSON.stringify(ours));
      let anchor = null;
      if (withAnchor) {
        log(`Docusaurus: building ${n} pages…`);
        anchor = await buildDocusaurus(anchorDir, corpusDir);
        log(JSON.stringify(anchor));
      }
      pairs.push({ ours, anchor, ratios: pairRatios(ours, anchor) });
    }
    results.build.push({
      pages: n,
      corpus,
      ...medianPair(pairs),
      pairs: pairs.length > 1 ? pairs.map((p) => p.ratios) : undefined,
    });
  } finally {
    fs.rmSync(corpusDir, { recursive: true, force: true });
  }
}

// The authoring servers, cold, on the same corpus: ours, then Docusaurus's. The page edited is the corpus's
// deepest one (corpus.mjs names it).
for (const n of developSizes) {
  const corpusDir = fs.mkdtempSync(path.join(os.tmpdir(), `metis-corpus-${n}-`));
  try {
    const route =
      corpusKind === 'anchor'
        ? (await makeAnchorCorpus(anchorDir, n, corpusDir)).deepPage
        : generateCorpus(corpusDir, n).at(-1);
    log(`this site: gatsby develop on ${n} pages, ${developEdits} edits of ${route}…`);
    const ours = await benchDevelop(corpusDir, root, { route, edits: developEdits });
    log(JSON.stringify(ours));
    let anchor = null;
    if (withAnchor) {
      log(`Docusaurus: docusaurus start on ${n} pages…`);
      anchor = await benchDocusaurusStart(anchorDir, corpusDir, { route, edits: developEdits });
      log(JSON.stringify(anchor));
    }
    const astro = withAnchor ? await benchAstroDev(anchorDir, corpusDir, { route, edits: developEdits }) : null;
    if (astro) log(JSON.stringify(astro));
    results.develop.push({ pages: n, route, ours, anchor, astro });
  } finally {
    fs.rmSync(corpusDir, { recursive: true, force: true });
  }
}

if (!onlyBuild && !fs.existsSync('public/index.html')) execSync('npm run build', { stdio: 'inherit' });
const server = onlyBuild || onlyServing ? null : await startServer();
if (server) {
  try {
    // The long API pages: /api/session (eight operations, samples in three languages; the budgets' API
    // page) and the largest API page by HTML, when that is another one.
    results.apiPages = [...new Set(['/api/session', longestApiPage()])];
    // The blocking-time budgets name their pages (budgets.json `blockingMs`): those are audited too.
    const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
    results.blockingBudgets = budgets.blockingMs?.pages ?? null;
    const budgetRoutes = Object.values(results.blockingBudgets ?? {}).map((b) => b.route);
    const routes = [...new Set(['/', ...results.apiPages, '/concepts/corpora', ...budgetRoutes, '/pricing', '/404'])];
    for (const route of routes) {
      const w = await measurePage(server.origin, route);
      results.weight.push(w);
      log(`${route}: ${kib(w.byType.js)} KiB JS, ${kib(w.total)} KiB total`);
    }
    if (!flag('--skip-lighthouse')) {
      // Interleaved (every page once per round), so a busy moment of the machine does not fall on one
      // page's runs only. The not-found page is audited at /404, where it answers 200: Lighthouse refuses
      // to audit a document that answers 404, which is what an unknown address gets (the same HTML).
      const runs = new Map(routes.map((r) => [r, []]));
      for (let round = 0; round < lighthouseRuns; round += 1) {
        for (const route of routes) {
          log(`lighthouse ${route} (run ${round + 1}/${lighthouseRuns})…`);
          runs.get(route).push(await runLighthouse(server.origin + route));
        }
      }
      results.lighthouse = routes.map((route) => summariseLighthouse(route, runs.get(route)));
    }
  } finally {
    await server.close();
  }
}

// The anchors' pages (Docusaurus, Starlight) under the same Lighthouse runs, when the shared bench is there.
const anchorForPages =
  onlyBuild || onlyServing || flag('--skip-lighthouse') || flag('--skip-anchor-pages') ? null : findAnchor(root).dir;
if (anchorForPages) {
  results.anchorPages = await anchorPageFigures({
    anchorDir: anchorForPages,
    pages: Number(value('--anchor-pages', '50')),
    lighthouseRuns,
    log,
  });
  if (!flag('--skip-floor')) results.floor = await floorFigures({ runs: lighthouseRuns, log });
}

if (!onlyBuild && !flag('--skip-serving')) {
  results.serving = await servingFigures({
    connections: Number(value('--serving-connections', '500')),
    seconds: Number(value('--serving-seconds', '30')),
    log,
  });
}

const md = formatReport(results);
// A build-only, develop-only or serving-only run does not overwrite the full report.
const out = onlyDevelop
  ? 'bench-results/develop-latest'
  : onlyBuild
    ? 'bench-results/build-latest'
    : onlyServing
      ? 'bench-results/serving-latest'
      : 'bench-results/latest';
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(`${out}.json`, JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(`${out}.md`, md);
console.log(md);
