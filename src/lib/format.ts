// The display formats of dates, money and numbers. Dates are always shown in UTC, so a
// date reads the same on every machine and in every test.

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Currency in USD with no decimals: 512000 → "$512,000". */
export const formatCurrency = (dollars: number): string => usd.format(dollars);

/** Amounts the API gives in cents (subscription prices, invoice totals). */
export const formatCents = (cents: number): string => formatCurrency(cents / 100);

/** A thousands-separated number that keeps its decimals: 1234.5 → "1,234.5". */
export const formatNumber = (value: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

type DateParts = { weekday?: boolean; time?: boolean };

/** A calendar date (YYYY-MM-DD) is a day, not an instant: read it at midnight UTC. */
const toDate = (value: string): Date => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** English long form in UTC, e.g. "March 2, 2026", "Monday, March 2, 2026 at 3:00 PM UTC". */
export const formatDate = (value: string, { weekday = false, time = false }: DateParts = {}): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday ? { weekday: 'long' } : {}),
    ...(time ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  }).format(date);
};

/** The numeric form, year-month-day: "2026-03-02". */
export const formatNumericDate = (value: string): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
};

export type RelativeTimeLocale = 'en' | 'zh';

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "3 days ago", "in 2 hours"; in Chinese "3天前". `now` is passed in, never
 * read from the clock here, so the same inputs always give the same text.
 */
export const formatRelativeTime = (value: string, now: number, locale: RelativeTimeLocale = 'en'): string => {
  const elapsed = toDate(value).getTime() - now;
  const formatter = new Intl.RelativeTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(elapsed) >= size || unit === 'second') return formatter.format(Math.round(elapsed / size), unit);
  }
  return formatter.format(0, 'second');
};
