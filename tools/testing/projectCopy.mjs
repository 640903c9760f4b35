// A throwaway copy of the project (sources only, node_modules linked) for builds that must not touch the
// real .cache and public/: the build-guard tests and the benchmark. server/ is needed by the build itself
// (onPostBuild writes the deploy rules with server/emit-deploy-files.mjs); tools/ by what runs in the copy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENTRIES = [
  'package.json',
  'tsconfig.json',
  '.parcelrc',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src',
  'templates',
  'static',
  'content',
  'server',
  'tools',
];

export function makeProjectCopy(root = path.resolve('.'), prefix = 'metis-copy-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of ENTRIES) {
    const from = path.join(root, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A production build of a throwaway copy of the project, for the bench tools that need a build made another
 * way (`env`, `args`) without touching ./public or .cache: built in place, a trace build once left React's
 * profiling build in webpack's cache for the next `gatsby build`. Returns the copy (its build in
 * `public/`); the copy is removed if the build fails, with an error naming `what`.
 */
export function buildProjectCopy({ prefix, what, env = {}, args = [], root = path.resolve('.') }) {
  const copy = makeProjectCopy(root, prefix);
  const result = spawnSync('npx', ['gatsby', 'build', ...args], {
    cwd: copy.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    copy.remove();
    throw new Error(`${what} failed (gatsby build exit ${result.status ?? result.signal})`);
  }
  return copy;
}
