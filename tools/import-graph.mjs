#!/usr/bin/env node
// Prints the import arrows between the project's folders: `src/<folder>` for code under src/, the top-level
// folder otherwise, `(root)` for files at the top. Relative imports only (packages are not folders of ours).
// Tests are left out unless --tests is given: the wings are about what the code depends on.
//
//   node tools/import-graph.mjs            # "from -> to  count" for every pair of folders
//   node tools/import-graph.mjs --files    # ... and the importing files under each arrow
//   node tools/import-graph.mjs --json     # {"from -> to": count}
//   node tools/import-graph.mjs --root DIR # another checkout
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const SKIP = new Set('node_modules .cache public deploy .git bench-results .e2e-tmp .bench-search fixtures'.split(' '));
const CODE = /\.(m?js|cjs|tsx?)$/;
const TEST = /(\.test\.|__testing__|\/e2e\/|_gatsbyLoaderFixture)/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (CODE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The folder a file belongs to. */
export function folderOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts.length === 1) return '(root)';
  if (parts[0] === 'src') return parts.length === 2 ? 'src' : `src/${parts[1]}`;
  return parts[0];
}

const SPEC =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function resolveSpec(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = ['', ...'.ts .tsx .mjs .js .cjs .json /index.ts /index.tsx /index.mjs /index.js'.split(' ')];
  return candidates.map((end) => base + end).find((f) => existsSync(f) && statSync(f).isFile()) ?? base;
}

export function importGraph({ tests = false } = {}) {
  const arrows = new Map();
  for (const file of walk(root)) {
    const rel = relative(root, file);
    if (!tests && TEST.test(`/${rel}`)) continue;
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(SPEC)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!spec.startsWith('.')) continue;
      const target = resolveSpec(file, spec);
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      if (!arrows.has(key)) arrows.set(key, []);
      arrows.get(key).push(`${rel} -> ${relative(root, target)}`);
    }
  }
  return arrows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arrows = importGraph({ tests: args.has('--tests') });
  const keys = [...arrows.keys()].sort();
  if (args.has('--json'))
    console.log(JSON.stringify(Object.fromEntries(keys.map((k) => [k, arrows.get(k).length])), null, 2));
  else
    for (const key of keys) {
      console.log(`${key.padEnd(36)} ${arrows.get(key).length}`);
      if (args.has('--files')) for (const line of arrows.get(key)) console.log(`    ${line}`);
    }
}
