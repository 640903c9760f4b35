import { render, screen, within } from '@testing-library/react';
import pricingJson from '../../../content/data/pricing.json';
import type { PricingData } from '../../lib/pricing';
import { PricingDate, PricingTable } from '.';

const pricing = pricingJson as PricingData;
const llm = pricing.categories.find((c) => c.id === 'llm')!;

it('renders a category of the bundled price list with its caption, headers and every row', () => {
  render(<PricingTable category="llm" data={pricing} />);
  const table = screen.getByRole('table', { name: /مدل‌های زبانی/ });
  expect(table).toHaveAccessibleName(expect.stringContaining('دلار آمریکا'));
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual([
    'ارائه‌دهنده',
    'مدل',
    expect.stringContaining('ورودی'),
    expect.stringContaining('خروجی'),
    'مبنای قیمت',
  ]);
  // One header row plus one row per model.
  expect(within(table).getAllByRole('row')).toHaveLength(llm.rows.length + 1);
});

it('shows model ids left to right and prices in Persian digits', () => {
  render(<PricingTable category="llm" data={pricing} />);
  const model = screen.getByRole('rowheader', { name: 'gpt-4o-mini' });
  expect(model).toHaveAttribute('dir', 'ltr');
  const row = model.closest('tr')!;
  expect(within(row).getAllByRole('cell')[0]).toHaveAttribute('dir', 'ltr');
  expect(row).toHaveTextContent('۰٫۱۶۵');
  expect(row).toHaveTextContent('۰٫۶۶');
  // Price cells carry no ASCII digits; the machine-readable value sits in <data value>.
  const prices = within(row).getAllByRole('cell').slice(1, -1);
  for (const cell of prices) expect(cell.textContent).not.toMatch(/[0-9]/);
  expect(prices[0].querySelector('data')).toHaveAttribute('value', '0.165');
});

it('shows one price column per unit: per call for images, per second for video', () => {
  render(<PricingTable category="imaginator" data={pricing} />);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'ارائه‌دهنده',
    'مدل',
    expect.stringContaining('فراخوانی'),
    'مبنای قیمت',
  ]);
});

it("names each row's source, and marks the prices derived by the +10 % rule «نیازمند بازبینی»", () => {
  render(<PricingTable category="llm" data={pricing} />);
  const listed = screen.getByRole('rowheader', { name: 'gpt-4o-mini' }).closest('tr')!;
  expect(within(listed).getAllByRole('cell').at(-1)).toHaveTextContent('فهرست قیمت متیس');
  expect(within(listed).queryByText('نیازمند بازبینی')).toBeNull();
  const derived = screen.getByRole('rowheader', { name: 'claude-haiku-4-5' }).closest('tr')!;
  expect(within(derived).getAllByRole('cell').at(-1)).toHaveTextContent('قیمت Anthropic + ۱۰٪');
  expect(within(derived).getByText('نیازمند بازبینی')).toBeInTheDocument();
});

it('prices text to speech per million characters, the vendor unit', () => {
  render(<PricingTable category="audiotor" data={pricing} />);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('هر ۱ میلیون نویسه');
});

it('scrolls in a focusable, named group', () => {
  render(<PricingTable category="videonator" data={pricing} />);
  const region = screen.getByRole('group', { name: /تولید ویدیو/ });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});

it('fails loudly on an unknown category', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<PricingTable category="chunking" data={pricing} />)).toThrow(/unknown category "chunking"/);
  spy.mockRestore();
});

it('renders the date of the price list in the Persian calendar', () => {
  const { container } = render(<PricingDate data={{ ...pricing, asOf: '2026-05-15' }} />);
  const time = container.querySelector('time')!;
  expect(time).toHaveAttribute('datetime', '2026-05-15');
  expect(time).toHaveTextContent('۲۵ اردیبهشت ۱۴۰۵');
});
