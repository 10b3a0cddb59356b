import { describe, expect, it } from 'vitest';
import { canonicalSearch, digestSlot } from './alerts.ts';

/** Decision 055: the digest day starts at 07:00 IST; a saved search is the feed's filters, canonical. */
describe('e-mail alerts: the digest slot and the saved search', () => {
  it('starts the digest day at 07:00 IST (01:30 UTC)', () => {
    expect(digestSlot(new Date('2026-11-29T01:29:59Z')).toISOString()).toBe('2026-11-28T01:30:00.000Z');
    expect(digestSlot(new Date('2026-11-29T01:30:00Z')).toISOString()).toBe('2026-11-29T01:30:00.000Z');
    // 23:00 IST is still the same digest day; 00:30 IST the next day is not a new one yet.
    expect(digestSlot(new Date('2026-11-29T17:30:00Z')).toISOString()).toBe('2026-11-29T01:30:00.000Z');
    expect(digestSlot(new Date('2026-11-29T19:00:00Z')).toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });

  it('keeps the filters in one order, drops paging and sorting, and refuses a bad filter', () => {
    expect(canonicalSearch('?status=open&q=road&cursor=x&sort=closing&limit=5').query).toBe(
      'q=road&status=open',
    );
    expect(canonicalSearch('q=road&status=open').query).toBe(canonicalSearch('status=open&q=road').query);
    expect(canonicalSearch('').query).toBe('');
    expect(() => canonicalSearch('status=soon')).toThrow();
  });
});
