import { readInstalled } from './_browserBundle';
import { check, guardSessionStorage, storageWorks } from './sessionStorageGuard';

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

  it('holds in the installed Gatsby, and fails naming itself when what it patches has changed', () => {
    expect(check(readInstalled())).toMatch(/^2 premises hold in gatsby 5\.16\.1 \(cache-dir\/production-app\.js\)$/);
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'sessionStorageGuard' })).toThrow(/^patch sessionStorageGuard did not apply: /);
  });
});
