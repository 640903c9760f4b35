import { render, screen, within } from '@testing-library/react';
import { ApiReferenceProvider } from '../../contexts/apiReference';
import { schemaFixture } from '../ApiOperation/fixture';
import { ApiSchema } from '.';

function renderSchema(usage?: string) {
  return render(
    <ApiReferenceProvider schemas={[{ name: 'Message', view: schemaFixture() }]}>
      <ApiSchema name="Message" usage={usage} />
    </ApiReferenceProvider>,
  );
}

it('renders the schema as an anchored region with its field table and example', () => {
  renderSchema();
  const region = screen.getByRole('region', { name: 'ساختار Message' });
  expect(region).toHaveAttribute('id', 'schema-Message');
  expect(within(region).getByRole('table', { name: 'فیلدهای Message' })).toBeInTheDocument();
  expect(within(region).getByText('نمونه‌ی Message')).toBeInTheDocument();
  expect(region.querySelector('pre')?.textContent).toBe('{"type": "AI"}');
});

it('links the operations that use the schema to their place on their page', () => {
  renderSchema();
  expect(screen.getByRole('link', { name: 'ارسال پیام' })).toHaveAttribute('href', '/api/session#sendMessage');
  expect(screen.getByText('POST /api/v1/chat/session/{sessionId}/message')).toHaveAttribute('dir', 'ltr');
});

it('can leave the usage list out', () => {
  renderSchema('false');
  expect(screen.queryByRole('link', { name: 'ارسال پیام' })).toBeNull();
});
