import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { LazySearchDialog } from './LazySearchDialog';

beforeEach(() => {
  (global as unknown as { fetch: jest.Mock }).fetch = jest.fn(() => new Promise(() => undefined));
});

it('shows the modal frame at once, focused, with a spinner while the panel loads, then the panel', async () => {
  const onClose = jest.fn();
  render(<LazySearchDialog indexUrl="/search-index.x.json" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'جست‌وجو در مستندات' });
  expect(dialog).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('در حال بارگیری…');
  expect(screen.getByRole('button', { name: 'Esc بستن جست‌وجو' })).toBeInTheDocument();
  const input = await screen.findByRole('combobox', { name: 'عبارت جست‌وجو' });
  expect(input).toHaveFocus();
  // Then the index is fetched, from the URL the build gave.
  expect(global.fetch).toHaveBeenCalledWith('/search-index.x.json', expect.anything());
});
