/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import { browserVerdict, BrowserPatch, readInstalled, verifyBrowserPatches } from './_browserBundle';
import { PatchDidNotApply } from './_report';

/** A real production compilation of a tiny browser entry that uses one of a module's two exports. */
function compile(patches: BrowserPatch[]): Promise<webpack.Stats> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-bundle-'));
  fs.writeFileSync(
    path.join(dir, 'patch.js'),
    'export function used() { return 1 }\nexport function dropped() { return 2 }\n',
  );
  fs.writeFileSync(path.join(dir, 'other.js'), 'export const other = 3\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { used } from './patch';\nwindow.x = used();\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    optimization: { minimize: false },
    plugins: [verifyBrowserPatches(patches, { read: () => '', root: dir }) as never],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats),
    ),
  );
}

const holds = () => '1 premise holds in gatsby 5.16.1 (cache-dir/loader.js)';

// Real webpack compilations (the 60 s bound): seconds on a quiet machine, more beside npm test's other stages.
it('on a real compilation: reports the patch applied, or fails the compilation naming it', async () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const stats = await compile([
      { patch: 'applies', file: 'patch.js', uses: ['used'], check: holds },
      { patch: 'notUsed', file: 'patch.js', uses: ['used', 'dropped'], check: holds },
      { patch: 'notBundled', file: 'other.js', uses: ['other'], check: holds },
      {
        patch: 'changed',
        file: 'patch.js',
        uses: ['used'],
        check: () => {
          throw new PatchDidNotApply('changed', 'node_modules/gatsby/cache-dir/loader.js does not have hovering');
        },
      },
    ]);
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      'patch applies: applied (1 premise holds in gatsby 5.16.1 (cache-dir/loader.js); the browser bundle uses used)',
    ]);
    // webpack sorts the errors it reports.
    expect(stats.compilation.errors.map((e) => e.message).sort()).toEqual([
      expect.stringMatching(
        /^patch changed did not apply: node_modules\/gatsby\/cache-dir\/loader\.js does not have hovering\. /,
      ),
      expect.stringMatching(/^patch notBundled did not apply: other\.js is not in the browser bundle\. /),
      expect.stringMatching(/^patch notUsed did not apply: the browser bundle does not use dropped from patch\.js\. /),
    ]);
  } finally {
    log.mockRestore();
  }
}, 60_000);

it('turns a check that fails another way into the patch’s failure', () => {
  const verdict = browserVerdict(
    {
      patch: 'x',
      file: 'x.ts',
      uses: [],
      check: () => {
        throw new TypeError('boom');
      },
    },
    { resource: '/x.ts' },
    () => true,
    () => '',
  );
  expect(verdict).toBeInstanceOf(PatchDidNotApply);
  expect(String(verdict)).toMatch(/patch x did not apply: its check failed: boom/);
});

it('reads files of the installed packages', () => {
  expect(JSON.parse(readInstalled()('gatsby/package.json')).name).toBe('gatsby');
});
