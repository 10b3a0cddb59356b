import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appealSchema, publicAppealListSchema } from '../../../common/api/appeals.ts';
import { appeals, auditLog, outboxMessages } from '../../db/schema/index.ts';
import { appealWorld, istAt, messages } from '../../test/appeal-fixtures.ts';
import { uploadFile } from '../../test/uploads.ts';

type World = Awaited<ReturnType<typeof appealWorld>>;

describe(`appeals (${inject('engine')}): issue #25; spec §3 Appeal, §4, §5 affidavit documents and consent, §9; Act s.38`, () => {
  let w: World;
  beforeAll(async () => {
    w = await appealWorld();
  });
  afterAll(() => w.t.close());

  /** A draft, then filed, at the world's clock; returns the filed appeal. */
  async function file(who = w.people.appellant, decisionDate = '2026-03-01', tenderId?: number) {
    const tender = tenderId ?? (await w.tender(w.units.pwdDivision, 10_000_000)).id;
    const created = await w.send(
      'POST',
      '/api/v1/appeals',
      { level: 1, tenderId: tender, values: await w.values(who, decisionDate) },
      who,
    );
    expect(created.statusCode, created.body).toBe(201);
    const draft = appealSchema.parse(created.json());
    const filed = await w.send(
      'POST',
      `/api/v1/appeals/${draft.id}/submit`,
      { version: draft.version, consent: true },
      who,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    return appealSchema.parse(filed.json());
  }

  it('files an appeal on the 10th day after the decision, with a reference number, due day and acknowledgement', async () => {
    w.setNow(istAt('2026-03-11', 23, 30));
    const appeal = await file(w.people.appellant, '2026-03-01');
    expect(appeal.state).toBe('active');
    expect(appeal.referenceNo).toMatch(/^AP1\/2026\/\d{6}$/);
    expect(appeal.filingLastDay).toBe('2026-03-11');
    expect(appeal.dueDate).toBe('2026-04-10');
    expect(appeal.remainingDays).toBe(30);
    // §9 fine: five per cent of one crore is five lakh, less than twenty lakh.
    expect(appeal.fineCapInr).toBe(500_000);
    expect(appeal.consentAt).not.toBeNull();
    const sent = await w.db
      .select({
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        body: outboxMessages.body,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'appeal.acknowledgement'),
          like(outboxMessages.body, `%${appeal.referenceNo}%`),
        ),
      );
    expect(sent.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      'email hemanta.kalita@example.org',
      'sms 9864012345',
    ]);
    expect(sent[0]!.body).toContain('10-04-2026');
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appeal.filed'), eq(auditLog.entityId, String(appeal.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses an appeal on the 11th day, naming the deadline; a draft of day 10 cannot be filed on day 11', async () => {
    w.setNow(istAt('2026-03-12', 0, 5));
    const tender = await w.tender(w.units.pwdDivision, 10_000_000);
    const late = await w.send(
      'POST',
      '/api/v1/appeals',
      { level: 1, tenderId: tender.id, values: await w.values(w.people.appellant2, '2026-03-01') },
      w.people.appellant2,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      {
        path: 'body.values.decisionDate',
        message: 'appeals:validation.late',
        params: { deadline: '11-03-2026' },
      },
    ]);

    w.setNow(istAt('2026-03-11', 10));
    const draft = appealSchema.parse(
      (
        await w.send(
          'POST',
          '/api/v1/appeals',
          { level: 1, tenderId: tender.id, values: await w.values(w.people.appellant2, '2026-03-01') },
          w.people.appellant2,
        )
      ).json(),
    );
    expect(draft.state).toBe('draft');
    w.setNow(istAt('2026-03-12', 9));
    const tooLate = await w.send(
      'POST',
      `/api/v1/appeals/${draft.id}/submit`,
      { version: draft.version, consent: true },
      w.people.appellant2,
    );
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors[0]).toMatchObject({
      message: 'appeals:validation.late',
      params: { deadline: '11-03-2026' },
    });
    expect((await w.get(`/api/v1/appeals/${draft.id}`, w.people.appellant2)).json().state).toBe('draft');
  });

  it('refuses a decision date in the future and an unknown tender', async () => {
    w.setNow(istAt('2026-03-05'));
    const tender = await w.tender(w.units.pwdDivision, null);
    const future = await w.send(
      'POST',
      '/api/v1/appeals',
      { level: 1, tenderId: tender.id, values: await w.values(w.people.appellant2, '2026-03-06') },
      w.people.appellant2,
    );
    expect(messages(future)).toEqual(['body.values.decisionDate appeals:validation.decisionInFuture']);
    const unknown = await w.send(
      'POST',
      '/api/v1/appeals',
      { level: 1, tenderId: 99_999_999, values: await w.values(w.people.appellant2, '2026-03-01') },
      w.people.appellant2,
    );
    expect(messages(unknown)).toEqual(['body.tenderId appeals:validation.tenderNotFound']);
    const noChain = await w.tender(null, 100);
    const orphan = await w.send(
      'POST',
      '/api/v1/appeals',
      { level: 1, tenderId: noChain.id, values: await w.values(w.people.appellant2, '2026-03-01') },
      w.people.appellant2,
    );
    expect(messages(orphan)).toEqual(['body.tenderId appeals:validation.noAuthority']);
  });

  describe('§5 affidavit documents and the consent declaration', () => {
    async function draftWith(extra: object) {
      w.setNow(istAt('2026-03-05'));
      const tender = await w.tender(w.units.pwdDivision, 100_000_000);
      const values = { ...(await w.values(w.people.appellant2, '2026-03-01')), ...extra };
      const res = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 1, tenderId: tender.id, values },
        w.people.appellant2,
      );
      expect(res.statusCode, res.body).toBe(201);
      return appealSchema.parse(res.json());
    }
    const submit = (id: number, version: number, consent = true) =>
      w.send('POST', `/api/v1/appeals/${id}/submit`, { version, consent }, w.people.appellant2);
    const withdraw = (id: number) => w.db.delete(appeals).where(eq(appeals.id, id));

    it('the affidavit is mandatory', async () => {
      const v = await w.values(w.people.appellant2, '2026-03-01');
      const draft = await draftWith({
        documents: v.documents.filter((d) => d.kind !== 'affidavit'),
        affidavit: { ...v.affidavit, documentCount: 1 },
      });
      expect(messages(await submit(draft.id, draft.version))).toEqual([
        'values.documents appeals:validation.affidavitRequired',
      ]);
      await withdraw(draft.id);
    });

    it('the PAN card is mandatory', async () => {
      const v = await w.values(w.people.appellant2, '2026-03-01');
      const draft = await draftWith({
        documents: v.documents.filter((d) => d.kind !== 'panCard'),
        affidavit: { ...v.affidavit, documentCount: 1 },
      });
      expect(messages(await submit(draft.id, draft.version))).toEqual([
        'values.documents appeals:validation.panCardRequired',
      ]);
      await withdraw(draft.id);
    });

    it('the declared count must match the uploaded count', async () => {
      const v = await w.values(w.people.appellant2, '2026-03-01');
      const draft = await draftWith({ affidavit: { ...v.affidavit, documentCount: 3 } });
      expect(messages(await submit(draft.id, draft.version))).toEqual([
        'values.affidavit.documentCount appeals:validation.documentCount',
      ]);
      await withdraw(draft.id);
    });

    it('the consent declaration must be accepted; the fine cap is twenty lakh on a large tender', async () => {
      const draft = await draftWith({});
      expect(draft.fineCapInr).toBe(2_000_000);
      expect(messages(await submit(draft.id, draft.version, false))).toEqual([
        'body.consent appeals:validation.consent',
      ]);
      await withdraw(draft.id);
    });

    it('PDF only and at most 2 MB each (the files module, with the §5 messages); another user’s upload is refused', async () => {
      const notPdf = await uploadFile(w.t, {
        purpose: 'affidavit',
        filename: 'pan.png',
        bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        cookies: w.people.appellant2.cookies,
      });
      expect([notPdf.statusCode, notPdf.json().errors?.[0]?.message]).toEqual([400, 'validation.file.type']);
      const big = w.pdf(`Affidavit ${'x'.repeat(10)}`);
      const padded = Buffer.concat([big.subarray(0, 9), Buffer.alloc(2_200_000, 0x20), big.subarray(9)]);
      const tooBig = await uploadFile(w.t, {
        purpose: 'affidavit',
        filename: 'big.pdf',
        bytes: padded,
        cookies: w.people.appellant2.cookies,
      });
      expect(tooBig.json().errors?.[0]?.message).toBe('validation.file.size');
      expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);

      const someoneElses = await w.upload(w.people.appellant);
      const tender = await w.tender(w.units.pwdDivision, 100);
      const v = await w.values(w.people.appellant2, '2026-03-01');
      const res = await w.send(
        'POST',
        '/api/v1/appeals',
        {
          level: 1,
          tenderId: tender.id,
          values: { ...v, documents: [...v.documents, { kind: 'other', fileId: someoneElses }] },
        },
        w.people.appellant2,
      );
      expect(messages(res)).toEqual(['body.values.documents.2 appeals:validation.documentNotYours']);
    });

    it('a complete appeal names every missing field', async () => {
      const tender = await w.tender(w.units.pwdDivision, 100);
      const res = await w.send(
        'POST',
        '/api/v1/appeals',
        {
          level: 1,
          tenderId: tender.id,
          values: {
            decisionDate: '2026-03-01',
            appellant: {},
            respondent: {},
            representative: {},
            affidavit: {},
            documents: [],
          },
        },
        w.people.appellant2,
      );
      const draft = appealSchema.parse(res.json());
      const refused = await submit(draft.id, draft.version);
      expect(messages(refused)).toContain('values.grounds appeals:validation.required');
      expect(messages(refused)).toContain('values.appellant.name appeals:validation.required');
      expect(messages(refused)).toContain('values.documents appeals:validation.affidavitRequired');
      await withdraw(draft.id);
    });
  });

  it('only the level’s authority of the tender’s chain decides: another chain’s gets 403, the other level 403', async () => {
    w.setNow(istAt('2026-04-01'));
    const appeal = await file(w.people.appellant, '2026-03-30');
    for (const who of [w.people.faaHealth, w.people.saa, w.people.saaHealth]) {
      const res = await w.send(
        'POST',
        `/api/v1/appeals/${appeal.id}/approve`,
        { version: appeal.version },
        who,
      );
      expect(res.statusCode).toBe(403);
      expect(messages(res)).toEqual([' appeals:validation.notYourChain']);
    }
    // Nor may another chain's authority read it.
    expect((await w.get(`/api/v1/appeals/${appeal.id}`, w.people.faaHealth)).statusCode).toBe(403);
    // The appellant cannot decide their own appeal (menu access).
    expect(
      (
        await w.send(
          'POST',
          `/api/v1/appeals/${appeal.id}/approve`,
          { version: appeal.version },
          w.people.appellant,
        )
      ).statusCode,
    ).toBe(403);
    const seen = appealSchema.parse((await w.get(`/api/v1/appeals/${appeal.id}`, w.people.faa)).json());
    expect(seen.actions).toEqual([
      { action: 'approve', remarksRequired: false },
      { action: 'reject', remarksRequired: true },
    ]);
    const ok = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/approve`,
      { version: appeal.version },
      w.people.faa,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('approved');
  });

  it('hearing notifies both parties; reject needs remarks; verdict with disposal report disposes; the register shows it', async () => {
    w.setNow(istAt('2026-05-02'));
    const appeal = await file(w.people.appellant, '2026-05-01');
    const noRemarks = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/reject`,
      { version: appeal.version },
      w.people.faa,
    );
    expect(messages(noRemarks)).toEqual(['body.remarks validation.remarks.required']);
    let current = appealSchema.parse(
      (
        await w.send(
          'POST',
          `/api/v1/appeals/${appeal.id}/approve`,
          { version: appeal.version },
          w.people.faa,
        )
      ).json(),
    );
    const past = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/hearing`,
      {
        version: current.version,
        hearingAt: '2026-05-01T10:00:00+05:30',
        place: 'Guwahati',
        venue: 'Conference Hall, Chandmari',
      },
      w.people.faa,
    );
    expect(messages(past)).toEqual(['body.hearingAt appeals:validation.hearingPast']);
    const hearing = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/hearing`,
      {
        version: current.version,
        hearingAt: '2026-05-12T10:30:00+05:30',
        place: 'Guwahati',
        venue: 'Conference Hall, Chandmari',
      },
      w.people.faa,
    );
    expect(hearing.statusCode, hearing.body).toBe(200);
    current = appealSchema.parse(hearing.json());
    expect(current.hearing).toEqual({
      at: '2026-05-12T05:00:00.000Z',
      place: 'Guwahati',
      venue: 'Conference Hall, Chandmari',
    });
    const notices = await w.db
      .select({ recipient: outboxMessages.recipient, body: outboxMessages.body })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'appeal.hearing'),
          like(outboxMessages.body, `%${appeal.referenceNo}%`),
        ),
      );
    const recipients = notices.map((m) => m.recipient);
    expect(recipients).toEqual(
      expect.arrayContaining([
        'hemanta.kalita@example.org',
        'ee.roads@example.org',
        '9864012345',
        '9435012345',
      ]),
    );
    expect(notices[0]!.body).toContain('12-05-2026 10:30');

    const report = await w.upload(w.people.faa, 'pdf');
    const notTheirs = await w.upload(w.people.appellant, 'pdf');
    const refused = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/dispose`,
      {
        version: current.version,
        verdict: 'dismissed',
        disposalReportFileId: notTheirs,
        remarks: 'Evaluation was in order.',
      },
      w.people.faa,
    );
    expect(messages(refused)).toEqual(['body.disposalReportFileId appeals:validation.disposalReport']);
    const disposed = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/dispose`,
      {
        version: current.version,
        verdict: 'dismissed',
        disposalReportFileId: report,
        remarks: 'Evaluation was in order.',
      },
      w.people.faa,
    );
    expect(disposed.statusCode, disposed.body).toBe(200);
    const done = appealSchema.parse(disposed.json());
    expect([done.state, done.verdict, done.remainingDays]).toEqual(['disposed', 'dismissed', null]);
    expect(done.documents.map((d) => d.kind)).toEqual(['affidavit', 'panCard', 'disposalReport']);

    const register = publicAppealListSchema.parse(
      (await w.get('/api/v1/public/appeals?outcome=dismissed&year=2026')).json(),
    );
    const entry = register.items.find((i) => i.id === appeal.id);
    expect(entry).toMatchObject({
      outcome: 'dismissed',
      appellantOrganisation: 'Kalita Constructions',
      organisation: 'Guwahati Roads Division',
    });
    // No personal contact data in the register.
    const body = (await w.get(`/api/v1/public/appeals/${appeal.id}`)).body;
    expect(body).not.toMatch(/@|9864012345|Hemanta|Zoo Road/);
    expect(
      (await w.get(`/api/v1/public/appeals?outcome=allowed`))
        .json()
        .items.some((i: { id: number }) => i.id === appeal.id),
    ).toBe(false);
    expect(
      (await w.get(`/api/v1/public/appeals?year=2025`))
        .json()
        .items.some((i: { id: number }) => i.id === appeal.id),
    ).toBe(false);
    expect(
      (await w.get(`/api/v1/public/appeals?organisation=${w.units.health}`))
        .json()
        .items.some((i: { id: number }) => i.id === appeal.id),
    ).toBe(false);
    expect(
      (await w.get(`/api/v1/public/appeals?organisation=${w.units.pwd}`))
        .json()
        .items.some((i: { id: number }) => i.id === appeal.id),
    ).toBe(true);
    const download = await w.get(`/api/v1/public/appeals/${appeal.id}/documents/${report}`);
    expect(download.statusCode).toBe(200);
    // The affidavit is not public.
    expect(
      (await w.get(`/api/v1/public/appeals/${appeal.id}/documents/${done.documents[0]!.fileId}`)).statusCode,
    ).toBe(404);
  });

  it('an undecided or active appeal is not in the public register', async () => {
    w.setNow(istAt('2026-06-02'));
    const appeal = await file(w.people.appellant, '2026-06-01');
    expect((await w.get(`/api/v1/public/appeals/${appeal.id}`)).statusCode).toBe(404);
  });

  describe('second appeal (s.38(2))', () => {
    it('is refused before the first is decided, allowed once its thirty days ran out (the first expires), and refused after 15 more days', async () => {
      w.setNow(istAt('2026-07-02'));
      const first = await file(w.people.appellant, '2026-07-01');
      expect(first.dueDate).toBe('2026-08-01');
      const v = await w.values(w.people.appellant, null);
      const early = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 2, firstAppealId: first.id, values: v },
        w.people.appellant,
      );
      expect(early.statusCode).toBe(409);
      expect(messages(early)).toEqual(['body.firstAppealId appeals:validation.firstNotDecided']);

      // Day 30 is still the authority's.
      w.setNow(istAt('2026-08-01', 18));
      expect(
        (
          await w.send(
            'POST',
            '/api/v1/appeals',
            { level: 2, firstAppealId: first.id, values: v },
            w.people.appellant,
          )
        ).statusCode,
      ).toBe(409);

      // Fifteen days from the day the thirty days ran out (1 August): the 16th of August is the last.
      w.setNow(istAt('2026-08-17', 9));
      const late = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 2, firstAppealId: first.id, values: v },
        w.people.appellant,
      );
      expect(late.json().errors).toEqual([
        {
          path: 'body.firstAppealId',
          message: 'appeals:validation.secondLate',
          params: { deadline: '16-08-2026' },
        },
      ]);
      expect((await w.get(`/api/v1/appeals/${first.id}`, w.people.appellant)).json()).toMatchObject({
        state: 'expired',
        expired: true,
        remainingDays: null,
      });
    });

    it('is filed within 15 days of the order on the first, heard by the level II authority of the chain only', async () => {
      w.setNow(istAt('2026-09-02'));
      const first = await file(w.people.appellant2, '2026-09-01');
      const rejected = await w.send(
        'POST',
        `/api/v1/appeals/${first.id}/reject`,
        { version: first.version, remarks: 'Not maintainable' },
        w.people.faa,
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
      w.setNow(istAt('2026-09-17', 20));
      const second = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 2, firstAppealId: first.id, values: await w.values(w.people.appellant2, null) },
        w.people.appellant2,
      );
      expect(second.statusCode, second.body).toBe(201);
      const draft = appealSchema.parse(second.json());
      expect(draft.filingLastDay).toBe('2026-09-17');
      const filed = appealSchema.parse(
        (
          await w.send(
            'POST',
            `/api/v1/appeals/${draft.id}/submit`,
            { version: draft.version, consent: true },
            w.people.appellant2,
          )
        ).json(),
      );
      expect(filed.referenceNo).toMatch(/^AP2\//);
      expect(filed.dueDate).toBe('2026-10-17');
      // Someone else's first appeal is not theirs to appeal.
      const notMine = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 2, firstAppealId: first.id, values: await w.values(w.people.appellant, null) },
        w.people.appellant,
      );
      expect(messages(notMine)).toEqual(['body.firstAppealId appeals:validation.notFirstAppeal']);
      // The level I authority and another chain's level II authority are refused; the chain's level II decides.
      for (const who of [w.people.faa, w.people.saaHealth])
        expect(
          (await w.send('POST', `/api/v1/appeals/${filed.id}/approve`, { version: filed.version }, who))
            .statusCode,
        ).toBe(403);
      const ok = await w.send(
        'POST',
        `/api/v1/appeals/${filed.id}/reject`,
        { version: filed.version, remarks: 'Upheld the first order' },
        w.people.saa,
      );
      expect(ok.json().state).toBe('rejected');
      // One second appeal per first appeal (s.38(2)), even once the first second appeal is closed.
      const again = await w.send(
        'POST',
        '/api/v1/appeals',
        { level: 2, firstAppealId: first.id, values: await w.values(w.people.appellant2, null) },
        w.people.appellant2,
      );
      expect([again.statusCode, ...messages(again)]).toEqual([
        409,
        'body.firstAppealId appeals:validation.secondExists',
      ]);
    });
  });

  it('lists show remaining days, due first; the authority sees its chain only', async () => {
    w.setNow(istAt('2026-10-01'));
    const a = await file(w.people.appellant, '2026-09-30');
    w.setNow(istAt('2026-10-05'));
    const b = await file(w.people.appellant, '2026-10-04');
    w.setNow(istAt('2026-10-10'));
    const list = (await w.get('/api/v1/appeals?view=authority&level=1&state=active', w.people.faa)).json();
    const ours = list.items.filter((i: { id: number }) => i.id === a.id || i.id === b.id);
    expect(ours.map((i: { id: number; remainingDays: number }) => [i.id, i.remainingDays])).toEqual([
      [a.id, 21],
      [b.id, 25],
    ]);
    const sorted = list.items.map((i: { remainingDays: number | null }) => i.remainingDays ?? 999);
    expect(sorted).toEqual([...sorted].sort((x: number, y: number) => x - y));
    expect(
      (await w.get('/api/v1/appeals?view=authority', w.people.faaHealth))
        .json()
        .items.some((i: { id: number }) => i.id === a.id),
    ).toBe(false);
    expect((await w.get('/api/v1/appeals?view=authority', w.people.appellant)).statusCode).toBe(403);
    const mine = (await w.get('/api/v1/appeals?view=mine&level=1', w.people.appellant)).json();
    expect(mine.items.some((i: { id: number }) => i.id === b.id)).toBe(true);
  });

  it('one open appeal per tender and appellant: 20 parallel filings make one draft, the rest 409', async () => {
    w.setNow(istAt('2026-11-02'));
    const tender = await w.tender(w.units.pwdDivision, 5_000);
    const values = await w.values(w.people.appellant2, '2026-11-01');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.send('POST', '/api/v1/appeals', { level: 1, tenderId: tender.id, values }, w.people.appellant2),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(messages(results.find((r) => r.statusCode === 409)!)).toEqual([' appeals:validation.openAppeal']);
    const rows = await w.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenderId, tender.id), eq(appeals.createdBy, w.people.appellant2.id)));
    expect(rows).toHaveLength(1);
  });

  it('documents: the appellant and the chain’s authority download them, others do not; a stale version is 409', async () => {
    w.setNow(istAt('2026-12-02'));
    const appeal = await file(w.people.appellant, '2026-12-01');
    const url = `/api/v1/appeals/${appeal.id}/documents/${appeal.documents[0]!.fileId}`;
    expect((await w.get(url, w.people.appellant)).statusCode).toBe(200);
    expect((await w.get(url, w.people.faa)).statusCode).toBe(200);
    expect((await w.get(url, w.people.faaHealth)).statusCode).toBe(404);
    expect((await w.get(url, w.people.appellant2)).statusCode).toBe(404);
    const stale = await w.send(
      'POST',
      `/api/v1/appeals/${appeal.id}/approve`,
      { version: appeal.version - 1 },
      w.people.faa,
    );
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CONFLICT']);
  });

  it('every appeal route is in the OpenAPI document', async () => {
    const doc = (await w.t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const paths = Object.keys(doc.paths).filter((p) => p.includes('appeals'));
    expect(paths.sort()).toEqual([
      '/api/v1/appeals',
      '/api/v1/appeals/authorities',
      '/api/v1/appeals/authorities/units',
      '/api/v1/appeals/authorities/{id}',
      '/api/v1/appeals/authorities/{id}/history',
      '/api/v1/appeals/tenders',
      '/api/v1/appeals/{id}',
      '/api/v1/appeals/{id}/approve',
      '/api/v1/appeals/{id}/dispose',
      '/api/v1/appeals/{id}/documents/{fileId}',
      '/api/v1/appeals/{id}/hearing',
      '/api/v1/appeals/{id}/reject',
      '/api/v1/appeals/{id}/submit',
      '/api/v1/public/appeals',
      '/api/v1/public/appeals/{id}',
      '/api/v1/public/appeals/{id}/documents/{fileId}',
    ]);
  });
});
