import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import GithubSlugger from 'github-slugger';
import { navigate } from 'gatsby';
import { planShardedIndex } from '../../lib/search/shardWriter';
import { sectionsFromMdx } from '../../lib/search/__testing__/sectionsFromMdx';
import { SearchModal } from '../SearchButton/SearchModal';
import { SearchPanel, SearchPanelProps } from '.';
import { resetEngines } from './useSearchEngine';

function fixtureIndex() {
  const pages = [
    [
      '/api/session',
      'گفتگو با چت‌بات',
      'نشست‌ها و پیام‌ها.\n\n## ایجاد نشست\n\nیک نشست تازه ساخته می‌شود.\n\n## ارسال پیام\n\nپیام فرستاده می‌شود.',
    ],
    ['/concepts/corpora', 'پایگاه دانش', 'پایگاه‌های دانش فایل‌ها را نگه می‌دارند.'],
  ];
  const sections = pages.flatMap(([route, title, body]) => {
    const slugger = new GithubSlugger();
    return sectionsFromMdx(body, { route, title }, { slug: (t) => slugger.slug(t) });
  });
  return planShardedIndex(sections, () => 'f1x7ur3');
}

const fetchMock = jest.fn();

/** The panel in its modal frame, as the navbar button shows it (without the lazy loading). */
function SearchDialog(props: SearchPanelProps) {
  return (
    <SearchModal onClose={props.onClose}>
      <SearchPanel {...props} />
    </SearchModal>
  );
}

beforeEach(() => {
  resetEngines();
  fetchMock.mockReset();
  (global as unknown as { fetch: typeof fetch }).fetch = fetchMock;
  (navigate as jest.Mock).mockReset();
  (navigate as jest.Mock).mockResolvedValue(undefined);
});

/** Serves the index: its entry file at whatever URL the panel is given, its shards where the entry says. */
function respondWithIndex() {
  const plan = fixtureIndex();
  const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  fetchMock.mockImplementation(async (url: string) => {
    const text = url.includes('/search-index/') ? files.get(url) : plan.files[0].text;
    return text === undefined
      ? { ok: false, status: 404, json: async () => ({}) }
      : { ok: true, status: 200, json: async () => JSON.parse(text) };
  });
}

it('is a labelled modal dialog with a combobox that gets focus', async () => {
  respondWithIndex();
  render(<SearchDialog indexUrl="/search-index.abc.json" onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'جست‌وجو در مستندات' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const input = screen.getByRole('combobox', { name: 'عبارت جست‌وجو' });
  expect(input).toHaveFocus();
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('در حال بارگیری…');
  await screen.findByText(/مسیر API/);
  expect(fetchMock).toHaveBeenCalledWith('/search-index.abc.json', expect.anything());
});

it('shows results grouped by page as the reader types, with Arabic letters and no ZWNJ, and announces them', async () => {
  respondWithIndex();
  render(<SearchDialog indexUrl="/i.json" onClose={jest.fn()} />);
  await screen.findByText(/مسیر API/);
  const input = screen.getByRole('combobox');
  fireEvent.change(input, { target: { value: 'ايجاد نشستها' } });
  const options = await screen.findAllByRole('option');
  expect(options[0]).toHaveAttribute('href', `/api/session#${encodeURIComponent('ایجاد-نشست')}`);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('group', { name: 'گفتگو با چت‌بات' })).toBeInTheDocument();
  expect(options[0].querySelector('mark')).toHaveTextContent('ایجاد');
  expect(screen.getAllByRole('status').some((s) => /نتیجه در/.test(s.textContent ?? ''))).toBe(true);
});

it('moves with the arrow keys and goes to the heading with Enter', async () => {
  respondWithIndex();
  const onClose = jest.fn();
  render(<SearchDialog indexUrl="/i.json" onClose={onClose} />);
  await screen.findByText(/مسیر API/);
  const input = screen.getByRole('combobox');
  fireEvent.change(input, { target: { value: 'پیام' } });
  const options = await screen.findAllByRole('option');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
  // Through the runtime, which loads the route first.
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(options[0].getAttribute('href')));
});

it('says so when nothing matches', async () => {
  respondWithIndex();
  render(<SearchDialog indexUrl="/i.json" onClose={jest.fn()} />);
  await screen.findByText(/مسیر API/);
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'کهکشان' } });
  // Shown, and announced by the live region.
  expect(await screen.findAllByText('نتیجه‌ای برای «کهکشان» پیدا نشد.')).toHaveLength(2);
  expect(screen.getAllByRole('status').some((s) => s.textContent === 'نتیجه‌ای برای «کهکشان» پیدا نشد.')).toBe(true);
  expect(screen.queryByRole('option')).toBeNull();
});

it('closes on Escape and keeps Tab inside the dialog', async () => {
  respondWithIndex();
  const onClose = jest.fn();
  render(<SearchDialog indexUrl="/i.json" onClose={onClose} />);
  await screen.findByText(/مسیر API/);
  const input = screen.getByRole('combobox');
  // Tab order: the field, the scrollable results, the close button; then round again.
  expect(screen.getByRole('region', { name: 'فهرست نتیجه‌ها' })).toHaveAttribute('tabindex', '0');
  const closeButton = screen.getByRole('button', { name: 'Esc بستن جست‌وجو' });
  closeButton.focus();
  fireEvent.keyDown(closeButton, { key: 'Tab' });
  expect(input).toHaveFocus();
  fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
  expect(closeButton).toHaveFocus();
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledWith();
  fireEvent.click(closeButton);
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('offers Retry when the index fails to load, and recovers', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  render(<SearchDialog indexUrl="/i.json" onClose={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('بارگیری این بخش ناموفق بود.');
  respondWithIndex();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.getByText(/مسیر API/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('offers Retry when a query cannot fetch its part of the index, and shows the results after it', async () => {
  respondWithIndex();
  const serveIndex = fetchMock.getMockImplementation()!;
  let offline = true;
  fetchMock.mockImplementation(async (url: string) =>
    offline && url.includes('/search-index/') ? { ok: false, status: 503, json: async () => ({}) } : serveIndex(url),
  );
  render(<SearchDialog indexUrl="/i.json" onClose={jest.fn()} />);
  await screen.findByText(/مسیر API/);
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'نشست' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('بارگیری این بخش ناموفق بود.');
  expect(screen.queryByText(/نتیجه‌ای برای/)).toBeNull();
  offline = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  });
  expect((await screen.findAllByRole('option'))[0]).toHaveAttribute('href', expect.stringMatching(/^\/api\/session/));
  expect(screen.queryByRole('alert')).toBeNull();
});
