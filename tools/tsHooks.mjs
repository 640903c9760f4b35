// Node module hooks that let the tools import the site's TypeScript modules (src/**) directly:
// a `.ts` file is transpiled on load with the TypeScript compiler (types erased, no type check: `npm run
// typecheck` does that), and an extensionless relative import from a `.ts` file resolves to its `.ts`
// sibling, as the bundler resolution of tsconfig.json does. Registered through module.register by the tools
// that import them (tools/samples/run.mjs, tools/fix-terms.mjs, tools/check-budgets.mjs,
// tools/bench/searchInputs.mjs).
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL?.endsWith('.ts');
  if (fromTs && /^\.{1,2}\//.test(specifier) && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    return nextResolve(`${specifier}.ts`, context);
  }
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    // A package's file named without its extension (prismjs/components/index), as the bundler finds it.
    if (!fromTs || error?.code !== 'ERR_MODULE_NOT_FOUND' || /\.[cm]?js$/.test(specifier)) throw error;
    return nextResolve(`${specifier}.js`, context);
  }
}

export async function load(url, context, nextLoad) {
  // JSON imported by a TypeScript module (prismjs/components.json …) becomes a module with a default export,
  // as the bundler and Jest give it.
  if (url.endsWith('.json') && context.importAttributes?.type !== 'json') {
    const text = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${text};`, shortCircuit: true };
  }
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
