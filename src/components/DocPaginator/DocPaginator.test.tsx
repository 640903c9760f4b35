import { render, screen, within } from '@testing-library/react';
import { DocPaginator } from '.';

const previous = { label: 'معرفی API متیس', route: '/introduction' };
const next = { label: 'مسیرهای یکپارچه‌سازی', route: '/workflow' };

it('labels previous and next in Persian, in reading order, with rel', () => {
  render(<DocPaginator previous={previous} next={next} />);
  const nav = screen.getByRole('navigation', { name: 'صفحه‌های قبلی و بعدی مستندات' });
  const [prev, nxt] = within(nav).getAllByRole('link');
  expect(prev).toHaveAccessibleName('قبلی معرفی API متیس');
  expect(prev).toHaveAttribute('href', '/introduction');
  expect(prev).toHaveAttribute('rel', 'prev');
  expect(nxt).toHaveAccessibleName('بعدی مسیرهای یکپارچه‌سازی');
  expect(nxt).toHaveAttribute('rel', 'next');
});

it('uses direction-aware arrows: back for previous, forward for next (mirrored under RTL)', () => {
  render(<DocPaginator previous={previous} next={next} />);
  const [prev, nxt] = screen.getAllByRole('link');
  expect(prev.querySelector('svg')).toHaveAttribute('data-icon', 'arrow-back');
  expect(nxt.querySelector('svg')).toHaveAttribute('data-icon', 'arrow-forward');
  expect(prev.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  // No text arrows that would point the wrong way in RTL.
  expect(prev.textContent).not.toMatch(/[←→«»<>]/);
  expect(nxt.textContent).not.toMatch(/[←→«»<>]/);
});

it('keeps the next link in the second column when there is no previous page', () => {
  render(<DocPaginator previous={null} next={next} />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('data-pager', 'next');
  expect(getComputedStyle(links[0]).gridColumn || getComputedStyle(links[0]).getPropertyValue('grid-column')).toMatch(
    /2/,
  );
});

it('renders nothing without neighbours', () => {
  const { container } = render(<DocPaginator previous={null} next={null} />);
  expect(container).toBeEmptyDOMElement();
});
