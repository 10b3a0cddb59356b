import { describe, expect, it } from 'vitest';
import {
  addDays,
  decisionDueDay,
  firstAppealLastDay,
  istDay,
  remainingDays,
  secondAppealLastDay,
  vexatiousFineInr,
} from './deadlines.ts';

describe('the section 38 clock (issue #25; spec §9 expiry timer; decision 040)', () => {
  it('counts days in India: 23:59 IST is still the same day, 00:01 IST the next', () => {
    expect(istDay(new Date('2026-03-11T18:29:00Z'))).toBe('2026-03-11');
    expect(istDay(new Date('2026-03-11T18:31:00Z'))).toBe('2026-03-12');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });

  it('level I: within ten days of the decision; the authority has thirty from filing', () => {
    expect(firstAppealLastDay('2026-03-01')).toBe('2026-03-11');
    expect(decisionDueDay('2026-03-11', 1)).toBe('2026-04-10');
    expect(decisionDueDay('2026-03-11', 2)).toBe('2026-04-10');
  });

  it('level II: fifteen days from the order, or from the day the thirty days ran out', () => {
    expect(secondAppealLastDay({ decidedDay: '2026-03-20', dueDay: '2026-04-10' })).toBe('2026-04-04');
    expect(secondAppealLastDay({ decidedDay: null, dueDay: '2026-04-10' })).toBe('2026-04-25');
  });

  it('remaining days: 0 on the due day, expired the day after', () => {
    expect(remainingDays('2026-04-10', '2026-03-11')).toBe(30);
    expect(remainingDays('2026-04-10', '2026-04-10')).toBe(0);
    expect(remainingDays('2026-04-10', '2026-04-11')).toBe('expired');
  });

  it('the vexatious-appeal fine: the lesser of twenty lakh and five per cent of the value', () => {
    expect(vexatiousFineInr(10_000_000)).toBe(500_000);
    expect(vexatiousFineInr(40_000_000)).toBe(2_000_000);
    expect(vexatiousFineInr(100_000_000)).toBe(2_000_000);
    expect(vexatiousFineInr(12_345)).toBe(617.25);
    expect(vexatiousFineInr(null)).toBe(2_000_000);
  });
});
