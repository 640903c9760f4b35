import { act, renderHook, waitFor } from '@testing-library/react';
import { planShardedIndex } from '../../lib/search/shardWriter';
import { sectionsFromMdx } from '../../lib/search/__testing__/sectionsFromMdx';
import { reloadOntoNewBuild } from '../../browser/offline/newBuild';
import { INDEX_TIMEOUT_MS, resetEngines, useSearchEngine, useSearchResults } from './useSearchEngine';

// Whether a deploy since the page loaded explains a failure (src/browser/offline/newBuild): none, unless a test says so.
jest.mock('../../browser/offline/newBuild', () => ({ reloadOntoNewBuild: jest.fn() }));
const reloadMock = jest.mocked(reloadOntoNewBuild);

const entry = planShardedIndex(
  sectionsFromMdx(
    'پایگاه‌های دانش فایل‌ها را نگه می‌دارند.',
    { route: '/concepts/corpora', title: 'پایگاه دانش' },
    { slug: (t) => t },
  ),
  () => 'f1x7ur3',
).files[0].text;

const fetchMock = jest.fn();
const answer = () => ({ ok: true, status: 200, json: async () => JSON.parse(entry) });

beforeEach(() => {
  resetEngines();
  fetchMock.mockReset();
  reloadMock.mockReset().mockResolvedValue(false);
  (global as unknown as { fetch: typeof fetch }).fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('opens an index once for the page: a dialog opened again finds it ready at once', async () => {
  fetchMock.mockImplementation(async () => answer());
  const first = renderHook(() => useSearchEngine('/search-index.abc.json'));
  const second = renderHook(() => useSearchEngine('/search-index.abc.json'));
  expect(first.result.current.state.status).toBe('loading');
  await waitFor(() => expect(first.result.current.state.status).toBe('ready'));
  expect(second.result.current.state.status).toBe('ready');
  first.unmount();
  second.unmount();
  const reopened = renderHook(() => useSearchEngine('/search-index.abc.json'));
  expect(reopened.result.current.state.status).toBe('ready');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('stays failed until the reader retries, then fetches again', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  const { result, rerender } = renderHook(() => useSearchEngine('/i.json'));
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  rerender();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  fetchMock.mockImplementation(async () => answer());
  act(() => result.current.retry());
  expect(result.current.state.status).toBe('loading');
  await waitFor(() => expect(result.current.state.status).toBe('ready'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('says the index timed out when its entry file does not come', async () => {
  jest.useFakeTimers();
  fetchMock.mockImplementation(
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  );
  const { result } = renderHook(() => useSearchEngine('/i.json'));
  await act(async () => {
    jest.advanceTimersByTime(INDEX_TIMEOUT_MS);
  });
  expect(result.current.state.status).toBe('timedOut');
});

it('is failed, without fetching, when the build gave no index', () => {
  const { result } = renderHook(() => useSearchEngine(null));
  expect(result.current.state.status).toBe('failed');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('does not let an answer that comes after a reset land', async () => {
  let respond: (value: unknown) => void = () => undefined;
  fetchMock.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
  const { result } = renderHook(() => useSearchEngine('/i.json'));
  act(() => resetEngines());
  await act(async () => respond(answer()));
  expect(result.current.state.status).toBe('loading');
});

it('a query whose shard is gone after a deploy reloads the page onto the new build; without a deploy it is failed', async () => {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/i.json' ? answer() : { ok: false, status: 404, json: async () => ({}) },
  );
  const opened = renderHook(() => useSearchEngine('/i.json'));
  await waitFor(() => expect(opened.result.current.state.status).toBe('ready'));
  const state = opened.result.current.state;
  const engine = state.status === 'ready' ? state.engine : null;

  reloadMock.mockResolvedValueOnce(true);
  const deployed = renderHook(() => useSearchResults(engine, 'پایگاه'));
  await waitFor(() => expect(reloadMock).toHaveBeenCalledWith('A search index file'));
  expect(deployed.result.current.status).toBe('loading');
  deployed.unmount();

  const same = renderHook(() => useSearchResults(engine, 'پایگاه'));
  await waitFor(() => expect(same.result.current.status).toBe('failed'));
  expect(reloadMock).toHaveBeenCalledTimes(2);
});
