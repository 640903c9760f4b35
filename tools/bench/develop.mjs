// The authoring loop beside the anchor: `gatsby develop` on a throwaway copy of the project and Docusaurus
// 3.8.1's `docusaurus start` on the anchor's skeleton, both cold (no cache of either) on the same corpus. For
// each: the time until the server answers the page, the time until the page shows in Chromium (its h1 with the
// document's title), the time from saving an edit of that document to the open page showing it (several edits,
// the median and each one), and the peak memory of the server's whole process tree (sampled from /proc).
// `gatsby develop` is then started again in the same folder (warm: .cache and public/ kept), and each start's
// phases are read from Gatsby's own activity lines. Astro's `astro dev` with Starlight (the shared bench's
// skeleton, installed once as build-starlight.sh does) is measured the same way when the shared bench has it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FULL_CHROMIUM_PATH, launchBrowser } from '../testing/site.mjs';
import { makeProjectCopy } from '../testing/projectCopy.mjs';
import { treeRss } from './build.mjs';
import { freePort } from '../testing/freePort.mjs';

const START_TIMEOUT_MS = 900_000;
const EDIT_TIMEOUT_MS = 60_000;
/** Between two edits, so that each one starts from a quiet server. */
const SETTLE_MS = 2000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

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

/**
 * Starts `command` in its own process group, measures it as the file says and stops the whole group.
 * `docFile` is the document served at `route`; the edits append a marker word to its first paragraph.
 */
