// Loads the build's TypeScript modules (the search index steps) in plain Node for the benchmarks: each file
// is transpiled to CommonJS under .bench-search/<pid>/ inside the project, so packages resolve from
// node_modules, and removed again by `cleanup`. The same sources as the site build, no second copy.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The modules the search index needs: the node step, its helpers and every module of src/lib/search. */
export function searchSources(root = projectRoot) {
  const lib = fs
    .readdirSync(path.join(root, 'src/lib/search'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `src/lib/search/${f}`);
  return ['src/node/searchIndex.ts', 'src/node/contentDir.ts', 'src/node/displayPath.ts', 'src/lib/paths.ts', ...lib];
}

/** Transpiles `sources` (relative to root) and returns a `require` rooted there plus a cleanup function. */
export function loadTsModules(sources = searchSources(), root = projectRoot) {
  const outDir = path.join(root, '.bench-search', String(process.pid));
  for (const rel of sources) {
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(root, rel), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    });
    const out = path.join(outDir, rel.replace(/\.tsx?$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, outputText);
  }
  const require = createRequire(path.join(outDir, 'index.js'));
  return {
    require: (rel) => require(`./${rel.replace(/\.tsx?$/, '')}.js`),
    cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
