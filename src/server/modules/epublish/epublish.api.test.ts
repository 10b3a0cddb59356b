import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishTenderSchema } from '../../../common/api/epublish.ts';
import { tenderDetailSchema } from '../../../common/api/tenders.ts';
import {
  auditLog,
  configFields,
  epublishTenders,
  productCategories,
  tenders,
} from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { epublishWorld, ist, messages, type Who } from '../../test/epublish-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

describe(`ePublish tenders (${inject('engine')}): spec §2 Logged-in pages: tenders, §3 Tender, §4 flows, §9 bid window; issue #11`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  let t: TestApp;
  let creator: Who;
  let creator2: Who;
  let publisher: Who;
  let publisher2: Who;
  let outsider: Who;
  let both: Who;
  beforeAll(async () => {
    world = await epublishWorld();
    ({ t, creator, creator2, publisher, publisher2, outsider, both } = world);
  });
  afterAll(() => t.close());

  const api = '/api/v1/epublish/tenders';
  const get = (url: string, who: Who) => world.get(url, who);
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Who) =>
    world.send(method, url, payload, who);
  const upload = (who: Who) => world.upload(who);
  const complete = (...args: Parameters<typeof world.complete>) => world.complete(...args);
  const draft = (...args: Parameters<typeof world.draft>) => world.draft(...args);
  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    world.act('tenders', id, action, version, who, remarks);

  it('takes a tender from draft through Modification Required and resend to published, audited step by step, and the public finds it', async () => {
    // Spec §8 "Save as Draft": an incomplete draft is kept; text is collapsed (§5).
    const first = await draft(creator, { tenderTitle: '  Drains   at Beltola ' });
    expect(first).toMatchObject({
      state: 'draft',
      version: 1,
      editable: true,
      allowedActions: [
        { action: 'send', remarksRequired: false },
        { action: 'discard', remarksRequired: false },
      ],
    });
    expect(first.values.tenderTitle).toBe('Drains at Beltola');

    // Sending an incomplete tender is refused with each missing field on its path.
    const refused = await act(first.id, 'send', 1, creator);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(
      expect.arrayContaining([
        'body.values.tenderReferenceNumber epublish:validation.required',
        'body.values.nitDocument epublish:validation.nitRequired',
        'body.values.numberOfCovers epublish:validation.required',
      ]),
    );
    expect(
      (await t.database.db.select().from(epublishTenders).where(eq(epublishTenders.id, first.id)))[0]!.state,
    ).toBe('draft');

    const values = await complete(creator);
    const saved = await send('PUT', `${api}/${first.id}`, { values, version: 1 }, creator);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      values: { tenderTitle: 'Improvement of Dispur-Khanapara road including drains' },
    });

    // Nothing unpublished is visible outside its chain, nor to the public.
    expect((await get(`${api}/${first.id}`, outsider)).statusCode).toBe(404);
    expect((await get(`${api}/${first.id}`, creator2)).statusCode).toBe(404);

    const sent = await act(first.id, 'send', 2, creator);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sent', editable: false, allowedActions: [] });

    // The publisher's queue has it; the publisher's view offers the three decisions.
    const queue = await get(`${api}?view=queue`, publisher);
    expect(queue.json().items.map((i: { id: number }) => i.id)).toContain(first.id);
    const seen = epublishTenderSchema.parse((await get(`${api}/${first.id}`, publisher)).json());
    // Each with whether it needs remarks, from the declaration (docs/decisions/035).
    expect(seen.allowedActions).toEqual([
      { action: 'return', remarksRequired: true },
      { action: 'approve', remarksRequired: false },
      { action: 'publish', remarksRequired: false },
    ]);

    // Spec §5 "Remarks required" for Modification Required.
    const blank = await act(first.id, 'return', 3, publisher, '   ');
    expect(blank.statusCode).toBe(400);
    expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
    const returned = await act(first.id, 'return', 3, publisher, 'Attach the drawings and correct the EMD');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      state: 'returned',
      remarks: 'Attach the drawings and correct the EMD',
    });

    // The creator sees the remarks, edits and resends.
    const back = epublishTenderSchema.parse((await get(`${api}/${first.id}`, creator)).json());
    expect(back).toMatchObject({ editable: true, remarks: 'Attach the drawings and correct the EMD' });
    const edited = await send(
      'PUT',
      `${api}/${first.id}`,
      { values: { ...values, emdAmount: 130000 }, version: 4 },
      creator,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await act(first.id, 'send', 5, creator)).statusCode).toBe(200);
    expect((await act(first.id, 'approve', 6, publisher2, 'Checked')).json()).toMatchObject({
      state: 'inOrder',
    });

    // Before publishing, the preview is what the public will see.
    const preview = tenderDetailSchema.parse((await get(`${api}/${first.id}/preview`, publisher)).json());
    const published = await act(first.id, 'publish', 7, publisher);
    expect(published.statusCode, published.body).toBe(200);
    const item = epublishTenderSchema.parse(published.json());
    expect(item.state).toBe('published');
    expect(item.publishedUid).toMatch(/^epublish-\d{4}_CEPWD_\d+_1$/);
    expect(item.history.map((h) => `${h.action}:${h.to}`)).toEqual([
      'create:draft',
      'save:draft',
      'send:sent',
      'return:returned',
      'save:returned',
      'send:sent',
      'approve:inOrder',
      'publish:published',
    ]);
    expect(item.history[3]).toMatchObject({ remarks: 'Attach the drawings and correct the EMD' });

    // The public full view: every §3 field entered, the same as the preview.
    const pub = await t.app.inject({ url: `/api/v1/public/tenders/${item.publishedUid}` });
    expect(pub.statusCode, pub.body).toBe(200);
    const detail = tenderDetailSchema.parse(pub.json());
    // Published at the moment of publishing (issue #24 item 5), a moment after the preview's.
    expect(Date.parse(detail.publishedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(preview.publishedAt as string),
    );
    expect(detail).toEqual({ ...preview, uid: detail.uid, publishedAt: detail.publishedAt });
    expect(detail).toMatchObject({
      source: 'epublish',
      title: 'Improvement of Dispur-Khanapara road including drains',
      organisation: ['Public Works Roads Department', 'Chief Engineer PWD Roads'],
      tenderType: 'Open Tender',
      category: 'Works',
      formOfContract: 'Item Rate',
      emdInr: 130000,
      feeInr: 0,
      valueInr: 62500000,
      covers: 2,
      bidValidityDays: 120,
      periodOfWorkDays: 365,
      invitingAuthority: { name: 'Chief Engineer PWD Roads', address: 'Chandmari, Guwahati 781003' },
    });
    expect(detail.extra).toMatchObject({
      payableTo: 'Executive Engineer PWD Guwahati',
      payableAt: 'Guwahati',
      tenderFeeExemption: true,
      exemptionReason: 'Fee waived for small works',
      bankGuarantee: { type: 'percentage', value: 5 },
      preBidMeeting: { place: 'Conference hall' },
      covers: [{ kind: 'technical' }, { kind: 'financial' }],
      documents: [{ title: 'Notice inviting tender', nit: true }],
    });
    expect(detail.extra.documentDownloadStart).toBe(values.documentDownloadStart);

    // The lists find it by a fragment of its title or reference, in any case (spec §5 keyword).
    const found = await get(`${api}?view=published&q=khanapara`, publisher);
    expect(found.json().items.map((i: { id: number }) => i.id)).toEqual([first.id]);
    expect((await get(`${api}?view=published&q=zzzzz`, publisher)).json().items).toEqual([]);
    // Its words are in the search dictionary at once: a misspelt word finds it (issue #30 item 2).
    const misspelt = await t.app.inject({ url: '/api/v1/public/tenders?q=Khanapra' });
    expect(misspelt.json().correctedQuery).toMatch(/khanapara/i);
    expect(misspelt.json().items.map((i: { uid: string }) => i.uid)).toContain(item.publishedUid);
    // It is listed beside the imported tenders (source e-publish) and its document downloads with its SHA-256.
    const list = await t.app.inject({ url: '/api/v1/public/tenders?source=epublish&status=active' });
    expect(list.json().items.map((i: { uid: string }) => i.uid)).toContain(item.publishedUid);
    const doc = detail.extra.documents![0]!;
    const file = await t.app.inject({
      url: `/api/v1/public/tenders/${item.publishedUid}/documents/${doc.fileId}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-sha256']).toBe(doc.sha256);

    // Every step has its audit row, and the chain verifies.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'epublish_tender'));
    expect(audit.filter((a) => a.entityId === String(first.id))).toHaveLength(8);
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });

  it('refuses every step that is not allowed from the state, by role, by creator and by chain', async () => {
    const values = await complete(creator);
    const item = await draft(creator, values);
    // A draft never sent is its creator's alone: a publisher is told it does not exist.
    expect((await act(item.id, 'publish', 1, publisher)).statusCode).toBe(404);

    // Only its creator sends or discards it; another creator of the same unit does not see it.
    expect((await act(item.id, 'send', 1, creator2)).statusCode).toBe(404);
    expect((await act(item.id, 'send', 1, creator)).statusCode).toBe(200);
    // Steps that do not exist from "sent" (send twice, discard): 409 INVALID_TRANSITION.
    for (const action of ['send', 'discard']) {
      const res = await act(item.id, action, 2, creator);
      expect(res.statusCode, `${action} ${res.body}`).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
    }
    // A creator cannot decide (no publisher role): 403.
    expect((await act(item.id, 'return', 2, creator, 'x')).statusCode).toBe(403);
    // A publisher outside the chain is told it does not exist.
    expect((await act(item.id, 'publish', 2, outsider)).statusCode).toBe(404);
    // A stale version: 409 CONFLICT, nothing changed.
    const stale = await act(item.id, 'publish', 1, publisher);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    // A sent tender cannot be edited.
    expect((await send('PUT', `${api}/${item.id}`, { values, version: 2 }, creator)).statusCode).toBe(409);
    // Only publishers read the queue.
    expect((await get(`${api}?view=queue`, creator)).statusCode).toBe(403);
  });

  it('never lets anyone publish what they created (four eyes), even holding both roles', async () => {
    const item = await draft(both, await complete(both));
    expect((await act(item.id, 'send', 1, both)).statusCode).toBe(200);
    const own = await act(item.id, 'publish', 2, both);
    expect(own.statusCode).toBe(403);
    expect(messages(own)).toEqual([' epublish:validation.ownTender']);
    expect((await act(item.id, 'publish', 2, publisher2)).statusCode).toBe(200);
  });

  it('gives one success and one 409 when two publishers decide at once', async () => {
    const item = await draft(creator, await complete(creator));
    expect((await act(item.id, 'send', 1, creator)).statusCode).toBe(200);
    const results = await Promise.all([
      act(item.id, 'publish', 2, publisher),
      act(item.id, 'return', 2, publisher2, 'Wrong district'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(tenders).where(eq(tenders.source, 'epublish'));
    const state = (
      await t.database.db.select().from(epublishTenders).where(eq(epublishTenders.id, item.id))
    )[0]!;
    // Published exactly once, or not at all.
    expect(rows.filter((r) => r.id === state.publishedTenderId)).toHaveLength(
      state.state === 'published' ? 1 : 0,
    );
  });

  it('checks the dates: in order, and bid submission between 9:00 AM and 6:55 PM IST (spec §9)', async () => {
    const values = await complete(creator, {
      bidSubmissionStart: ist(1, 8, 30),
      bidSubmissionEnd: ist(10, 19, 0),
      bidOpeningDate: ist(9, 11, 0),
      clarificationEnd: ist(12, 10, 0),
    });
    const item = await draft(creator, values);
    const res = await act(item.id, 'send', 1, creator);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(
      expect.arrayContaining([
        'body.values.bidSubmissionStart epublish:validation.bidWindow',
        'body.values.bidSubmissionEnd epublish:validation.bidWindow',
        'body.values.bidOpeningDate epublish:validation.openingBeforeSubmissionEnd',
        'body.values.clarificationEnd epublish:validation.outsideWindow',
      ]),
    );
  });

  it('refuses a document another user uploaded, and a file that is not a tender document, storing nothing', async () => {
    const theirs = await upload(creator2);
    const before = await t.database.db.select().from(epublishTenders);
    const res = await send(
      'POST',
      api,
      { values: { tenderTitle: 'Borrowed file', nitDocument: { fileId: theirs.id, title: 'NIT' } } },
      creator,
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['body.values.nitDocument epublish:validation.documentNotYours']);
    expect(await t.database.db.select().from(epublishTenders)).toHaveLength(before.length);
    // Bad input is a translated 400, never a 500: a negative EMD, five covers.
    const bad = await send('POST', api, { values: { emdAmount: -1, numberOfCovers: 5 } }, creator);
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        'body.values.emdAmount epublish:validation.amount',
        'body.values.numberOfCovers epublish:validation.covers',
      ]),
    );
  });

  it('UNSPSC levels configured mandatory are not asked for while no UNSPSC classification is loaded, and are once one is (classificationSettings)', async () => {
    const db = t.database.db;
    const levels = ['unspscSegment', 'unspscFamily'];
    await db.update(configFields).set({ mandatory: true }).where(inArray(configFields.fieldName, levels));
    try {
      // No UNSPSC list (no open one exists): the tender is sent without the four levels.
      const first = await draft(creator, await complete(creator));
      const sent = await act(first.id, 'send', 1, creator);
      expect(sent.statusCode, sent.body).toBe(200);

      // An operator loads a UNSPSC segment: the configured mandatory levels are asked for again.
      await db
        .insert(productCategories)
        .values({ scheme: 'unspsc', code: '72000000', level: 1, parentCode: null, name: 'Construction' });
      const second = await draft(creator, await complete(creator));
      const refused = await act(second.id, 'send', 1, creator);
      expect(refused.statusCode).toBe(400);
      expect(messages(refused)).toEqual([
        'body.values.unspscSegment epublish:validation.required',
        'body.values.unspscFamily epublish:validation.required',
      ]);
    } finally {
      await db.delete(productCategories).where(eq(productCategories.scheme, 'unspsc'));
      await db.update(configFields).set({ mandatory: false }).where(inArray(configFields.fieldName, levels));
    }
  });

  it('lets the creator discard a draft, which then disappears from their list', async () => {
    const item = await draft(creator, { tenderTitle: 'Discard me' });
    const res = await act(item.id, 'discard', 1, creator);
    expect(res.statusCode, res.body).toBe(204);
    const mine = await get(`${api}?view=mine`, creator);
    expect(mine.json().items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect((await get(`${api}/${item.id}`, creator)).statusCode).toBe(404);
  });
});