async function measureServer({ tool, command, args, cwd, env, origin, route, docFile, edits }) {
  const source = fs.readFileSync(docFile, 'utf8');
  const { title, line } = editTarget(source);
  const load = [os.loadavg()[0]];
  const started = Date.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peak = 0;
  // CPU seconds of the whole tree as well: unlike wall time, they barely grow when other work shares the machine.
  const cpu = { seconds: 0 };
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid, null, cpu))), 200);
  let browser;
  const seconds = (ms) => Math.round(ms / 100) / 10;
  try {
    let servedMs = null;
    while (servedMs === null) {
      if (child.exitCode !== null) throw new Error(`${tool} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`${tool} did not serve ${route} in ${START_TIMEOUT_MS / 1000} s`);
      try {
        const res = await fetch(origin + route, { signal: AbortSignal.timeout(30_000) });
        if (res.ok) servedMs = Date.now() - started;
      } catch {
        // not listening yet
      }
      if (servedMs === null) await sleep(250);
    }
    browser = await launchBrowser({ executablePath: FULL_CHROMIUM_PATH });
    const page = await browser.newPage();
    const shows = (text) =>
      page.waitForFunction((t) => document.body?.textContent.includes(t), text, {
        timeout: EDIT_TIMEOUT_MS,
        polling: 10,
      });
    await page.goto(origin + route, { timeout: START_TIMEOUT_MS });
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent.includes(t), title, {
      timeout: START_TIMEOUT_MS,
      polling: 50,
    });
    const firstPageMs = Date.now() - started;
    treeRss(child.pid, null, cpu);
    const firstPageCpuSeconds = Math.round(cpu.seconds * 10) / 10;
    await sleep(SETTLE_MS);
    const editMs = [];
    for (let i = 1; i <= edits; i += 1) {
      const marker = `benchedit${i}x${Date.now() % 100000}`;
      const lines = source.split('\n');
      lines[line] = `${lines[line]} ${marker}`;
      const saved = Date.now();
      fs.writeFileSync(docFile, lines.join('\n'));
      await shows(marker);
      editMs.push(Date.now() - saved);
      await sleep(SETTLE_MS);
    }
    return {
      tool,
      phases: activityPhases(output),
      servedSeconds: seconds(servedMs),
      firstPageSeconds: seconds(firstPageMs),
      firstPageCpuSeconds,
      editMs: { median: median(editMs), all: editMs },
      peakMiB: Math.round(peak / 2 ** 20),
      // The machine's 1-minute load average when the server started and when its last edit showed.
      load: [...load, os.loadavg()[0]].map((l) => Math.round(l * 100) / 100),
    };
  } finally {
    clearInterval(sampler);
    await browser?.close();
    fs.writeFileSync(docFile, source);
    try {
      process.kill(-child.pid, 'SIGTERM');
      const exited = new Promise((r) => child.once('exit', r));
      if (
        child.exitCode === null &&
        (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false
      )
        process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone
    }
  }
}

/** The phases of a start as Gatsby reports them (`success NAME - 1.234s`), seconds summed by name. */
export function activityPhases(output) {
  const phases = {};
  for (const m of output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/^success (.+?) - (\d+\.\d+)s/gm))
    phases[m[1]] = Math.round(((phases[m[1]] ?? 0) + Number(m[2])) * 10) / 10;
  return phases;
}

/** The phases the issue names, in order, from activityPhases (Gatsby 5.16's activity names). */
/** @type {[string, string[]][]} */
export const DEVELOP_PHASES = [
  [
    'bootstrap',
    [
      'load gatsby config',
      'load plugins',
      'onPreInit',
      'initialize cache',
      'copy gatsby files',
      'Compiling Gatsby Functions',
      'onPreBootstrap',
      'createSchemaCustomization',
      'source and transform nodes',
    ],
  ],
  ['schema', ['building schema']],
  ['createPages', ['createPages', 'createPagesStatefully']],
  ['query extraction', ['extract queries from components']],
  ['HTML renderer bundle', ['Building HTML renderer']],
  ['browser bundle', ['Building development bundle']],
];

/**
 * `gatsby develop` on a cold copy of the project, the corpus outside it (DOCS_CONTENT_DIR), then started
 * again warm in the same folder.
 */
export async function benchDevelop(corpusDir, root, { route, edits = 5 }) {
  const copy = makeProjectCopy(root, 'metis-bench-develop-');
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-bench-develop-content-'));
  fs.cpSync(corpusDir, content, { recursive: true });
  const start = async (tool) => {
    const port = await freePort();
    return measureServer({
      tool,
      command: process.execPath,
      args: [path.join(root, 'node_modules/gatsby/cli.js'), 'develop', '--host', '127.0.0.1', '--port', String(port)],
      cwd: copy.dir,
      env: { GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: content, NO_COLOR: '1' },
      origin: `http://127.0.0.1:${port}`,
      route,
      docFile: path.join(content, `${route.slice(1)}.mdx`),
      edits,
    });
  };
  try {
    const cold = await start('this site (gatsby develop)');
    return { ...cold, warm: await start('this site (gatsby develop, warm)') };
  } finally {
    copy.remove();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

const INDEX_DOC = `---
title: "مستندات"
slug: /
sidebar_position: 0
---

به مستندات خوش آمدید.
`;

/**
 * The anchor's Docusaurus site with the corpus in docs/, as the anchor's build-docusaurus.sh prepares it
 * (its skeleton, `npm ci` once into $BENCH_WORK/docusaurus-site, cold: no .docusaurus or webpack cache, an
 * index page when the corpus has none). The build script and this share the folder, one after the other.
 */
export function prepareDocusaurus(
  anchorDir,
  corpusDir,
  workDir = process.env.BENCH_WORK ?? path.join(os.tmpdir(), 'bench-work'),
) {
  const site = path.join(workDir, 'docusaurus-site');
  const skeleton = path.join(anchorDir, 'docusaurus');
  fs.mkdirSync(site, { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'docusaurus.config.js', 'sidebars.js'])
    fs.copyFileSync(path.join(skeleton, f), path.join(site, f));
  for (const d of ['src', 'static']) {
    fs.rmSync(path.join(site, d), { recursive: true, force: true });
    fs.cpSync(path.join(skeleton, d), path.join(site, d), { recursive: true });
  }
  const lockMark = path.join(site, 'node_modules/.bench-lock');
  const lock = fs.readFileSync(path.join(site, 'package-lock.json'), 'utf8');
  if (
    !fs.existsSync(path.join(site, 'node_modules/@docusaurus/core')) ||
    !fs.existsSync(lockMark) ||
    fs.readFileSync(lockMark, 'utf8') !== lock
  ) {
    const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: site,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    });
    if (status !== 0) throw new Error(`npm ci of the Docusaurus anchor in ${site} failed`);
    fs.writeFileSync(lockMark, lock);
  }
  for (const d of ['docs', '.docusaurus', 'build', 'node_modules/.cache'])
    fs.rmSync(path.join(site, d), { recursive: true, force: true });
  const docs = path.join(site, 'docs');
  fs.cpSync(corpusDir, docs, {
    recursive: true,
    filter: (src) => fs.statSync(src).isDirectory() || /\.(mdx?|json|ya?ml)$/.test(src),
  });
  if (!fs.existsSync(path.join(docs, 'index.md')) && !fs.existsSync(path.join(docs, 'index.mdx')))
    fs.writeFileSync(path.join(docs, 'index.mdx'), INDEX_DOC);
  return { site, docs };
}

