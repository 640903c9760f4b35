import { render, screen } from '@testing-library/react';
import { AnnouncementBarProvider } from '../../contexts/announcementBar';
import { ColorModeProvider } from '../../contexts/colorMode';
import { siteConfig } from '../../config/site';
import { installMatchMedia } from '../../hooks/__testing__/matchMedia';
import { NotFoundBody } from '.';

jest.mock('../../hooks/useDocNavigation', () => ({
  useDocNavigation: () => jest.requireActual('../../lib/__testing__/sidebarTree').SIDEBAR_TREE,
}));

beforeEach(() => installMatchMedia());

it('names the page in Persian inside the shell, with a way home and no docs sidebar', () => {
  render(
    <ColorModeProvider>
      <AnnouncementBarProvider id={siteConfig.announcement.id}>
        <NotFoundBody layout={{ route: null, sidebar: false, announcementLinkable: true, buildYear: '۱۴۰۵' }} />
      </AnnouncementBarProvider>
    </ColorModeProvider>,
  );
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' }));
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'بازگشت به صفحه‌ی شروع' })).toHaveAttribute('href', '/');
});
