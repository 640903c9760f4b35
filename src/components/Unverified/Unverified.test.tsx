import { render, screen } from '@testing-library/react';
import { Unverified } from '.';

it('shows the mark as text a reader sees, with what it means as its hint', () => {
  render(
    <p>
      هر حساب تازه ۰٫۵۰ دلار اعتبار هدیه می‌گیرد. <Unverified />
    </p>,
  );
  const mark = screen.getByText('نیازمند بازبینی');
  expect(mark.tagName).toBe('SPAN');
  expect(mark).toHaveAttribute('title', expect.stringContaining('بازبینی نشده'));
});
