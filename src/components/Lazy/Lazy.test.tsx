import { act, render, screen } from '@testing-library/react';
import { LAZY_TIMEOUT_MS, lazyComponent, Loading } from '.';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Widget({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyComponent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the 128×110 spinner in a status region while loading, then the component', async () => {
    const d = deferred<{ default: typeof Widget }>();
    const Lazy = lazyComponent(() => d.promise);
    const { container } = render(<Lazy label="بارگذاری شد" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('در حال بارگیری…');
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '128');
    expect(svg).toHaveAttribute('height', '110');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    await act(async () => d.resolve({ default: Widget }));
    expect(screen.getByText('بارگذاری شد')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the reader when loading takes too long and lets them retry', async () => {
    const attempts: Array<ReturnType<typeof deferred<{ default: typeof Widget }>>> = [];
    const Lazy = lazyComponent(() => {
      const d = deferred<{ default: typeof Widget }>();
      attempts.push(d);
      return d.promise;
    });
    render(<Lazy label="ok" />);
    act(() => void jest.advanceTimersByTime(LAZY_TIMEOUT_MS - 1));
    expect(screen.queryByText(/بیش از حد معمول/)).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'timedOut');
    expect(screen.getByText(/بیش از حد معمول طول کشیده/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'تلاش دوباره' }).click());
    expect(attempts).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'loading');
    await act(async () => attempts[1].resolve({ default: Widget }));
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('shows the error text with a "Retry" button that loads it again', async () => {
    let calls = 0;
    const Lazy = lazyComponent<{ label: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Loading chunk 42 failed.')) : Promise.resolve({ default: Widget });
    });
    render(<Lazy label="دوباره آمد" />);
    await act(async () => {});
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('بارگیری این بخش ناموفق بود.');
    expect(screen.getByText('Loading chunk 42 failed.')).toHaveAttribute('dir', 'ltr');
    await act(async () => screen.getByRole('button', { name: 'تلاش دوباره' }).click());
    expect(calls).toBe(2);
    expect(screen.getByText('دوباره آمد')).toBeInTheDocument();
  });

  it('renders at once, without a spinner, once loaded before', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Widget }));
    const first = render(<Lazy label="یک" />);
    await act(async () => {});
    first.unmount();
    render(<Lazy label="دو" />);
    expect(screen.getByText('دو')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Loading', () => {
  it('has no retry while simply loading', () => {
    render(<Loading status="loading" retry={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
