import { render, screen } from '@testing-library/react';
import { siteConfig } from '../../config/site';
import { Hero, heroSample } from '.';

it('shows the site title as the page heading and the tagline', () => {
  render(<Hero />);
  const region = screen.getByRole('region', { name: siteConfig.title });
  expect(screen.getByRole('heading', { level: 1, name: siteConfig.title })).toBeInTheDocument();
  expect(region).toHaveTextContent(siteConfig.tagline);
});

it('calls to start with links to the docs home and the introduction', () => {
  render(<Hero />);
  expect(screen.getByRole('link', { name: 'شروع کنید' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'معرفی API' })).toHaveAttribute('href', '/introduction');
});

it('shows a sample request as a focusable left-to-right island', () => {
  render(<Hero />);
  const sample = screen.getByLabelText('نمونه‌ی درخواست به API متیس');
  expect(sample).toHaveAttribute('dir', 'ltr');
  expect(sample).toHaveAttribute('tabindex', '0');
  expect(sample.textContent).toBe(heroSample());
  expect(sample.textContent).toContain('Authorization: Bearer tpsg-');
  expect(sample.textContent).toContain('"content": "سلام"');
});
