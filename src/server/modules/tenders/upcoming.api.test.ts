import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TenderCounts, TenderPage } from '../../../common/api/tenders.ts';
import { runImport } from '../../importers/framework.ts';
import { silentProgress } from '../../importers/progress.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tendersImporter } from './import-tenders.ts';

/** An ISO time in IST, `days` from now. */
function ist(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000);
  return `${d.toISOString().slice(0, 19)}+05:30`;
}

const header =
  'tender_id,tender_ref_no,organisation_chain,tender_type,tender_category,publish_date,bid_submission_start,bid_submission_end,bid_opening_date,title,work_description,location,pincode';
const chain = 'Public Works Roads Department||Chief Engineer PWD Roads';

/**
 * Issue #24 item 1: a published tender is listed from its publish date, not from the day bid
 * submission opens (GePNIC and CPPP list it at once; bidders need those days to prepare). The
 * open listing (latestactivetenders) holds it, marked "upcoming"; search finds it by a word of
 * its title, its reference and its Tender ID; the `bidding` filter parts open from upcoming.
 */
describe(`a tender published before its bid submission opens (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_COUNTS_CACHE_SECONDS: '0' });
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-upcoming-'));
    const file = path.join(dir, 'tenders.csv');
    const rows = [
      // Published yesterday; bid submission opens in three days.
      `2099_PWD_9_1,PWD/UPC/2099/01,${chain},Open Tender,Works,${ist(-1)},${ist(3)},${ist(20)},${ist(21)},Kaziranga watchtower repairs,Repairs,Bokakhat,785612`,
      // Published and open for bids now.
      `2099_PWD_9_2,PWD/UPC/2099/02,${chain},Open Tender,Works,${ist(-3)},${ist(-2)},${ist(10)},${ist(11)},Dibrugarh embankment raising,Raising,Dibrugarh,786001`,
    ];
    writeFileSync(file, `${header}\n${rows.join('\n')}\n`);
    const report = await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file,
      progress: silentProgress,
    });
    expect(report.rejected).toBe(0);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/public/tenders${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TenderPage;
  };
  const refs = (page: TenderPage) => page.items.map((i) => i.referenceNo).sort();

  it('is on the open listing from its publication, marked upcoming; "active" keeps its meaning (bidding open now)', async () => {
    const open = await search('?status=open');
    expect(refs(open)).toEqual(['PWD/UPC/2099/01', 'PWD/UPC/2099/02']);
    expect(open.items.find((i) => i.referenceNo === 'PWD/UPC/2099/01')?.status).toBe('upcoming');
    expect(open.items.find((i) => i.referenceNo === 'PWD/UPC/2099/02')?.status).toBe('active');
    expect(refs(await search('?status=active'))).toEqual(['PWD/UPC/2099/02']);
    expect(refs(await search('?status=upcoming'))).toEqual(['PWD/UPC/2099/01']);
  });

  it('the bidding filter parts the open listing: open now, or upcoming', async () => {
    expect(refs(await search('?status=open&bidding=upcoming'))).toEqual(['PWD/UPC/2099/01']);
    expect(refs(await search('?status=open&bidding=open'))).toEqual(['PWD/UPC/2099/02']);
    const refused = await t.app.inject({ url: '/api/v1/public/tenders?bidding=soon' });
    expect(refused.statusCode).toBe(400);
  });

  it('search on the open listing finds it by a title word, its reference and its Tender ID', async () => {
    expect(refs(await search('?status=open&q=watchtower'))).toEqual(['PWD/UPC/2099/01']);
    const byRef = await search(`?status=open&q=${encodeURIComponent('PWD/UPC/2099/01')}`);
    expect(byRef.items[0]?.referenceNo).toBe('PWD/UPC/2099/01');
    const byId = await search('?status=open&q=2099_PWD_9_1');
    expect(byId.items[0]?.referenceNo).toBe('PWD/UPC/2099/01');
    expect(byId.exact).toBe(byId.items[0]?.uid);
  });

  it('the home counts still tell active from upcoming', async () => {
    const counts = (await t.app.inject({ url: '/api/v1/public/tenders/counts' })).json() as TenderCounts;
    expect(counts).toMatchObject({ active: 1, upcoming: 1 });
  });
});
