import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineNotice } from '.';

it('says the page was not opened and the reader stayed, with a retry and a close button', async () => {
  const retry = jest.fn();
  const onClose = jest.fn();
  render(<OfflineNotice route="/api/audio" retry={retry} onClose={onClose} />);
  const region = screen.getByRole('complementary', { name: 'اتصال اینترنت برقرار نیست' });
  expect(screen.getByRole('alert')).toHaveTextContent('/api/audio');
  expect(region).toHaveTextContent('همین صفحه سر جای خود ماند');
  const button = screen.getByRole('button', { name: 'تلاش دوباره' });
  expect(button).toHaveFocus();
  await userEvent.click(button);
  expect(retry).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'بستن پیام' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
