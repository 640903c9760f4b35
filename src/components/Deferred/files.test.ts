import fs from 'fs';
import os from 'os';
import path from 'path';
import { deferredFiles } from './files';

const build = (assetsByChunkName: Record<string, string[]>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-files-'));
  fs.mkdirSync(path.join(root, 'public'));
  fs.writeFileSync(path.join(root, 'public/webpack.stats.json'), JSON.stringify({ assetsByChunkName }));
  return root;
};

it('names each deferred chunk and the shared chunk they need once, for the HTML of a production build', () => {
  const root = build({
    app: ['app-1.js'],
    'deferred-parts': ['shared-2.js', 'deferred-parts-3.js'],
    'deferred-groups': ['shared-2.js', 'deferred-groups-4.js'],
  });
  expect(deferredFiles('build-html', root)).toBe('/shared-2.js /deferred-parts-3.js /deferred-groups-4.js');
  expect(deferredFiles('develop-html', root)).toBe('');
});

it('fails the build when the browser build has no such chunk', () => {
  const root = build({ app: ['app-1.js'], 'deferred-parts': ['deferred-parts-3.js'] });
  expect(() => deferredFiles('build-html', root)).toThrow(/names no deferred-groups/);
});
