import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatNamedDate,
  formatRupees,
  intlLocale,
  parseDisplayDate,
} from './format.ts';

describe('formatting (spec §9)', () => {
  it('writes rupees with Indian digit grouping: ₹12,34,567.00', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(1000000)).toBe('10,00,000');
  });

  it('writes dates as dd-mm-yyyy, with hh:mm when asked, in Indian Standard Time', () => {
    const d = new Date('2024-12-20T04:35:00Z');
    expect(formatDate(d)).toBe('20-12-2024');
    expect(formatDate(d, { withTime: true })).toBe('20-12-2024 10:05');
    expect(formatDate(new Date('2024-12-31T20:00:00Z'))).toBe('01-01-2025');
  });

  it('reads dd-mm-yyyy and refuses impossible dates', () => {
    expect(parseDisplayDate('29-02-2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDisplayDate('29-02-2023')).toBeUndefined();
    expect(parseDisplayDate('2024-02-01')).toBeUndefined();
    expect(parseDisplayDate('31-04-2024')).toBeUndefined();
  });
});

describe('dates with month names in the page language (issue #14 item 7; decision 008)', () => {
  it('keeps the spec form in English and names the month in Assamese, with Latin digits', () => {
    expect(formatNamedDate('20-Dec-2024', 'en')).toBe('20-Dec-2024');
    expect(formatNamedDate('20-Dec-2024', 'as')).toBe('20 ডিচেম্বৰ, 2024');
    expect(formatNamedDate('not a date', 'as')).toBe('not a date');
  });

  it('gives Assamese weekday names through Intl, never Assamese digits', () => {
    const monday = new Date(Date.UTC(2024, 0, 1));
    expect(
      new Intl.DateTimeFormat(intlLocale('as'), { weekday: 'long', timeZone: 'UTC' }).format(monday),
    ).toBe('সোমবাৰ');
    expect(
      new Intl.DateTimeFormat(intlLocale('as'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        monday,
      ),
    ).not.toMatch(/[\u09E6-\u09EF]/);
  });
});
