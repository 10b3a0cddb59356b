import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMonthYear,
  formatNamedDate,
  formatRupees,
  intlLocale,
  parseDisplayDate,
  weekdayName,
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

  it('names months and weekdays in Assamese without Intl (browsers lack its data), Latin digits', () => {
    expect(formatMonthYear(2024, 11, 'as')).toBe('ডিচেম্বৰ 2024');
    expect(formatMonthYear(2024, 11, 'en')).toBe('December 2024');
    expect(weekdayName(0, 'as', 'long')).toBe('সোমবাৰ');
    expect(weekdayName(6, 'as', 'short')).toBe('দেও');
    expect(weekdayName(0, 'en', 'short')).toBe('Mon');
    // The table says what Node's full ICU (CLDR) says, so nothing drifts from the standard names.
    for (let m = 0; m < 12; m++)
      expect(formatMonthYear(2024, m, 'as')).toBe(
        new Intl.DateTimeFormat(intlLocale('as'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, m, 1)),
        ),
      );
    for (let d = 0; d < 7; d++)
      expect(weekdayName(d, 'as', 'long')).toBe(
        new Intl.DateTimeFormat(intlLocale('as'), { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, 0, 1 + d)),
        ),
      );
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
