import { describe, expect, it } from 'vitest';
import { mapTender } from './import-tenders.ts';

/** One row of the state's export (../shared/data/assam_tenders/tenders.csv), the first real one. */
const record: Record<string, string> = {
  tender_id: '2018_WPTBC_6506_1',
  tender_ref_no: 'No TKAC 13/16-17/17 Dtd 19/03/2018',
  organisation_chain: 'Welfare of Plain Tribes and Backward Classes||Director - WPT and BC',
  title: 'Thengal Gaon River Training Golaghat',
  bid_submission_end: '2018-03-29T14:00:00+05:30',
  contract_date: '2024-03-20',
};

describe('re-dated demo tenders (docs/decisions/013; issue #14 item 8)', () => {
  const now = Date.parse('2026-11-25T12:00:00+05:30');

  it('never put a contract date after today (IST), however far the shift moves it', () => {
    // 1,000 days forward would sign the contract in December 2026.
    expect(mapTender(record, 1000, now).contractDate).toBe('2026-11-25');
  });

  it('keep a shifted contract date that stays in the past, and the unshifted import keeps the source date', () => {
    expect(mapTender(record, 30, now).contractDate).toBe('2024-04-19');
    expect(mapTender(record, 0, now).contractDate).toBe('2024-03-20');
  });

  it("keep the source's Tender ID as the tender's id on its portal (issue #14 item 2)", () => {
    expect(mapTender(record, 1000, now).externalId).toBe('2018_WPTBC_6506_1');
  });
});
