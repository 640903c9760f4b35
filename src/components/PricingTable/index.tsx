import { useId } from 'react';
import { formatPersianDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { priceTableText, type PricingData } from '../../lib/pricing';
import { region } from '../ScrollTable/styles';
import { Unverified } from '../Unverified';
import * as styles from './styles';

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
 * group on narrow screens (a group, not a region landmark, as ScrollTable: a page holds several).
 * An unknown category fails the build instead of rendering an empty table.
 */
export function PricingTable({ category, data }: PricingTableProps) {
  const captionId = useId();
  const table = priceTableText(data, category);
  if (!table) throw new Error(`PricingTable: unknown category "${category}" (content/data/pricing.json)`);
  const [providerHeader, modelHeader, ...rest] = table.headers;
  const priceHeaders = rest.slice(0, -1);
  const sourceHeader = rest[rest.length - 1];
  return (
    <div
      css={region}
      role="group"
      aria-label={translate('theme.PricingTable.region', { category: table.category })}
      tabIndex={0}
      data-pricing-category={category}
    >
      <table css={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} css={styles.caption}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{providerHeader}</th>
            <th scope="col">{modelHeader}</th>
            {priceHeaders.map((header) => (
              <th scope="col" key={header} css={styles.priceHeader}>
                {header}
              </th>
            ))}
            <th scope="col">{sourceHeader}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.provider}/${row.model}`}>
              <td dir="ltr" css={styles.idCell}>
                {row.provider}
              </td>
              <th scope="row" dir="ltr" css={styles.idCell}>
                <code>{row.model}</code>
              </th>
              {row.prices.map((price, i) => (
                <td key={priceHeaders[i]} css={styles.priceCell}>
                  {price.value === undefined ? price.text : <data value={String(price.value)}>{price.text}</data>}
                </td>
              ))}
              <td css={styles.sourceCell}>
                {row.source}
                {row.unverified ? <Unverified /> : null}
              </td>
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
