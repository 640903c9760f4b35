import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_TREE as tree } from '../../lib/__testing__/sidebarTree';
import { DocSidebar, DocSidebarMenu } from '.';

it('labels the docs home «شروع» and names its navigation', () => {
  render(<DocSidebarMenu items={tree} activeRoute="/introduction" />);
  const nav = screen.getByRole('navigation', { name: 'فهرست مستندات' });
  const home = within(nav).getByRole('link', { name: 'شروع' });
  expect(home).toHaveAttribute('href', '/');
  // Exactly «شروع»: where it goes is the description, not part of the name.
  expect(home).toHaveAccessibleName('شروع');
  expect(home).toHaveAccessibleDescription('صفحه‌ی نخست مستندات');
});

it('highlights the current page with aria-current', () => {
  render(<DocSidebarMenu items={tree} activeRoute="/introduction" />);
  expect(screen.getByRole('link', { name: 'معرفی API متیس' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'شروع' })).not.toHaveAttribute('aria-current');
});

it('renders categories as buttons with aria-expanded that collapse and expand', async () => {
  render(<DocSidebarMenu items={tree} activeRoute="/introduction" />);
  const api = screen.getByRole('button', { name: 'مرجع API' });
  const concepts = screen.getByRole('button', { name: 'مفاهیم' });
  expect(api).toHaveAttribute('aria-expanded', 'true');
  expect(concepts).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'مدل‌های زبانی' })).not.toBeInTheDocument();
  await userEvent.click(concepts);
  expect(concepts).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'مدل‌های زبانی' })).toBeVisible();
  expect(document.getElementById(concepts.getAttribute('aria-controls')!)).not.toHaveAttribute('hidden');
  await userEvent.click(api);
  expect(api).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'مدیریت چت‌بات' })).not.toBeInTheDocument();
});

it('opens the category holding the current page, even one collapsed by default', () => {
  render(<DocSidebarMenu items={tree} activeRoute="/concepts/function" />);
  expect(screen.getByRole('button', { name: 'مفاهیم' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'فراخوانی تابع' })).toHaveAttribute('aria-current', 'page');
});

it('tells its owner when a link is followed (the drawer closes)', async () => {
  const onNavigate = jest.fn((e?: unknown) => (e as Event | undefined)?.preventDefault?.());
  render(<DocSidebarMenu items={tree} activeRoute="/" onNavigate={onNavigate} />);
  await userEvent.click(screen.getByRole('link', { name: 'معرفی API متیس' }));
  expect(onNavigate).toHaveBeenCalledTimes(1);
});

it('puts the desktop sidebar in a complementary landmark (shown from 996 px, by a media query)', () => {
  render(<DocSidebar items={tree} activeRoute="/" />);
  const aside = screen.getByRole('complementary', { hidden: true });
  expect(aside).toContainElement(screen.getByRole('navigation', { name: 'فهرست مستندات', hidden: true }));
});
