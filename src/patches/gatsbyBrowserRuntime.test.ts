import { createRequestBudget } from '../lib/requestPolicy';
import { readInstalled } from './_browserBundle';
import { setUpGatsbyLoader, settle, site } from './_gatsbyLoaderFixture';
import { PatchDidNotApply } from './_report';
import {
  check,
  gatsbyLoader,
  gateHoverPrefetch,
  guardChunkReload,
  guardLoaderRequests,
  guardSessionStorage,
  loadRoute,
  preloadRoute,
  servedPagePath,
  storageWorks,
} from './gatsbyBrowserRuntime';

describe('part "routes"', () => {
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
      expect(error.mock.calls[0][0]).toMatch(
        /src\/patches\/gatsbyBrowserRuntime: window\.___loader\.loadPage is missing/,
      );
      error.mockRestore();
    });
  });
});

describe('part "hover prefetch"', () => {
  let network: ReturnType<typeof setUpGatsbyLoader>;
  beforeAll(() => {
    network = setUpGatsbyLoader();
    expect(gateHoverPrefetch()).toBe(true);
    expect(gateHoverPrefetch()).toBe(true); // once only
  });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    jest.restoreAllMocks();
  });

  /** What gatsby-link's onMouseEnter does; the page data requests it caused. */
  async function hover(route: string): Promise<string[]> {
    network.requested.length = 0;
    window.___loader!.hovering(route);
    await settle();
    return network.requested.filter((url) => url.endsWith('/page-data.json'));
  }

  it('loads the hovered route on a connection that allows it (or says nothing)', async () => {
    expect(await hover('/a')).toEqual(['/page-data/a/page-data.json']);
    Object.assign(navigator, { connection: { effectiveType: '4g', saveData: false } });
    expect(await hover('/b')).toEqual(['/page-data/b/page-data.json']);
  });

  it('skips 2g, data saver and offline', async () => {
    Object.assign(navigator, { connection: { effectiveType: 'slow-2g' } });
    expect(await hover('/c')).toEqual([]);
    Object.assign(navigator, { connection: { effectiveType: '4g', saveData: true } });
    expect(await hover('/d')).toEqual([]);
    delete (navigator as { connection?: unknown }).connection;
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await hover('/e')).toEqual([]);
  });
});

describe('part "requests"', () => {
  const PAGE = '/page-data/api/session/page-data.json';
  const APP = '/page-data/app-data.json';

  let network: ReturnType<typeof setUpGatsbyLoader>;
  const count = (url: string) => network.requested.filter((u) => u === url).length;

  /** Gatsby's real loader over the fake network, its requests shaped by the patch (no jitter, short waits). */
  function guarded({ stallMs = 8000 } = {}) {
    network = setUpGatsbyLoader();
    guardLoaderRequests({
      XHR: window.XMLHttpRequest as unknown as { prototype: XMLHttpRequest },
      budget: createRequestBudget({ random: () => 0.5 }),
      stallMs,
    });
  }

  describe('over Gatsby’s loader', () => {
    it('a route that loads: one request for each file', async () => {
      guarded();
      expect(await loadRoute('/api/session')).toBe('loaded');
      expect(network.requested).toEqual([APP, PAGE]);
    });

    it('page data answered 500: asked twice (one retry after a backoff), never the 500 page’s data, and failed', async () => {
      guarded();
      network.answer = site('build-1', { [PAGE]: { status: 500 } });
      const started = Date.now();
      expect(await loadRoute('/api/session')).toBe('failed');
      expect(count(PAGE)).toBe(2);
      expect(network.requested.some((u) => u.includes('/500.html/'))).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    });

    it('without the patch, the same 500 has Gatsby ask for the 500 page’s data (what the patch pre-empts)', async () => {
      network = setUpGatsbyLoader();
      network.answer = site('build-1', {
        [PAGE]: { status: 500 },
        '/page-data/500.html/page-data.json': { status: 404 },
      });
      expect(await loadRoute('/api/session')).toBe('failed');
      expect(network.requested).toContain('/page-data/500.html/page-data.json');
    });

    it.each([502, 503, 504, 0])('page data answered %i: asked twice, and failed', async (status) => {
      guarded();
      network.answer = site('build-1', { [PAGE]: { status } });
      expect(await loadRoute('/api/session')).toBe('failed');
      expect(count(PAGE)).toBe(2);
    });

    it('a 200 whose body is not JSON (cut short, or a proxy’s HTML page): asked twice, no detour to the 404 page', async () => {
      guarded();
      network.answer = site('build-1', { [PAGE]: { status: 200, raw: '{"componentChunkName":"compo' } });
      expect(await loadRoute('/api/session')).toBe('failed');
      expect(count(PAGE)).toBe(2);
      expect(network.requested.some((u) => u.includes('/404.html/'))).toBe(false);
    });

    it('a 404 is an answer: not retried, and Gatsby looks for its not-found page as it always does', async () => {
      guarded();
      network.answer = site('build-1', { [PAGE]: { status: 404 } });
      await loadRoute('/api/session');
      expect(count(PAGE)).toBe(1);
      expect(network.requested).toContain('/page-data/404.html/page-data.json');
    });

    it('app data answered 500: asked twice, then answered from memory: the next routes cost it nothing', async () => {
      guarded();
      network.answer = site('build-1', { [APP]: { status: 500 } });
      expect(await loadRoute('/api/session')).toBe('noAppData');
      expect(count(APP)).toBe(2);
      expect(await loadRoute('/api/bot')).toBe('noAppData');
      expect(await loadRoute('/pricing')).toBe('noAppData');
      expect(count(APP)).toBe(2);
    });

    it('a request with no answer is given up after the stall time, and not asked again', async () => {
      guarded({ stallMs: 50 });
      network.answer = site('build-1', { [PAGE]: { status: 0, hang: true } });
      expect(await loadRoute('/api/session')).toBe('failed');
      expect(count(PAGE)).toBe(1);
    });
  });
});

