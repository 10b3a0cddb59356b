import { describe, expect, it } from 'vitest';
import { closingUrgency } from './urgency.ts';

/** An instant written in IST (spec §9), so each case reads as a bidder in Assam sees it. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('closing urgency (issue #14 item 5), counted in IST', () => {
  const now = ist('2026-11-23T11:00:00');

  it('a closing time passed, or exactly now, is closed', () => {
    expect(closingUrgency(ist('2026-11-23T10:59:00'), now)).toEqual({ key: 'closed' });
    expect(closingUrgency(now, now)).toEqual({ key: 'closed' });
  });

  it('under an hour counts minutes, never zero', () => {
    expect(closingUrgency(ist('2026-11-23T11:45:00'), now)).toEqual({ key: 'minutes', count: 45 });
    expect(closingUrgency(ist('2026-11-23T11:00:20'), now)).toEqual({ key: 'minutes', count: 1 });
  });

  it('under six hours counts whole hours, even when the deadline falls after midnight', () => {
    expect(closingUrgency(ist('2026-11-23T14:00:00'), now)).toEqual({ key: 'hours', count: 3 });
    expect(closingUrgency(ist('2026-11-24T01:30:00'), ist('2026-11-23T22:00:00'))).toEqual({
      key: 'hours',
      count: 3,
    });
  });

  it('later the same IST day is today, the next IST day tomorrow, then whole calendar days', () => {
    expect(closingUrgency(ist('2026-11-23T18:00:00'), now)).toEqual({ key: 'today' });
    expect(closingUrgency(ist('2026-11-24T10:00:00'), now)).toEqual({ key: 'tomorrow' });
    expect(closingUrgency(ist('2026-11-25T09:00:00'), now)).toEqual({ key: 'days', count: 2 });
  });

  it('the calendar day is the IST one, not UTC: 00:30 IST on the 24th is tomorrow seen from 08:00 IST', () => {
    // 2026-11-24T00:30 IST is 2026-11-23T19:00Z, the same UTC day as "now".
    expect(closingUrgency(ist('2026-11-24T00:30:00'), ist('2026-11-23T08:00:00'))).toEqual({
      key: 'tomorrow',
    });
  });
});
