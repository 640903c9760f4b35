import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyMarkdownButton } from '.';

const twin = '# گفتگو با چت‌بات\n\n> شرح\n';

function mockFetch(ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 404, text: async () => twin }));
  (global as unknown as { fetch: unknown }).fetch = fetchMock;
  return fetchMock;
}

describe('CopyMarkdownButton', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn(async () => undefined);
    // user-event installs its own clipboard stub on setup; ours is defined after it.
  });
  afterEach(() => {
    delete (window as { ClipboardItem?: unknown }).ClipboardItem;
  });

  function setup(route = '/api/session') {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, write: undefined }, configurable: true });
    render(<CopyMarkdownButton route={route} />);
    return user;
  }

  it('is a button named in Persian with a link to the twin beside it', () => {
    setup();
    expect(screen.getByRole('button', { name: 'کپی صفحه به‌صورت Markdown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نمایش Markdown' })).toHaveAttribute('href', '/api/session.md');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('fetches the twin from our origin, copies it and says so in Persian', async () => {
    const fetchMock = mockFetch();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'کپی صفحه به‌صورت Markdown' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('متن صفحه به‌صورت Markdown کپی شد'));
    expect(fetchMock).toHaveBeenCalledWith('/api/session.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith(twin);
  });

  it('uses /index.md for the home page and fetches it only once', async () => {
    const fetchMock = mockFetch();
    const user = setup('/');
    const button = screen.getByRole('button', { name: 'کپی صفحه به‌صورت Markdown' });
    await user.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    await user.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/index.md', expect.anything());
  });

  it('writes a ClipboardItem started inside the click where the browser has one', async () => {
    mockFetch();
    const write = jest.fn(async (items: Array<{ parts: Record<string, Promise<Blob>> }>) => {
      await items[0].parts['text/plain'];
    });
    class FakeClipboardItem {
      constructor(public parts: Record<string, Promise<Blob>>) {}
    }
    (window as { ClipboardItem?: unknown }).ClipboardItem = FakeClipboardItem;
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, write }, configurable: true });
    render(<CopyMarkdownButton route="/concepts/qa" />);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('کپی شد'));
    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a failure in Persian when the twin cannot be fetched, then clears the message', async () => {
    jest.useFakeTimers();
    try {
      mockFetch(false);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<CopyMarkdownButton route="/api/session" />);
      await user.click(screen.getByRole('button'));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('کپی نشد'));
      expect(writeText).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
