import { render, screen } from '@testing-library/react';
import { ReactNode } from 'react';
import { AnnouncementBarProvider } from '../../contexts/announcementBar';
import { ColorModeProvider } from '../../contexts/colorMode';
import { siteConfig } from '../../config/site';
import { installMatchMedia } from '../../hooks/__testing__/matchMedia';
import { Layout } from '.';

const layout = { route: '/introduction', sidebar: true, announcementLinkable: true, buildYear: '۱۴۰۵' };

jest.mock('../../hooks/useDocNavigation', () => ({
  useDocNavigation: () => jest.requireActual('../../lib/__testing__/sidebarTree').SIDEBAR_TREE,
}));

beforeEach(() => installMatchMedia());

// The providers of src/app/Root that the shell needs (Root also loads the MDX registry).
function Root({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider id={siteConfig.announcement.id}>{children}</AnnouncementBarProvider>
    </ColorModeProvider>
  );
}

it('has a skip link to the main region and every landmark', () => {
  render(
    <Root>
      <Layout layout={layout}>
        <h1>معرفی</h1>
      </Layout>
    </Root>,
  );
  const skip = screen.getByRole('link', { name: 'پرش به محتوای اصلی' });
  expect(skip).toHaveAttribute('href', '#main-content');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'ناوبری اصلی' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'اعلان' })).toBeInTheDocument();
  // The skip link is the first thing keyboard users reach.
  expect(document.body.querySelector('a')).toBe(skip);
});

it('leaves the docs sidebar out where createPages says so (no-sidebar pages, not-found)', () => {
  render(
    <Root>
      <Layout layout={{ ...layout, route: null, sidebar: false }}>
        <h1>صفحه پیدا نشد</h1>
      </Layout>
    </Root>,
  );
  expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
});

it('shows the announcement as a link or as text, and the build year, as createPages decided', () => {
  const { unmount } = render(
    <Root>
      <Layout layout={layout}>
        <h1>معرفی</h1>
      </Layout>
    </Root>,
  );
  const announcement = screen.getByRole('region', { name: 'اعلان' });
  expect(announcement.querySelector(`a[href="${siteConfig.announcement.linkTo}"]`)).not.toBeNull();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('۱۴۰۵');
  unmount();
  render(
    <Root>
      <Layout layout={{ ...layout, announcementLinkable: false }}>
        <h1>معرفی</h1>
      </Layout>
    </Root>,
  );
  expect(screen.getByRole('region', { name: 'اعلان' }).querySelector('a')).toBeNull();
  expect(screen.getByRole('region', { name: 'اعلان' })).toHaveTextContent(siteConfig.announcement.text);
});
