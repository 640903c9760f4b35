import { routeFailure } from '../lib/routeFailure';
import { handleFailedRoute, internalPage, withDeadline } from './routeRuntime';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('handleFailedRoute', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    routeFailure.set(null);
  });
  afterEach(() => {
    warn.mockRestore();
    routeFailure.set(null);
    document.getElementById('metis-runtime-notices')?.remove();
  });

  it('warns naming the route, then reloads it once; a second failure shows the error state with its retry', () => {
    const storage = memory();
    const reload = jest.fn();
    const retry = jest.fn();
    handleFailedRoute('/introduction', '#گام-بعدی', { reload, storage, retry });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('/introduction');
    expect(warn.mock.calls[0][0]).toMatch(/Reloading/);
    expect(reload).toHaveBeenCalledWith('/introduction#گام-بعدی');
    expect(routeFailure.get()).toBeNull();

    handleFailedRoute('/introduction', '', { reload, storage, retry });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain('/introduction');
    expect(warn.mock.calls[1][0]).toMatch(/Not reloading again/);
    expect(routeFailure.get()).toEqual({ route: '/introduction', retry });
  });

  it('without session storage: reloads for a navigation, but never reloads the current page (it could loop)', () => {
    const reload = jest.fn();
    handleFailedRoute('/postman', '', { reload, storage: null });
    expect(reload).toHaveBeenCalledWith('/postman');
    handleFailedRoute('/postman', '', { reload, storage: null, canLoop: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(routeFailure.get()?.route).toBe('/postman');
  });
});

describe('internalPage', () => {
  const base = 'https://docs.example/introduction';
  it('takes pages of this origin and leaves files and other origins alone', () => {
    expect(internalPage('/api/audio?x=1#h', base)?.pathname).toBe('/api/audio');
    expect(internalPage('concepts/qa', base)?.pathname).toBe('/concepts/qa');
    expect(internalPage('https://console.metisai.ir/login', base)).toBeNull();
    expect(internalPage('/downloads/metis-openapi.yaml', base)).toBeNull();
    expect(internalPage('/introduction.md', base)).toBeNull();
    expect(internalPage('http://[', base)).toBeNull();
  });
});

describe('withDeadline', () => {
  it('settles with the promise in time, or with `late` once the deadline has passed', async () => {
    expect(await withDeadline(Promise.resolve('loaded'), 50, 'timedOut')).toBe('loaded');
    expect(await withDeadline(new Promise(() => {}), 20, 'timedOut')).toBe('timedOut');
    const slow = new Promise((resolve) => setTimeout(() => resolve('loaded'), 60));
    expect(await withDeadline(slow, 10, 'timedOut')).toBe('timedOut');
  });
});
