import { formatBytes, formatNumber, formatPersianDate, persianYear, toPersianDigits } from './format';

it('formats dates in the Persian calendar, in Tehran time', () => {
  // 20:45 UTC on 20 Nov 2026 is already 21 Nov (30 Aban 1405) in Tehran.
  expect(formatPersianDate('2026-11-20T20:45:00Z')).toBe('۳۰ آبان ۱۴۰۵');
  expect(formatPersianDate('2026-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
});

it('gives the Persian year with Persian digits', () => {
  expect(persianYear(new Date('2026-11-21T12:00:00Z'))).toBe('۱۴۰۵');
  // Before Nowruz the Persian year is one lower.
  expect(persianYear(new Date('2026-03-10T08:00:00Z'))).toBe('۱۴۰۴');
});

it('formats numbers with Persian digits', () => {
  expect(formatNumber(1234)).toBe('۱٬۲۳۴');
  expect(toPersianDigits('صفحه 12 از 40')).toBe('صفحه ۱۲ از ۴۰');
});

describe('formatBytes', () => {
  it('gives kilobytes under a megabyte and megabytes with one decimal above, in Persian digits', () => {
    expect(formatBytes(450)).toBe('۱ کیلوبایت');
    expect(formatBytes(210_400)).toBe('۲۱۰ کیلوبایت');
    expect(formatBytes(1_450_000)).toBe('۱٫۵ مگابایت');
    expect(formatBytes(10_139_524)).toBe('۱۰٫۱ مگابایت');
    expect(formatBytes(2_000_000)).toBe('۲ مگابایت');
  });
});
