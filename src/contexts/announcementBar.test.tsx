import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementBarProvider, useAnnouncementBar } from './announcementBar';

function Probe() {
  const { isActive, close } = useAnnouncementBar();
  return isActive ? (
    <button type="button" onClick={close}>
      close
    </button>
  ) : (
    <p>closed</p>
  );
}

const mount = (id: string) =>
  render(
    <AnnouncementBarProvider id={id}>
      <Probe />
    </AnnouncementBarProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

it('stays closed after a reload once dismissed', async () => {
  const first = mount('a1');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  expect(screen.getByText('closed')).toBeInTheDocument();
  expect(window.localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  expect(window.localStorage.getItem('docusaurus.announcement.id')).toBe('a1');
  expect(document.documentElement).toHaveAttribute('data-announcement-dismissed', 'true');
  first.unmount();
  mount('a1');
  expect(screen.getByText('closed')).toBeInTheDocument();
});

it('shows again when the announcement id changes', async () => {
  const first = mount('a1');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  first.unmount();
  mount('a2');
  expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
  expect(window.localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
  expect(window.localStorage.getItem('docusaurus.announcement.id')).toBe('a2');
  expect(document.documentElement).not.toHaveAttribute('data-announcement-dismissed');
});

it('closes for the page even when storage refuses', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  mount('a1');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  expect(screen.getByText('closed')).toBeInTheDocument();
  jest.restoreAllMocks();
});
