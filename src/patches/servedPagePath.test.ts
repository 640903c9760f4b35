import { readInstalled } from './_browserBundle';
import { check, servedPagePath } from './servedPagePath';

it('reads the page path the served HTML set, as Gatsby’s inline script leaves it', () => {
  expect(servedPagePath()).toBeUndefined();
  window.pagePath = '/404.html';
  expect(servedPagePath()).toBe('/404.html');
  delete window.pagePath;
});

describe('check', () => {
  it('holds in the installed Gatsby', () => {
    expect(check(readInstalled(), {})).toMatch(/^2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/static-entry\.js, cache-dir\/production-app\.js\)$/);
  });

  it('fails naming the patch when Gatsby no longer reads window.pagePath, or when the mismatch is requested', () => {
    const app = readInstalled()('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js') ? app.replace('const { pagePath, location: browserLoc } = window', 'const { location: browserLoc } = window') : readInstalled()(file);
    expect(() => check(changed, {})).toThrow(/^patch servedPagePath did not apply: node_modules\/gatsby\/cache-dir\/production-app\.js does not read window\.pagePath/);
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'all' })).toThrow(/^patch servedPagePath did not apply: .*static-entry\.js.*production-app\.js/);
  });
});
