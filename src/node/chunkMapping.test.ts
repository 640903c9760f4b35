/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { EMPTY_CHUNK_MAPPING, emptyChunkMapping, emptyChunkMappings } from './chunkMapping';

const slice = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/component---a-2.js\\"]}";
          </script><script>window.___webpackCompilationHash="abc";</script>`;

it('empties the chunk map, whatever it listed, and leaves the rest of the page alone', () => {
  const out = emptyChunkMapping(`<body><main>x</main>${slice}</body>`);
  expect(out).toContain(EMPTY_CHUNK_MAPPING);
  expect(out).not.toContain('component---a');
  expect(out).toContain('<main>x</main>');
  expect(out).toContain('window.___webpackCompilationHash="abc";');
  // The older object form too.
  expect(emptyChunkMapping('<script>/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"]};/*]]>*/</script>')).toBe(
    `<script>/*<![CDATA[*/${EMPTY_CHUNK_MAPPING}/*]]>*/</script>`,
  );
});

it('rewrites every HTML file of the build, nested ones included, once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
  fs.mkdirSync(path.join(dir, 'api', 'session'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), slice);
  fs.writeFileSync(path.join(dir, 'api', 'session', 'index.html'), slice);
  fs.writeFileSync(path.join(dir, 'app.js'), slice);
  expect(emptyChunkMappings(dir)).toBe(2);
  expect(fs.readFileSync(path.join(dir, 'api', 'session', 'index.html'), 'utf8')).toContain(EMPTY_CHUNK_MAPPING);
  expect(fs.readFileSync(path.join(dir, 'app.js'), 'utf8')).toBe(slice);
  expect(emptyChunkMappings(dir)).toBe(0);
  fs.rmSync(dir, { recursive: true });
});
