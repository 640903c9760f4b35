import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementBarProvider } from '../../contexts/announcementBar';
import { siteConfig } from '../../config/site';
import { AnnouncementBar } from '.';

const announcement = siteConfig.announcement;
const mount = (id = announcement.id, linkable = true) =>
  render(
    <AnnouncementBarProvider id={id}>
      <AnnouncementBar announcement={{ ...announcement, id }} linkable={linkable} />
    </AnnouncementBarProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

it('shows the Persian text with a link into the docs and a named close button', () => {
  mount();
  const region = screen.getByRole('region', { name: 'اعلان' });
  expect(region).toHaveTextContent(announcement.text);
  expect(within(region).getByRole('link', { name: announcement.linkText })).toHaveAttribute(
    'href',
    announcement.linkTo,
  );
  expect(within(region).getByRole('button', { name: 'بستن اعلان' })).toBeInTheDocument();
});

it('stays closed after a reload, and comes back for a new announcement id', async () => {
  const first = mount();
  await userEvent.click(screen.getByRole('button', { name: 'بستن اعلان' }));
  expect(screen.queryByRole('region', { name: 'اعلان' })).not.toBeInTheDocument();
  first.unmount();
  const again = mount();
  expect(screen.queryByRole('region', { name: 'اعلان' })).not.toBeInTheDocument();
  again.unmount();
  mount('a-newer-announcement');
  expect(screen.getByRole('region', { name: 'اعلان' })).toBeInTheDocument();
});

it('never links to a page missing from the build: the text stays, the link goes', () => {
  mount(announcement.id, false);
  const region = screen.getByRole('region', { name: 'اعلان' });
  expect(region).toHaveTextContent(announcement.text);
  expect(within(region).queryByRole('link')).not.toBeInTheDocument();
});
