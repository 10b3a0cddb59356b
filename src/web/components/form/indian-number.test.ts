import { describe, expect, it } from 'vitest';
import { groupIndian, parseIndian } from './indian-number.ts';

describe('Indian digit grouping (spec §8 currency: rupees, lakhs)', () => {
  it('groups in twos above the thousands, Latin digits, and never rounds a value away', () => {
    expect(groupIndian(1234567.5, 'rupees')).toBe('12,34,567.5');
    expect(groupIndian(100000, 'whole')).toBe('1,00,000');
    expect(groupIndian(0, 'rupees')).toBe('0');
    // A third decimal of a rupee amount stays visible: the schema refuses it, the user sees why.
    expect(groupIndian(1.234, 'rupees')).toBe('1.234');
    expect(groupIndian(null, 'rupees')).toBe('');
    expect(groupIndian('12a', 'rupees')).toBe('12a');
  });

  it('reads what was typed: commas and spaces dropped, empty is null, anything else stays text for the schema', () => {
    expect(parseIndian('12,34,567.50')).toBe(1234567.5);
    expect(parseIndian(' 0 ')).toBe(0);
    expect(parseIndian('')).toBeNull();
    expect(parseIndian('1.2.3')).toBe('1.2.3');
    expect(parseIndian('-5')).toBe('-5');
  });
});
