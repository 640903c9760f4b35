import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { SearchButton } from '.';

jest.mock('./LazySearchDialog', () => ({
  preloadSearchDialog: jest.fn(),
  LazySearchDialog: ({ indexUrl, onClose }: { indexUrl: string; onClose: () => void }) => (
    <div role="dialog" aria-label="stub" data-url={indexUrl}>
      <input aria-label="stub input" autoFocus />
      <button type="button" onClick={() => onClose()}>
        close
      </button>
    </div>
  ),
}));

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ searchIndex: { url: '/search-index.123.json' } });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

it('is named by its visible words, and announces its dialog and shortcuts', () => {
  render(<SearchButton />);
  // WCAG 2.5.3: the name is the visible label, «جست‌وجو» followed by the shortcut shown beside it.
  const button = screen.getByRole('button', { name: 'جست‌وجو Ctrl K' });
  expect(button.textContent).toBe('جست‌وجو Ctrl K');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  expect(button.querySelector('kbd')).toHaveAttribute('dir', 'ltr');
});

it('opens on click with the index URL from the build, and returns focus when closed', () => {
  render(<SearchButton />);
  const button = screen.getByRole('button', { name: 'جست‌وجو Ctrl K' });
  button.focus();
  fireEvent.click(button);
  expect(screen.getByRole('dialog')).toHaveAttribute('data-url', '/search-index.123.json');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();
});

it.each([[{ key: 'k', ctrlKey: true }], [{ key: 'K', metaKey: true }], [{ key: '/' }]])(
  'opens with the keyboard shortcut %o',
  (init) => {
    render(<SearchButton />);
    act(() => {
      fireEvent.keyDown(document.body, init);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
);

it('leaves `/` alone while the reader types in a field', () => {
  render(
    <>
      <input aria-label="other" />
      <SearchButton />
    </>,
  );
  const other = screen.getByRole('textbox', { name: 'other' });
  other.focus();
  fireEvent.keyDown(other, { key: '/' });
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.keyDown(other, { key: 'k', ctrlKey: true });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'close' }));
  expect(other).toHaveFocus();
});
