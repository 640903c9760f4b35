import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '.';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Cannot read properties of undefined (reading "x")');
  return <p>محتوای صفحه</p>;
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    shouldThrow = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the crash screen when a child throws', () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'این صفحه از کار افتاد.' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوباره تلاش کنید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه‌ی شروع' })).toHaveAttribute('href', '/');
    const message = screen.getByText(/Cannot read properties/);
    expect(message.closest('pre')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText('محتوای صفحه')).toBeNull();
  });

  it('"Try again" renders the children again once they stop throwing', async () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    const button = screen.getByRole('button', { name: 'دوباره تلاش کنید' });
    await userEvent.click(button);
    // Still throwing: the crash screen comes back.
    expect(screen.getByRole('heading', { name: 'این صفحه از کار افتاد.' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'دوباره تلاش کنید' }));
    expect(screen.getByText('محتوای صفحه')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error when its reset key changes (a new route)', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('محتوای صفحه')).toBeInTheDocument();
  });

  it('uses a custom fallback with the error and a way to try again', async () => {
    render(
      <ErrorBoundary
        fallback={({ error, tryAgain }) => <button onClick={tryAgain}>{error.message.slice(0, 6)}</button>}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Cannot' }));
    expect(screen.getByText('محتوای صفحه')).toBeInTheDocument();
  });
});
