// A throwaway copy of the project (sources only, node_modules linked) for builds that must not touch the
// real .cache and public/: the build-guard tests and the benchmark. server/ is needed by the build itself
// (onPostBuild writes the deploy rules with server/emit-deploy-files.mjs); tools/ by what runs in the copy.
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