/** `docusaurus start` on the same corpus, cold. */
export async function benchDocusaurusStart(anchorDir, corpusDir, { route, edits = 5 }) {
  const { site, docs } = prepareDocusaurus(anchorDir, corpusDir);
  const port = await freePort();
  const version = JSON.parse(
    fs.readFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  return measureServer({
    tool: `Docusaurus ${version} (docusaurus start)`,
    command: process.execPath,
    args: [
      path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    cwd: site,
    env: { BROWSER: 'none', NO_UPDATE_NOTIFIER: '1' },
    origin: `http://127.0.0.1:${port}`,
    route,
    docFile: path.join(docs, `${route.slice(1)}.mdx`),
    edits,
  });
}

/** `astro dev` with Starlight 0.37 (the shared bench's skeleton) on the same corpus, cold; null without it. */
export async function benchAstroDev(anchorDir, corpusDir, { route, edits = 5 }) {
  const skeleton = path.join(anchorDir, 'starlight');
  if (!fs.existsSync(path.join(skeleton, 'package.json'))) return null;
  const site = path.join(process.env.BENCH_WORK ?? path.join(os.tmpdir(), 'bench-work'), 'starlight-site');
  fs.mkdirSync(path.join(site, 'src'), { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'astro.config.mjs'])
    fs.copyFileSync(path.join(skeleton, f), path.join(site, f));
  fs.copyFileSync(path.join(skeleton, 'src/content.config.ts'), path.join(site, 'src/content.config.ts'));
  const lock = fs.readFileSync(path.join(site, 'package-lock.json'), 'utf8');
  const mark = path.join(site, 'node_modules/.bench-lock');
  if (!fs.existsSync(mark) || fs.readFileSync(mark, 'utf8') !== lock) {
    const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: site, stdio: ['ignore', 2, 2] });
    if (status !== 0) throw new Error(`npm ci of the Starlight anchor in ${site} failed`);
    fs.writeFileSync(mark, lock);
  }
  const docs = path.join(site, 'src/content/docs');
  for (const d of [docs, path.join(site, 'dist'), path.join(site, '.astro'), path.join(site, 'node_modules/.astro')])
    fs.rmSync(d, { recursive: true, force: true });
  fs.cpSync(corpusDir, docs, {
    recursive: true,
    filter: (src) => !/(_category_|_corpus-manifest)\.json$/.test(src),
  });
  const port = await freePort();
  const version = JSON.parse(fs.readFileSync(path.join(site, 'node_modules/astro/package.json'), 'utf8')).version;
  return measureServer({
    tool: `Starlight on Astro ${version} (astro dev)`,
    command: process.execPath,
    args: [path.join(site, 'node_modules/astro/astro.js'), 'dev', '--host', '127.0.0.1', '--port', String(port)],
    cwd: site,
    env: { ASTRO_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' },
    origin: `http://127.0.0.1:${port}`,
    route,
    docFile: path.join(docs, `${route.slice(1)}.mdx`),
    edits,
  });
}

/** The warm start, Astro's server and each start's phases, as Markdown lines for the report. */
export function developDetails(runs) {
  const md = [];
  const line = (pages, r) =>
    `- ${pages} pages, ${r.tool}: first page ${r.firstPageSeconds} s (CPU ${r.firstPageCpuSeconds} s), save to screen median ${r.editMs.median} ms (${r.editMs.all.join(', ')}), peak ${r.peakMiB} MiB, load ${r.load.join(' → ')}`;
  for (const d of runs) {
    for (const r of [d.ours.warm, d.astro].filter(Boolean)) md.push(line(d.pages, r));
    for (const r of [d.ours, d.ours.warm].filter(Boolean)) {
      const phases = DEVELOP_PHASES.map(([name, keys]) => {
        const found = keys.filter((k) => r.phases?.[k] != null);
        return found.length ? `${name} ${Math.round(found.reduce((a, k) => a + r.phases[k], 0) * 10) / 10} s` : null;
      }).filter(Boolean);
      md.push(`- ${d.pages} pages, ${r.tool}, phases: ${phases.join(', ')}; first page ${r.firstPageSeconds} s`);
    }
  }
  return md.length ? ['', ...md, ''] : [];
}
