import { act, render, screen } from '@testing-library/react';
import { translate } from '../../i18n/translate';
import { createRouteProgress } from '../../lib/routeProgress';
import { PROGRESS_LABEL_ATTRIBUTE } from './label';
import { ProgressBar } from '.';

describe('ProgressBar', () => {
  // The page as gatsby-ssr writes it: the bar's name on <html>.
  beforeEach(() => {
    document.documentElement.setAttribute(PROGRESS_LABEL_ATTRIBUTE, translate('theme.ProgressBar.label'));
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('renders nothing until a route change has taken 200 ms, then a labelled progress bar', () => {
    const store = createRouteProgress();
    render(<ProgressBar store={store} />);
    act(() => store.start());
    act(() => void jest.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'در حال بارگیری صفحه' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    act(() => store.done());
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'complete');
    act(() => void jest.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never appears for a fast route change', () => {
    const store = createRouteProgress();
    render(<ProgressBar store={store} />);
    act(() => store.start());
    act(() => void jest.advanceTimersByTime(120));
    act(() => store.done());
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
