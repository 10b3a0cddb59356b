import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import { importRuns, tenders } from '../../db/schema/index.ts';
import { ImportFileError, runImport } from '../../importers/framework.ts';
import { importerFor } from '../../importers/kinds.ts';
import { silentProgress } from '../../importers/progress.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoGemBids, gemBidsExampleFile, gemUidOf, startGemBidsImport } from './index.ts';

/**
 * Issue #32 item 2 (decision 057): GeM bids load through the importer framework as tenders of
 * source `gem`, idempotently, and `gembids` / `gembidsfullview` (the public API under them)
 * show them with their GeM fields and the bid's own page on GeM.
 */
const header =
  'bid_number,ministry,department,organisation,item_category,quantity,start_date,end_date,bid_url';
const good = [
  'GEM/2026/B/100001,Assam,Health and Family Welfare Department,National Health Mission Assam,Hospital Beds (Q2),120,02-11-2026 10:00,23-11-2026 17:00,https://bidplus.gem.gov.in/showbidDocument/100001',
  'GEM/2026/B/100002,Assam,School Education Department,,Desktop Computers (Q2),450,2026-11-03T11:30:00+05:30,2026-11-24T15:00:00+05:30,https://bidplus.gem.gov.in/showbidDocument/100002',
];

function csv(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spp-gem-'));
  const file = path.join(dir, 'gem-bids.csv');
  writeFileSync(file, `${[header, ...lines].join('\n')}\n`);
  return file;
}

