import { act } from '@testing-library/react';
import { lazy, ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AnnouncementBarProvider, useAnnouncementBar } from './announcementBar';
import { ColorModeProvider, useColorMode } from './colorMode';
import { TabGroupChoiceProvider, useTabGroupChoice } from './tabGroupChoice';
import { installMatchMedia } from '../hooks/__testing__/matchMedia';
import { serverHtml } from '../app/__testing__/serverHtml';

// A reader acts on the page shell while parts of the page are still dehydrated (src/components/
// HydrationBoundary): the colour toggle, the announcement's close button, a tab of a group whose other
// members are in those parts. Each must update what shows it, and leave the dehydrated parts alone: an
// update reaching one makes React 18 drop its server HTML and render it again (React error 421).

function Toggle() {
  const { choice, cycle } = useColorMode();
  return (
    <button type="button" data-testid="toggle" onClick={cycle}>
      {choice}
    </button>
  );
}

function Bar() {
  const { isActive, close } = useAnnouncementBar();
  return isActive ? (
    <button type="button" data-testid="close" onClick={close}>
      close
    </button>
  ) : null;
}

function GroupTab({ testId }: { testId: string }) {
  const [choice, setChoice] = useTabGroupChoice('lang');
  return (
    <button type="button" data-testid={testId} onClick={() => setChoice('python')}>
      {choice ?? 'curl'}
    </button>
  );
}

function Page({ later }: { later: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider id="a1">
        <TabGroupChoiceProvider>
          <Toggle />
          <Bar />
          <GroupTab testId="shell-tab" />
          <Suspense fallback={<p>fallback</p>}>
            <section data-testid="later">
              {later}
              <GroupTab testId="later-tab" />
            </section>
          </Suspense>
        </TabGroupChoiceProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  installMatchMedia();
});

it('leaves a part still hydrating alone when the reader uses the toggle, the close button or a tab', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<Page later={<p>content</p>} />).body.innerHTML;
  document.body.append(container);
  const later = container.querySelector('[data-testid="later"]');
  // On the client the part's code never arrives, so it stays dehydrated, with its server HTML.
  const Pending = lazy(() => new Promise<never>(() => {}));
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page later={<Pending />} />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  const byId = (id: string) => container.querySelector(`[data-testid="${id}"]`) as HTMLElement;

  await act(async () => byId('toggle').click());
  expect(byId('toggle')).toHaveTextContent('dark');
  await act(async () => byId('close').click());
  expect(byId('close')).toBeNull();
  await act(async () => byId('shell-tab').click());
  expect(byId('shell-tab')).toHaveTextContent('python');

  expect(errors).toEqual([]);
  // The same server-rendered element, not the fallback nor a client render of it.
  expect(container.querySelector('[data-testid="later"]')).toBe(later);
  expect(byId('later-tab')).toHaveTextContent('curl');
  expect(container).not.toHaveTextContent('fallback');
  act(() => root.unmount());
  container.remove();
});
