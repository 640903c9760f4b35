import { IDLE_TIMEOUT_MS, scheduleOfflineClient } from './schedule';

const env = process.env;
let getRegistrations: jest.Mock;
let unregister: jest.Mock;

beforeEach(() => {
  process.env = { ...env, NODE_ENV: 'production' };
  delete process.env.GATSBY_SERVICE_WORKER;
  unregister = jest.fn();
  getRegistrations = jest.fn().mockResolvedValue([{ unregister }]);
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistrations }, configurable: true });
  jest.useFakeTimers();
});

afterEach(() => {
  process.env = env;
  jest.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

const readyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

it('loads the client only after `load`, in idle time', async () => {
  readyState('interactive');
  const client = { startOfflineClient: jest.fn() };
  const load = jest.fn().mockResolvedValue(client);
  const idle = jest.fn((callback: () => void) => callback());
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
  scheduleOfflineClient(load);
  expect(load).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
  await Promise.resolve();
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(1);
  expect(client.startOfflineClient).toHaveBeenCalledTimes(1);
});

it('starts at once when the page has already loaded (a timer stands in for requestIdleCallback)', () => {
  readyState('complete');
  const load = jest.fn().mockResolvedValue({ startOfflineClient: jest.fn() });
  scheduleOfflineClient(load);
  expect(load).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(load).toHaveBeenCalledTimes(1);
});

it('registers nothing in gatsby develop, and unregisters a worker a production build left there', async () => {
  process.env.NODE_ENV = 'development';
  readyState('complete');
  const load = jest.fn();
  scheduleOfflineClient(load);
  jest.runAllTimers();
  await Promise.resolve();
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  expect(unregister).toHaveBeenCalledTimes(1);
});

it('registers nothing in a build made with GATSBY_SERVICE_WORKER=off (the rollback)', () => {
  process.env.GATSBY_SERVICE_WORKER = 'off';
  readyState('complete');
  const load = jest.fn();
  scheduleOfflineClient(load);
  jest.runAllTimers();
  expect(load).not.toHaveBeenCalled();
});

it('does nothing where service workers do not exist', () => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  readyState('complete');
  const load = jest.fn();
  scheduleOfflineClient(load);
  jest.runAllTimers();
  expect(load).not.toHaveBeenCalled();
});
