import { render, screen, within } from '@testing-library/react';
import { Footer } from '.';

it('is the contentinfo landmark with links only into the docs', () => {
  render(<Footer buildTime="2026-11-21T08:00:00.000Z" />);
  const footer = screen.getByRole('contentinfo');
  const nav = within(footer).getByRole('navigation', { name: 'پیوندهای پانویس' });
  const links = within(nav).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(9);
  for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/(?!\/)/);
  expect(within(nav).getByText('مرجع API')).toBeInTheDocument();
});

it('prints the year of the build in the Persian calendar and Persian digits', () => {
  render(<Footer buildTime="2026-11-21T08:00:00.000Z" />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© ۱۴۰۵ متیس');
  // Before Nowruz the Persian year is one lower.
  render(<Footer buildTime="2026-03-10T08:00:00.000Z" />);
  expect(screen.getAllByRole('contentinfo')[1]).toHaveTextContent('© ۱۴۰۴ متیس');
});
