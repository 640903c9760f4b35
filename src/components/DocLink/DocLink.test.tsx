import { render, screen } from '@testing-library/react';
import { DocLink } from '.';

it('routes internal links through Gatsby Link', () => {
  render(<DocLink href="/api/session">نشست</DocLink>);
  expect(screen.getByRole('link', { name: 'نشست' })).toHaveAttribute('href', '/api/session');
});

it('marks links to other sites noopener', () => {
  render(<DocLink href="https://console.metisai.ir/api-keys">کنسول</DocLink>);
  expect(screen.getByRole('link', { name: 'کنسول' })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('leaves in-page anchors alone', () => {
  render(<DocLink href="#بخش">بخش</DocLink>);
  expect(screen.getByRole('link', { name: 'بخش' })).not.toHaveAttribute('rel');
});
