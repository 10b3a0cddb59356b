import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { corrigendumDetailSchema } from '../../../common/api/corrigenda.ts';
import { epublishTenderSchema } from '../../../common/api/epublish.ts';
import {
  epublishCorrigendumPreviewSchema,
  epublishCorrigendumSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import { tenderDetailSchema } from '../../../common/api/tenders.ts';
import { auditLog, epublishTenders } from '../../db/schema/index.ts';
import { epublishWorld, ist, messages, type Who } from '../../test/epublish-fixtures.ts';

describe(`ePublish corrigenda (${inject('engine')}): spec §2 directpurchasecorrigendum…, §3 Corrigendum, §4; issue #11 item 3`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  const api = '/api/v1/epublish/corrigenda';
  const create = async (who: Who, tenderId: number, values: object) => {
    const res = await world.send('POST', api, { tenderId, values }, who);
    expect(res.statusCode, res.body).toBe(201);
    return epublishCorrigendumSchema.parse(res.json());
  };
  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    world.act('corrigenda', id, action, version, who, remarks);
  const publicTender = async (uid: string) =>
    tenderDetailSchema.parse((await world.t.app.inject({ url: `/api/v1/public/tenders/${uid}` })).json());

  it('extends the dates of a published tender through the flow, and the public sees old → new', async () => {
    const tender = await world.publishedTender();
    const uid = tender.publishedUid!;
    const oldEnd = tender.values.bidSubmissionEnd!;
    const newEnd = ist(20, 17, 0);
    const c = await create(world.creator, tender.id, {
      type: 'date-extension',
      details: 'Bid submission extended on request of bidders',
      changes: { bidSubmissionEnd: newEnd, documentDownloadEnd: newEnd, bidOpeningDate: ist(21, 11, 0) },
    });
    expect(c).toMatchObject({ state: 'draft', tender: { id: tender.id, publishedUid: uid } });
    expect(c.changes.find((x) => x.field === 'bidSubmissionEnd')).toEqual({
      field: 'bidSubmissionEnd',
      kind: 'instant',
      old: oldEnd,
      new: newEnd,
    });
    // One open corrigendum per tender.
    const second = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: { type: 'clarification' } },
      world.creator,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_EXISTS');
    expect(messages(second)).toEqual(['body.tenderId epublish:validation.openCorrigendum']);

    expect((await act(c.id, 'send', 1, world.creator)).statusCode).toBe(200);
    const returned = await act(c.id, 'return', 2, world.publisher, 'Say how long the extension is');
    expect(returned.json()).toMatchObject({ state: 'returned' });
    const edited = await world.send(
      'PUT',
      `${api}/${c.id}`,
      {
        version: 3,
        values: { ...c.values, details: 'Bid submission extended by ten days on request of bidders' },
      },
      world.creator,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await act(c.id, 'send', 4, world.creator)).statusCode).toBe(200);

    const preview = epublishCorrigendumPreviewSchema.parse(
      (await world.get(`${api}/${c.id}/preview`, world.publisher)).json(),
    );
    expect(preview.tender.closingAt).toBe(newEnd);
    const published = await act(c.id, 'publish', 5, world.publisher2);
    expect(published.statusCode, published.body).toBe(200);
    const item = epublishCorrigendumSchema.parse(published.json());
    expect(item.publishedUid).toBe(`${uid}-c1`);

    // The public tender now closes later and lists the corrigendum with its changes.
    const after = await publicTender(uid);
    expect(after.closingAt).toBe(newEnd);
    expect(after.corrigenda).toHaveLength(1);
    expect(after.corrigenda[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'bidSubmissionEnd', kind: 'instant', old: oldEnd, new: newEnd }]),
    );
    const detail = corrigendumDetailSchema.parse(
      (await world.t.app.inject({ url: `/api/v1/public/corrigenda/${item.publishedUid}` })).json(),
    );
    expect(detail).toMatchObject({
      type: 'date-extension',
      newClosingAt: newEnd,
      details: 'Bid submission extended by ten days on request of bidders',
    });
    expect(detail.changes.map((x) => x.field).sort()).toEqual([
      'bidOpeningDate',
      'bidSubmissionEnd',
      'documentDownloadEnd',
    ]);
    // The tender's own history records the amendment.
    const history = epublishTenderSchema.parse(
      (await world.get(`/api/v1/epublish/tenders/${tender.id}`, world.creator)).json(),
    ).history;
    expect(history.at(-1)).toMatchObject({ action: 'amend', to: 'published' });
  });

  it('keeps the details exactly as typed, ":", ";" and "%" included (issue #24 item 4)', async () => {
    const tender = await world.publishedTender();
    const details = 'EMD reduced to 2%: see clause 4.1; the rest unchanged';
    const c = await create(world.creator, tender.id, {
      type: 'date-extension',
      details,
      changes: {
        bidSubmissionEnd: ist(20, 17, 0),
        documentDownloadEnd: ist(20, 17, 0),
        bidOpeningDate: ist(21, 11, 0),
      },
    });
    expect(c.values.details).toBe(details);
  });

  it('cancels a tender with a cancel corrigendum: it moves to cancelledtenders', async () => {
    const tender = await world.publishedTender();
    const noReason = await create(world.creator, tender.id, { type: 'cancel' });
    const refused = await act(noReason.id, 'send', 1, world.creator);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(['body.values.details epublish:validation.reasonRequired']);
    await world.send(
      'PUT',
      `${api}/${noReason.id}`,
      { version: 1, values: { type: 'cancel', details: 'Scope of work revised' } },
      world.creator,
    );
    expect((await act(noReason.id, 'send', 2, world.creator)).statusCode).toBe(200);
    expect((await act(noReason.id, 'publish', 3, world.publisher)).statusCode).toBe(200);
    const pub = await publicTender(tender.publishedUid!);
    expect(pub.status).toBe('cancelled');
    const cancelled = await world.t.app.inject({
      url: '/api/v1/public/tenders?status=cancelled&source=epublish',
    });
    expect(cancelled.json().items.map((i: { uid: string }) => i.uid)).toContain(tender.publishedUid);
    const [row] = await world.t.database.db
      .select()
      .from(epublishTenders)
      .where(eq(epublishTenders.id, tender.id));
    expect(row!.state).toBe('cancelled');
    // No further corrigendum for a cancelled tender.
    const again = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: { type: 'amendment' } },
      world.creator,
    );
    expect(again.statusCode).toBe(400);
    expect(messages(again)).toEqual(['body.tenderId epublish:validation.tenderNotPublished']);
    const audit = await world.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'epublish.tender.cancelled'));
    expect(audit.map((a) => a.entityId)).toContain(String(tender.id));
  });

  it('refuses what each type may not change, dates out of order, a draft tender, and other chains', async () => {
    const tender = await world.publishedTender();
    const c = await create(world.creator, tender.id, {
      type: 'date-extension',
      details: 'x',
      changes: { emdAmount: 5, bidSubmissionEnd: ist(3, 20, 0) },
    });
    const res = await act(c.id, 'send', 1, world.creator);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(
      expect.arrayContaining([
        'body.values.changes.emdAmount epublish:validation.onlyDates',
        'body.values.changes.bidSubmissionEnd epublish:validation.bidWindow',
      ]),
    );
    // A tender never published has no corrigendum; nor does another chain's.
    const unpublished = await world.draft(world.creator, { tenderTitle: 'Not yet' });
    const refused = await world.send('POST', api, { tenderId: unpublished.id, values: {} }, world.creator);
    expect(messages(refused)).toEqual(['body.tenderId epublish:validation.tenderNotPublished']);
    expect((await world.get(`${api}/${c.id}`, world.outsider)).statusCode).toBe(404);
    // Another creator of the chain may correct a colleague's tender, but four eyes still hold:
    // whoever made the corrigendum never publishes it, even holding both roles.
    const own = await world.publishedTender();
    const byBoth = await create(world.both, own.id, {
      type: 'amendment',
      details: 'Revised fee',
      changes: { tenderFee: 500 },
    });
    expect((await act(byBoth.id, 'send', 1, world.both)).statusCode).toBe(200);
    const self = await act(byBoth.id, 'publish', 2, world.both);
    expect(self.statusCode).toBe(403);
    expect(messages(self)).toEqual([' epublish:validation.ownTender']);
  });

  it('gives one success and one 409 when two publishers decide at once', async () => {
    const tender = await world.publishedTender();
    const c = await create(world.creator, tender.id, {
      type: 'amendment',
      details: 'Revised EMD',
      changes: { emdAmount: 99000 },
    });
    expect((await act(c.id, 'send', 1, world.creator)).statusCode).toBe(200);
    const results = await Promise.all([
      act(c.id, 'publish', 2, world.publisher),
      act(c.id, 'publish', 2, world.publisher2),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const pub = await publicTender(tender.publishedUid!);
    expect(pub.emdInr).toBe(99000);
    expect(pub.corrigenda).toHaveLength(1);
  });
});
