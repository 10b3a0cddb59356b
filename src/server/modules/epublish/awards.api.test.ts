import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishTenderSchema } from '../../../common/api/epublish.ts';
import { type EpublishAwardValuesInput, epublishAwardSchema } from '../../../common/api/epublish-awards.ts';
import { tenderDetailSchema } from '../../../common/api/tenders.ts';
import { auditLog, epublishTenders, userOrgUnits } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { epublishWorld, messages, type Who } from '../../test/epublish-fixtures.ts';
import { uploadFile } from '../../test/uploads.ts';
import { ageTender } from './age-tender.ts';
import { archiveClosedTenders } from './archive-closed.ts';

describe(`ePublish awards of contract (${inject('engine')}): spec §2 createaoc…aocpublishedlist, §3 AoC, §7 checkAocAllowed; issue #11 item 4`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  const api = '/api/v1/epublish/awards';
  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    world.act('awards', id, action, version, who, remarks);

  /** A published tender whose bids were opened (its dates moved 30 days back). */
  async function openedTender() {
    const tender = await world.publishedTender();
    await ageTender(world.t.database.db, tender.id, 30);
    return tender;
  }

  async function award(
    who: Who,
    over: Partial<EpublishAwardValuesInput> = {},
  ): Promise<EpublishAwardValuesInput> {
    const letter = await world.upload(who, undefined, 'AoC.pdf');
    return {
      bidsReceived: 4,
      bidsAccepted: 3,
      bidderLoginId: 'BRAHMA-CONST-01',
      bidderName: 'Ranjit Das',
      bidderAddress: 'Zoo Road, Guwahati 781024',
      companyName: 'Brahmaputra Constructions Pvt Ltd',
      email: 'Tenders@Brahmaputra-Const.in',
      currency: 'INR',
      awardedValue: 60125000,
      contractValue: 60125000,
      contractNumber: 'PWRD/AGR/77/2026-27',
      contractDate: '2026-11-20',
      validFrom: '2026-11-20',
      validTo: '2027-11-19',
      completionDate: '2027-11-19',
      completionPeriodDays: 365,
      parties: [
        { name: 'Brahmaputra Constructions Pvt Ltd', qualified: true },
        { name: 'Kamrup Infra', qualified: true },
        { name: 'Lohit Builders', qualified: false, reason: 'EMD not submitted' },
      ],
      aocDocument: { fileId: letter.id, title: 'Award of contract letter' },
      ...over,
    };
  }

  it('records an award through the flow; the tender moves to results (bidawards) and shows it', async () => {
    const tender = await openedTender();
    const res = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: await award(world.creator) },
      world.creator,
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = epublishAwardSchema.parse(res.json());
    expect(item.values.email).toBe('tenders@brahmaputra-const.in');
    expect((await act(item.id, 'send', 1, world.creator)).statusCode).toBe(200);
    expect((await act(item.id, 'approve', 2, world.publisher)).json()).toMatchObject({ state: 'inOrder' });
    const preview = tenderDetailSchema.parse(
      (await world.get(`${api}/${item.id}/preview`, world.publisher)).json(),
    );
    expect(preview.awards).toEqual([
      {
        bidNumber: 'BRAHMA-CONST-01',
        bidderName: 'Brahmaputra Constructions Pvt Ltd',
        currency: 'INR',
        valueInr: 60125000,
      },
    ]);
    const published = await act(item.id, 'publish', 3, world.publisher2);
    expect(published.statusCode, published.body).toBe(200);

    const pub = tenderDetailSchema.parse(
      (await world.t.app.inject({ url: `/api/v1/public/tenders/${tender.publishedUid}` })).json(),
    );
    expect(pub.awarded).toBe(true);
    expect(pub.awards).toEqual(preview.awards);
    expect(pub.contract).toEqual({ date: '2026-11-20', valueInr: 60125000, completionDays: 365 });
    expect(pub.bids.map((b) => `${b.bidderName}: ${b.status}`)).toEqual([
      'Brahmaputra Constructions Pvt Ltd: Qualified',
      'Kamrup Infra: Qualified',
      'Lohit Builders: Not qualified',
    ]);
    expect(pub.extra.award).toMatchObject({
      contractNumber: 'PWRD/AGR/77/2026-27',
      bidsReceived: 4,
      bidsAccepted: 3,
    });
    // Spec §3 AoC: the public reads every party, qualified or not, and why one was not.
    expect(pub.extra.award!.parties).toEqual([
      { name: 'Brahmaputra Constructions Pvt Ltd', qualified: true, reason: null },
      { name: 'Kamrup Infra', qualified: true, reason: null },
      { name: 'Lohit Builders', qualified: false, reason: 'EMD not submitted' },
    ]);
    expect(preview.extra.award!.parties).toEqual(pub.extra.award!.parties);
    // The award letter downloads from the public tender, with its SHA-256.
    const letter = pub.extra.award!.documents[0]!;
    const file = await world.t.app.inject({
      url: `/api/v1/public/tenders/${tender.publishedUid}/documents/${letter.fileId}`,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['x-content-sha256']).toBe(letter.sha256);
    // On the results list (bidawards), and the ePublish tender is archived.
    const results = await world.t.app.inject({
      url: '/api/v1/public/tenders?status=awarded&source=epublish',
    });
    expect(results.json().items.map((i: { uid: string }) => i.uid)).toContain(tender.publishedUid);
    const [row] = await world.t.database.db
      .select()
      .from(epublishTenders)
      .where(eq(epublishTenders.id, tender.id));
    expect(row!.state).toBe('archived');
    // Only one award per tender.
    const again = await world.send('POST', api, { tenderId: tender.id, values: {} }, world.creator);
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual(['body.tenderId epublish:validation.awardExists']);
  });

  it('warns of a bidder debarred on the award date and publishes it only with remarks (issue #28 item 4)', async () => {
    // The Health Department's debarred-bidder list names the company, in its own spelling.
    const db = world.t.database.db;
    const admin = await createUser(db, { role: 'portal_admin' });
    await db.insert(userOrgUnits).values({ userId: admin.id, orgUnitId: world.units.other, isPrimary: true });
    const { cookies } = await login(world.t, admin.loginId);
    const rows = {
      rows: [
        {
          registrationNo: 'HLT/DEB/2026/01',
          name: 'M/s. BRAHMAPUTRA CONSTRUCTIONS PVT. LTD.',
          type: 'Private Limited Company',
          debarredFrom: '2026-06-01',
          debarredTo: '2027-05-31',
          reason: 'Forged bank guarantee.',
          status: 'active',
        },
      ],
    };
    const file = await uploadFile(world.t, {
      purpose: 'bidder-register',
      filename: 'debarred.json',
      bytes: new TextEncoder().encode(JSON.stringify(rows)),
      cookies,
    });
    const registered = await world.t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: { file: { fileId: file.json().id, title: 'debarred' }, replaces: null },
      cookies,
    });
    expect(registered.statusCode, registered.body).toBe(201);

    // Awarded before the debarment began: nothing to say.
    const before = epublishAwardSchema.parse(
      (
        await world.send(
          'POST',
          api,
          {
            tenderId: (await openedTender()).id,
            values: await award(world.creator, { contractDate: '2026-05-31' }),
          },
          world.creator,
        )
      ).json(),
    );
    expect(before.debarments).toEqual([]);

    const tender = await openedTender();
    const created = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: await award(world.creator) },
      world.creator,
    );
    const item = epublishAwardSchema.parse(created.json());
    expect(item.debarments).toEqual([
      {
        registrationNo: 'HLT/DEB/2026/01',
        name: 'M/s. BRAHMAPUTRA CONSTRUCTIONS PVT. LTD.',
        debarredBy: 'Health Department',
        debarredFrom: '2026-06-01',
        debarredTo: '2027-05-31',
        reason: 'Forged bank guarantee.',
        status: 'active',
        debarredToday: true,
      },
    ]);
    expect((await act(item.id, 'send', 1, world.creator)).statusCode).toBe(200);
    expect((await act(item.id, 'approve', 2, world.publisher)).statusCode).toBe(200);
    const forPublisher = epublishAwardSchema.parse(
      (await world.get(`${api}/${item.id}`, world.publisher2)).json(),
    );
    expect(forPublisher.allowedActions).toContainEqual({ action: 'publish', remarksRequired: true });
    const silent = await act(item.id, 'publish', 3, world.publisher2);
    expect(silent.statusCode).toBe(400);
    expect(messages(silent)).toEqual(['body.remarks bidders:aoc.remarksRequired']);
    const published = await act(
      item.id,
      'publish',
      3,
      world.publisher2,
      'Debarment began after the bids were opened, award upheld by the committee',
    );
    expect(published.statusCode, published.body).toBe(200);
    const [audit] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'epublish.award.publish'), eq(auditLog.entityId, String(item.id))));
    expect(audit!.detail).toMatchObject({
      debarred: [{ registrationNo: 'HLT/DEB/2026/01', debarredBy: 'Health Department' }],
    });
  });

  it('is allowed only once bids are opened (checkAocAllowed), and for the chain only', async () => {
    const fresh = await world.publishedTender();
    const early = await world.send('POST', api, { tenderId: fresh.id, values: {} }, world.creator);
    expect(early.statusCode).toBe(400);
    expect(messages(early)).toEqual(['body.tenderId epublish:validation.bidsNotOpened']);
    const tender = await openedTender();
    const res = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: { bidderName: 'X' } },
      world.creator,
    );
    const item = epublishAwardSchema.parse(res.json());
    expect((await world.get(`${api}/${item.id}`, world.outsider)).statusCode).toBe(404);
    // A second award of the same tender waits for the first to be discarded.
    const second = await world.send('POST', api, { tenderId: tender.id, values: {} }, world.creator2);
    expect(second.json()).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
    expect(messages(second)).toEqual(['body.tenderId epublish:validation.awardExists']);
  });

  it('checks the award before sending: counts, reasons, dates, the AoC letter', async () => {
    const tender = await openedTender();
    const values = await award(world.creator, {
      bidsAccepted: 5,
      validTo: '2026-01-01',
      parties: [{ name: 'Lohit Builders', qualified: false }],
      aocDocument: null,
    });
    const item = epublishAwardSchema.parse(
      (await world.send('POST', api, { tenderId: tender.id, values }, world.creator)).json(),
    );
    const res = await act(item.id, 'send', 1, world.creator);
    expect(res.statusCode).toBe(400);
    expect(messages(res).sort()).toEqual(
      [
        'body.values.aocDocument epublish:validation.aocRequired',
        'body.values.bidsAccepted epublish:validation.acceptedMoreThanReceived',
        'body.values.parties.0.reason epublish:validation.partyReasonRequired',
        'body.values.validTo epublish:validation.validOrder',
      ].sort(),
    );
    // A bad e-mail is a translated 400 at once (spec §5).
    const bad = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: { email: 'a@b' } },
      world.creator2,
    );
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual(['body.values.email validation.email.invalid']);
  });

  it('takes the bidder login id as the identity module defines login ids: dots allowed, spaces refused (issue #24 item 5)', async () => {
    const tender = await openedTender();
    const dotted = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: await award(world.creator, { bidderLoginId: 'bidder.demo' }) },
      world.creator,
    );
    expect(dotted.statusCode).toBe(201);
    expect(epublishAwardSchema.parse(dotted.json()).values.bidderLoginId).toBe('bidder.demo');
    const spaced = await world.send(
      'POST',
      api,
      { tenderId: tender.id, values: { bidderLoginId: 'bidder demo' } },
      world.creator2,
    );
    expect(spaced.statusCode).toBe(400);
    expect(messages(spaced)).toEqual(['body.values.bidderLoginId validation.user.loginIdFormat']);
  });
});

