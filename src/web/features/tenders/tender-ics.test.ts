import { describe, expect, it } from 'vitest';
import { deadlineIcs, escapeText, foldLine } from './tender-ics.ts';

describe('add to calendar: the deadline as iCalendar (RFC 5545; issue #14 item 1)', () => {
  const ics = deadlineIcs({
    uid: 'eprocure-2018_WPTBC_6506_1-closing@spp.assam.gov.in',
    closingAt: new Date('2026-11-29T08:30:00.000Z'),
    summary: 'Bid submission closes: Road, culvert; phase II',
    description: 'Tender ID 2018_WPTBC_6506_1',
    url: 'https://spp.example/en/activetendersfullview?id=eprocure-2018_WPTBC_6506_1',
    now: new Date('2026-11-23T00:00:00.000Z'),
  });

  it('ends at the closing time (UTC), starts an hour before, and reminds a day ahead', () => {
    expect(ics).toContain('\r\nDTEND:20261129T083000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261129T073000Z\r\n');
    expect(ics).toContain('\r\nTRIGGER:-P1D\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text, so a title cannot break the file', () => {
    expect(ics).toContain('SUMMARY:Bid submission closes: Road\\, culvert\\; phase II');
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds lines at 75 octets without splitting an Assamese character', () => {
    const line = `SUMMARY:${'অসম'.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n ');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.join('')).toBe(line);
  });
});
