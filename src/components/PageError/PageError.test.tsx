import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageError } from '.';

describe('PageError', () => {
  it('titles the document «خطای صفحه | متیس» and offers "Try again" after a crash', async () => {
    const tryAgain = jest.fn();
    render(<PageError kind="crash" error={new Error('boom')} tryAgain={tryAgain} />);
    await waitFor(() => expect(document.title).toBe('خطای صفحه | متیس'));
    expect(screen.getByRole('heading', { level: 1, name: 'این صفحه از کار افتاد.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'دوباره تلاش کنید' }));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('names the route that failed to load and retries it', async () => {
    const retry = jest.fn();
    render(<PageError kind="load" route="/introduction" retry={retry} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'بارگیری صفحه ناموفق بود.' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('/introduction');
    await waitFor(() => expect(document.title).toBe('خطای صفحه | متیس'));
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
