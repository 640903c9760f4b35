import { render, screen, within } from '@testing-library/react';
import { ApiReferenceProvider } from '../../contexts/apiReference';
import { fixtureSchemaView } from '../../lib/openapi/testFixture';
import { ApiSchema } from '.';

function renderSchema(usage?: string) {
  return render(
    <ApiReferenceProvider schemas={[{ name: 'Send', view: fixtureSchemaView('Send') }]}>
      <ApiSchema name="Send" usage={usage} />
    </ApiReferenceProvider>,
  );
}

it('renders the schema as an anchored region with its field table and example', () => {
  renderSchema();
  const region = screen.getByRole('region', { name: 'ساختار Send' });
  expect(region).toHaveAttribute('id', 'schema-Send');
  expect(within(region).getByRole('table', { name: 'فیلدهای Send' })).toBeInTheDocument();
  expect(within(region).getByText('نمونه‌ی Send')).toBeInTheDocument();
  expect(region.querySelector('pre')?.textContent).toBe('{\n  "text": "سلام",\n  "n": 1\n}');
});

it('links the operations that use the schema to their place on their page', () => {
  renderSchema();
  expect(screen.getByRole('link', { name: 'ارسال' })).toHaveAttribute('href', '/api/chat#send');
  expect(screen.getByText('POST /v1/sessions/{sessionId}/message')).toHaveAttribute('dir', 'ltr');
});

it('can leave the usage list out', () => {
  renderSchema('false');
  expect(screen.queryByRole('link', { name: 'ارسال' })).toBeNull();
});
