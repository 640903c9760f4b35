import { releaseCompilation, releaseFinishedCompilation, ReleaseFailed } from './releaseCompilation';

function fakeCompilation(count: number) {
  const cleaned: number[] = [];
  const modules = Array.from({ length: count }, (_, i) => ({ id: i, cleanupForCache: () => cleaned.push(i), dependencies: [{ dep: i }], blocks: [{ block: i }] }));
  const compilation = {
    modules: new Set(modules),
    _modules: new Map(modules.map((m) => [String(m.id), m])),
    codeGenerationResults: { big: true } as unknown,
    moduleGraph: { _moduleMap: new Map<unknown, unknown>(modules.map((m) => [m, { connections: [] }])) },
    errors: [] as Error[],
    hash: 'abc',
    chunkGroups: [{ name: 'render-page', _modulePreOrderIndices: new Map(modules.map((m, i) => [m, i])), _modulePostOrderIndices: new Map(modules.map((m, i) => [m, i])) }],
  };
  return { compilation, modules, cleaned };
}

function fakeHelpers() {
  const moduleGraph: unknown[] = [];
  const chunkGraph: unknown[] = [];
  return {
    moduleGraph,
    chunkGraph,
    helpers: {
      ModuleGraph: { clearModuleGraphForModule: (m: unknown) => moduleGraph.push(m) },
      ChunkGraph: { clearChunkGraphForModule: (m: unknown) => chunkGraph.push(m) },
    },
  };
}

describe('releaseCompilation', () => {
  it('clears every module from both graphs, drops its cached build data, and empties the module lists and generated code', () => {
    const { compilation, modules, cleaned } = fakeCompilation(3);
    const { helpers, moduleGraph, chunkGraph } = fakeHelpers();
    expect(releaseCompilation(compilation, helpers)).toBe(3);
    expect(moduleGraph).toEqual(modules);
    expect(chunkGraph).toEqual(modules);
    expect(cleaned).toEqual([0, 1, 2]);
    expect(compilation.modules.size).toBe(0);
    expect(compilation._modules.size).toBe(0);
    expect(compilation.codeGenerationResults).toBeUndefined();
    expect(modules.map((m) => [m.dependencies.length, m.blocks.length])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(compilation.chunkGroups[0]._modulePreOrderIndices.size + compilation.chunkGroups[0]._modulePostOrderIndices.size).toBe(0);
    expect(compilation.moduleGraph._moduleMap.size).toBe(0);
  });

  it('keeps what Gatsby reads after the compilation: hash, errors, chunk groups', () => {
    const { compilation } = fakeCompilation(2);
    releaseCompilation(compilation, fakeHelpers().helpers);
    expect(compilation.hash).toBe('abc');
    expect(compilation.chunkGroups.map((g) => g.name)).toEqual(['render-page']);
    expect(compilation.errors).toEqual([]);
  });

  it('also releases the modules that module concatenation folded into another', () => {
    const { compilation, cleaned } = fakeCompilation(1);
    const innerCleaned: string[] = [];
    const inner = { cleanupForCache: () => innerCleaned.push('inner'), dependencies: [1, 2], blocks: [] };
    const concatenated = { cleanupForCache: () => innerCleaned.push('outer'), modules: [inner], dependencies: [], blocks: [] };
    compilation.modules.add(concatenated as never);
    const { helpers, moduleGraph } = fakeHelpers();
    expect(releaseCompilation(compilation, helpers)).toBe(2);
    expect(cleaned).toEqual([0]);
    expect(innerCleaned).toEqual(['outer', 'inner']);
    expect(moduleGraph).toContain(inner);
    expect(inner.dependencies).toEqual([]);
  });

  it('fails naming its file when the compilation no longer looks as it expects', () => {
    const { compilation } = fakeCompilation(1);
    const broken = { ...compilation, modules: [...compilation.modules] as unknown as Set<never> };
    expect(() => releaseCompilation(broken, fakeHelpers().helpers)).toThrow(ReleaseFailed);
    expect(() => releaseCompilation(compilation, { ...fakeHelpers().helpers, ChunkGraph: {} as never })).toThrow(/src\/node\/releaseCompilation\.ts/);
    expect(() => releaseCompilation({ ...compilation, moduleGraph: {} }, fakeHelpers().helpers)).toThrow(ReleaseFailed);
    expect(() => releaseCompilation({ ...compilation, chunkGroups: [{}] }, fakeHelpers().helpers)).toThrow(ReleaseFailed);
    expect(compilation.modules.size).toBe(1);
  });
});

describe('releaseFinishedCompilation (the webpack plugin)', () => {
  function run(compilation: ReturnType<typeof fakeCompilation>['compilation'], webpack: unknown) {
    const taps: Array<{ options: { name: string; stage: number }; fn: (stats: { compilation: typeof compilation }) => void }> = [];
    const log: string[] = [];
    releaseFinishedCompilation('build-javascript', (m) => log.push(m)).apply({
      webpack: webpack as never,
      hooks: { done: { tap: (options, fn) => taps.push({ options, fn: fn }) } },
    });
    for (const tap of taps) tap.fn({ compilation });
    return { taps, log };
  }

  it('runs last in done and says how many modules it released', () => {
    const { compilation } = fakeCompilation(4);
    const { taps, log } = run(compilation, fakeHelpers().helpers);
    expect(taps.map((t) => t.options.stage)).toEqual([Infinity]);
    expect(log).toEqual(['build-javascript: released 4 modules of the finished compilation']);
    expect(compilation.modules.size).toBe(0);
  });

  it('turns a compilation it cannot release into a compilation error, which fails the build', () => {
    const { compilation } = fakeCompilation(1);
    const { log } = run(compilation, {});
    expect(log).toEqual([]);
    expect(compilation.errors).toHaveLength(1);
    expect(compilation.errors[0]).toBeInstanceOf(ReleaseFailed);
    expect(compilation.modules.size).toBe(1);
  });
});
