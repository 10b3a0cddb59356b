import { and, eq, like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Grievance,
  grievanceSchema,
  grievanceTrackResultSchema,
} from '../../../common/api/grievances.ts';
import { auditLog, feedback, grievanceOfficers, grievances, outboxMessages } from '../../db/schema/index.ts';
import { grievanceWorld, messages, type Who } from '../../test/grievance-fixtures.ts';

type World = Awaited<ReturnType<typeof grievanceWorld>>;

describe(`grievances (${inject('engine')}): issue #26; spec §3 Grievance and Feedback, §4, §5 captcha and evidence`, () => {
  let w: World;
  beforeAll(async () => {
    w = await grievanceWorld();
  });
  afterAll(() => w.t.close());

  const mail = (purpose: string, text: string) =>
    w.db
      .select({
        recipient: outboxMessages.recipient,
        body: outboxMessages.body,
        channel: outboxMessages.channel,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.purpose, purpose), like(outboxMessages.body, `%${text}%`)));
  const audits = (action: string, id: number) =>
    w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

  async function draft(who: Who = w.people.complainant, extra = {}) {
    const res = await w.send(
      'POST',
      '/api/v1/grievances',
      { kind: 'grievance', values: w.values(extra) },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return grievanceSchema.parse(res.json());
  }
  async function submitted(who: Who = w.people.complainant, extra = {}): Promise<Grievance> {
    const d = await draft(who, extra);
    const res = await w.send(
      'POST',
      `/api/v1/grievances/${d.id}/submit`,
      { version: d.version, ...w.captcha },
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return grievanceSchema.parse(res.json());
  }
  const step = (g: Grievance, action: 'open' | 'reply' | 'close', who: Who, body: object = {}) =>
    w.send('POST', `/api/v1/grievances/${g.id}/${action}`, { version: g.version, ...body }, who);

  it('files a grievance on a tender with a PDF: its number, the acknowledgement and the chain’s officers told, audited', async () => {
    const officer = await w.send(
      'POST',
      '/api/v1/grievance-officers',
      {
        orgUnitId: w.units.pwd,
        name: 'Bina Das',
        designation: 'Grievance Officer',
        email: 'grievance.pwd@example.org',
        mobile: '9435011111',
      },
      w.people.officer,
    );
    expect(officer.statusCode, officer.body).toBe(201);
    const tender = await w.tender(w.units.pwdDivision);
    const evidence = await w.upload(w.people.complainant);
    const g = await submitted(w.people.complainant, { tenderId: tender.id, evidenceFileId: evidence });
    expect(g.state).toBe('submitted');
    expect(g.grievanceNo).toMatch(/^GRV\/\d{4}\/\d{6}$/);
    expect(g.organisation).toBe('Guwahati Roads Division');
    expect(g.tender?.referenceNo).toBe(tender.referenceNo);
    expect(g.evidence?.fileId).toBe(evidence);
    expect(g.actions).toEqual([]);
    const ack = await mail('grievance.acknowledgement', g.grievanceNo!);
    expect(ack.map((m) => m.recipient)).toContain('hemanta.kalita@example.org');
    const told = await mail('grievance.officer', g.grievanceNo!);
    expect(told.map((m) => m.recipient)).toEqual(['grievance.pwd@example.org']);
    expect(await audits('grievance.submitted', g.id)).toHaveLength(1);
    // The complainant downloads their evidence; another complainant cannot.
    expect(
      (await w.get(`/api/v1/grievances/${g.id}/documents/${evidence}`, w.people.complainant)).statusCode,
    ).toBe(200);
    expect(
      (await w.get(`/api/v1/grievances/${g.id}/documents/${evidence}`, w.people.complainant2)).statusCode,
    ).toBe(404);
  });

  it('keeps drafts, saves them again at their version, and refuses an incomplete one with each field’s message', async () => {
    const res = await w.send(
      'POST',
      '/api/v1/grievances',
      { kind: 'suggestion', values: { title: 'Show closing times in IST' } },
      w.people.bidder,
    );
    expect(res.statusCode, res.body).toBe(201);
    const d = grievanceSchema.parse(res.json());
    expect(d.state).toBe('draft');
    expect(d.actions.map((a) => a.action)).toEqual(['submit']);
    const saved = await w.send(
      'PUT',
      `/api/v1/grievances/${d.id}`,
      {
        version: d.version,
        values: { title: 'Show closing times in IST', complaint: 'Say IST beside times.' },
      },
      w.people.bidder,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const again = grievanceSchema.parse(saved.json());
    const stale = await w.send(
      'PUT',
      `/api/v1/grievances/${d.id}`,
      { version: d.version, values: {} },
      w.people.bidder,
    );
    expect(stale.statusCode).toBe(409);
    const incomplete = await w.send(
      'POST',
      `/api/v1/grievances/${d.id}/submit`,
      { version: again.version, ...w.captcha },
      w.people.bidder,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(messages(incomplete)).toContain('values.complainantName grievances:validation.required');
    expect(messages(incomplete)).not.toContain('values.title grievances:validation.required');
    const row = (await w.db.select().from(grievances).where(eq(grievances.id, d.id)))[0]!;
    expect(row.state).toBe('draft');
    expect(row.grievanceNo).toBeNull();
    // Another user neither reads nor saves it.
    expect((await w.get(`/api/v1/grievances/${d.id}`, w.people.complainant)).statusCode).toBe(404);
  });

  it('refuses a missing or wrong captcha, writing nothing', async () => {
    const d = await draft();
    const missing = await w.send(
      'POST',
      `/api/v1/grievances/${d.id}/submit`,
      { version: d.version },
      w.people.complainant,
    );
    expect(missing.statusCode).toBe(400);
    expect(messages(missing).join()).toContain('validation.captcha.required');
    const issued = await w.send('POST', '/api/v1/captcha', { kind: 'question' });
    expect(issued.statusCode, issued.body).toBe(200);
    const wrong = await w.send(
      'POST',
      `/api/v1/grievances/${d.id}/submit`,
      { version: d.version, captchaId: (issued.json() as { id: string }).id, captchaAnswer: '999999' },
      w.people.complainant,
    );
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect((wrong.json() as { code: string }).code).toBe('CAPTCHA_FAILED');
    const row = (await w.db.select().from(grievances).where(eq(grievances.id, d.id)))[0]!;
    expect(row.state).toBe('draft');
    expect(row.version).toBe(d.version);
    expect(await audits('grievance.submitted', d.id)).toHaveLength(0);
  });

  it('refuses evidence that is not a PDF, is 3 MB, or is someone else’s upload (§5: one PDF, at most 2 MB)', async () => {
    const notPdf = await w.uploadRaw(w.people.complainant, Buffer.from('PK\u0003\u0004 not a pdf at all'));
    expect(notPdf.statusCode).toBe(400);
    expect(messages(notPdf)).toEqual(['file validation.file.type']);
    const big = Buffer.concat([w.pdf(), Buffer.alloc(3 * 1_048_576, 0x20)]);
    const tooBig = await w.uploadRaw(w.people.complainant, big);
    expect(tooBig.statusCode).toBe(413);
    expect(messages(tooBig)).toEqual(['file validation.file.size']);
    const theirs = await w.upload(w.people.complainant2);
    const res = await w.send(
      'POST',
      '/api/v1/grievances',
      { kind: 'grievance', values: w.values({ evidenceFileId: theirs }) },
      w.people.complainant,
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['body.values.evidenceFileId grievances:validation.evidenceNotYours']);
  });

  it('submitted → open → closed by the chain’s officer, with a reply and document; the complainant told at each step and reads the replies', async () => {
    const tender = await w.tender(w.units.pwdDivision);
    let g = await submitted(w.people.complainant, { tenderId: tender.id });
    // §4: closing needs it open first.
    const early = await step(g, 'close', w.people.officer, { remarks: 'Closed' });
    expect(early.statusCode).toBe(409);
    const viewed = grievanceSchema.parse(
      (await w.get(`/api/v1/grievances/${g.id}`, w.people.officer)).json(),
    );
    expect(viewed.actions.map((a) => a.action)).toEqual(['open']);
    let res = await step(g, 'open', w.people.officer);
    expect(res.statusCode, res.body).toBe(200);
    g = grievanceSchema.parse(res.json());
    expect(g.state).toBe('open');
    const document = await w.upload(w.people.officer, 'pdf');
    res = await step(g, 'reply', w.people.officer, {
      remarks: 'The refund order is attached',
      documentFileId: document,
    });
    expect(res.statusCode, res.body).toBe(200);
    g = grievanceSchema.parse(res.json());
    const blank = await step(g, 'close', w.people.officer, {});
    expect(blank.statusCode).toBe(400);
    expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
    res = await step(g, 'close', w.people.officer, { remarks: 'Bid security refunded on 12-03-2026' });
    expect(res.statusCode, res.body).toBe(200);
    g = grievanceSchema.parse(res.json());
    expect(g.state).toBe('closed');
    expect(g.ageDays).toBe(0);
    for (const [purpose, action] of [
      ['grievance.open', 'grievance.opened'],
      ['grievance.reply', 'grievance.replied'],
      ['grievance.close', 'grievance.closed'],
    ] as const) {
      expect((await mail(purpose, g.grievanceNo!)).map((m) => m.recipient)).toEqual([
        'hemanta.kalita@example.org',
      ]);
      expect(await audits(action, g.id)).toHaveLength(1);
    }
    const mine = grievanceSchema.parse(
      (await w.get(`/api/v1/grievances/${g.id}`, w.people.complainant)).json(),
    );
    expect(mine.replies.map((r) => [r.action, r.remarks])).toEqual([
      ['open', null],
      ['reply', 'The refund order is attached'],
      ['close', 'Bid security refunded on 12-03-2026'],
    ]);
    expect(mine.replies[1]!.document?.fileId).toBe(document);
    expect(
      (await w.get(`/api/v1/grievances/${g.id}/documents/${document}`, w.people.complainant)).statusCode,
    ).toBe(200);
    // grievancestest: the number and the e-mail, no login.
    const tracked = await w.send('POST', '/api/v1/public/grievances/track', {
      grievanceNo: g.grievanceNo!.toLowerCase(),
      email: 'Hemanta.Kalita@example.org',
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const result = grievanceTrackResultSchema.parse(tracked.json());
    expect(result.state).toBe('closed');
    expect(result.replies.at(-1)?.remarks).toBe('Bid security refunded on 12-03-2026');
    const wrong = await w.send('POST', '/api/v1/public/grievances/track', {
      grievanceNo: g.grievanceNo,
      email: 'someone.else@example.org',
    });
    expect(wrong.statusCode).toBe(404);
    expect(messages(wrong)).toEqual([' grievances:validation.notFound']);
  });

  it('refuses another chain’s officer with its message, writing nothing; the portal admin handles any, and grievances without a chain', async () => {
    const tender = await w.tender(w.units.pwdDivision);
    const g = await submitted(w.people.complainant, { tenderId: tender.id });
    const refused = await step(g, 'open', w.people.officerHealth);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual([' grievances:validation.notYourChain']);
    expect((await w.get(`/api/v1/grievances/${g.id}`, w.people.officerHealth)).statusCode).toBe(404);
    const row = (await w.db.select().from(grievances).where(eq(grievances.id, g.id)))[0]!;
    expect([row.state, row.version]).toEqual(['submitted', g.version]);
    expect(await audits('grievance.opened', g.id)).toHaveLength(0);
    // The complainant cannot handle their own (no handling page, and four eyes).
    expect((await step(g, 'open', w.people.complainant)).statusCode).toBe(403);
    // No tender: no chain; the portal admin only.
    const loose = await submitted(w.people.complainant2);
    expect(loose.organisation).toBeNull();
    expect((await step(loose, 'open', w.people.officer)).statusCode).toBe(403);
    const opened = await step(loose, 'open', w.people.admin, { remarks: 'Looking into it' });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('lists: mine, and handling by the officer’s chains with status and organisation filters, age, and CSV/XLSX export', async () => {
    const tender = await w.tender(w.units.pwdDivision);
    const g = await submitted(w.people.complainant2, { tenderId: tender.id });
    const officerList = (
      await w.get('/api/v1/grievances?view=handling&state=submitted', w.people.officer)
    ).json() as {
      items: { grievanceNo: string; ageDays: number; state: string }[];
    };
    expect(officerList.items.map((i) => i.grievanceNo)).toContain(g.grievanceNo);
    expect(officerList.items.every((i) => i.state === 'submitted')).toBe(true);
    expect(officerList.items.find((i) => i.grievanceNo === g.grievanceNo)?.ageDays).toBe(0);
    const health = (await w.get('/api/v1/grievances?view=handling', w.people.officerHealth)).json() as {
      items: unknown[];
    };
    expect(health.items).toEqual([]);
    const byHealth = (
      await w.get(`/api/v1/grievances?view=handling&organisation=${w.units.health}`, w.people.admin)
    ).json() as {
      items: unknown[];
    };
    expect(byHealth.items).toEqual([]);
    const mine = (await w.get('/api/v1/grievances?view=mine', w.people.complainant2)).json() as {
      items: { id: number }[];
    };
    expect(mine.items.map((i) => i.id)).toContain(g.id);
    const badDates = await w.get(
      '/api/v1/grievances?view=handling&from=2026-05-01&to=2026-04-01',
      w.people.officer,
    );
    expect(badDates.statusCode).toBe(400);
    const csv = await w.get('/api/v1/grievances/export?view=handling&format=csv', w.people.officer);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(g.grievanceNo!);
    const xlsx = await w.get('/api/v1/grievances/export?view=handling&format=xlsx', w.people.officer);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Headings and sheet name in the page's language (lang=as; the shared export catalogue).
    const as = await w.get('/api/v1/grievances/export?view=handling&format=xlsx&lang=as', w.people.officer);
    const files = unzipSync(new Uint8Array(as.rawPayload));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="অভিযোগ"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('>অভিযোগ নং<');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain(g.grievanceNo!);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Grievance No,Type,Status,/);
  });

  it('grievance officers: a nodal officer registers their own chain’s, not another’s; one active entry per chain and e-mail', async () => {
    const body = {
      orgUnitId: w.units.health,
      name: 'Rupam Bora',
      designation: 'Deputy Director',
      email: 'rupam.bora@example.org',
      mobile: '9435022222',
    };
    const foreign = await w.send('POST', '/api/v1/grievance-officers', body, w.people.officer);
    expect(foreign.statusCode).toBe(403);
    const created = await w.send('POST', '/api/v1/grievance-officers', body, w.people.officerHealth);
    expect(created.statusCode, created.body).toBe(201);
    const again = await w.send('POST', '/api/v1/grievance-officers', body, w.people.admin);
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual(['body.email grievances:validation.officerExists']);
    const list = (await w.get('/api/v1/grievance-officers', w.people.officerHealth)).json() as {
      items: { email: string }[];
    };
    expect(list.items.map((o) => o.email)).toEqual(['rupam.bora@example.org']);
    const officer = created.json() as { id: number; version: number };
    const off = await w.send(
      'PUT',
      `/api/v1/grievance-officers/${officer.id}/status`,
      { version: officer.version, active: false },
      w.people.officerHealth,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as { active: boolean }).active).toBe(false);
  });

  it('feedback: sent with the captcha from the public page, refused without it, listed and exported for the portal admin', async () => {
    const body = {
      name: 'Anjali Sharma',
      email: 'anjali.sharma@example.org',
      designation: 'Engineer',
      organisation: 'Sharma Builders',
      reason: 'suggestion',
      countryCode: '+91',
      mobile: '9854033333',
      comments: 'Please add a filter by district on the tender search.',
    };
    const missing = await w.send('POST', '/api/v1/public/feedback', body);
    expect(missing.statusCode).toBe(400);
    expect(messages(missing).join()).toContain('validation.captcha.required');
    const sent = await w.send('POST', '/api/v1/public/feedback', { ...body, ...w.captcha });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = (await w.get('/api/v1/feedback?reason=suggestion', w.people.admin)).json() as {
      items: { name: string; comments: string }[];
    };
    expect(list.items[0]).toMatchObject({ name: 'Anjali Sharma', comments: body.comments });
    expect((await w.get('/api/v1/feedback', w.people.officer)).statusCode).toBe(403);
    const csv = await w.get('/api/v1/feedback/export?format=csv', w.people.admin);
    expect(csv.body).toContain('Anjali Sharma');
    const rows = await w.db.select().from(feedback).where(eq(feedback.email, 'anjali.sharma@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('parallel requests: one of ten opens wins, the rest 409; ten registrations of one officer make one row', async () => {
    const tender = await w.tender(w.units.pwdDivision);
    const g = await submitted(w.people.complainant, { tenderId: tender.id });
    const opens = await Promise.all(Array.from({ length: 10 }, () => step(g, 'open', w.people.officer)));
    expect(opens.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await audits('grievance.opened', g.id)).toHaveLength(1);
    const body = {
      orgUnitId: w.units.pwdDivision,
      name: 'Kamal Deka',
      designation: 'Executive Engineer',
      email: 'kamal.deka@example.org',
      mobile: '9435044444',
    };
    const registrations = await Promise.all(
      Array.from({ length: 10 }, () => w.send('POST', '/api/v1/grievance-officers', body, w.people.officer)),
    );
    expect(registrations.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await w.db
      .select()
      .from(grievanceOfficers)
      .where(eq(grievanceOfficers.email, 'kamal.deka@example.org'));
    expect(rows).toHaveLength(1);
  });
});
