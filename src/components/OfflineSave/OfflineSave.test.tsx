import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineSave } from '.';
import type { OfflineView } from '../../lib/offline/status';

const setup = (view: OfflineView) => {
  const onSave = jest.fn();
  const onRemove = jest.fn();
  const utils = render(<OfflineSave view={view} onSave={onSave} onRemove={onRemove} />);
  return { ...utils, onSave, onRemove };
};

it('says the docs are saved and how large the copy is, and can remove it', async () => {
  const { onRemove } = setup({ kind: 'saved', bytes: 10_139_524 });
  const region = screen.getByRole('region', { name: 'نسخه‌ی بدون اینترنت' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'مستندات برای خواندن بدون اینترنت ذخیره شده است (۱۰٫۱ مگابایت).',
  );
  expect(screen.queryByRole('button', { name: 'ذخیره برای خواندن بدون اینترنت' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'حذف نسخه‌ی ذخیره‌شده' }));
  expect(onRemove).toHaveBeenCalledTimes(1);
  expect(region).toBeInTheDocument();
});

it('offers «ذخیره برای خواندن بدون اینترنت» when only opened pages were kept, with what it downloads', async () => {
  const { onSave } = setup({ kind: 'opened', pages: 2, bytes: 640_000, toDownload: 1_480_000 });
  expect(screen.getByRole('status')).toHaveTextContent(
    'فقط صفحه‌هایی که باز کرده‌اید برای خواندن بدون اینترنت ذخیره شده است (۲ صفحه، ۶۴۰ کیلوبایت).',
  );
  const save = screen.getByRole('button', { name: 'ذخیره برای خواندن بدون اینترنت' });
  expect(save).toHaveAccessibleDescription('حدود ۱٫۵ مگابایت دریافت می‌شود.');
  await userEvent.click(save);
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'حذف نسخه‌ی ذخیره‌شده' })).toBeInTheDocument();
});

it('offers saving when nothing is saved, and nothing to remove', () => {
  setup({ kind: 'off' });
  expect(screen.getByRole('status')).toHaveTextContent('مستندات برای خواندن بدون اینترنت ذخیره نشده است.');
  expect(screen.getByRole('button', { name: 'ذخیره برای خواندن بدون اینترنت' })).not.toHaveAttribute(
    'aria-describedby',
  );
  expect(screen.queryByRole('button', { name: 'حذف نسخه‌ی ذخیره‌شده' })).toBeNull();
});

it('shows the progress of a save, with no buttons', () => {
  setup({ kind: 'saving', percent: 42 });
  expect(screen.getByRole('status')).toHaveTextContent('در حال ذخیره‌ی مستندات برای خواندن بدون اینترنت…');
  expect(screen.getByRole('progressbar', { name: 'پیشرفت ذخیره' })).toHaveAttribute('value', '42');
  expect(screen.queryByRole('button')).toBeNull();
});

it('offers a retry when a save did not finish', () => {
  setup({ kind: 'failed', bytes: 120_000, toDownload: 1_400_000 });
  expect(screen.getByRole('status')).toHaveTextContent('ذخیره‌ی مستندات کامل نشد (۱۲۰ کیلوبایت ذخیره شده است).');
  expect(screen.getByRole('button', { name: 'ذخیره برای خواندن بدون اینترنت' })).toBeInTheDocument();
});

it('says why a save stopped: the storage, or a deploy meanwhile, not the connection', () => {
  const { rerender } = setup({ kind: 'failed', bytes: 120_000, toDownload: 1_400_000, failure: 'storage' });
  expect(screen.getByRole('status')).toHaveTextContent('فضای ذخیره‌سازی مرورگر پر است');
  expect(screen.getByRole('status')).not.toHaveTextContent('اتصال');
  rerender(
    <OfflineSave
      view={{ kind: 'failed', bytes: 120_000, toDownload: 1_400_000, failure: 'deploy' }}
      onSave={jest.fn()}
      onRemove={jest.fn()}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('نسخه‌ی تازه‌ای از مستندات منتشر شد');
  expect(screen.getByRole('status')).not.toHaveTextContent('اتصال');
});

it('renders nothing where service workers are unavailable', () => {
  const { container } = setup({ kind: 'unavailable' });
  expect(container).toBeEmptyDOMElement();
});

it('hands focus to the status when the button pressed goes away', async () => {
  const { rerender, onSave, onRemove } = setup({ kind: 'off' });
  await userEvent.click(screen.getByRole('button', { name: 'ذخیره برای خواندن بدون اینترنت' }));
  rerender(<OfflineSave view={{ kind: 'saving', percent: 0 }} onSave={onSave} onRemove={onRemove} />);
  expect(screen.getByRole('status')).toHaveFocus();
});
