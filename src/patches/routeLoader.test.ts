import { readInstalled } from './_browserBundle';
import { setUpGatsbyLoader, settle, site } from './_gatsbyLoaderFixture';
import { check, gatsbyLoader, loadRoute, preloadRoute } from './routeLoader';

let network: ReturnType<typeof setUpGatsbyLoader>;
beforeEach(() => {
  network = setUpGatsbyLoader();
});

describe('loadRoute, over Gatsby’s loader', () => {
  it('a route whose data and code load: loaded', async () => {
    expect(await loadRoute('/api/session')).toBe('loaded');
    expect(network.requested).toEqual(['/page-data/app-data.json', '/page-data/api/session/page-data.json']);
  });

  it('a route of another deploy: newBuild', async () => {
    network.answer = site('build-2');
    expect(await loadRoute('/api/session')).toBe('newBuild');
  });

  it('page data the server cannot give, or code that fails to load: failed', async () => {
    network.answer = site('build-1', { '/page-data/api/session/page-data.json': { status: 503 } });
    expect(await loadRoute('/api/session')).toBe('failed');
    network.answer = site('build-1');
    network.chunk = () => Promise.reject(new Error('Loading chunk 123 failed.'));
    expect(await loadRoute('/api/bot')).toBe('failed');
  });

  it('app-data.json that cannot be fetched: noAppData', async () => {
    network.answer = site('build-1', { '/page-data/app-data.json': { status: 503 } });
    expect(await loadRoute('/api/session')).toBe('noAppData');
  });

  it('preloads a route through the loader’s hovering', async () => {
    preloadRoute('/pricing');
    await settle();
    expect(network.requested).toContain('/page-data/pricing/page-data.json');
  });

  it('without Gatsby’s loader: unknown, said once in the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    delete window.___loader;
    expect(await loadRoute('/api/session')).toBe('unknown');
    expect(gatsbyLoader()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(/src\/patches\/routeLoader: window\.___loader\.loadPage is missing/);
    error.mockRestore();
  });
});

describe('check', () => {
  it('holds in the installed Gatsby', () => {
    expect(check(readInstalled(), {})).toMatch(/^4 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/production-app\.js, cache-dir\/loader\.js, cache-dir\/navigation\.js\)$/);
  });

  it('fails naming the patch when Gatsby’s loader moved, or when the mismatch is requested', () => {
    const app = readInstalled()('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js') ? app.replace('window.___loader = publicLoader', 'window.__gatsbyLoader = publicLoader') : readInstalled()(file);
    expect(() => check(changed, {})).toThrow(
      /^patch routeLoader did not apply: node_modules\/gatsby\/cache-dir\/production-app\.js does not set window\.___loader to publicLoader\. /,
    );
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'routeLoader' })).toThrow(/^patch routeLoader did not apply: /);
  });
});
