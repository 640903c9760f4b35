// The authoring loop beside the anchors, on the same corpus: `gatsby develop` on a throwaway copy of the
// project, cold then warm (started again in the same folder, .cache and public/ kept); Docusaurus 3.8.1's
// `docusaurus start` and Starlight's `astro dev` on the anchor bench's skeletons, cold. For each: the time
// until the server answers the page, until the page shows in Chromium (its h1 with the document's title), from
// saving an edit of that document to the open page showing it (several edits: median and each), the CPU of the
// server's process tree until the first page and the peak of its memory (the anchor bench's lib/tree-rss.mjs),
// and each start's phases as Gatsby reports them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processTreeSeconds } from '../testing/cpuTime.mjs';
import { freePort } from '../testing/freePort.mjs';
import { makeProjectCopy } from '../testing/projectCopy.mjs';
import { FULL_CHROMIUM_PATH, launchBrowser } from '../testing/site.mjs';
import { median } from './report.mjs';
import { BENCH_WORK, run } from './sites.mjs';

const START_TIMEOUT_MS = 900_000;
const EDIT_TIMEOUT_MS = 60_000;
/** Between two edits, so that each one starts from a quiet server. */
const SETTLE_MS = 2000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => Math.round(ms / 100) / 10;

/** The document's title (frontmatter) and the line of its first paragraph, where the edits go. */
export function editTarget(source) {
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(source)?.[1];
  const lines = source.split('\n');
  const close = lines.indexOf('---', 1);
  const line = lines.findIndex(
    (l, i) => i > close && l.trim() && !/^(#|import |export |<|```|\||-|\d+\.)/.test(l.trim()),
  );
  if (!title || line === -1) throw new Error('the bench document needs a title and a paragraph');
  return { title, line };
}

/** The phases of a start as Gatsby reports them (`success NAME - 1.234s`), seconds summed by name. */
export function activityPhases(output) {
  const phases = {};
  for (const m of output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/^success (.+?) - (\d+\.\d+)s/gm))
    phases[m[1]] = Math.round(((phases[m[1]] ?? 0) + Number(m[2])) * 10) / 10;
  return phases;
}

/** Polls until `origin + route` answers 200; its ms since `started`. */
async function served(origin, route, started, child, output) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output().slice(-3000)}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`${route} not served in ${START_TIMEOUT_MS / 1000} s`);
    const answer = await fetch(origin + route, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
    if (answer?.ok) return Date.now() - started;
    await sleep(250);
  }
}

