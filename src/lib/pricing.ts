/**
 * The static price list of /pricing: its types, checks and formatting. Pure; the data lives in
 * content/data/pricing.json and is bundled at build time (the page never fetches prices at run time).
 * Shared by the PricingTable component and the page's Markdown twin, so both show the same table.
 */
import { formatPersianDate } from '../i18n/format';
import { translate } from '../i18n/translate';

/** The categories of the platform's price list, as its pricing endpoint names them. */
export const CATEGORY_IDS = ['llm', 'embedding', 'imaginator', 'transcriptor', 'audiotor', 'videonator'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * Text and embedding models are billed per token (shown per million), images per call, transcription and video
 * per second; text to speech in the vendor's unit, per character (shown per million).
 */
export type PriceUnit = 'per_1m_tokens' | 'per_call' | 'per_second' | 'per_1m_characters';

/** Which price a column shows; the order here is the column order. */
export const PRICE_KEYS = ['input', 'output', 'call', 'second', 'characters'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

const KEYS_BY_UNIT: Record<PriceUnit, PriceKey[]> = {
  per_1m_tokens: ['input', 'output'],
  per_call: ['call'],
  per_second: ['second'],
  per_1m_characters: ['characters'],
};

export type Prices = Partial<Record<PriceKey, number>>;

/**
 * Where a row's price comes from: seen in Metis's own price list (`listed`, with the sources that show it), or
 * computed by the +10 % rule from the vendor's official price on the list's date (`derived`, with the vendor),
 * which no source shows as a Metis price and the page marks «نیازمند بازبینی».
 */
export type PriceSource = { kind: 'listed'; cites: string } | { kind: 'derived'; vendor: string };

export interface PriceRow {
  /** Provider key, e.g. `openai`. */
  name: string;
  /** Model id, e.g. `gpt-4o-mini`; always rendered left to right. */
  model: string;
  /** The vendor's official price the list price was computed from. */
  vendor: Prices;
  /** Metis list price in USD per unit. */
  prices: Prices;
  source: PriceSource;
}

export interface PriceCategory {
  id: CategoryId;
  unit: PriceUnit;
  rows: PriceRow[];
}

export interface PricingData {
  /** ISO date the prices were taken. */
  asOf: string;
  currency: 'USD';
  /** What `listed` and `derived` rows rest on, with the facts sheet's marks and source names. */
  sources: { listed: string; derived: string };
  listPriceRule: string;
  /** List price = vendor price × (1 + markup). */
  markup: number;
  categories: PriceCategory[];
}

/** Vendor price plus the markup, rounded away from binary noise (0.15 × 1.1 = 0.165, not 0.16500000000000004). */
export function listPriceFor(vendor: number, markup: number): number {
  return Number((vendor * (1 + markup)).toPrecision(10));
}

/** The price columns a category shows: those of its unit that at least one row fills, in PRICE_KEYS order. */
export function priceColumns(category: PriceCategory): PriceKey[] {
  return KEYS_BY_UNIT[category.unit].filter((key) => category.rows.some((row) => row.prices[key] !== undefined));
}

export function findCategory(data: PricingData, id: string): PriceCategory | undefined {
  return data.categories.find((c) => c.id === id);
}

/** Every problem with a price list, as English sentences; empty when the data is sound. */
export function validatePricing(data: PricingData): string[] {
  const errors: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.asOf) || Number.isNaN(Date.parse(data.asOf)))
    errors.push(`asOf "${data.asOf}" is not an ISO date`);
  if (data.currency !== 'USD') errors.push(`currency must be USD, got ${String(data.currency)}`);
  if (!(data.markup > 0 && data.markup < 1)) errors.push(`markup ${data.markup} is not a fraction`);
  if (!data.sources?.listed || !data.sources?.derived)
    errors.push('sources must say what listed and derived rows rest on');
  const seen = new Set<string>();
  for (const category of data.categories) {
    if (!(CATEGORY_IDS as readonly string[]).includes(category.id)) errors.push(`unknown category ${category.id}`);
    if (seen.has(category.id)) errors.push(`category ${category.id} appears twice`);
    seen.add(category.id);
    if (!(category.unit in KEYS_BY_UNIT)) errors.push(`category ${category.id}: unknown unit ${category.unit}`);
    if (category.rows.length === 0) errors.push(`category ${category.id} has no rows`);
    const allowed = KEYS_BY_UNIT[category.unit] || [];
    const models = new Set<string>();
    for (const row of category.rows) {
      const at = `${category.id}/${row.name}/${row.model}`;
      if (!/^[\x21-\x7e]+$/.test(row.model) || !/^[\x21-\x7e]+$/.test(row.name))
        errors.push(`${at}: provider and model must be ASCII ids`);
      if (models.has(`${row.name}/${row.model}`)) errors.push(`${at}: duplicate row`);
      models.add(`${row.name}/${row.model}`);
      if (
        row.source?.kind === 'listed'
          ? !/\bS\d+|\bid \d+/.test(row.source.cites)
          : row.source?.kind === 'derived'
            ? !row.source.vendor
            : true
      ) {
        errors.push(`${at}: source must be {kind: "listed", cites: "S…"} or {kind: "derived", vendor: "…"}`);
      }
      const keys = Object.keys(row.prices) as PriceKey[];
      if (keys.length === 0) errors.push(`${at}: no price`);
      for (const key of keys) {
        const price = row.prices[key]!;
        if (!allowed.includes(key)) errors.push(`${at}: price "${key}" does not fit unit ${category.unit}`);
        if (!(typeof price === 'number' && price > 0 && Number.isFinite(price)))
          errors.push(`${at}: ${key} price must be a positive number`);
        const vendor = row.vendor[key];
        if (vendor === undefined) errors.push(`${at}: no vendor price for ${key}`);
        else if (Math.abs(listPriceFor(vendor, data.markup) - price) > 1e-12) {
          errors.push(
            `${at}: ${key} list price ${price} is not vendor ${vendor} + ${data.markup * 100} % (${listPriceFor(vendor, data.markup)})`,
          );
        }
      }
    }
  }
  for (const id of CATEGORY_IDS) if (!seen.has(id)) errors.push(`category ${id} is missing`);
  return errors;
}

