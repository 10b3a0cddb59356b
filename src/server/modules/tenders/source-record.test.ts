import { describe, expect, it } from 'vitest';
import { sourceRecordOf } from './source-record.ts';

describe("a tender's record on its source portal (issue #14 item 1)", () => {
  it('fills {tenderId}, encoded, into a per-tender template', () => {
    expect(
      sourceRecordOf({ eprocure: 'https://x.example/t?id={tenderId}' }, 'eprocure', '2023_PWD 1/9'),
    ).toEqual({
      url: 'https://x.example/t?id=2023_PWD%201%2F9',
      perTender: true,
    });
  });

  it("a template without {tenderId} is the portal's search page; no template, no link", () => {
    expect(sourceRecordOf({ gem: 'https://bidplus.gem.gov.in/all-bids' }, 'gem', 'GEM/1')).toEqual({
      url: 'https://bidplus.gem.gov.in/all-bids',
      perTender: false,
    });
    expect(sourceRecordOf({}, 'epublish', 'EP-1')).toBeNull();
  });
});

describe('a GeM bid carries its own page on GeM (issue #32 item 2)', () => {
  it('links the bid page, per tender, whatever the template', () => {
    expect(
      sourceRecordOf(
        { gem: 'https://bidplus.gem.gov.in/all-bids' },
        'gem',
        'GEM/2026/B/1',
        'https://bidplus.gem.gov.in/showbidDocument/1',
      ),
    ).toEqual({ url: 'https://bidplus.gem.gov.in/showbidDocument/1', perTender: true });
  });
});
