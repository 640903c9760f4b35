import { render, screen } from '@testing-library/react';
import { VersionBadge } from '.';

beforeEach(() => window.localStorage.clear());

it('shows «نسخه: Next» with the label isolated left-to-right', () => {
  render(<VersionBadge name="current" label="Next" />);
  const label = screen.getByText('Next');
  expect(label.tagName).toBe('BDI');
  expect(label).toHaveAttribute('dir', 'ltr');
  expect(label.parentElement).toHaveTextContent('نسخه:Next');
});

it('remembers the version as preferred, replacing a stale stored one', () => {
  window.localStorage.setItem('docs-preferred-version-default', '2.0');
  render(<VersionBadge name="current" label="Next" />);
  expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('current');
});
