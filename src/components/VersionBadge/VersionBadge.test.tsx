import { render, screen } from '@testing-library/react';
import { DocsPreferredVersionProvider } from '../../contexts/docsPreferredVersion';
import { VersionBadge } from '.';

beforeEach(() => window.localStorage.clear());

it('shows «نسخه: Next» with the label isolated left-to-right', () => {
  render(
    <DocsPreferredVersionProvider versions={['current']}>
      <VersionBadge name="current" label="Next" />
    </DocsPreferredVersionProvider>,
  );
  const label = screen.getByText('Next');
  expect(label.tagName).toBe('BDI');
  expect(label).toHaveAttribute('dir', 'ltr');
  expect(label.parentElement).toHaveTextContent('نسخه:Next');
});

it('remembers the version as preferred, replacing a stale stored one', () => {
  window.localStorage.setItem('docs-preferred-version-default', '2.0');
  render(
    <DocsPreferredVersionProvider versions={['current']}>
      <VersionBadge name="current" label="Next" />
    </DocsPreferredVersionProvider>,
  );
  expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('current');
});
