import { render, screen } from '@testing-library/react';
import { LastUpdated } from '.';

it('shows the build-time Persian date in a <time> with the ISO value', () => {
  render(<LastUpdated iso="2026-11-21T10:00:00+03:30" text="۳۰ آبان ۱۴۰۵" />);
  const time = screen.getByText('۳۰ آبان ۱۴۰۵');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2026-11-21T10:00:00+03:30');
  expect(time.parentElement).toHaveTextContent('آخرین به‌روزرسانی: ۳۰ آبان ۱۴۰۵');
});

it('renders nothing for a file without git history', () => {
  const { container } = render(<LastUpdated iso={null} text={null} />);
  expect(container).toBeEmptyDOMElement();
});
