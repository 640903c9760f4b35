import { readInstalled } from './_browserBundle';
import { PatchDidNotApply } from './_report';
import { check, guardChunkReload, guardSessionStorage, servedPagePath, storageWorks } from './gatsbyProductionApp';

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

  it('holds in the installed Gatsby, part by part', () => {
    expect(check(installed, {})).toMatch(
      /^served page path: 2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/static-entry\.js, cache-dir\/production-app\.js\); session storage: 2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/production-app\.js\); chunk reload: 1 premise holds in gatsby 5\.16\.\d+ \(cache-dir\/navigation\.js\)$/,
    );
  });

  it('names the part whose premise broke: Gatsby no longer reads window.pagePath (served page path)', () => {
    const app = installed('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js') ? app.replace('const { pagePath, location: browserLoc } = window', 'const { location: browserLoc } = window') : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyProductionApp did not apply: served page path: node_modules\/gatsby\/cache-dir\/production-app\.js does not read window\.pagePath[^;]*\. /,
    );
  });

  it('names the part whose premise broke: Gatsby guards removeItem itself (session storage)', () => {
    const app = installed('gatsby/cache-dir/production-app.js');
    const changed = (file: string) =>
      file.endsWith('production-app.js') ? app.replace(/if \(sessionStorage\) \{\s*sessionStorage\.removeItem/, 'if (sessionStorage) { safeRemove') : installed(file);
    expect(() => check(changed, {})).toThrow(
      /^patch gatsbyProductionApp did not apply: session storage: node_modules\/gatsby\/cache-dir\/production-app\.js does not call sessionStorage\.removeItem unguarded/,
    );
  });

  it('names the part whose premise broke: Gatsby’s chunk listener changed (chunk reload)', () => {
    const navigation = installed('gatsby/cache-dir/navigation.js');
    const changed = (file: string) => (file.endsWith('navigation.js') ? navigation.replace('if (nextRoute) {', 'if (nextRoute && !reloaded) {') : installed(file));
    expect(() => check(changed, {})).toThrow(PatchDidNotApply);
    expect(() => check(changed, {})).toThrow(/^patch gatsbyProductionApp did not apply: chunk reload: node_modules\/gatsby\/cache-dir\/navigation\.js does not reload on every/);
  });

  it('fails every part, naming itself, when its mismatch is requested', () => {
    expect(() => check(installed, { METIS_PATCH_MISMATCH: 'all' })).toThrow(
      /^patch gatsbyProductionApp did not apply: served page path: .*static-entry\.js.*; session storage: .*; chunk reload: /,
    );
    expect(() => check(installed, { METIS_PATCH_MISMATCH: 'gatsbyProductionApp' })).toThrow(/^patch gatsbyProductionApp did not apply: /);
  });
});
