import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '.';

const crumbs = [
  { label: 'شروع', route: '/', home: true },
  { label: 'مرجع API', route: null },
  { label: 'مدیریت چت‌بات', route: null },
];

it('links home, shows categories and marks the current page', () => {
  render(<Breadcrumbs crumbs={crumbs} />);
  const nav = screen.getByRole('navigation', { name: 'مسیر صفحه' });
  const items = within(nav).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]).getByRole('link', { name: 'صفحه‌ی شروع' })).toHaveAttribute('href', '/');
  expect(items[1]).toHaveTextContent('مرجع API');
  expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
  expect(within(items[2]).getByText('مدیریت چت‌بات')).toHaveAttribute('aria-current', 'page');
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
    expect(entry.querySelector('[itemprop="name"]')?.textContent).toBeTruthy();
  });
  expect(entries[0].querySelector('[itemprop="item"]')).toHaveAttribute('href', '/');
});

it('renders nothing on the docs home (no trail)', () => {
  const { container } = render(<Breadcrumbs crumbs={[]} />);
  expect(container).toBeEmptyDOMElement();
});