describe('part "served page path"', () => {
  it('reads the page path the served HTML set, as Gatsby’s inline script leaves it', () => {
    expect(servedPagePath()).toBeUndefined();
    window.pagePath = '/404.html';
    expect(servedPagePath()).toBe('/404.html');
    delete window.pagePath;
  });
});

describe('part "session storage"', () => {
  /** A window-like object whose sessionStorage is `storage`. */
  function windowWith(storage: Partial<Storage>): Window {
    const win = {} as Window;
    Object.defineProperty(win, 'sessionStorage', { configurable: true, enumerable: true, value: storage });
    return win;
  }

  const throwing = () => {
    throw new DOMException('denied', 'SecurityError');
  };

  describe('guardSessionStorage', () => {
    it('leaves a working storage alone', () => {
      const win = windowWith(window.sessionStorage);
      expect(guardSessionStorage(win)).toBe(true);
      expect(win.sessionStorage).toBe(window.sessionStorage);
    });

    it('a storage whose methods throw is made to throw on access, which Gatsby’s own guard reads as none', () => {
      const win = windowWith({ getItem: () => null, setItem: throwing, removeItem: throwing });
      expect(guardSessionStorage(win)).toBe(false);
      expect(() => win.sessionStorage).toThrow(/not available/);
      // production-app.js: `const getSessionStorage = () => { try { return sessionStorage } catch { return null } }`
      const getSessionStorage = () => {
        try {
          return win.sessionStorage;
        } catch {
          return null;
        }
      };
      expect(getSessionStorage()).toBeNull();
    });

    it('knows a storage that works from one that does not', () => {
      expect(storageWorks(() => window.sessionStorage)).toBe(true);
      expect(storageWorks(() => null)).toBe(false);
      expect(storageWorks(throwing)).toBe(false);
      expect(storageWorks(() => ({ getItem: throwing }) as unknown as Storage)).toBe(false);
    });
  });
});

describe('part "chunk reload"', () => {
  /** An unhandled rejection as the browser dispatches it on window. */
  function reject(reason: unknown): Event {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.defineProperty(event, 'reason', { value: reason });
    window.dispatchEvent(event);
    return event;
  }

  describe('guardChunkReload', () => {
    const gatsby = jest.fn();
    const onChunkFailure = jest.fn();
    let running = false;
    // Gatsby's listener (navigation.js): added first, bubbling, as production-app.js does before onClientEntry.
    beforeAll(() => {
      window.addEventListener('unhandledrejection', gatsby);
      guardChunkReload(onChunkFailure, () => running);
    });
    afterEach(() => jest.clearAllMocks());

    it('once the app runs, takes a failed chunk from Gatsby’s listener', () => {
      running = true;
      reject(new Error('Loading chunk 6374 failed.\n(error: https://docs.metisai.ir/6374-83a6.js)'));
      reject(new Error('Loading CSS chunk styles failed.'));
      expect(onChunkFailure).toHaveBeenCalledTimes(2);
      expect(gatsby).not.toHaveBeenCalled();
    });

    it('leaves other rejections, and failures before the first render, to Gatsby', () => {
      running = true;
      reject(new Error('fetch failed'));
      running = false;
      reject(new Error('Loading chunk 1 failed.'));
      expect(onChunkFailure).not.toHaveBeenCalled();
      expect(gatsby).toHaveBeenCalledTimes(2);
    });
  });
});

