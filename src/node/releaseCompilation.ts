/**
 * Lets go of a finished production compilation's modules, so the main process does not carry two whole
 * webpack compilations through page queries, HTML, slice stitching and onPostBuild.
 *
 * Why it is needed: `gatsby build` keeps the Stats of the browser bundle and of the HTML renderer in locals
 * of its own async function until the build ends, and V8 keeps a suspended async function's locals alive.
 * Each Stats holds its compilation, and through it every module: its source after the loaders (for a
 * document, the compiled MDX), its dependencies and generated code. At 100 pages of the anchor corpus that
 * was 161 of the 339 MiB on the main process's heap when onPostBuild started; it grows with every document,
 * and at 2,000 pages the build ran out of Node's default heap in onPostBuild (docs/performance.md).
 *
 * What it does is what webpack itself does to a compilation before the next one starts
 * (Compiler#_cleanupLastCompilation, which it cannot run while a Stats may still be read): each module's
 * entries in the module and chunk graphs go, and each module drops its cached build data
 * (Module#cleanupForCache), and its dependencies. Then the compilation forgets its module list, the module
 * graph's entries, its chunk groups' module order indices and its generated code. Three of those are
 * webpack's internal fields (ModuleGraph#_moduleMap, ChunkGroup#_module{Pre,Post}OrderIndices). It runs last
 * in webpack's `done` (stage Infinity), after Gatsby's own `done` handlers wrote webpack.stats.json and
 * chunk-map.json. What Gatsby reads afterwards stays: the hash, errors and warnings, chunk groups, chunks
 * and their hashes, and the origin modules of chunk groups (getSSRChunkHashes).
 *
 * Only for compilations without webpack's persistent cache: that cache owns the module objects and stores
 * them after the build, so it must get them whole (and keeps them in memory anyway); src/node/webpack.ts
 * adds this plugin only when the cache is off, as in CI and the bench.
 *
 * This is a webpack plugin, not a change to Gatsby's code. If the compilation stops looking as described
 * (no module Set, those Maps or the graph helpers), the build fails naming this file rather than silently
 * keeping the memory.
 */

interface Module {
  cleanupForCache(): void;
  /** What the module's source depends on (every import and JSX call of a compiled document is one). */
  dependencies?: unknown[];
  blocks?: unknown[];
  /** A ConcatenatedModule's inner modules. */
  modules?: Module[];
}
interface ChunkGroup {
  _modulePreOrderIndices?: unknown;
  _modulePostOrderIndices?: unknown;
}
interface Compilation {
  name?: string;
  modules: Set<Module>;
  moduleGraph?: { _moduleMap?: unknown };
  _modules?: Map<string, Module>;
  codeGenerationResults?: unknown;
  chunkGroups?: ChunkGroup[];
  errors: Error[];
}
export interface GraphHelpers {
  ModuleGraph: { clearModuleGraphForModule(module: Module): void };
  ChunkGraph: { clearChunkGraphForModule(module: Module): void };
}

interface Compiler {
  /** The webpack that runs this compiler (webpack 5's API for plugins): its ModuleGraph and ChunkGraph. */
  webpack: GraphHelpers;
  hooks: { done: { tap(options: { name: string; stage: number }, fn: (stats: { compilation: Compilation }) => void): void } };
}

const NAME = 'ReleaseFinishedCompilation';

export class ReleaseFailed extends Error {}

/** Releases one finished compilation; returns how many modules it let go of. */
export function releaseCompilation(compilation: Compilation, { ModuleGraph, ChunkGraph }: GraphHelpers): number {
  const groups = compilation.chunkGroups ?? [];
  const moduleMap = compilation.moduleGraph?._moduleMap;
  if (
    !(compilation.modules instanceof Set) ||
    !(moduleMap instanceof Map) ||
    !groups.every((g) => g._modulePreOrderIndices instanceof Map && g._modulePostOrderIndices instanceof Map) ||
    typeof ModuleGraph?.clearModuleGraphForModule !== 'function' ||
    typeof ChunkGraph?.clearChunkGraphForModule !== 'function'
  ) {
    throw new ReleaseFailed(
      'src/node/releaseCompilation.ts: the webpack compilation no longer has what this plugin releases (the module Set, ModuleGraph#_moduleMap, ChunkGroup#_modulePreOrderIndices/_modulePostOrderIndices, the graph helpers); check it against the installed webpack (lib/Compiler.js, _cleanupLastCompilation).',
    );
  }
  const modules = [...compilation.modules];
  const inner = modules.flatMap((module) => (Array.isArray(module.modules) ? module.modules : []));
  for (const module of [...modules, ...inner]) {
    ChunkGraph.clearChunkGraphForModule(module);
    ModuleGraph.clearModuleGraphForModule(module);
    module.cleanupForCache();
    // Chunk groups keep their modules as keys of order indices (below), so a module may outlive this:
    // its dependencies, the bulk of it, go now.
    if (Array.isArray(module.dependencies)) module.dependencies.length = 0;
    if (Array.isArray(module.blocks)) module.blocks.length = 0;
  }
  // Each chunk group indexes its modules' order in two Maps no one reads after the chunks are built.
  for (const group of groups) {
    (group._modulePreOrderIndices as Map<Module, number>).clear();
    (group._modulePostOrderIndices as Map<Module, number>).clear();
  }
  compilation.modules.clear();
  compilation._modules?.clear();
  // The module graph maps every module to its connections, and module factories keep the graph: emptied,
  // the modules and their connections go with it.
  moduleMap.clear();
  compilation.codeGenerationResults = undefined;
  return modules.length;
}

/** The webpack plugin for the production compilations (build-javascript, build-html). */
export function releaseFinishedCompilation(stage: string, log: (message: string) => void = () => undefined) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap({ name: NAME, stage: Infinity }, ({ compilation }) => {
        try {
          log(`${stage}: released ${releaseCompilation(compilation, compiler.webpack)} modules of the finished compilation`);
        } catch (error) {
          compilation.errors.push(error as Error);
        }
      });
    },
  };
}
