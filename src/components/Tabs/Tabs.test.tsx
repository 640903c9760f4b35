import { render, screen, fireEvent } from '@testing-library/react';
import { serverHtml } from '../../app/__testing__/serverHtml';
import { TabGroupChoiceProvider } from '../../contexts/tabGroupChoice';
import { TabItem, Tabs } from '.';

function Samples({ groupId }: { groupId?: string }) {
  return (
    <Tabs groupId={groupId}>
      <TabItem value="curl" label="cURL">
        curl-body
      </TabItem>
      <TabItem value="python" label="Python">
        python-body
      </TabItem>
    </Tabs>
  );
}

afterEach(() => window.localStorage.clear());

it('shows the first tab and switches on click', () => {
  render(
    <TabGroupChoiceProvider>
      <Samples />
    </TabGroupChoiceProvider>,
  );
  expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('curl-body');
  fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('python-body');
});

it('syncs groups with the same groupId and remembers the choice', () => {
  render(
    <TabGroupChoiceProvider>
      <Samples groupId="code" />
      <Samples groupId="code" />
    </TabGroupChoiceProvider>,
  );
  fireEvent.click(screen.getAllByRole('tab', { name: 'Python' })[0]);
  const selected = screen.getAllByRole('tab', { selected: true }).map((t) => t.textContent);
  expect(selected).toEqual(['Python', 'Python']);
  expect(window.localStorage.getItem('docusaurus.tab.code')).toBe('python');
});

it('restores a stored choice after mount', () => {
  window.localStorage.setItem('docusaurus.tab.code', 'python');
  render(
    <TabGroupChoiceProvider>
      <Samples groupId="code" />
    </TabGroupChoiceProvider>,
  );
  expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
});

it('moves with the arrow keys in the visual direction of RTL', () => {
  document.documentElement.dir = 'rtl';
  render(
    <TabGroupChoiceProvider>
      <Samples />
    </TabGroupChoiceProvider>,
  );
  const curl = screen.getByRole('tab', { name: 'cURL' });
  curl.focus();
  fireEvent.keyDown(curl, { key: 'ArrowLeft' });
  const python = screen.getByRole('tab', { name: 'Python' });
  expect(python).toHaveAttribute('aria-selected', 'true');
  expect(python).toHaveFocus();
  document.documentElement.removeAttribute('dir');
});

it('puts every panel in the static HTML, each with its label for readers without JavaScript', () => {
  const doc = serverHtml(
    <TabGroupChoiceProvider>
      <Samples />
    </TabGroupChoiceProvider>,
  );
  const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
  expect(panels.map((p) => p.textContent)).toEqual(['cURLcurl-body', 'Pythonpython-body']);
  expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true]);
});
