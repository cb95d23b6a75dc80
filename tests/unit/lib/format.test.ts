import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCurrency,
  formatDate,
  formatNumber,
  formatNumericDate,
  formatRelativeTime,
} from '@/lib/format';

const NOW = Date.parse('2026-03-02T15:00:00.000Z');

describe('formats of spec section 9', () => {
  it('shows USD with no decimals, rounding cents away', () => {
    expect(formatCurrency(512000)).toBe('$512,000');
    expect(formatCurrency(1499.6)).toBe('$1,500');
    expect(formatCents(290000)).toBe('$2,900');
  });

  it('keeps decimals and thousands separators for plain numbers', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('shows dates in English long form in UTC, whatever the time zone', () => {
    // 23:30 UTC is already the next day east of Greenwich; the display must not move.
    expect(formatDate('2026-03-02T23:30:00.000Z')).toBe('March 2, 2026');
    expect(formatDate('2026-03-02')).toBe('March 2, 2026');
    expect(formatDate('2026-03-02T15:00:00.000Z', { weekday: true })).toBe('Monday, March 2, 2026');
    expect(formatDate('2026-03-02T15:00:00.000Z', { time: true })).toBe('March 2, 2026 at 3:00 PM UTC');
  });

  it('writes the numeric form year-month-day', () => {
    expect(formatNumericDate('2026-03-02T23:30:00.000Z')).toBe('2026-03-02');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('tells relative time in English and Chinese from a given now', () => {
    expect(formatRelativeTime('2026-02-27T15:00:00.000Z', NOW)).toBe('3 days ago');
    expect(formatRelativeTime('2026-03-02T17:00:00.000Z', NOW)).toBe('in 2 hours');
    expect(formatRelativeTime('2026-02-27T15:00:00.000Z', NOW, 'zh')).toBe('3天前');
  });
});
