import { render, screen } from '@testing-library/react';
import { Unverified, UNVERIFIED_LEGEND } from '.';

it('is a link to the legend on /introduction, named by its visible label and described in one short sentence', () => {
  render(
    <p>
      هر حساب تازه ۰٫۵۰ دلار اعتبار هدیه می‌گیرد. <Unverified />
    </p>,
  );
  const mark = screen.getByRole('link', { name: 'نیازمند بازبینی' });
  expect(mark).toHaveTextContent('نیازمند بازبینی');
  expect(mark).toHaveAttribute('href', UNVERIFIED_LEGEND);
  expect(UNVERIFIED_LEGEND).toBe('/introduction#برچسب-نیازمند-بازبینی');
  expect(mark).toHaveAccessibleDescription(expect.stringContaining('تأیید نشده'));
  // Short: a description, not a paragraph about where the fact came from.
  expect(mark.getAttribute('title')!.length).toBeLessThan(80);
});

it('is no link inside a control such as a <summary>: the same label, the same description', () => {
  render(
    <details>
      <summary>
        ۴۰۴ <Unverified link={false} />
      </summary>
    </details>,
  );
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('نیازمند بازبینی')).toHaveAttribute('title', expect.stringContaining('تأیید نشده'));
});
