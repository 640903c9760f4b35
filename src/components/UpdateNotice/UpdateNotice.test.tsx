import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateNotice } from '.';

it('says a new version of the docs is ready, politely, with a reload and a close button', async () => {
  const onReload = jest.fn();
  const onClose = jest.fn();
  const before = document.activeElement;
  render(<UpdateNotice onReload={onReload} onClose={onClose} />);
  expect(screen.getByRole('complementary', { name: 'نسخه‌ی تازه‌ی مستندات آماده است' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('برای دیدن آن، صفحه را تازه کنید.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(before);
  await userEvent.click(screen.getByRole('button', { name: 'تازه‌سازی صفحه' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'بستن پیام' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
