import { translate } from './translate';

/**
 * Persian formatting through Intl. Dates are formatted at build time in Tehran's time zone, so the
 * browser never formats them again and hydration cannot disagree with the static HTML.
 */
/**
 * Made on first use, not at import: building a Persian-calendar formatter loads ICU data, which cost a
 * throttled phone about 60 ms on every page's start while only a few pages format anything.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Tehran',
    }),
);
const yearFormat = lazy(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }),
);
const numberFormat = lazy(() => new Intl.NumberFormat('fa-IR'));

/** `2026-11-21T10:00:00Z` → «۳۰ آبان ۱۴۰۵». */
export function formatPersianDate(iso: string | Date): string {
  return dateFormat().format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The Persian-calendar year of a date, in Persian digits (without the era suffix). */
export function persianYear(date: Date): string {
  return yearFormat()
    .format(date)
    .replace(/\s*ه\.ش\.?$/, '');
}

/** Numbers in the UI in Persian digits, e.g. 1234 → «۱٬۲۳۴». */
export function formatNumber(n: number): string {
  return numberFormat().format(n);
}

/** Replaces ASCII digits in a string with Persian ones (for counts inside translated sentences). */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

const sizeFormat = lazy(() => new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }));

/**
 * A file size for readers, in decimal units as phones and operators count data: under a megabyte in whole
 * kilobytes (at least 1), else in megabytes with one decimal, e.g. 1_450_000 → «۱٫۵ مگابایت».
 */
export function formatBytes(bytes: number): string {
  if (bytes < 999_500)
    return translate('theme.units.kilobytes', { n: sizeFormat().format(Math.max(1, Math.round(bytes / 1000))) });
  return translate('theme.units.megabytes', { n: sizeFormat().format(Math.round(bytes / 100_000) / 10) });
}
