import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import { loadConfig } from '../../config.ts';
import { orgUnits, tenderAwards, tenderBids, tenders } from '../../db/schema/index.ts';
import { runImport } from '../../importers/framework.ts';
import { silentProgress } from '../../importers/progress.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tendersDemoImporter, tendersImporter } from './import-tenders.ts';
import { countTenders, searchTenders, whereOf } from './queries.ts';
import { refreshSearchWords } from './search-words.ts';
import { cached } from './service.ts';

const header =
  'tender_id,tender_ref_no,organisation_chain,tender_type,form_of_contract,tender_category,no_of_covers,payment_mode,publish_date,bid_submission_start,bid_submission_end,bid_opening_date,financial_bid_opening_date,emd_amount_inr,tender_fee_inr,tender_inviting_authority,tender_inviting_authority_address,title,work_description,tender_value_inr,product_category,sub_category,contract_type,bid_validity_days,period_of_work_days,location,pincode,contract_date,contract_value_inr,work_completion_days,source_file';

/** An ISO time in IST, `days` from now (fractions allowed), as the export writes it. */
function ist(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000);
  return `${d.toISOString().slice(0, 19)}+05:30`;
}
/**
 * A time later today in IST (23:59, or a minute from now when that is past): "closing today"
 * must stay today whatever the hour the suite runs (it failed between 23:45 and midnight IST).
 */