describe('check', () => {
  const installed = readInstalled();

  it('holds in the installed Gatsby and gatsby-link, part by part', () => {
    expect(check(installed, {})).toMatch(
      new RegExp(
        [
          /^routes: 4 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/production-app\.js, cache-dir\/loader\.js, cache-dir\/navigation\.js\)/,
          /; hover prefetch: 2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/loader\.js\), gatsby-link 5\.16\.\d+ \(dist\/index\.modern\.mjs\)/,
          /; requests: 4 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/loader\.js\)/,
          /; served page path: 2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/static-entry\.js, cache-dir\/production-app\.js\)/,
          /; session storage: 2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/production-app\.js\)/,
          /; chunk reload: 1 premise holds in gatsby 5\.16\.\d+ \(cache-dir\/navigation\.js\)$/,
        ]
          .map((r) => r.source)
          .join(''),
      ),
    );
  });

  it('names the part whose premise broke: Gatsby’s loader moved (routes)', () => {
    const app = installed('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js')
        ? app.replace('window.___loader = publicLoader', 'window.__gatsbyLoader = publicLoader')
        : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: routes: node_modules\/gatsby\/cache-dir\/production-app\.js does not set window\.___loader to publicLoader\. /,
    );
  });

  it('names the part whose premise broke: gatsby-link no longer calls hovering (hover prefetch)', () => {
    const link = installed('gatsby-link/dist/index.modern.mjs');
    const changed = (file: string) =>
      file.startsWith('gatsby-link/dist/')
        ? link.replace('___loader.hovering(', '___loader.prefetch(')
        : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: hover prefetch: node_modules\/gatsby-link\/dist\/index\.modern\.mjs does not call ___loader\.hovering[^;]*\. /,
    );
  });

  it('names the part whose premise broke: the loader no longer fetches over XMLHttpRequest (requests)', () => {
    const loader = installed('gatsby/cache-dir/loader.js');
    const changed = (file: string) =>
      file.endsWith('cache-dir/loader.js')
        ? loader.replace('const req = new XMLHttpRequest()', 'const req = await fetch(url)')
        : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: requests: node_modules\/gatsby\/cache-dir\/loader\.js does not fetch through an XMLHttpRequest/,
    );
  });

  it('names the part whose premise broke: Gatsby no longer reads window.pagePath (served page path)', () => {
    const app = installed('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js')
        ? app.replace('const { pagePath, location: browserLoc } = window', 'const { location: browserLoc } = window')
        : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: served page path: node_modules\/gatsby\/cache-dir\/production-app\.js does not read window\.pagePath[^;]*\. /,
    );
  });

  it('names the part whose premise broke: Gatsby guards removeItem itself (session storage)', () => {
    const app = installed('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js')
        ? app.replace(/if \(sessionStorage\) \{\s*sessionStorage\.removeItem/, 'if (sessionStorage) { safeRemove')
        : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: session storage: node_modules\/gatsby\/cache-dir\/production-app\.js does not call sessionStorage\.removeItem unguarded/,
    );
  });

  it('names the part whose premise broke: Gatsby’s chunk listener changed (chunk reload)', () => {
    const navigation = installed('gatsby/cache-dir/navigation.js');
    const changed = (file: string) =>
      file.endsWith('navigation.js')
        ? navigation.replace('if (nextRoute) {', 'if (nextRoute && !reloaded) {')
        : installed(file);
    expect(() => check(changed, {})).toThrow(PatchDidNotApply);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: chunk reload: node_modules\/gatsby\/cache-dir\/navigation\.js does not reload on every/,
    );
  });

  it('fails every part, naming itself, when its mismatch is requested, and only its own', () => {
    expect(() => check(installed, { METIS_PATCH_MISMATCH: 'gatsbyBrowserRuntime' })).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: routes: .*; hover prefetch: .*; requests: .*; served page path: .*; session storage: .*; chunk reload: /,
    );
    expect(() => check(installed, { METIS_PATCH_MISMATCH: 'all' })).toThrow(
      /^patch gatsbyBrowserRuntime did not apply: /,
    );
    expect(check(installed, { METIS_PATCH_MISMATCH: 'routeLoader,gatsbyLoader,gatsbyProductionApp' })).toMatch(
      /^routes: 4 premises hold/,
    );
  });
});
