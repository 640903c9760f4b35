import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '.';
import type { Crumb } from '../../lib/breadcrumbs';

const crumbs: Crumb[] = [
  { label: 'شروع', route: '/', home: true },
  { label: 'مرجع API', route: null },
  { label: 'مدیریت چت‌بات', route: null },
];

it('links home by its icon, shows categories and marks the current page', () => {
  render(<Breadcrumbs crumbs={crumbs} />);
  const nav = screen.getByRole('navigation', { name: 'مسیر صفحه' });
  const items = within(nav).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  const home = within(items[0]).getByRole('link', { name: 'صفحه‌ی شروع' });
  expect(home).toHaveAttribute('href', '/');
  expect(home.querySelector('svg[data-icon="home"]')).toBeInTheDocument();
  expect(home).toHaveTextContent('');
  expect(items[1]).toHaveTextContent('مرجع API');
  expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
  expect(within(items[2]).getByText('مدیریت چت‌بات')).toHaveAttribute('aria-current', 'page');
});

it('on the docs home: the home icon, then «شروع» as the current page', () => {
  render(
    <Breadcrumbs
      crumbs={[
        { label: 'شروع', route: '/', home: true },
        { label: 'شروع', route: null },
      ]}
    />,
  );
  const items = within(screen.getByRole('navigation', { name: 'مسیر صفحه' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(
    within(items[0]).getByRole('link', { name: 'صفحه‌ی شروع' }).querySelector('svg[data-icon="home"]'),
  ).toBeInTheDocument();
  expect(within(items[1]).getByText('شروع')).toHaveAttribute('aria-current', 'page');
});

it('carries schema.org BreadcrumbList microdata with positions', () => {
  const { container } = render(<Breadcrumbs crumbs={crumbs} />);
  const list = container.querySelector('ol')!;
  expect(list).toHaveAttribute('itemtype', 'https://schema.org/BreadcrumbList');
  const entries = container.querySelectorAll('[itemprop="itemListElement"]');
  expect(entries).toHaveLength(3);
  entries.forEach((entry, i) => {
    expect(entry).toHaveAttribute('itemtype', 'https://schema.org/ListItem');
    expect(entry.querySelector('meta[itemprop="position"]')).toHaveAttribute('content', String(i + 1));
    const name = entry.querySelector('[itemprop="name"]');
    expect(name?.textContent || name?.getAttribute('content')).toBeTruthy();
  });
  expect(entries[0].querySelector('[itemprop="item"]')).toHaveAttribute('href', '/');
  expect(entries[0].querySelector('meta[itemprop="name"]')).toHaveAttribute('content', 'شروع');
});

it('renders nothing without a trail', () => {
  const { container } = render(<Breadcrumbs crumbs={[]} />);
  expect(container).toBeEmptyDOMElement();
});
