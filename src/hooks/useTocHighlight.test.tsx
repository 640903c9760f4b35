import { act, render, screen } from '@testing-library/react';
import { activeHeadingId, useTocHighlight } from './useTocHighlight';

/** Headings at fixed page offsets; jsdom has no layout, so their boxes follow window.scrollY. */
function layout(tops: Record<string, number>, pageHeight: number) {
  document.body.innerHTML = Object.keys(tops)
    .map((id) => `<h2 id="${id}">${id}</h2>`)
    .join('');
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
  }
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}
const scroll = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y });

beforeEach(() => scroll(0));

it('is the last heading that has passed the navbar, the first one at the top, the last one at the bottom', () => {
  layout({ a: 100, b: 900, c: 1800, d: 2600 }, 3000);
  expect(activeHeadingId(['a', 'b', 'c', 'd'], 70)).toBe('a');
  scroll(850);
  expect(activeHeadingId(['a', 'b', 'c', 'd'], 70)).toBe('b');
  scroll(2200); // the bottom: d can never reach the top
  expect(activeHeadingId(['a', 'b', 'c', 'd'], 70)).toBe('d');
  expect(activeHeadingId(['missing', 'b'], 70)).toBe('b'); // ids not on the page are skipped
  expect(activeHeadingId([], 70)).toBeNull();
});

function Toc({ ids }: { ids: string[] }) {
  return <output aria-label="فعال">{useTocHighlight(ids, 70) ?? '-'}</output>;
}

it('starts on the first heading, as the static HTML does, and follows scrolling once per frame', () => {
  jest.useFakeTimers();
  layout({ a: 100, b: 900, c: 1800 }, 5000);
  const { container } = render(<Toc ids={['a', 'b', 'c']} />);
  const active = () => container.querySelector('output')!.textContent;
  expect(active()).toBe('a');
  act(() => {
    scroll(1000);
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
  expect(active()).toBe('b');
  act(() => {
    scroll(1790);
    window.dispatchEvent(new Event('resize'));
    jest.runOnlyPendingTimers();
  });
  expect(active()).toBe('c');
  expect(screen.getByLabelText('فعال')).toBeInTheDocument();
  jest.useRealTimers();
});
