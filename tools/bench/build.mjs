// Production builds of the anchor corpus, ours and Docusaurus's, measured by the same tools: GNU time (wall,
// user + system CPU of the whole tree: unlike wall time it does not grow when other work shares the machine)
// and the anchor bench's lib/tree-rss.mjs (the peak of the summed memory of the process tree), gathered by its
// lib/build-metrics.mjs. Ours builds in a throwaway copy of the project with the corpus copied in
// (DOCS_CONTENT_DIR; a folder outside the project cannot be built until the MDX runtime's imports resolve
// from it, see docs/performance.md), as `node node_modules/gatsby/cli.js build`: no npm wrapper measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeProjectCopy } from '../testing/projectCopy.mjs';
import { buildAnchor, run } from './sites.mjs';

/** A build's figures from build-metrics.mjs's JSON (null when there is none). */
export function buildFigures(tool, metrics) {
  if (!metrics) return null;
  return {
    tool,
    seconds: metrics.wallS,
    cpuSeconds: Math.round((metrics.userS + metrics.sysS) * 10) / 10,
    peakMiB: Math.round((metrics.peakTreeRssKiB ?? metrics.maxRssKiB) / 1024),
    htmlFiles: metrics.output?.html ?? null,
  };
}

/** The line of a failed build's log that says why it stopped (Node's fatal error, or Gatsby's first error). */
export function failureReason(log) {
  const lines = log.split('\n').map((l) => l.trim());
  return (
    lines.find((l) => /^FATAL ERROR/.test(l)) ??
    lines.find((l) => /^ERROR\b/.test(l)) ??
    lines.filter(Boolean).at(-1) ??
    'unknown'
  );
}

/**
 * This site's build of `contentDir`: buildFigures, and `failed` (the reason) when it did not finish: a failed
 * build is a result too, with what it cost until then. `logFile` keeps Gatsby's output (activity timings).
 */
export async function buildOurs(anchorDir, root, contentDir, logFile) {
  const copy = makeProjectCopy(root, 'metis-bench-');
  const content = path.join(copy.dir, 'bench-content');
  fs.cpSync(contentDir, content, { recursive: true });
  const file = (name) => path.join(copy.dir, name);
  const log = fs.openSync(file('build.log'), 'w');
  const gatsby = [process.execPath, path.join(root, 'node_modules/gatsby/cli.js'), 'build'];
  const child = spawn('/usr/bin/time', ['-v', '-o', file('time.txt'), ...gatsby], {
    cwd: copy.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: content, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', log, log],
  });
  const lib = (name) => path.join(anchorDir, 'lib', name);
  const treeRss = run(process.execPath, [lib('tree-rss.mjs'), String(child.pid), file('tree.json'), '250']);
  const code = await new Promise((resolve) => child.on('close', resolve));
  await treeRss;
  fs.closeSync(log);
  const { out } = await run(process.execPath, [
    ...[lib('build-metrics.mjs'), '--label', 'ours', '--time', file('time.txt'), '--tree', file('tree.json')],
    ...['--out', file('public'), '--rc', String(code)],
  ]);
  const output = fs.readFileSync(file('build.log'), 'utf8');
  if (logFile) fs.writeFileSync(logFile, output);
  copy.remove();
  const figures = buildFigures('this site', JSON.parse(out));
  return code === 0 ? figures : { ...figures, failed: failureReason(output) };
}

/** Docusaurus's cold build of the same corpus by the anchor's build-docusaurus.sh: buildFigures. */
export async function buildDocusaurus(anchorDir, contentDir) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-anchor-'));
  const { code, err, metrics } = await buildAnchor(
    anchorDir,
    'build-docusaurus.sh',
    contentDir,
    path.join(out, 'site'),
  );
  fs.rmSync(out, { recursive: true, force: true });
  if (code !== 0 || !metrics) throw new Error(`Docusaurus build of ${contentDir} failed (exit ${code}):\n${err}`);
  return buildFigures(`Docusaurus ${metrics.toolVersion}`, metrics);
}
