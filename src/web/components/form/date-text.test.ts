import { describe, expect, it } from 'vitest';
import { isoDateToText, isoInstantToText, textToIsoDate, textToIsoInstant } from './date-text.ts';

describe('date inputs read and show dd-mm-yyyy (hh:mm, IST) (spec §9)', () => {
  it('shows a calendar date as dd-mm-yyyy and reads it back as yyyy-mm-dd', () => {
    expect(isoDateToText('2026-03-07')).toBe('07-03-2026');
    expect(textToIsoDate(' 07-03-2026 ')).toBe('2026-03-07');
  });

  it('passes text that is not a real date through, so the schema can refuse it in words', () => {
    expect(textToIsoDate('31-02-2026')).toBe('31-02-2026');
    expect(textToIsoDate('2026/03/07')).toBe('2026/03/07');
  });

  it('reads dd-mm-yyyy hh:mm as Indian Standard Time and shows an instant in IST', () => {
    expect(textToIsoInstant('07-03-2026 10:30')).toBe('2026-03-07T05:00:00.000Z');
    expect(isoInstantToText('2026-03-07T05:00:00.000Z')).toBe('07-03-2026 10:30');
    expect(textToIsoInstant('07-03-2026 24:10')).toBe('07-03-2026 24:10');
  });

  it('shows text being typed as typed, not as a date JavaScript guesses from it ("2" is not 01-02-2001)', () => {
    expect(isoInstantToText('2')).toBe('2');
    expect(isoInstantToText('27-12-2026 17:0')).toBe('27-12-2026 17:0');
    // The space typed between the date and the time is kept until the time follows.
    expect(textToIsoInstant('27-12-2026 ')).toBe('27-12-2026 ');
    expect(textToIsoInstant(' 27-12-2026 17:00 ')).toBe('2026-12-27T11:30:00.000Z');
  });
});
