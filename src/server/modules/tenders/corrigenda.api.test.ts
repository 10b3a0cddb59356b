import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CorrigendumDetail, CorrigendumPage } from '../../../common/api/corrigenda.ts';
import { tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const day = 86_400_000;

/** Spec §2 activecorrigendums, listofcorrigendums, dpcorrigendumlist, corrigendumfullview. */
describe(`public corrigenda (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const tender = async (externalId: string, source: string, closingInDays: number, title: string) => {
      const [row] = await db
        .insert(tenders)
        .values({
          uid: `${source}-${externalId}`,
          source,
          externalId,
          referenceNo: `REF/${externalId}`,
          title,
          organisationChain: 'Public Works Roads Department||Chief Engineer PWD Roads',
          publishedAt: new Date(Date.now() - 20 * day),
          closingAt: new Date(Date.now() + closingInDays * day),
          contentHash: externalId,
        })
        .returning({ id: tenders.id, uid: tenders.uid });
      return row!;
    };
    const open = await tender('OPEN_1', 'eprocure', 10, 'Construction of a bridge at Jorhat');
    const closed = await tender('CLOSED_1', 'eprocure', -10, 'Supply of furniture');
    const direct = await tender('DP_1', 'directpurchase', 5, 'Purchase of laptops');
    const c = (
      tenderRow: { id: number; uid: string },
      number: number,
      type: 'date-extension' | 'amendment' | 'cancel' | 'clarification',
      publishedDaysAgo: number,
      details: string,
      extra: Partial<typeof tenderCorrigenda.$inferInsert> = {},
    ) => ({
      uid: `${tenderRow.uid}-c${number}`,
      tenderId: tenderRow.id,
      number,
      type,
      publishedAt: new Date(Date.now() - publishedDaysAgo * day),
      details,
      ...extra,
    });
    await db.insert(tenderCorrigenda).values([
      c(open, 1, 'amendment', 5, 'Revised bill of quantities'),
      c(open, 2, 'date-extension', 1, 'Bid submission extended', {
        newClosingAt: new Date(Date.now() + 15 * day),
        clarificationStartAt: new Date(Date.now() - day),
        clarificationEndAt: new Date(Date.now() + 2 * day),
        documentName: 'corrigendum-2.pdf',
      }),
      c(closed, 1, 'cancel', 3, 'Tender cancelled for administrative reasons'),
      c(direct, 1, 'clarification', 2, 'Warranty clarified'),
      // Scheduled: not public yet.
      c(direct, 2, 'amendment', -2, 'Not yet published'),
    ]);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/v1/public/corrigenda${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CorrigendumPage;
  };

  it('lists every published corrigendum newest first (listofcorrigendums)', async () => {
    const page = await list();
    expect(page.items.map((c) => c.uid)).toEqual([
      'eprocure-OPEN_1-c2',
      'directpurchase-DP_1-c1',
      'eprocure-CLOSED_1-c1',
      'eprocure-OPEN_1-c1',
    ]);
    expect(page.total).toBe(4);
    expect(page.items[0]!.tender).toMatchObject({
      // Issue #31 item 3: the source's Tender ID travels with each row.
      tenderId: 'OPEN_1',
      referenceNo: 'REF/OPEN_1',
      organisation: ['Public Works Roads Department', 'Chief Engineer PWD Roads'],
    });
  });

  it('keeps only corrigenda of tenders still open for activecorrigendums', async () => {
    expect((await list('?scope=active')).items.map((c) => c.uid)).toEqual([
      'eprocure-OPEN_1-c2',
      'directpurchase-DP_1-c1',
      'eprocure-OPEN_1-c1',
    ]);
  });

  it('keeps only direct purchase corrigenda for dpcorrigendumlist, and finds by keyword', async () => {
    expect((await list('?source=directpurchase')).items.map((c) => c.uid)).toEqual([
      'directpurchase-DP_1-c1',
    ]);
    expect((await list('?q=bridge')).items.map((c) => c.tender.uid)).toEqual([
      'eprocure-OPEN_1',
      'eprocure-OPEN_1',
    ]);
    expect((await list('?q=warranty')).items.map((c) => c.uid)).toEqual(['directpurchase-DP_1-c1']);
    expect((await t.app.inject({ url: '/api/v1/public/corrigenda?q=ab' })).statusCode).toBe(400);
  });

  it('pages with a cursor, each corrigendum once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CorrigendumPage = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((c) => c.uid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it('gives the full view at the permalink with its tender; unknown and scheduled ones are 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/public/corrigenda/eprocure-OPEN_1-c2' });
    const detail = res.json() as CorrigendumDetail;
    expect(detail).toMatchObject({
      number: 2,
      type: 'date-extension',
      details: 'Bid submission extended',
      documentName: 'corrigendum-2.pdf',
      tender: { uid: 'eprocure-OPEN_1' },
      tenderDetail: { uid: 'eprocure-OPEN_1', title: 'Construction of a bridge at Jorhat', status: 'active' },
    });
    expect(detail.newClosingAt).not.toBeNull();
    expect(detail.clarificationEndAt).not.toBeNull();
    expect((await t.app.inject({ url: '/api/v1/public/corrigenda/directpurchase-DP_1-c2' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/v1/public/corrigenda/nope-c1' })).statusCode).toBe(404);
  });
});
