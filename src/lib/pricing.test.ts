import fs from 'fs';
import path from 'path';
import data from '../../content/data/pricing.json';
import {
  CATEGORY_IDS,
  findCategory,
  formatUsdAmount,
  listPriceFor,
  priceColumns,
  tokenCost,
  validatePricing,
  type PricingData,
} from './pricing';

const pricing = data as PricingData;

describe('the price list in content/data/pricing.json', () => {
  it('is valid: dated, USD, every category, list price = vendor + 10 %', () => {
    expect(validatePricing(pricing)).toEqual([]);
    expect(pricing.markup).toBe(0.1);
    expect(pricing.categories.map((c) => c.id).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it('names the source of every row: the Metis list where a source shows it, else the vendor price + 10 %', () => {
    const rows = pricing.categories.flatMap((c) => c.rows);
    expect(
      rows
        .filter((r) => r.source.kind === 'listed')
        .map((r) => r.model)
        .sort(),
    ).toEqual(['gpt-4.1-mini', 'gpt-4o', 'gpt-4o-mini', 'whisper-1']);
    for (const r of rows) if (r.source.kind === 'derived') expect(r.source.vendor).toBeTruthy();
    expect(pricing.sources.derived).toMatch(/10 %/);
  });

  it('prices tts-1 in the vendor unit, per character, not per second', () => {
    const tts = findCategory(pricing, 'audiotor')!;
    expect(tts.unit).toBe('per_1m_characters');
    expect(priceColumns(tts)).toEqual(['characters']);
  });

  it('agrees with the worked example of content/pricing.mdx (gpt-4o-mini at ۰٫۱۶۵ and ۰٫۶۶ per million)', () => {
    const row = findCategory(pricing, 'llm')!.rows.find((r) => r.model === 'gpt-4o-mini')!;
    const page = fs.readFileSync(path.join(__dirname, '../../content/pricing.mdx'), 'utf8');
    expect(page).toContain(formatUsdAmount(row.prices.input!));
    expect(page).toContain(formatUsdAmount(row.prices.output!));
    // 2,000 input and 500 output tokens, the example on the page.
    expect(page).toContain(formatUsdAmount(tokenCost(row, 2000, 500)));
  });
});

describe('validatePricing', () => {
  const valid: PricingData = JSON.parse(JSON.stringify(pricing));

  it('reports a list price that is not vendor + markup', () => {
    const broken: PricingData = JSON.parse(JSON.stringify(valid));
    broken.categories[0].rows[0].prices.input = 0.5;
    expect(validatePricing(broken)).toEqual([expect.stringMatching(/list price 0.5 is not vendor/)]);
  });

  it('reports a row without its source', () => {
    const broken: PricingData = JSON.parse(JSON.stringify(valid));
    (broken.categories[0].rows[0] as { source?: unknown }).source = { kind: 'listed', cites: 'a blog' };
    expect(validatePricing(broken)).toEqual([expect.stringMatching(/source must be/)]);
  });

  it('reports a missing category, a bad date, a price outside its unit and a non-ASCII model id', () => {
    const broken: PricingData = JSON.parse(JSON.stringify(valid));
    broken.asOf = '۱۴۰۵-۰۲-۲۵';
    broken.categories = broken.categories.filter((c) => c.id !== 'videonator');
    broken.categories[0].rows[0].prices.call = 1;
    broken.categories[0].rows[0].vendor.call = 1 / 1.1;
    broken.categories[1].rows[0].model = 'مدل';
    const errors = validatePricing(broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/asOf/),
        'category videonator is missing',
        expect.stringMatching(/price "call" does not fit unit per_1m_tokens/),
        expect.stringMatching(/must be ASCII ids/),
      ]),
    );
  });
});

describe('helpers', () => {
  it('computes list prices without binary noise', () => {
    expect(listPriceFor(0.15, 0.1)).toBe(0.165);
    expect(listPriceFor(0.00005, 0.1)).toBe(0.000055);
  });

  it('formats USD amounts in Persian digits with at least two decimals', () => {
    expect(formatUsdAmount(0.165)).toBe('۰٫۱۶۵');
    expect(formatUsdAmount(11)).toBe('۱۱٫۰۰');
    expect(formatUsdAmount(0.000055)).toBe('۰٫۰۰۰۰۵۵');
  });

  it('shows the columns of the unit that rows fill', () => {
    expect(priceColumns(findCategory(pricing, 'llm')!)).toEqual(['input', 'output']);
    expect(priceColumns(findCategory(pricing, 'embedding')!)).toEqual(['input']);
    expect(priceColumns(findCategory(pricing, 'imaginator')!)).toEqual(['call']);
    expect(priceColumns(findCategory(pricing, 'videonator')!)).toEqual(['second']);
  });

  it('computes the cost of a text call from prices per million tokens', () => {
    const row = {
      name: 'x',
      model: 'y',
      vendor: {},
      prices: { input: 0.165, output: 0.66 },
      source: { kind: 'listed' as const, cites: 'S11' },
    };
    expect(tokenCost(row, 2000, 500)).toBe(0.00066);
  });
});
