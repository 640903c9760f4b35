import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { offlineNotice } from '../../lib/routeFailure';
import { SiteLink } from '.';

/** Gatsby's public loader, as production-app.js puts it on window; each test says how loads end. */
function installLoader(loadPage: (path: string) => Promise<unknown>) {
  const loader = { loadPage: jest.fn(loadPage), hovering: jest.fn() };
  Object.assign(window, { ___loader: loader });
  return loader;
}

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });

beforeEach(() => {
  (navigate as jest.Mock).mockReset();
  setOnline(true);
  offlineNotice.set(null);
});
afterEach(() => document.getElementById('metis-runtime-notices')?.remove());

it('loads the route first, then navigates there, keeping replace and state', async () => {
  let finish: (value: unknown) => void = () => {};
  const loader = installLoader(() => new Promise((resolve) => (finish = resolve)));
  render(
    <SiteLink to="/concepts/qa#گام" replace state={{ from: 'test' }}>
      پرسش و پاسخ
    </SiteLink>,
  );
  const link = screen.getByRole('link', { name: 'پرسش و پاسخ' });
  expect(link).toHaveAttribute('href', '/concepts/qa#گام');
  const click = fireEvent.click(link);
  expect(click).toBe(false); // default prevented: gatsby-link does not navigate on its own
  expect(loader.loadPage).toHaveBeenCalledWith('/concepts/qa');
  expect(navigate).not.toHaveBeenCalled();
  fireEvent.click(link); // a second click while loading starts no second load
  expect(loader.loadPage).toHaveBeenCalledTimes(1);
  await act(async () => finish({ status: 'success', page: {} }));
  expect(navigate).toHaveBeenCalledWith(`/concepts/qa${encodeURI('#گام')}`, { replace: true, state: { from: 'test' } });
});

it('offline, keeps the reader on the page with the notice instead of navigating', async () => {
  const loader = installLoader(() => Promise.resolve({ status: 'success' }));
  setOnline(false);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(<SiteLink to="/api/session">نشست</SiteLink>);
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'نشست' }));
  });
  expect(loader.loadPage).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
  expect(offlineNotice.get()?.route).toBe('/api/session');
  warn.mockRestore();
});

it('leaves modified clicks, new tabs and the current page to the browser', () => {
  const loader = installLoader(() => Promise.resolve({ status: 'success' }));
  render(
    <>
      <SiteLink to="/api/audio">صوت</SiteLink>
      <SiteLink to="/api/audio" target="_blank">
        صوت در زبانه‌ی تازه
      </SiteLink>
      <SiteLink to="/">خانه</SiteLink>
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'صوت' }), { ctrlKey: true });
  fireEvent.click(screen.getByRole('link', { name: 'صوت در زبانه‌ی تازه' }));
  fireEvent.click(screen.getByRole('link', { name: 'خانه' })); // jsdom is at "/"
  expect(loader.loadPage).not.toHaveBeenCalled();
});

it('fetches the route ahead on touch and keyboard focus where the connection allows, not on Save-Data', () => {
  const loader = installLoader(() => Promise.resolve({ status: 'success' }));
  render(<SiteLink to="/api/audio">صوت</SiteLink>);
  const link = screen.getByRole('link', { name: 'صوت' });
  fireEvent.touchStart(link);
  fireEvent.focus(link);
  expect(loader.hovering).toHaveBeenCalledTimes(2);
  expect(loader.hovering).toHaveBeenCalledWith('/api/audio');
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: { saveData: true } });
  fireEvent.focus(link);
  expect(loader.hovering).toHaveBeenCalledTimes(2);
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: undefined });
});
