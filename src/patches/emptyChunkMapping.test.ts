/** @jest-environment node */
import { PatchDidNotApply } from './_report';
import { EMPTY_CHUNK_MAPPING, emptyChunkMapping, emptyChunkMappings } from './emptyChunkMapping';

const slice = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/component---a-2.js\\"]}";
          </script><script>window.___webpackCompilationHash="abc";</script>`;

it('empties the chunk map, whatever it listed, and leaves the rest of the page alone', () => {
  const out = emptyChunkMapping(`<body><main>x</main>${slice}</body>`, {});
  expect(out).toContain(EMPTY_CHUNK_MAPPING);
  expect(out).not.toContain('component---a');
  expect(out).toContain('<main>x</main>');
  expect(out).toContain('window.___webpackCompilationHash="abc";');
  // The older object form too.
  expect(
    emptyChunkMapping('<script>/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"]};/*]]>*/</script>', {}),
  ).toBe(`<script>/*<![CDATA[*/${EMPTY_CHUNK_MAPPING}/*]]>*/</script>`);
});

it('counts every page: applied when each one had its map emptied', () => {
  const run = emptyChunkMappings({});
  expect(run.page('/', slice)).toContain(EMPTY_CHUNK_MAPPING);
  expect(run.page('/api/session', slice)).toContain(EMPTY_CHUNK_MAPPING);
  expect(run.done()).toBe('2 of 2 pages carry an empty chunk map');
});

it('fails naming the pages when Gatsby wrote the map differently, or no map at all', () => {
  const run = emptyChunkMappings({});
  run.page('/', slice);
  run.page('/other', slice.replace('window.___chunkMapping=', 'self.___chunkMapping='));
  expect(() => run.done()).toThrow(PatchDidNotApply);
  expect(() => run.done()).toThrow(
    /patch emptyChunkMapping did not apply: 1 of 2 pages kept or lacked window\.___chunkMapping \(\/other\)/,
  );
  expect(() => emptyChunkMappings({}).done()).toThrow(/no page was built/);
});

it('matches nothing when the build asks it to simulate a mismatch', () => {
  const run = emptyChunkMappings({ METIS_PATCH_MISMATCH: 'emptyChunkMapping' });
  expect(run.page('/', slice)).toBe(slice);
  expect(() => run.done()).toThrow(PatchDidNotApply);
});