function istLaterToday(): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  const lastMinute = `${now.toISOString().slice(0, 10)}T23:59:00+05:30`;
  return lastMinute > ist(1 / 1440) ? lastMinute : ist(1 / 1440);
}
/** Noon IST, `days` from today. */
function istNoon(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T12:00:00+05:30`;
}

function row(values: Record<string, string>): string {
  const cols = header.split(',');
  return cols
    .map((c) => {
      const v = values[c] ?? '';
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(',');
}

const pwd = 'Public Works Roads Department||Chief Engineer PWD Roads||Guwahati Circle';
const health = 'Health and Family Welfare Department||National Health Mission Assam';

/** Known data: each filter's expected answer can be counted by hand. */
function fixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spp-tenders-'));
  const base = {
    no_of_covers: '2',
    payment_mode: 'Online',
    tender_type: 'Open Tender',
    contract_type: 'Tender',
  };
  const rows = [
    {
      ...base,
      tender_id: '2099_PWD_1_1',
      tender_ref_no: 'PWD/RD/2099/01',
      organisation_chain: pwd,
      tender_category: 'Works',
      title: 'Construction of bridge over Bharalu river',
      work_description: 'Construction of RCC bridges and approach roads',
      tender_value_inr: '150000000',
      product_category: 'Civil Works – Roads',
      publish_date: ist(-3),
      bid_submission_start: ist(-2),
      bid_submission_end: istLaterToday(),
      bid_opening_date: ist(1),
      location: 'Guwahati',
      pincode: '781001',
    },
    {
      ...base,
      tender_id: '2099_PWD_2_1',
      tender_ref_no: 'PWD/RD/2099/02',
      organisation_chain: pwd,
      tender_category: 'Works',
      title: 'Improvement of roads in Dispur',
      work_description: 'Road improvement with bituminous surfacing',
      tender_value_inr: '',
      product_category: 'Civil Works – Roads',
      publish_date: ist(-5),
      bid_submission_start: ist(-4),
      bid_submission_end: istNoon(1),
      bid_opening_date: istNoon(2),
      location: 'Dispur',
      pincode: '781006',
    },
    {
      ...base,
      tender_id: '2099_NHM_3_1',
      tender_ref_no: 'NHM/ASSAM/2099/77',
      organisation_chain: health,
      tender_category: 'Goods',
      title: 'Supply of medical equipment to district hospitals',
      work_description: 'Supply and installation of ventilators',
      tender_value_inr: '2500000',
      product_category: 'Medical Equipment',
      tender_type: 'Global Tenders',
      publish_date: ist(-10),
      bid_submission_start: ist(-9),
      bid_submission_end: ist(20),
      bid_opening_date: ist(21),
      location: 'Dibrugarh',
      pincode: '786001',
    },
    {
      ...base,
      tender_id: '2020_NHM_4_1',
      tender_ref_no: 'NHM/ASSAM/2020/12',
      organisation_chain: health,
      tender_category: 'Services',
      title: 'Housekeeping services for hospitals',
      work_description: '=HYPERLINK("http://evil.example")',
      tender_value_inr: '900000',
      product_category: 'Miscellaneous Services',
      publish_date: '2020-01-01T10:00:00+05:30',
      bid_submission_start: '2020-01-02T10:00:00+05:30',
      bid_submission_end: '2020-01-20T17:00:00+05:30',
      // Opening today in IST (the UTC day's noon was yesterday in IST after 18:30 UTC).
      bid_opening_date: istNoon(0),
      contract_date: '2020-03-01',
      contract_value_inr: '850000',
      work_completion_days: '365',
      location: 'Guwahati',
      pincode: '781001',
    },
    {
      ...base,
      tender_id: '2099_PWD_5_1',
      tender_ref_no: 'PWD/RD/2099/05',
      organisation_chain: pwd,
      tender_category: 'Works',
      title: 'Future tender not yet published: Zeppelinhangar works',
      work_description: 'Scheduled',
      tender_value_inr: '100',
      product_category: 'Civil Works – Roads',
      publish_date: ist(5),
      bid_submission_start: ist(6),
      bid_submission_end: ist(30),
      location: 'Guwahati',
      pincode: '781001',
    },
  ];
  const file = path.join(dir, 'tenders.csv');
  writeFileSync(file, `${header}\n${rows.map(row).join('\n')}\n`);
  writeFileSync(
    path.join(dir, 'bids.csv'),
    'tender_id,bid_number,bidder_name,submitted_date,status,remarks\n2020_NHM_4_1,1,M/S Clean Assam,2020-01-15T10:00:00+05:30,Accepted-AOC,Awarded\n2020_NHM_4_1,2,Brahmaputra Services,2020-01-16T10:00:00+05:30,Rejected-Finance,Rejected\n',
  );
  writeFileSync(
    path.join(dir, 'awards.csv'),
    'tender_id,bid_number,bidder_name,currency,awarded_value\n2020_NHM_4_1,1,M/S Clean Assam,INR,850000\n',
  );
  return file;
}

describe(`public tender discovery (${inject('engine')})`, () => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
    file = fixture();
    const report = await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file,
      progress: silentProgress,
    });
    expect(report.rejected).toBe(0);
  });
  afterAll(() => t.close());

  const search = async (query = '') => {
    const res = await t.app.inject({ url: `/api/v1/public/tenders${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TenderPage;
  };
  const refs = (page: TenderPage) => page.items.map((i) => i.referenceNo).sort();

  it('imports the export idempotently, with organisations, bids and awards (issue item 1)', async () => {
    const again = await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file,
      progress: silentProgress,
    });
    expect(again).toMatchObject({ rows: 5, accepted: 5, inserted: 0, updated: 0, unchanged: 5 });
    expect(again.derived.inserted).toBe(0);
    const [n] = await t.database.db.select({ n: count() }).from(tenders);
    expect(n?.n).toBe(5);
    expect((await t.database.db.select().from(tenderBids)).length).toBe(2);
    expect((await t.database.db.select().from(tenderAwards)).length).toBe(1);
    const [bridge] = await t.database.db.select().from(tenders).where(eq(tenders.externalId, '2099_PWD_1_1'));
    const [unit] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, bridge!.orgUnitId!));
    expect(unit?.name).toBe('Guwahati Circle');
  });

  it('hides a tender until its publication time, from lists and from its permalink', async () => {
    expect(refs(await search())).not.toContain('PWD/RD/2099/05');
    expect((await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2099_PWD_5_1' })).statusCode).toBe(
      404,
    );
  });

  it('"Did you mean" learns words only from tenders public at the moment of the search (issue #23 item 6)', async () => {
    const typo = async () =>
      (await t.app.inject({ url: '/api/v1/public/tenders?q=zeppelinhangr' })).json() as TenderPage;
    // The scheduled tender's rare title word is not lent to a suggestion nor a correction before
    // it is public (issue #30 item 3), after the import's refresh and after another one.
    const before = await typo();
    expect(before.suggestion).toBeNull();
    expect(before.correctedFrom).toBeUndefined();
    expect(before.items).toEqual([]);
    await refreshSearchWords(t.database.db);
    expect((await typo()).correctedFrom).toBeUndefined();
    expect((await typo()).suggestion).toBeNull();
    // Its publish moment comes (the dictionary row's moment moved into the past, as time does).
    await t.database.db.execute(
      sql`update tender_search_words set public_from = now() - interval '1 second' where public_from > now()`,
    );
    expect((await typo()).suggestion).toBe('zeppelinhangar');
  });

  it('answers a misspelt word with the corrected results and correctedFrom; exact=1 searches as typed (issue #30 item 2)', async () => {
    const page = (await t.app.inject({ url: '/api/v1/public/tenders?q=bahralu' })).json() as TenderPage;
    expect(page.correctedFrom).toBe('bahralu');
    expect(page.correctedQuery).toBe('bharalu');
    expect(page.suggestion ?? null).toBeNull();
    expect(refs(page)).toEqual(['PWD/RD/2099/01']);
    // With another word, the other word is kept as typed.
    const two = (await t.app.inject({ url: '/api/v1/public/tenders?q=bridge+bahralu' })).json() as TenderPage;
    expect(two.correctedQuery).toBe('bridge bharalu');
    expect(refs(two)).toEqual(['PWD/RD/2099/01']);
    // As typed: nothing, not corrected, no suggestion.
    const literal = (
      await t.app.inject({ url: '/api/v1/public/tenders?q=bahralu&exact=1' })
    ).json() as TenderPage;
    expect(literal.total).toBe(0);
    expect(literal.correctedFrom).toBeUndefined();
    expect(literal.suggestion ?? null).toBeNull();
    // A word spelt right is never corrected; a value other than 1 is refused.
    expect(
      ((await t.app.inject({ url: '/api/v1/public/tenders?q=bharalu' })).json() as TenderPage).correctedFrom,
    ).toBeUndefined();
    expect((await t.app.inject({ url: '/api/v1/public/tenders?q=bahralu&exact=yes' })).statusCode).toBe(400);
  });

  it('lists active tenders soonest-closing first, archived and awarded apart', async () => {
    const active = await search('?status=active');
    expect(active.items.map((i) => i.referenceNo)).toEqual([
      'PWD/RD/2099/01',
      'PWD/RD/2099/02',
      'NHM/ASSAM/2099/77',
    ]);
    expect(active.total).toBe(3);
    expect(refs(await search('?status=archived'))).toEqual(['NHM/ASSAM/2020/12']);
    expect(refs(await search('?status=awarded'))).toEqual(['NHM/ASSAM/2020/12']);
    expect(refs(await search('?status=cancelled'))).toEqual([]);
  });

  it('an awarded tender in a list names its winner and the awarded value (issue #14 item 8, spec §2 bidawards)', async () => {
    const [awarded] = (await search('?status=awarded')).items;
    expect(awarded).toMatchObject({ awardedTo: ['M/S Clean Assam'], awardedValueInr: 850000 });
    // A tender without an award carries neither field.
    const [open] = (await search('?status=active')).items;
    expect(open).not.toHaveProperty('awardedTo');
    expect(open).not.toHaveProperty('awardedValueInr');
  });

  it('filters by closing window (spec §9): today, tomorrow, 7 and 30 days', async () => {
    expect(refs(await search('?closing=today'))).toEqual(['PWD/RD/2099/01']);
    expect(refs(await search('?closing=tomorrow'))).toEqual(['PWD/RD/2099/02']);
    expect(refs(await search('?closing=7'))).toEqual(['PWD/RD/2099/01', 'PWD/RD/2099/02']);
    expect(refs(await search('?closing=30'))).toEqual([
      'NHM/ASSAM/2099/77',
      'PWD/RD/2099/01',
      'PWD/RD/2099/02',
    ]);
  });

  it("finds a tender by its id (first, `exact`), by a reference cut mid-word, and by a code's parts (issue 12)", async () => {
    const byId = await search('?q=2099_pwd_2_1');
    expect(byId.exact).toBe('eprocure-2099_PWD_2_1');
    expect(byId.items[0]?.referenceNo).toBe('PWD/RD/2099/02');
    // "D/RD/209" is in no index as a word: the trigram fragment answers when the words find nothing.
    expect(refs(await search('?q=D/RD/209'))).toEqual(['PWD/RD/2099/01', 'PWD/RD/2099/02']);
    expect((await search('?q=D/RD/209')).exact).toBeNull();
    // A shared reference's parts: "ASSAM/2099" finds both NHM tenders of 2099 by the split words.
    expect(refs(await search('?q=NHM/ASSAM/2099'))).toContain('NHM/ASSAM/2099/77');
  });

  it('finds by keyword with English stemming, and refuses a keyword under 3 characters (spec §5)', async () => {
    expect(refs(await search('?q=bridges'))).toEqual(['PWD/RD/2099/01']);
    expect(refs(await search('?q=ventilator'))).toEqual(['NHM/ASSAM/2099/77']);
    expect(refs(await search('?q=road -bridge'))).toEqual(['PWD/RD/2099/02']);
    const short = await t.app.inject({ url: '/api/v1/public/tenders?q=ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('validation.search.keywordMin');
  });

  it('filters by value range and by "value not disclosed"', async () => {
    expect(refs(await search('?minValue=2000000&maxValue=200000000'))).toEqual([
      'NHM/ASSAM/2099/77',
      'PWD/RD/2099/01',
    ]);
    expect(refs(await search('?undisclosed=true'))).toEqual(['PWD/RD/2099/02']);
    expect((await search('?undisclosed=false')).total).toBe(3);
  });

  it('filters by organisation at any level of the chain (the unit and everything below)', async () => {
    const [top] = await t.database.db
      .select()
      .from(orgUnits)
      .where(eq(orgUnits.name, 'Public Works Roads Department'));
    expect(refs(await search(`?org=${top!.id}`))).toEqual(['PWD/RD/2099/01', 'PWD/RD/2099/02']);
  });

  it('filters by source, product category, type, category, location, pincode and reference fragment', async () => {
    expect((await search('?source=eprocure')).total).toBe(4);
    expect((await search('?source=gem')).total).toBe(0);
    expect(refs(await search(`?productCategory=${encodeURIComponent('Civil Works – Roads')}`))).toEqual([
      'PWD/RD/2099/01',
      'PWD/RD/2099/02',
    ]);
    expect(refs(await search('?tenderType=Global%20Tenders'))).toEqual(['NHM/ASSAM/2099/77']);
    expect(refs(await search('?category=goods'))).toEqual(['NHM/ASSAM/2099/77']);
    expect(refs(await search('?location=guwa'))).toEqual(['NHM/ASSAM/2020/12', 'PWD/RD/2099/01']);
    expect(refs(await search('?pincode=781006'))).toEqual(['PWD/RD/2099/02']);
    expect(refs(await search('?ref=assam/2099'))).toEqual(['NHM/ASSAM/2099/77']);
  });

  it('pages with a keyset cursor: every tender exactly once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TenderPage = await search(`?sort=-value&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.referenceNo));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['PWD/RD/2099/01', 'NHM/ASSAM/2099/77', 'NHM/ASSAM/2020/12', 'PWD/RD/2099/02']);
    const bad = await t.app.inject({ url: '/api/v1/public/tenders?cursor=not-a-cursor' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the total exactly up to the cap, then says there are more (totalCapped)', async () => {
    expect(await search('?undisclosed=false')).toMatchObject({ total: 3, totalCapped: false });
    const where = whereOf({});
    expect(await countTenders(t.database.db, where, 10)).toEqual({ n: 4, capped: false });
    expect(await countTenders(t.database.db, where, 4)).toEqual({ n: 4, capped: false });
    expect(await countTenders(t.database.db, where, 2)).toEqual({ n: 2, capped: true });
  });

  it('ranks by relevance among the newest matches; past that window, newest first, each match once', async () => {
    const q = 'road or hospitals or supply or bridge';
    const where = whereOf({ q });
    const all = await searchTenders(t.database.db, { where, sort: 'relevance', cursor: null, limit: 10, q });
    const ranked = all.map((r) => r.reference_no);
    expect([...ranked].sort()).toEqual([
      'NHM/ASSAM/2020/12',
      'NHM/ASSAM/2099/77',
      'PWD/RD/2099/01',
      'PWD/RD/2099/02',
    ]);
    // A window of 2: the two newest matches (published 3 and 5 days ago) in their rank order,
    // then the others newest first; one row a page, as a client pages through offsets.
    const paged: unknown[] = [];
    for (let o = 0; o < 5; o++) {
      const rows = await searchTenders(t.database.db, {
        where,
        sort: 'relevance',
        cursor: { o },
        limit: 1,
        q,
        window: 2,
      });
      expect(rows.length).toBe(o < 3 ? 2 : o === 3 ? 1 : 0);
      // Window pages say how many of window + 1 matches exist: here "more than the window".
      if (o < 2) expect(Number(rows[0]!.matched)).toBe(3);
      if (rows[0]) paged.push(rows[0].reference_no);
    }
    const newestTwo = ranked.filter((r) => r === 'PWD/RD/2099/01' || r === 'PWD/RD/2099/02');
    expect(paged).toEqual([...newestTwo, 'NHM/ASSAM/2099/77', 'NHM/ASSAM/2020/12']);
    // Through the API (window far above 4): every match once, in rank order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TenderPage = await search(
        `?q=${encodeURIComponent(q)}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page).toMatchObject({ total: 4, totalCapped: false }); // from the window, no count
      seen.push(...page.items.map((i) => i.referenceNo));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ranked);
  });

  it('gives the full view at the permalink, without a session (spec §2 Tender full view)', async () => {
    const res = await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2020_NHM_4_1' });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TenderDetail;
    expect(detail).toMatchObject({
      referenceNo: 'NHM/ASSAM/2020/12',
      organisation: ['Health and Family Welfare Department', 'National Health Mission Assam'],
      status: 'archived',
      awarded: true,
      covers: 2,
      contract: { date: '2020-03-01', valueInr: 850000, completionDays: 365 },
      awards: [{ bidderName: 'M/S Clean Assam', valueInr: 850000, currency: 'INR', bidNumber: '1' }],
    });
    expect(detail.bids.map((b) => b.bidderName)).toEqual(['M/S Clean Assam', 'Brahmaputra Services']);
    // The same fields as the list gives for it.
    const listed = (await search('?ref=2020/12')).items[0]!;
    for (const [key, value] of Object.entries(listed))
      expect(detail[key as keyof TenderDetail]).toEqual(value);
    expect((await t.app.inject({ url: '/api/v1/public/tenders/eprocure-nope' })).json().code).toBe(
      'NOT_FOUND',
    );
  });

  it("carries the source's Tender ID as tenderId, in lists, the full view and exports, and the source record link (issue #14 items 1-2)", async () => {
    const listed = (await search('?ref=2020/12')).items[0]!;
    expect(listed.tenderId).toBe('2020_NHM_4_1');
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2020_NHM_4_1' })
    ).json() as TenderDetail;
    expect(detail.tenderId).toBe('2020_NHM_4_1');
    // GePNIC has no per-tender address for a visitor: its search page, where the Tender ID finds it.
    expect(detail.sourceRecord).toEqual({
      url: 'https://assamtenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
      perTender: false,
    });
    const csv = (await t.app.inject({ url: '/api/v1/public/tenders/export?format=csv&status=archived' })).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]!.split(',')[0]).toBe('Tender ID');
    expect(csv[1]!.split(',')[0]).toBe('2020_NHM_4_1');
  });

  it('counts for home and spec §7: active, opening today, awarded, closing windows', async () => {
    const res = await t.app.inject({ url: '/api/v1/public/tenders/counts' });
    expect(res.json()).toMatchObject({
      active: 3,
      awarded: 1,
      openingToday: 1,
      closing: { today: 1, tomorrow: 1, '7': 2, '15': 2, '30': 3 },
    });
    const categories = await t.app.inject({ url: '/api/v1/public/tenders/product-categories' });
    expect(categories.json().items).toEqual([
      { name: 'Civil Works – Roads', count: 2 },
      { name: 'Medical Equipment', count: 1 },
    ]);
    const month = new Date(Date.now() + 5.5 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 7);
    const cal = await t.app.inject({ url: `/api/v1/public/tenders/calendar?month=${month}` });
    expect(
      cal.json().days.reduce((n: number, d: { count: number }) => n + d.count, 0),
    ).toBeGreaterThanOrEqual(1);
  });

  it('downloads CSV and XLSX of the same filters, with formula-safe cells', async () => {
    const csv = await t.app.inject({ url: '/api/v1/public/tenders/export?format=csv&status=archived' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="tenders-.*\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('NHM/ASSAM/2020/12');
    const all = await t.app.inject({ url: '/api/v1/public/tenders/export?format=csv' });
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 4);
    const xlsx = await t.app.inject({ url: '/api/v1/public/tenders/export?format=xlsx&status=archived' });
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('NHM/ASSAM/2020/12');
    expect(sheet).toContain('<v>900000</v>');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Tenders"');
  });

  it('writes the export’s headings and sheet name in the page’s language (lang=as; spec §1 Assamese)', async () => {
    const head = async (lang: string) =>
      (await t.app.inject({ url: `/api/v1/public/tenders/export?format=csv&status=archived${lang}` })).body
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    const as = await head('&lang=as');
    expect(as[0]!.split(',').slice(0, 4)).toEqual(['নিবিদাৰ আইডি', 'প্ৰসংগ নং', 'শিৰোনাম', 'সংস্থা']);
    const en = await head('&lang=en');
    expect(en[0]!.split(',').slice(0, 4)).toEqual(['Tender ID', 'Reference No', 'Title', 'Organisation']);
    expect(await head('')).toEqual(en);
    // The rows are the same; only the headings change.
    expect(as.slice(1)).toEqual(en.slice(1));
    const xlsx = await t.app.inject({
      url: '/api/v1/public/tenders/export?format=xlsx&status=archived&lang=as',
    });
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="নিবিদা"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('>নিবিদাৰ আইডি<');
  });

  it('answers 429 with Retry-After past the per-address limit (docs/decisions/013)', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ url: '/api/v1/public/tenders' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ url: '/api/v1/public/tenders' });
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe(`tenders importer on a damaged file (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports bad rows by line number and loads the good ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-bad-tenders-'));
    const file = path.join(dir, 'tenders.csv');
    const good = {
      tender_id: 'G_1',
      tender_ref_no: 'R1',
      organisation_chain: pwd,
      title: 'Good',
      bid_submission_end: '2024-01-01T10:00:00+05:30',
    };
    writeFileSync(
      file,
      [
        header,
        row(good),
        row({ ...good, tender_id: 'B_2', bid_submission_end: '31/12/2024' }),
        row({ ...good, tender_id: 'B_3', title: '' }),
        row({ ...good, tender_id: 'G_4', tender_value_inr: '12,50,000' }),
        row({ ...good, tender_id: 'B_5', tender_value_inr: 'lots' }),
        row(good),
      ].join('\n'),
    );
    const report = await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file,
      progress: silentProgress,
    });
    expect(report).toMatchObject({ rows: 6, accepted: 2, rejected: 4, inserted: 2 });
    expect(report.issues.map((i) => i.line)).toEqual([3, 4, 6, 7]);
    expect(report.issues[0]!.message).toContain('bid_submission_end');
    const stored = await t.database.db
      .select({ id: tenders.externalId, value: tenders.valueInr })
      .from(tenders);
    expect(stored.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'G_1', value: null },
      { id: 'G_4', value: 1_250_000 },
    ]);
  });
});