/** Starts a server (`node ...args`) in its own process group on a free port, measures it and stops the whole group. */
async function measureServer({ tool, anchorDir, args, cwd, env, route, docFile, edits }) {
  const source = fs.readFileSync(docFile, 'utf8');
  const { title, line } = editTarget(source);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const load = [os.loadavg()[0]];
  const started = Date.now();
  const child = spawn(process.execPath, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    cwd,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const treeFile = path.join(os.tmpdir(), `metis-develop-tree-${child.pid}.json`);
  const treeRss = run(process.execPath, [path.join(anchorDir, 'lib/tree-rss.mjs'), String(child.pid), treeFile, '200']);
  let browser;
  let figures;
  try {
    const servedMs = await served(origin, route, started, child, () => output);
    browser = await launchBrowser({ executablePath: FULL_CHROMIUM_PATH });
    const page = await browser.newPage();
    await page.goto(origin + route, { timeout: START_TIMEOUT_MS });
    const h1 = (t) => document.querySelector('h1')?.textContent.includes(t);
    await page.waitForFunction(h1, title, { timeout: START_TIMEOUT_MS, polling: 50 });
    const firstPageMs = Date.now() - started;
    const firstPageCpuSeconds = Math.round(processTreeSeconds(child.pid) * 10) / 10;
    const editMs = [];
    for (let i = 1; i <= edits; i += 1) {
      await sleep(SETTLE_MS);
      const marker = `benchedit${i}x${Date.now() % 100000}`;
      const lines = source.split('\n');
      lines[line] = `${lines[line]} ${marker}`;
      const saved = Date.now();
      fs.writeFileSync(docFile, lines.join('\n'));
      const shows = (t) => document.body?.textContent.includes(t);
      await page.waitForFunction(shows, marker, { timeout: EDIT_TIMEOUT_MS, polling: 10 });
      editMs.push(Date.now() - saved);
    }
    figures = {
      tool,
      phases: activityPhases(output),
      servedSeconds: seconds(servedMs),
      firstPageSeconds: seconds(firstPageMs),
      firstPageCpuSeconds,
      editMs: { median: median(editMs), all: editMs },
      // The machine's 1-minute load average when the server started and when its last edit showed.
      load: [...load, os.loadavg()[0]].map((l) => Math.round(l * 100) / 100),
    };
  } finally {
    await browser?.close();
    fs.writeFileSync(docFile, source);
    try {
      process.kill(-child.pid, 'SIGTERM');
      const exited = new Promise((r) => child.once('exit', () => r(true)));
      if (child.exitCode === null && !(await Promise.race([exited, sleep(10_000)])))
        process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone
    }
    await treeRss;
  }
  const { peakTreeRssKiB } = JSON.parse(fs.readFileSync(treeFile, 'utf8'));
  fs.rmSync(treeFile);
  return { ...figures, peakMiB: Math.round(peakTreeRssKiB / 1024) };
}

/** `gatsby develop` on a cold copy of the project, the corpus outside it (DOCS_CONTENT_DIR), then warm. */
export async function benchDevelop(anchorDir, corpusDir, root, { route, edits }) {
  const copy = makeProjectCopy(root, 'metis-bench-develop-');
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-bench-develop-content-'));
  fs.cpSync(corpusDir, content, { recursive: true });
  const start = (tool) =>
    measureServer({
      tool,
      anchorDir,
      args: [path.join(root, 'node_modules/gatsby/cli.js'), 'develop'],
      cwd: copy.dir,
      env: { GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: content, NO_COLOR: '1' },
      route,
      docFile: path.join(content, `${route.slice(1)}.mdx`),
      edits,
    });
  try {
    return [await start('this site (gatsby develop), cold'), await start('this site (gatsby develop), warm')];
  } finally {
    copy.remove();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

const INDEX_DOC = `---\ntitle: "مستندات"\nslug: /\nsidebar_position: 0\n---\n\nبه مستندات خوش آمدید.\n`;

/** The anchor bench's skeletons as its build scripts prepare them, for their development servers. */
const SKELETONS = {
  docusaurus: {
    files: ['package.json', 'package-lock.json', 'docusaurus.config.js', 'sidebars.js', 'src', 'static'],
    docs: 'docs',
    caches: ['.docusaurus', 'build', 'node_modules/.cache'],
    version: '@docusaurus/core',
    name: (v) => `Docusaurus ${v} (docusaurus start)`,
    args: ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'start', '--no-open'],
    env: { BROWSER: 'none' },
  },
  starlight: {
    files: ['package.json', 'package-lock.json', 'astro.config.mjs', 'src/content.config.ts'],
    docs: 'src/content/docs',
    caches: ['dist', '.astro', 'node_modules/.astro'],
    version: 'astro',
    name: (v) => `Starlight on Astro ${v} (astro dev)`,
    args: ['node_modules/astro/astro.js', 'dev'],
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
};

/**
 * An anchor's development server on the corpus, cold: its skeleton synced into $BENCH_WORK/<kind>-site, `npm
 * ci` once per lockfile (as build-docusaurus.sh and build-starlight.sh do, sharing the folder), caches cleared.
 */
export async function benchAnchorDev(kind, anchorDir, corpusDir, { route, edits }) {
  const s = SKELETONS[kind];
  const site = path.join(BENCH_WORK, `${kind}-site`);
  for (const f of s.files) {
    fs.rmSync(path.join(site, f), { recursive: true, force: true });
    fs.cpSync(path.join(anchorDir, kind, f), path.join(site, f), { recursive: true });
  }
  const lock = fs.readFileSync(path.join(site, 'package-lock.json'), 'utf8');
  const mark = path.join(site, 'node_modules/.bench-lock');
  if (!fs.existsSync(mark) || fs.readFileSync(mark, 'utf8') !== lock) {
    const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: site, stdio: ['ignore', 2, 2] });
    if (status !== 0) throw new Error(`npm ci of the ${kind} anchor in ${site} failed`);
    fs.writeFileSync(mark, lock);
  }
  const docs = path.join(site, s.docs);
  for (const d of [s.docs, ...s.caches]) fs.rmSync(path.join(site, d), { recursive: true, force: true });
  fs.cpSync(corpusDir, docs, { recursive: true, filter: (f) => kind === 'docusaurus' || !/_category_\.json$/.test(f) });
  if (kind === 'docusaurus' && !fs.existsSync(path.join(docs, 'index.mdx')))
    fs.writeFileSync(path.join(docs, 'index.mdx'), INDEX_DOC);
  const { version } = JSON.parse(fs.readFileSync(path.join(site, 'node_modules', s.version, 'package.json'), 'utf8'));
  const args = [path.join(site, s.args[0]), ...s.args.slice(1)];
  const options = { tool: s.name(version), anchorDir, args, cwd: site, env: s.env, route, edits };
  return measureServer({ ...options, docFile: path.join(docs, `${route.slice(1)}.mdx`) });
}
