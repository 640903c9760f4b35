// `npm run test:e2e`: every e2e file over one production build (./public), one server on it and one
// Chromium, with several files at once. Each file runs in a `node --test` process of its own and reaches the
// shared server and browser through the environment (openSite in e2e/helpers.mjs); a file run alone starts
// its own. Each file's output is printed whole when it ends, then a table of the files' wall times. The
// first failing file stops the others.
//
//   node scripts/e2e.mjs [e2e/x.test.mjs …]    (E2E_CONCURRENCY: files at once, 4 by default)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHARED_SITE_ENV } from '../e2e/helpers.mjs';
import { listenSite } from './server.mjs';
import { loadAverage, start } from './processes.mjs';

/**
 * The files that take longest, started first so that none of them is left running alone at the end (the
 * others follow in name order). Figures: `npm test`'s closing table.
 */
const LONGEST_FIRST = ['patches', 'a11y', 'chaos', 'content-dir', 'guards', 'api-guards', 'server-lifecycle', 'interface', 'runtime', 'recovery'];

export function e2eFiles(dir = 'e2e') {
  const rank = (file) => {
    const at = LONGEST_FIRST.indexOf(path.basename(file, '.test.mjs'));
    return at === -1 ? LONGEST_FIRST.length : at;
  };
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Runs `files` (all of e2e/ by default), `concurrency` at once; `print` gets each file's output as a block.
 * Resolves with { ok, files: [{ file, ok, seconds, load }] }.
 */
export async function runE2e({ files = e2eFiles(), concurrency = Number(process.env.E2E_CONCURRENCY || 4), print = (text) => process.stdout.write(text) } = {}) {
  const server = await listenSite();
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const env = { [SHARED_SITE_ENV.origin]: server.origin, [SHARED_SITE_ENV.browser]: browserServer.wsEndpoint() };
  const results = [];
  const children = new Set();
  let failed = false;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, files.length) }, async () => {
        while (!failed && next < files.length) {
          const file = files[next++];
          const child = start(process.execPath, ['--test', '--test-reporter=spec', file], { env });
          children.add(child);
          const { code, output, seconds } = await child.done;
          children.delete(child);
          if (failed) break; // stopped because another file failed: its output says nothing
          const ok = code === 0;
          results.push({ file, ok, seconds, load: loadAverage() });
          print(`\n── ${file}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s (load ${loadAverage().toFixed(1)})\n${output}`);
          if (!ok) {
            failed = true;
            for (const other of children) other.stop();
          }
        }
      }),
    );
  } finally {
    await browserServer.close();
    await server.close();
  }
  return { ok: !failed && results.length === files.length, files: results };
}

/** The files' wall times, longest first. */
export function fileTable(files) {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .map((f) => `  ${f.ok ? ' ' : '✗'} ${f.file.padEnd(34)} ${f.seconds.toFixed(1).padStart(6)} s   load ${f.load.toFixed(1)}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const args = process.argv.slice(2);
  const { ok, files } = await runE2e(args.length ? { files: args } : {});
  console.log(`\ne2e: ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadAverage().toFixed(1)}), longest first:\n${fileTable(files)}`);
  process.exit(ok ? 0 : 1);
}
