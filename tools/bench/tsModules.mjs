// Loads the build's TypeScript modules (the search index steps) in plain Node for the benchmarks: each file
// is transpiled to CommonJS under .bench-search/<pid>/ inside the project, so packages resolve from
// node_modules, and removed again by `cleanup`. The same sources as the site build, no second copy: the
// modules named and every module they import, followed through their relative imports.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The modules the search benchmarks start from: the build's index step, the document model, the definition loader and the
 * views its nodes hold, the route rule, and every module of src/lib/search.
 */
export function searchSources(root = projectRoot) {
  const lib = fs
    .readdirSync(path.join(root, 'src/lib/search'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `src/lib/search/${f}`);
  return [
    'src/node/searchIndex.ts',
    'src/node/documentModel.ts',
    'src/node/openApiDefinition.ts',
    'src/lib/openapi/refs.ts',
    'src/lib/openapi/view.ts',
    'src/lib/paths.ts',
    'src/lib/search/__testing__/rankedRoutes.ts',
    ...lib,
  ];
}

/** The project file a relative import of `from` names (an extensionless path, as the bundler resolves it). */
function resolveImport(root, from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}/index.ts`].find(
    (rel) => /\.(ts|json)$/.test(rel) && fs.existsSync(path.join(root, rel)),
  );
  if (!found) throw new Error(`${from} imports ${specifier}, which is not a .ts or .json file the benchmark can load`);
  return found;
}

/** Transpiles `sources` (relative to root) and what they import, and returns a `require` rooted there plus a cleanup function. */
export function loadTsModules(sources = searchSources(), root = projectRoot) {
  const outDir = path.join(root, '.bench-search', String(process.pid));
  const queue = [...sources];
  const done = new Set();
  while (queue.length) {
    const rel = queue.pop();
    if (done.has(rel)) continue;
    done.add(rel);
    const out = path.join(outDir, rel.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (rel.endsWith('.json')) {
      fs.copyFileSync(path.join(root, rel), out);
      continue;
    }
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(root, rel), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    });
    fs.writeFileSync(out, outputText);
    for (const [, specifier] of outputText.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g))
      queue.push(resolveImport(root, rel, specifier));
  }
  const require = createRequire(path.join(outDir, 'index.js'));
  return {
    require: (rel) => require(`./${rel.replace(/\.tsx?$/, '')}.js`),
    cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
