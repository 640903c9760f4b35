import { routeFailure } from '../lib/routeFailure';
import { handleFailedRoute } from './routeRuntime';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('handleFailedRoute', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    routeFailure.set(null);
  });
  afterEach(() => warn.mockRestore());

  it('warns naming the route, then reloads it once; a second failure shows the error page instead', () => {
    const storage = memory();
    const reload = jest.fn();
    handleFailedRoute('/introduction', '#گام-بعدی', { reload, storage });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('/introduction');
    expect(warn.mock.calls[0][0]).toMatch(/Reloading/);
    expect(reload).toHaveBeenCalledWith('/introduction#گام-بعدی');
    expect(routeFailure.get()).toBeNull();

    handleFailedRoute('/introduction', '', { reload, storage });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain('/introduction');
    expect(warn.mock.calls[1][0]).toMatch(/Not reloading again/);
    expect(routeFailure.get()).toEqual({ route: '/introduction' });
  });

  it('without session storage: reloads for a navigation, but never reloads the current page (it could loop)', () => {
    const reload = jest.fn();
    handleFailedRoute('/postman', '', { reload, storage: null });
    expect(reload).toHaveBeenCalledWith('/postman');
    handleFailedRoute('/postman', '', { reload, storage: null, canLoop: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(routeFailure.get()).toEqual({ route: '/postman' });
  });
});
