// `node tools/bench/experiments.mjs [--pages 500] [--corpus anchor|own] [NAME…]`: where a build's time
// goes, and what Gatsby's and gatsby-plugin-mdx's supported options change. Each experiment builds the same
// corpus in its own throwaway project copy (./build.mjs), optionally changed first (an environment
// variable, a config line); nothing in the project itself changes. Every copy is instrumented the same
// way: the steps of onPostBuild and the search index print their wall and CPU time into the build log.
// Prints, per experiment: wall, CPU, peak memory, Gatsby's activity timings (wall, and CPU of the whole
// process tree during each, from the log's stamps) and the instrumented steps. Writes
// bench-results/experiments-latest.json.
//
// Experiments: baseline; workers-1, workers-2, workers-3 (GATSBY_CPU_COUNT: HTML rendering workers);
// no-highlighting (gatsby-remark-prismjs left out of the MDX pipeline, to weigh highlighting);
// no-minify (no Terser in the browser bundle, to weigh it);
// no-parcelrc (Gatsby's own Parcel config, its optimizer included, when it compiles gatsby-node: to weigh
// src/patches/noParcelOptimizer); no-theme-shadowing-patch (to weigh src/patches/dropThemeShadowing). `--corpus site` builds the project's own content (the real site) instead
// of a corpus; names may repeat (`a b a b`) to alternate. The experiments that weighed the overrides since
// removed (releasing compilations, Terser on every core) are in 230eef1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeAnchorCorpus, requireAnchor } from './anchor.mjs';
import { benchBuild } from './build.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const pages = Number(value('--pages', '500'));
const corpus = value('--corpus', 'anchor');
const names = args.filter((a, i) => !a.startsWith('--') && !['--pages', '--corpus'].includes(args[i - 1]));
const root = path.resolve('.');

/** Replaces `from` by `to` in a file of the copy; fails loudly when the text is not there any more. */
function edit(dir, file, from, to) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from))
    throw new Error(`experiment: "${from}" not found in ${file}; update tools/bench/experiments.mjs`);
  fs.writeFileSync(full, text.replace(from, to));
}

const TIMED = `
async function __timed<T>(label: string, step: () => T | Promise<T>): Promise<T> {
  const wall = Date.now();
  const cpu = process.cpuUsage();
  const result = await step();
  const used = process.cpuUsage(cpu);
  console.log(\`[step] \${label}: \${Date.now() - wall} ms wall, \${Math.round((used.user + used.system) / 1000)} ms cpu\`);
  return result;
}
`;

/** Times each step of onPostBuild and the search index in the copy (printed as `[step] …` lines). */
function instrument(dir) {
  const post = 'src/node/postBuild.ts';
  edit(
    dir,
    post,
    'finishBuiltPages(builtRoutes(args.getNodesByType), args.reporter);',
    "await __timed('finish built pages (chunk maps, patch checks)', () => finishBuiltPages(builtRoutes(args.getNodesByType), args.reporter));",
  );
  edit(
    dir,
    post,
    'writeDiscoverabilityFiles(args);',
    "await __timed('Markdown twins, llms.txt, sitemap', () => writeDiscoverabilityFiles(args));",
  );
  edit(
    dir,
    post,
    'if (checkLinks) await checkLinks(args, options, () => undefined);',
    "if (checkLinks) await __timed('link check', () => checkLinks!(args, options, () => undefined));",
  );
  edit(
    dir,
    post,
    'await emitDeployFiles(args, options, () => undefined);',
    "await __timed('deploy files (CSP hashes)', () => emitDeployFiles(args, options, () => undefined));",
  );
  fs.appendFileSync(path.join(dir, post), TIMED);
  const search = 'src/node/searchIndex.ts';
  const write =
    "const written = writeSearchIndex(documents, apiDefinitionsFromNodes(getNodesByType), path.resolve('public'), synonymsFromNodes(getNodesByType));";
  edit(
    dir,
    search,
    write,
    `const __w = Date.now(); const __c = process.cpuUsage(); ${write} const __u = process.cpuUsage(__c); console.log(\`[step] search index: \${Date.now() - __w} ms wall, \${Math.round((__u.user + __u.system) / 1000)} ms cpu\`);`,
  );
}