describe(`home statistics cache (${inject('engine')})`, () => {
  it('recomputes at most every ttl, serving the last value meanwhile and refreshing once', async () => {
    let calls = 0;
    const get = cached(40, async () => ++calls);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    await new Promise((r) => setTimeout(r, 60));
    expect(await Promise.all([get(), get()])).toEqual([1, 1]); // stale, one refresh under way
    await new Promise((r) => setTimeout(r, 5));
    expect(await get()).toBe(2);
    expect(calls).toBe(2);
    const uncached = cached(0, async () => ++calls);
    expect([await uncached(), await uncached()]).toEqual([3, 4]);
  });

  it('the counts endpoint follows PUBLIC_COUNTS_CACHE_SECONDS (0: every call counts afresh)', async () => {
    const cachedApp = await createTestApp({ PUBLIC_COUNTS_CACHE_SECONDS: '3600' });
    const freshApp = await createTestApp({ PUBLIC_COUNTS_CACHE_SECONDS: '0' });
    try {
      for (const app of [cachedApp, freshApp]) {
        expect((await app.app.inject({ url: '/api/v1/public/tenders/counts' })).json().active).toBe(0);
        await runImport({
          db: app.database.db,
          importer: tendersImporter,
          file: fixture(),
          progress: silentProgress,
        });
      }
      expect((await cachedApp.app.inject({ url: '/api/v1/public/tenders/counts' })).json().active).toBe(0);
      expect((await freshApp.app.inject({ url: '/api/v1/public/tenders/counts' })).json().active).toBe(3);
    } finally {
      await cachedApp.close();
      await freshApp.close();
    }
  });
});

