import { useId } from 'react';
import { formatPersianDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { findCategory, formatUsdAmount, priceColumns, type CategoryId, type PriceKey, type PricingData } from '../../lib/pricing';
import { region } from '../ScrollTable/styles';
import * as styles from './styles';

const CATEGORY_LABELS = {
  llm: 'theme.PricingTable.category.llm',
  embedding: 'theme.PricingTable.category.embedding',
  imaginator: 'theme.PricingTable.category.imaginator',
  transcriptor: 'theme.PricingTable.category.transcriptor',
  audiotor: 'theme.PricingTable.category.audiotor',
  videonator: 'theme.PricingTable.category.videonator',
} as const satisfies Record<CategoryId, string>;

const COLUMN_LABELS = {
  input: 'theme.PricingTable.price.input',
  output: 'theme.PricingTable.price.output',
  call: 'theme.PricingTable.price.call',
  second: 'theme.PricingTable.price.second',
} as const satisfies Record<PriceKey, string>;

export interface PricingTableProps {
  /** A category id of the price list: llm, embedding, imaginator, transcriptor, audiotor or videonator. */
  category: string;
  /**
   * The price list, imported by the page at build time (`import pricing from './data/pricing.json'`), so it
   * is bundled with the page and never fetched; content/ owns the data, the component only renders it.
   */
  data: PricingData;
}

/**
 * One category of the price list as a table: provider and model ids left to right, prices in Persian
 * digits, the currency and the date in the caption. The table scrolls inside its own focusable, named
 * group on narrow screens (a group, not a region landmark, as ScrollTable: a page holds several). An unknown category fails the build instead of rendering an empty table.
 */
export function PricingTable({ category, data }: PricingTableProps) {
  const captionId = useId();
  const found = findCategory(data, category);
  if (!found) throw new Error(`PricingTable: unknown category "${category}" (content/data/pricing.json)`);
  const categoryLabel = translate(CATEGORY_LABELS[found.id]);
  const columns = priceColumns(found);
  return (
    <div
      css={region}
      role="group"
      aria-label={translate('theme.PricingTable.region', { category: categoryLabel })}
      tabIndex={0}
      data-pricing-category={found.id}
    >
      <table css={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} css={styles.caption}>
          {translate('theme.PricingTable.caption', { category: categoryLabel, date: formatPersianDate(data.asOf) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate('theme.PricingTable.provider')}</th>
            <th scope="col">{translate('theme.PricingTable.model')}</th>
            {columns.map((key) => (
              <th scope="col" key={key} css={styles.priceHeader}>
                {translate(COLUMN_LABELS[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {found.rows.map((row) => (
            <tr key={`${row.name}/${row.model}`}>
              <td dir="ltr" css={styles.idCell}>
                {row.name}
              </td>
              <th scope="row" dir="ltr" css={styles.idCell}>
                <code>{row.model}</code>
              </th>
              {columns.map((key) => {
                const price = row.prices[key];
                return (
                  <td key={key} css={styles.priceCell}>
                    {price === undefined ? '—' : <data value={String(price)}>{formatUsdAmount(price)}</data>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The date of the price list in the Persian calendar, for use inside a sentence of prose. */
export function PricingDate({ data }: { data: PricingData }) {
  return <time dateTime={data.asOf}>{formatPersianDate(data.asOf)}</time>;
}