describe(`GeM bids importer (${inject('engine')}): issue #32 item 2`, () => {
  let t: TestApp;
  const load = (file: string) =>
    runImport({ db: t.database.db, importer: importerFor('gem-bids')!, file, progress: silentProgress });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads a good file as tenders of source gem', async () => {
    const report = await load(csv(good));
    expect(report).toMatchObject({
      rows: 2,
      accepted: 2,
      rejected: 0,
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    const [row] = await t.database.db
      .select()
      .from(tenders)
      .where(eq(tenders.externalId, 'GEM/2026/B/100001'));
    expect(row).toMatchObject({
      uid: 'gem-GEM-2026-B-100001',
      source: 'gem',
      referenceNo: 'GEM/2026/B/100001',
      title: 'Hospital Beds (Q2)',
      productCategory: 'Hospital Beds (Q2)',
      organisationChain: 'Assam||Health and Family Welfare Department||National Health Mission Assam',
      extra: {
        gem: {
          ministry: 'Assam',
          department: 'Health and Family Welfare Department',
          organisation: 'National Health Mission Assam',
          quantity: 120,
          bidUrl: 'https://bidplus.gem.gov.in/showbidDocument/100001',
        },
      },
    });
    // GeM's dd-mm-yyyy HH:MM is IST (spec §9): 10:00 IST is 04:30 UTC.
    expect(row!.publishedAt!.toISOString()).toBe('2026-11-02T04:30:00.000Z');
    expect(row!.closingAt!.toISOString()).toBe('2026-11-23T11:30:00.000Z');
  });

  it('a second run of the same file changes nothing and says so', async () => {
    const report = await load(csv(good));
    expect(report).toMatchObject({ rows: 2, inserted: 0, updated: 0, unchanged: 2, rejected: 0 });
  });

  it('a changed row updates that bid only (a longer end date, a corrected quantity)', async () => {
    const changed = good[1]!.replace(',450,', ',500,').replace('2026-11-24T15:00', '2026-11-28T15:00');
    const report = await load(csv([good[0]!, changed]));
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 1, rejected: 0 });
    const [row] = await t.database.db
      .select()
      .from(tenders)
      .where(eq(tenders.externalId, 'GEM/2026/B/100002'));
    expect((row!.extra as { gem: { quantity: number } }).gem.quantity).toBe(500);
    expect(row!.closingAt!.toISOString()).toBe('2026-11-28T09:30:00.000Z');
  });

  it('reports each bad row by its line with its message, and writes nothing of it', async () => {
    const file = csv([
      'GEM/2026/B/200001,Assam,Finance Department,,Office Chairs (Q3),80,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/showbidDocument/200001',
      'BID-42,Assam,Finance Department,,Office Chairs,1,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200003,,Finance Department,,Office Chairs,1,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200004,Assam,Finance Department,,Office Chairs,many,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200005,Assam,Finance Department,,Office Chairs,0,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200006,Assam,Finance Department,,Office Chairs,2,31-02-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200007,Assam,Finance Department,,Office Chairs,2,10-11-2026 14:00,09-11-2026 14:00,https://bidplus.gem.gov.in/x',
      'GEM/2026/B/200008,Assam,Finance Department,,Office Chairs,2,10-11-2026 14:00,01-12-2026 14:00,http://bidplus.gem.gov.in/x',
      'GEM/2026/B/200009,Assam,Finance Department,,Office Chairs,2,10-11-2026 14:00,01-12-2026 14:00,https://gem.gov.in.example.com/x',
      'GEM/2026/B/200001,Assam,Finance Department,,Office Chairs (Q3),80,10-11-2026 14:00,01-12-2026 14:00,https://bidplus.gem.gov.in/showbidDocument/200001',
      'GEM/2026/B/200011,Assam,Finance Department',
    ]);
    const report = await load(file);
    expect(report.issues).toEqual([
      { line: 3, message: 'bid_number "BID-42" is not a GeM bid number (GEM/2026/B/1234567)' },
      { line: 4, message: 'ministry is empty' },
      { line: 5, message: 'quantity "many" is not a whole number' },
      { line: 6, message: 'quantity must be at least 1' },
      {
        line: 7,
        message:
          'start_date "31-02-2026 14:00" is not a date and time (2026-11-21T10:00:00+05:30 or 21-11-2026 10:00)',
      },
      { line: 8, message: 'end_date is not after start_date' },
      { line: 9, message: 'bid_url "http://bidplus.gem.gov.in/x" is not an https address on gem.gov.in' },
      {
        line: 10,
        message: 'bid_url "https://gem.gov.in.example.com/x" is not an https address on gem.gov.in',
      },
      { line: 11, message: 'the same key (GEM/2026/B/200001) as line 2' },
      { line: 12, message: 'expected 9 fields, found 3' },
    ]);
    expect(report).toMatchObject({ rows: 11, accepted: 1, rejected: 10, inserted: 1 });
    const stored = await t.database.db
      .select({ id: tenders.externalId })
      .from(tenders)
      .where(eq(tenders.source, 'gem'));
    expect(stored.map((s) => s.id).sort()).toEqual([
      'GEM/2026/B/100001',
      'GEM/2026/B/100002',
      'GEM/2026/B/200001',
    ]);
  });

  it('refuses a file of another layout, naming the columns it needs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-gem-'));
    const file = path.join(dir, 'wrong.csv');
    writeFileSync(file, 'tender_id,title\n1,x\n');
    await expect(load(file)).rejects.toThrow(ImportFileError);
    await expect(load(file)).rejects.toThrow(/bid_number,ministry,department,organisation,item_category/);
  });

  it('gembids lists them (source=gem) and the full view has the GeM fields and the bid’s own page', async () => {
    const list = await t.app.inject({ url: '/api/v1/public/tenders?source=gem&limit=50' });
    expect(list.statusCode).toBe(200);
    const page = list.json() as TenderPage;
    expect(page.items.map((i) => i.tenderId).sort()).toEqual([
      'GEM/2026/B/100001',
      'GEM/2026/B/100002',
      'GEM/2026/B/200001',
    ]);
    const res = await t.app.inject({
      url: `/api/v1/public/tenders/${encodeURIComponent(gemUidOf('GEM/2026/B/100002'))}`,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TenderDetail;
    expect(detail).toMatchObject({
      source: 'gem',
      tenderId: 'GEM/2026/B/100002',
      title: 'Desktop Computers (Q2)',
      sourceRecord: { url: 'https://bidplus.gem.gov.in/showbidDocument/100002', perTender: true },
      extra: { gem: { ministry: 'Assam', department: 'School Education Department', organisation: null } },
    });
    // Searched like every tender.
    const found = await t.app.inject({ url: '/api/v1/public/tenders?q=desktop&source=gem' });
    expect((found.json() as TenderPage).items.map((i) => i.tenderId)).toContain('GEM/2026/B/100002');
  });

  it('the example file of docs/gem-bids.md loads whole; the demo copy is re-dated, loaded once', async () => {
    const example = await load(gemBidsExampleFile);
    expect(example).toMatchObject({ rejected: 0, inserted: 8 });
    const rows = readFileSync(gemBidsExampleFile, 'utf8').trim().split('\n').length - 1;
    expect(example.rows).toBe(rows);
    // The demo importer shares the natural key: re-dated, the same bids are updated, not doubled.
    const demo = await ensureDemoGemBids(t.database.db);
    expect(demo).toMatchObject({ rejected: 0, inserted: 0, updated: 8 });
    const open = await t.app.inject({ url: '/api/v1/public/tenders?source=gem&status=open&limit=50' });
    expect((open.json() as TenderPage).items.length).toBeGreaterThanOrEqual(7);
    expect((await ensureDemoGemBids(t.database.db)).skipped).toBe(true);
  });
});

describe(`the scheduled GeM bids import (${inject('engine')}): GEM_BIDS_FILE, decision 057`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the file at start, leaves an unchanged file alone, and loads a changed one once', async () => {
    const file = csv(good);
    const done: { inserted: number; updated: number; unchanged: number }[] = [];
    const errors: unknown[] = [];
    const watch = startGemBidsImport({
      db: t.database.db,
      file,
      intervalMs: 3_600_000,
      onDone: (r) => done.push({ inserted: r.inserted, updated: r.updated, unchanged: r.unchanged }),
      onError: (e) => errors.push(e),
    });
    try {
      await watch.now();
      expect(done).toEqual([{ inserted: 2, updated: 0, unchanged: 0 }]);
      await watch.now();
      expect(done.length).toBe(1);
      writeFileSync(file, `${[header, good[0]!, good[1]!.replace(',450,', ',451,')].join('\n')}\n`);
      await watch.now();
      await watch.now();
      expect(done).toEqual([
        { inserted: 2, updated: 0, unchanged: 0 },
        { inserted: 0, updated: 1, unchanged: 1 },
      ]);
      expect(errors).toEqual([]);
      const runs = await t.database.db.select().from(importRuns).where(eq(importRuns.kind, 'gem-bids'));
      expect(runs.length).toBe(2);
    } finally {
      watch.stop();
    }
  });
});
