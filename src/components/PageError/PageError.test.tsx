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

  it('a route that failed to load: a named complementary region above the page, with the route and a retry', async () => {
    document.title = 'معرفی | متیس';
    const retry = jest.fn();
    const { unmount } = render(
      <>
        <PageError kind="load" route="/introduction" retry={retry} staticBelow />
        <main>
          <h1>معرفی</h1>
        </main>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'بارگیری صفحه ناموفق بود.' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'بارگیری صفحه ناموفق بود.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('/introduction');
    expect(screen.getByRole('alert')).toHaveTextContent('متن آن در ادامه خواندنی است');
    expect(screen.getByRole('heading', { level: 1, name: 'معرفی' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('خطای صفحه | متیس'));
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.title).toBe('معرفی | متیس');
  });

  it('says the reader stayed on their page when a navigation failed', () => {
    render(<PageError kind="load" route="/api/audio" retry={jest.fn()} staticBelow={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('همین صفحه باز ماند');
  });
});