const EXPERIMENTS = {
  baseline: { env: {} },
  'workers-1': { env: { GATSBY_CPU_COUNT: '1' } },
  'workers-2': { env: { GATSBY_CPU_COUNT: '2' } },
  'workers-3': { env: { GATSBY_CPU_COUNT: '3' } },
  // Terser over the browser bundle: left out to weigh it.
  'no-minify': {
    env: {},
    prepare: (dir) =>
      edit(
        dir,
        'src/node/webpack.ts',
        '    config.devtool = false;',
        "    config.devtool = false;\n    if (stage === 'build-javascript') config.optimization = { ...config.optimization, minimize: false };",
      ),
  },
  // Gatsby's theme-shadowing resolver kept, to weigh src/patches/dropThemeShadowing.
  'no-theme-shadowing-patch': {
    env: {},
    prepare: (dir) => edit(dir, 'src/node/webpack.ts', '  config.resolve.plugins = shadowing.resolvePlugins;\n', ''),
  },
  // Its check (which would fail the build without .parcelrc) goes with it.
  'no-parcelrc': {
    env: {},
    prepare: (dir) => {
      fs.rmSync(path.join(dir, '.parcelrc'));
      edit(dir, 'src/node/preInit.ts', '  verifyNoParcelOptimizer(reporter);\n', '');
    },
  },
  // Without Prism there is no highlighted markup for the prismCodeBlocks patch to rework, so its rehype
  // plugin (which fails the build when it finds none) goes too.
  'no-highlighting': {
    env: {},
    prepare: (dir) => {
      edit(
        dir,
        'src/node/mdxConfig.ts',
        "    {\n      resolve: 'gatsby-remark-prismjs',\n      options: { noInlineHighlight: true, showLineNumbers: false, classPrefix: 'language-' },\n    },\n",
        '',
      );
      edit(dir, 'src/node/mdxConfig.ts', 'rehypePlugins: [rehypePrismCodeBlocks],', 'rehypePlugins: [],');
    },
  },
};

/** Gatsby's activities from a stamped log: name, wall seconds it reports, CPU seconds of the tree during it. */
function activities(log) {
  const lines = log.split('\n');
  const out = [];
  let lastCpu = 0;
  for (const line of lines) {
    const m = /^\[([\d.]+) s ([\d.]+) cpu \d+ MiB\] (?:success|info) (.+?) - ([\d.]+)s/.exec(line);
    if (!m) continue;
    const cpuNow = Number(m[2]);
    out.push({ activity: m[3].trim(), wallS: Number(m[4]), cpuS: Math.round((cpuNow - lastCpu) * 10) / 10 });
    lastCpu = cpuNow;
  }
  const steps = lines.flatMap((l) => {
    const m = /\[step\] (.+?): (\d+) ms wall, (\d+) ms cpu/.exec(l);
    return m ? [{ step: m[1], wallMs: Number(m[2]), cpuMs: Number(m[3]) }] : [];
  });
  return { activities: out, steps };
}

const chosen = names.length ? names : ['baseline'];
const corpusDir = fs.mkdtempSync(path.join(os.tmpdir(), `metis-exp-${pages}-`));
const results = {
  date: new Date().toISOString(),
  pages,
  corpus,
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  runs: [],
};
try {
  if (corpus === 'anchor') await makeAnchorCorpus(requireAnchor(root), pages, corpusDir);
  if (corpus === 'site') fs.cpSync(path.join(root, 'content'), corpusDir, { recursive: true });
  for (const name of chosen) {
    const exp = EXPERIMENTS[name];
    if (!exp) throw new Error(`unknown experiment ${name}; known: ${Object.keys(EXPERIMENTS).join(', ')}`);
    const logFile = path.join(os.tmpdir(), `metis-exp-${name}-${pages}.log`);
    console.error(
      `[experiment] ${name}: building ${pages} pages (log: ${logFile}), load average ${os.loadavg()[0].toFixed(1)}…`,
    );
    const run = await benchBuild(pages, root, {
      contentDir: corpus === 'own' ? undefined : corpusDir,
      logFile,
      env: exp.env,
      gatsbyArgs: ['--verbose'],
      prepare: (dir) => {
        instrument(dir);
        exp.prepare?.(dir);
      },
    });
    results.runs.push({
      name,
      loadAverage: os.loadavg()[0],
      ...run,
      ...activities(fs.readFileSync(logFile, 'utf8')),
      log: logFile,
    });
    console.error(
      `[experiment] ${name}: ${run.seconds} s wall, ${run.cpuSeconds} s CPU, ${run.peakMiB} MiB (main ${run.byProcess?.main?.peakMiB} MiB), load average now ${os.loadavg()[0].toFixed(2)}`,
    );
  }
} finally {
  fs.rmSync(corpusDir, { recursive: true, force: true });
}
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/experiments-latest.json', JSON.stringify(results, null, 2) + '\n');

console.log(`| experiment (${pages} pages, ${corpus} corpus) | wall | CPU | peak memory |`);
console.log('| --- | --- | --- | --- |');
for (const r of results.runs) console.log(`| ${r.name} | ${r.seconds} s | ${r.cpuSeconds} s | ${r.peakMiB} MiB |`);
for (const r of results.runs) {
  console.log(
    `\n${r.name}: Gatsby's activities (wall as Gatsby reports it; CPU of the whole tree between this line and the previous one)`,
  );
  for (const a of r.activities.filter((x) => x.wallS >= 0.5 || x.cpuS >= 0.5))
    console.log(`  ${a.activity.padEnd(60)} ${String(a.wallS).padStart(7)} s wall ${String(a.cpuS).padStart(7)} s cpu`);
  for (const s of r.steps)
    console.log(
      `  step: ${s.step.padEnd(54)} ${(s.wallMs / 1000).toFixed(1).padStart(7)} s wall ${(s.cpuMs / 1000).toFixed(1).padStart(7)} s cpu (main process)`,
    );
}
