import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiReferenceProvider } from '../../contexts/apiReference';
import { TabGroupChoiceProvider } from '../../contexts/tabGroupChoice';
import { ApiOperation } from '.';
import { fixtureOperationView } from '../../lib/openapi/testFixture';

function renderOperation(props: { id: string; examples?: string } = { id: 'send' }) {
  return render(
    <TabGroupChoiceProvider>
      <ApiReferenceProvider operations={[{ operationId: 'send', view: fixtureOperationView('send') }]}>
        <ApiOperation {...props} />
      </ApiReferenceProvider>
    </TabGroupChoiceProvider>,
  );
}

afterEach(() => window.localStorage.clear());

it('shows method and path as a left-to-right group, anchored by the operation id', () => {
  renderOperation();
  const region = screen.getByRole('region', { name: 'عملیات ارسال' });
  expect(region).toHaveAttribute('id', 'send');
  const endpoint = within(region).getByRole('group', { name: 'روش و مسیر' });
  expect(endpoint).toHaveAttribute('dir', 'ltr');
  expect(endpoint).toHaveTextContent('POST/v1/sessions/{sessionId}/message');
});

it('shows the Persian description with code, both auth headers and both servers', () => {
  renderOperation();
  expect(screen.getByText('text', { selector: 'p code' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Authorization: Bearer tpsg-…')).toBeInTheDocument();
  expect(screen.getByText('x-api-key: tpsg-…')).toBeInTheDocument();
  expect(screen.getByText('https://api.example.com')).toHaveAttribute('dir', 'ltr');
});

it('lists parameters, request fields and responses by status, the success response open', () => {
  const { container } = renderOperation();
  expect(screen.getByRole('rowheader', { name: /sessionId/ })).toBeInTheDocument();
  const ok = container.querySelector('details[data-status="200"]') as HTMLDetailsElement;
  const denied = container.querySelector('details[data-status="401"]') as HTMLDetailsElement;
  expect(ok.open).toBe(true);
  expect(denied.open).toBe(false);
  // The request body and the success response both carry Send.
  expect(screen.getAllByRole('table', { name: 'فیلدهای Send' })).toHaveLength(2);
  expect(within(ok).getByRole('table', { name: 'فیلدهای Send' })).toBeInTheDocument();
  expect(within(ok).getByText('نمونه‌ی پاسخ: پاسخ ساده')).toBeInTheDocument();
});

it('shows samples in cURL, Python and JavaScript tabs that switch together', () => {
  renderOperation();
  const tablists = screen.getAllByRole('tablist');
  expect(tablists).toHaveLength(3);
  expect(
    within(tablists[0])
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['cURL', 'Python', 'JavaScript']);
  fireEvent.click(within(tablists[0]).getByRole('tab', { name: 'Python' }));
  for (const list of screen.getAllByRole('tablist'))
    expect(within(list).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  expect(window.localStorage.getItem('docusaurus.tab.code')).toBe('python');
  const panel = screen.getAllByRole('tabpanel')[0];
  expect(panel.querySelector('pre')?.textContent).toMatch(/^import os\nimport requests\n/);
});

it('marks unverified examples and can be narrowed to chosen examples', () => {
  renderOperation({ id: 'send', examples: 'tagged' });
  expect(screen.getAllByRole('tablist')).toHaveLength(1);
  expect(screen.getByText('نیازمند بازبینی')).toBeInTheDocument();
  expect(screen.getAllByRole('tabpanel')[0].querySelector('pre')?.textContent).toContain('"n": 2');
});

it('explains a missing provider and a missing operation', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<ApiOperation id="x" />)).toThrow(/inside <ApiReferenceProvider>/);
  expect(() =>
    render(
      <ApiReferenceProvider>
        <ApiOperation id="ghost" />
      </ApiReferenceProvider>,
    ),
  ).toThrow(/"ghost" is not in this page's data/);
  spy.mockRestore();
});
