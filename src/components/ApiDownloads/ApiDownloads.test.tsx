import { render, screen, within } from '@testing-library/react';
import { ApiDownloads } from '.';

it('links the collection and both definitions as downloads from our own origin', () => {
  render(<ApiDownloads />);
  const list = screen.getByRole('group', { name: 'فایل‌های دانلودی API' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '/downloads/metis.postman_collection.json',
    '/downloads/metis-openapi.yaml',
    '/downloads/metis-openapi.json',
  ]);
  links.forEach((l) => expect(l).toHaveAttribute('download'));
  expect(screen.getByRole('link', { name: 'مجموعه‌ی Postman (نسخه‌ی ۲٫۱)' })).toBeInTheDocument();
  expect(screen.getByText('metis-openapi.yaml')).toHaveAttribute('dir', 'ltr');
});