const usd = new Intl.NumberFormat('fa-IR', { minimumFractionDigits: 2, maximumFractionDigits: 7 });

/** A USD amount in Persian digits without the currency sign (the column header names the currency): 0.165 → «۰٫۱۶۵». */
export function formatUsdAmount(amount: number): string {
  return usd.format(amount);
}

/** Cost in USD of one text call: tokens × price per million. */
export function tokenCost(row: PriceRow, inputTokens: number, outputTokens: number): number {
  const input = (row.prices.input ?? 0) * inputTokens;
  const output = (row.prices.output ?? 0) * outputTokens;
  return Number(((input + output) / 1_000_000).toPrecision(10));
}

/** A category's table as text: caption, header labels and rows (provider, model, formatted prices). */
export interface PriceTableText {
  category: string;
  caption: string;
  headers: string[];
  rows: Array<{
    provider: string;
    model: string;
    prices: Array<{ value: number | undefined; text: string }>;
    /** «فهرست قیمت متیس» or «قیمت OpenAI + ۱۰٪»; derived rows are unverified. */
    source: string;
    unverified: boolean;
  }>;
}

/** The source cell of a row, in words. */
export function sourceText(source: PriceSource): string {
  return source.kind === 'listed'
    ? translate('theme.PricingTable.source.listed')
    : translate('theme.PricingTable.source.derived', { vendor: source.vendor });
}

export function priceTableText(data: PricingData, categoryId: string): PriceTableText | null {
  const category = findCategory(data, categoryId);
  if (!category) return null;
  const label = translate(`theme.PricingTable.category.${category.id}`);
  const columns = priceColumns(category);
  return {
    category: label,
    caption: translate('theme.PricingTable.caption', { category: label, date: formatPersianDate(data.asOf) }),
    headers: [
      translate('theme.PricingTable.provider'),
      translate('theme.PricingTable.model'),
      ...columns.map((k) => translate(`theme.PricingTable.price.${k}`)),
      translate('theme.PricingTable.source'),
    ],
    rows: category.rows.map((row) => ({
      provider: row.name,
      model: row.model,
      prices: columns.map((k) => ({
        value: row.prices[k],
        text: row.prices[k] === undefined ? '—' : formatUsdAmount(row.prices[k]),
      })),
      source: sourceText(row.source),
      unverified: row.source.kind === 'derived',
    })),
  };
}