describe(`ePublish tenders archived after closing (${inject('engine')}): issue #11 item 2`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  it('archives published tenders whose bid submission ended, audited, and still takes their award but no corrigendum', async () => {
    const open = await world.publishedTender();
    const closed = await world.publishedTender();
    await ageTender(world.t.database.db, closed.id, 30);
    expect(await archiveClosedTenders(world.t.database.db)).toBe(1);
    expect(await archiveClosedTenders(world.t.database.db)).toBe(0);
    const states = await world.t.database.db.select().from(epublishTenders);
    expect(states.find((r) => r.id === closed.id)!.state).toBe('archived');
    expect(states.find((r) => r.id === open.id)!.state).toBe('published');
    const history = epublishTenderSchema.parse(
      (await world.get(`/api/v1/epublish/tenders/${closed.id}`, world.creator)).json(),
    ).history;
    expect(history.at(-1)).toMatchObject({ action: 'archive', from: 'published', to: 'archived', by: '' });
    // Bids are opened after closing: the award of contract is still made.
    const award = await world.send(
      'POST',
      '/api/v1/epublish/awards',
      { tenderId: closed.id, values: {} },
      world.creator,
    );
    expect(award.statusCode, award.body).toBe(201);
    // No corrigendum for a closed, archived tender.
    const corrigendum = await world.send(
      'POST',
      '/api/v1/epublish/corrigenda',
      { tenderId: closed.id, values: { type: 'date-extension' } },
      world.creator,
    );
    expect(messages(corrigendum)).toEqual(['body.tenderId epublish:validation.tenderNotPublished']);
  });
});