const shared = loadConfig({ NODE_ENV: 'test', SHARED_DATA_DIR: process.env.SHARED_DATA_DIR }).sharedDataDir;
const realFile = path.join(shared, 'assam_tenders/tenders.csv');
if (!existsSync(realFile)) console.warn(`[tenders] SKIPPED real-file test: no ${realFile}`);

describe.runIf(existsSync(realFile))(`the state's real tenders file (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads every row of tenders.csv, bids.csv and awards.csv, re-dated so a quarter are open', {
    timeout: 120_000,
  }, async () => {
    const report = await runImport({
      db: t.database.db,
      importer: tendersDemoImporter,
      file: realFile,
      progress: silentProgress,
    });
    expect(report).toMatchObject({ rows: 4085, accepted: 4085, rejected: 0, inserted: 4085 });
    const res = await t.app.inject({ url: '/api/v1/public/tenders/counts' });
    const active = res.json().active as number;
    expect(active).toBeGreaterThan(200);
    // No award or opened bid for a tender still open.
    const page = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=active&limit=100' })
    ).json() as TenderPage;
    expect(page.items.every((i) => !i.awarded)).toBe(true);
    // Issue #14 item 8: re-dating never announces a contract signed after today (IST).
    const future = await t.database.db
      .select({ n: count() })
      .from(tenders)
      .where(sql`${tenders.contractDate} > (now() at time zone 'Asia/Kolkata')::date`);
    expect(future[0]!.n).toBe(0);
  });
});
