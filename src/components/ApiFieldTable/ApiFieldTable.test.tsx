import { render, screen, within } from '@testing-library/react';
import type { FieldRow } from '../../lib/openapi/viewTypes';
import { ApiFieldTable } from '.';

const row = (over: Partial<FieldRow>): FieldRow => ({
  name: 'x',
  type: 'string',
  required: false,
  nullable: false,
  constraints: [],
  unverified: false,
  children: [],
  ...over,
});

const rows: FieldRow[] = [
  row({
    name: 'botId',
    type: 'string',
    format: 'uuid',
    required: true,
    description: 'شناسه‌ی `bot`',
    example: '"3f6c"',
  }),
  row({
    name: 'initialMessages',
    type: 'array<MessageInput>',
    children: [
      row({ name: 'type', type: 'string', required: true, enum: ['"USER"', '"AI"'], description: 'نقش' }),
      row({ name: 'provider', type: 'Provider', schema: 'Provider', href: '/types/provider#schema-Provider' }),
    ],
  }),
  row({ name: 'headline', type: 'string', nullable: true, unverified: true }),
];

it('renders one row per field, nested fields under their parent path', () => {
  render(<ApiFieldTable rows={rows} name="CreateSessionRequest" />);
  const table = screen.getByRole('table', { name: 'فیلدهای CreateSessionRequest' });
  const headers = within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  expect(headers[0]).toContain('botId');
  expect(headers[0]).toContain('الزامی');
  expect(headers[2]).toContain('initialMessages[].type');
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
});

it('shows types LTR, links named types to their page, and lists allowed values and examples', () => {
  render(<ApiFieldTable rows={rows} name="CreateSessionRequest" />);
  const link = screen.getByRole('link', { name: 'Provider' });
  expect(link).toHaveAttribute('href', '/types/provider#schema-Provider');
  expect(screen.getByText('array<MessageInput>')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('"USER"')).toHaveAttribute('dir', 'ltr');
  // String examples show their text, isolated; other values show as JSON.
  expect(screen.getByText('3f6c')).toHaveAttribute('dir', 'auto');
  expect(screen.getByText('bot').tagName).toBe('CODE');
});

it('marks nullable and unverified fields', () => {
  render(<ApiFieldTable rows={rows} name="X" />);
  expect(screen.getByText('می‌تواند null باشد')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'نیازمند بازبینی' })).toHaveAttribute(
    'href',
    '/introduction#برچسب-نیازمند-بازبینی',
  );
});

it('says so when there are no fields', () => {
  render(<ApiFieldTable rows={[]} name="X" />);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('این نوع فیلد نام‌داری ندارد.')).toBeInTheDocument();
});
