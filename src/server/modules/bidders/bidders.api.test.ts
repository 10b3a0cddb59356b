import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bidderListSchema,
  debarmentSearchResultSchema,
  registerChangeListSchema,
  registerExamples,
  registerStatusSchema,
  registerVersionSchema,
} from '../../../common/api/bidders.ts';
import type { RoleCode } from '../../../common/roles.ts';
import {
  auditLog,
  bidderRegisterChanges,
  bidderRegisterRows,
  bidderRegisterVersions,
  orgUnits,
  userOrgUnits,
} from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { buildPdf, documentObjects } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

type Who = { id: number; cookies: Record<string, string> };
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));
const messages = (res: { json: () => unknown }) =>
  (
    (res.json() as { errors?: { path: string; message: string; params?: Record<string, string> }[] })
      .errors ?? []
  ).map((e) => `${e.path} ${e.message}${e.params?.line ? ` @${e.params.line}` : ''}`);

describe(`bidder registers (${inject('engine')}): issue #28; spec §3, §5 JSON only, §8 replace and no delete`, () => {
  let t: TestApp;
  let now = new Date('2026-11-28T06:00:00Z');
  const units = { dept: 0, division: 0, other: 0, fresh: 0 };
  const people = {} as Record<'admin' | 'otherAdmin' | 'freshAdmin' | 'creator', Who>;

  async function member(role: RoleCode, unitId: number): Promise<Who> {
    const user = await createUser(t.database.db, { role });
    await t.database.db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId, isPrimary: true });
    const { res, cookies } = await login(t, user.loginId);
    expect(res.statusCode, res.body).toBe(200);
    return { id: user.id, cookies };
  }

  beforeAll(async () => {
    t = await createTestApp(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-bidders-')) },
      { clock: () => now },
    );
    const db = t.database.db;
    const tag = randomBytes(3).toString('hex').toUpperCase().slice(0, 4);
    const unit = async (name: string, level: number, parentId: number | null, code: string) =>
      (
        await db
          .insert(orgUnits)
          .values({ name, level, parentId, shortCode: code })
          .returning({ id: orgUnits.id })
      )[0]!.id;
    units.dept = await unit('Public Works Roads Department', 1, null, `B${tag}`);
    units.division = await unit('Guwahati Roads Division', 2, units.dept, `D${tag}`);
    units.other = await unit('Health Department', 1, null, `O${tag}`);
    units.fresh = await unit('Public Health Engineering Department', 1, null, `F${tag}`);
    people.admin = await member('portal_admin', units.dept);
    people.otherAdmin = await member('portal_admin', units.other);
    people.freshAdmin = await member('portal_admin', units.fresh);
    people.creator = await member('creator', units.dept);
  });
  afterAll(() => t.close());

  async function fileOf(who: Who, bytes: Uint8Array, filename = 'register.json') {
    return uploadFile(t, { purpose: 'bidder-register', filename, bytes, cookies: who.cookies });
  }
  async function upload(who: Who, kind: 'registered' | 'debarred', rows: unknown, replaces: number | null) {
    const file = await fileOf(who, json(rows));
    expect(file.statusCode, file.body).toBe(200);
    return t.write({
      method: 'POST',
      url: `/api/v1/bidder-registers/${kind}/versions`,
      payload: { file: { fileId: (file.json() as { id: number }).id, title: 'register' }, replaces },
      cookies: who.cookies,
    });
  }
  const versionCount = async (kind: string, unitId: number) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bidderRegisterVersions)
          .where(
            and(
              eq(bidderRegisterVersions.kind, kind as 'debarred'),
              eq(bidderRegisterVersions.orgUnitId, unitId),
            ),
          )
      )[0]!.n,
    );

  const luit = {
    registrationNo: 'PWD/REG/2021/0044',
    name: 'M/s. Luit Valley Traders',
    type: 'Partnership Firm',
    debarredFrom: '2026-01-01',
    debarredTo: '2027-12-31',
    reason: 'Forged experience certificate.',
    status: 'active',
  };
  const sunrise = {
    registrationNo: 'HLT/REG/2019/0090',
    name: 'Sunrise Medical Supplies',
    type: 'Proprietorship',
    debarredFrom: '2025-03-01',
    debarredTo: '2026-02-28',
    reason: 'Substandard drugs.',
    status: 'active',
  };
  const manas = {
    registrationNo: 'PHE/REG/2022/0008',
    name: 'Manas Pipes and Fittings',
    type: 'Private Limited Company',
    debarredFrom: '2026-04-01',
    debarredTo: '2028-03-31',
    reason: 'Collusive bidding.',
    status: 'active',
  };

  it('publishes a JSON Schema and an example file per register; the example loads as it is', async () => {
    for (const kind of ['registered', 'debarred'] as const) {
      const schema = await t.app.inject({ url: `/api/v1/bidder-registers/${kind}/schema.json` });
      expect(schema.statusCode).toBe(200);
      expect(schema.headers['content-type']).toContain('application/schema+json');
      const body = schema.json();
      expect(body.required).toEqual(['rows']);
      expect(Object.keys(body.properties.rows.items.properties)).toContain(
        kind === 'registered' ? 'validUpto' : 'debarredFrom',
      );
      const example = await t.app.inject({ url: `/api/v1/bidder-registers/${kind}/example.json` });
      expect(example.statusCode).toBe(200);
      expect(example.json().rows).toEqual(registerExamples[kind].rows);
    }
    const loaded = await upload(people.freshAdmin, 'registered', registerExamples.registered, null);
    expect(loaded.statusCode, loaded.body).toBe(201);
    const version = registerVersionSchema.parse(loaded.json());
    expect(version).toMatchObject({ versionNo: 1, rowCount: 2, rejectedCount: 0, problems: [] });
    expect(version.changes).toEqual({ added: 2, removed: 0, changed: 0 });
  });

  it('refuses a file that is not JSON though named .json (by its bytes), and JSON that is not a register', async () => {
    const pdf = await fileOf(
      people.admin,
      buildPdf({ objects: documentObjects({ text: 'not json' }) }),
      'bidders.json',
    );
    expect(pdf.statusCode).toBe(400);
    expect(messages(pdf)).toEqual(['file validation.file.type']);
    const textFile = await fileOf(
      people.admin,
      new TextEncoder().encode('registrationNo,name\nX1,Someone\n'),
      'b.json',
    );
    expect(textFile.statusCode).toBe(400);
    expect(messages(textFile)).toEqual(['file validation.file.type']);

    const notRegister = await upload(people.admin, 'debarred', { firms: [luit] }, null);
    expect(notRegister.statusCode).toBe(400);
    expect(messages(notRegister)).toEqual(['file bidders:validation.fileShape']);
    expect(await versionCount('debarred', units.dept)).toBe(0);
  });

  it('refuses a file whose every row is bad, naming each row’s line; nothing is written', async () => {
    const rows = {
      rows: [
        { ...luit, debarredFrom: '2026-02-30' },
        { ...sunrise, reason: '' },
      ],
    };
    const res = await upload(people.admin, 'debarred', rows, null);
    expect(res.statusCode).toBe(400);
    // JSON.stringify(…, null, 2): "rows": [ on line 2, the first row's { on line 3, the second's on line 12.
    expect(messages(res)).toEqual([
      'file bidders:validation.noGoodRows',
      'rows.0.debarredFrom bidders:validation.date @3',
      'rows.1.reason bidders:validation.required @12',
    ]);
    expect(await versionCount('debarred', units.dept)).toBe(0);
  });

  it('loads the good rows and reports a malformed row and a duplicate registration number by line', async () => {
    const rows = {
      rows: [
        luit,
        { ...sunrise, debarredTo: '2024-01-01' },
        manas,
        { ...manas, registrationNo: 'phe-reg-2022-0008', name: 'Manas Pipes (again)' },
        { ...sunrise, extra: 'x' },
        'not a row',
      ],
    };
    const res = await upload(people.admin, 'debarred', rows, null);
    expect(res.statusCode, res.body).toBe(201);
    const version = registerVersionSchema.parse(res.json());
    expect(version).toMatchObject({ versionNo: 1, rowCount: 2, rejectedCount: 4 });
    expect(version.problems.map((p) => `${p.line} ${p.field} ${p.message}`)).toEqual(
      [
        '12 debarredTo bidders:validation.endBeforeStart',
        '30 registrationNo bidders:validation.duplicate',
        '39 extra bidders:validation.unknownField',
        '49 ',
      ].map((s, i) => (i === 3 ? '49  bidders:validation.notAnObject' : s)),
    );
    const stored = await t.database.db
      .select({ no: bidderRegisterRows.registrationNo })
      .from(bidderRegisterRows)
      .where(eq(bidderRegisterRows.versionId, version.id));
    expect(stored.map((r) => r.no).sort()).toEqual(['PHE/REG/2022/0008', 'PWD/REG/2021/0044']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'bidderRegister.debarred.uploaded'),
          eq(auditLog.entityId, String(version.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('§8: a new upload must confirm replacing the latest version; the register is the latest and its corrigendum says what changed', async () => {
    const unconfirmed = await upload(people.admin, 'debarred', { rows: [luit] }, null);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().errors[0]).toMatchObject({
      path: 'replaces',
      message: 'bidders:validation.replaceConfirm',
      params: { version: '1' },
    });
    expect(await versionCount('debarred', units.dept)).toBe(1);

    // Version 2: Manas's end and reason changed, Sunrise added, Luit removed.
    const v2 = await upload(
      people.admin,
      'debarred',
      { rows: [{ ...manas, debarredTo: '2029-03-31', reason: 'Collusive bidding; extended.' }, sunrise] },
      1,
    );
    expect(v2.statusCode, v2.body).toBe(201);
    expect(registerVersionSchema.parse(v2.json())).toMatchObject({
      versionNo: 2,
      changes: { added: 1, removed: 1, changed: 1 },
    });

    const status = registerStatusSchema.parse(
      (
        await t.app.inject({ url: '/api/v1/bidder-registers/debarred/status', cookies: people.admin.cookies })
      ).json(),
    );
    expect(status.latest?.versionNo).toBe(2);
    expect(status.versions.map((v) => v.versionNo)).toEqual([2, 1]);

    const list = bidderListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/bidders' })).json(),
    );
    expect(list.items.map((b) => b.registrationNo)).toEqual(['PHE/REG/2022/0008', 'HLT/REG/2019/0090']);

    const corrigenda = registerChangeListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/corrigenda' })).json(),
    );
    const latest = corrigenda.items.filter((c) => c.versionNo === 2);
    expect(latest.map((c) => `${c.change} ${c.registrationNo}`)).toEqual([
      'changed PHE/REG/2022/0008',
      'added HLT/REG/2019/0090',
      'removed PWD/REG/2021/0044',
    ]);
    expect(latest[0]!.fields).toEqual([
      { field: 'debarredTo', old: '2028-03-31', new: '2029-03-31' },
      { field: 'reason', old: 'Collusive bidding.', new: 'Collusive bidding; extended.' },
    ]);
    const removedOnly = registerChangeListSchema.parse(
      (
        await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/corrigenda?change=removed' })
      ).json(),
    );
    expect(removedOnly.items.map((c) => c.name)).toEqual(['M/s. Luit Valley Traders']);
  });

  it('an upload can never be deleted: the API refuses with the §8 message and the database refuses too', async () => {
    const [version] = await t.database.db
      .select()
      .from(bidderRegisterVersions)
      .where(eq(bidderRegisterVersions.orgUnitId, units.dept))
      .limit(1);
    const res = await t.write({
      method: 'DELETE',
      url: `/api/v1/bidder-registers/debarred/versions/${version!.id}`,
      cookies: people.admin.cookies,
    });
    expect(res.statusCode).toBe(405);
    expect(messages(res)).toEqual(['id bidders:validation.cannotDelete']);
    // Another chain's administrator learns nothing about it.
    const other = await t.write({
      method: 'DELETE',
      url: `/api/v1/bidder-registers/debarred/versions/${version!.id}`,
      cookies: people.otherAdmin.cookies,
    });
    expect(other.statusCode).toBe(404);

    const db = t.database.db;
    await expect(
      db.delete(bidderRegisterRows).where(eq(bidderRegisterRows.versionId, version!.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(bidderRegisterChanges).where(eq(bidderRegisterChanges.versionId, version!.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(bidderRegisterVersions).where(eq(bidderRegisterVersions.id, version!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(bidderRegisterVersions)
        .set({ rowCount: 0 })
        .where(eq(bidderRegisterVersions.id, version!.id)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate bidder_register_rows`)).rejects.toThrow();
    expect(await versionCount('debarred', units.dept)).toBe(2);
    const [kept] = await db
      .select()
      .from(bidderRegisterVersions)
      .where(eq(bidderRegisterVersions.id, version!.id));
    expect(kept!.rowCount).toBe(version!.rowCount);
  });

  it('the debarment search finds a firm whatever the case, punctuation or M/s, or by registration number, and says whether today', async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({ url: `/api/v1/public/debarment-search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return debarmentSearchResultSchema.parse(res.json());
    };
    const manasFound = await search('m/s MANAS pipes & fittings.');
    expect(manasFound.today).toBe('2026-11-28');
    expect(manasFound.matches).toEqual([
      {
        registrationNo: 'PHE/REG/2022/0008',
        name: 'Manas Pipes and Fittings',
        debarredBy: 'Public Works Roads Department',
        debarredFrom: '2026-04-01',
        debarredTo: '2029-03-31',
        reason: 'Collusive bidding; extended.',
        status: 'active',
        debarredToday: true,
      },
    ]);
    // Sunrise's term ended on 28-02-2026: found, and not debarred today.
    const sunriseFound = await search('hlt reg 2019 0090');
    expect(sunriseFound.matches.map((m) => [m.name, m.debarredToday])).toEqual([
      ['Sunrise Medical Supplies', false],
    ]);
    now = new Date('2026-01-15T06:00:00Z');
    expect((await search('Sunrise')).matches[0]!.debarredToday).toBe(true);
    now = new Date('2026-11-28T06:00:00Z');
    // Luit was removed by version 2: no longer in the register.
    expect((await search('Luit Valley')).matches).toEqual([]);
    const short = await t.app.inject({ url: '/api/v1/public/debarment-search?q=M%2Fs' });
    expect(short.statusCode).toBe(400);
    expect(messages(short)).toEqual(['querystring.q validation.search.keywordMin']);
  });

  it('lists: keyword of at least 3 characters (§5), status and organisation filters, pages, CSV export', async () => {
    const short = await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/bidders?q=ma' });
    expect(short.statusCode).toBe(400);
    expect(messages(short)).toEqual(['querystring.q validation.search.keywordMin']);
    const byName = bidderListSchema.parse(
      (
        await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/bidders?q=M%2Fs%20manas' })
      ).json(),
    );
    expect(byName.items.map((b) => b.name)).toEqual(['Manas Pipes and Fittings']);
    expect(byName.items[0]).toMatchObject({ organisation: 'Public Works Roads Department', versionNo: 2 });
    const inactive = bidderListSchema.parse(
      (
        await t.app.inject({ url: '/api/v1/public/bidder-registers/debarred/bidders?status=inactive' })
      ).json(),
    );
    expect(inactive.total).toBe(0);
    const byUnit = bidderListSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1/public/bidder-registers/registered/bidders?orgUnitId=${units.fresh}`,
        })
      ).json(),
    );
    expect(byUnit.total).toBe(2);
    const organisations = await t.app.inject({
      url: '/api/v1/public/bidder-registers/debarred/organisations',
    });
    expect(organisations.json()).toEqual(
      expect.arrayContaining([{ id: units.dept, name: 'Public Works Roads Department' }]),
    );

    // 45 firms: three pages of 20.
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...registerExamples.registered.rows[0],
      registrationNo: `PWD/REG/2025/${String(i).padStart(4, '0')}`,
      name: `Firm ${String(i).padStart(2, '0')} Builders`,
    }));
    expect((await upload(people.admin, 'registered', { rows: many }, null)).statusCode).toBe(201);
    const page3 = bidderListSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1/bidder-registers/registered/bidders?page=3&orgUnitId=${units.dept}`,
          cookies: people.admin.cookies,
        })
      ).json(),
    );
    expect(page3).toMatchObject({ total: 45, pageSize: 20 });
    expect(page3.items.map((b) => b.name)).toEqual([
      'Firm 40 Builders',
      'Firm 41 Builders',
      'Firm 42 Builders',
      'Firm 43 Builders',
      'Firm 44 Builders',
    ]);
    // Officials see their own chain's registers only.
    const otherChain = bidderListSchema.parse(
      (
        await t.app.inject({
          url: '/api/v1/bidder-registers/registered/bidders',
          cookies: people.otherAdmin.cookies,
        })
      ).json(),
    );
    expect(otherChain.total).toBe(0);

    const csv = await t.app.inject({
      url: '/api/v1/public/bidder-registers/debarred/bidders/export?q=manas',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFRegistration No,Name,Type,Debarred From,Debarred To,Reason,Status,Debarred By',
      'PHE/REG/2022/0008,Manas Pipes and Fittings,Private Limited Company,2026-04-01,2029-03-31,Collusive bidding; extended.,active,Public Works Roads Department',
    ]);
    // The headings in the page's language (lang=as; the shared export catalogue), the rows as they are.
    const as = await t.app.inject({
      url: '/api/v1/public/bidder-registers/debarred/bidders/export?q=manas&lang=as',
    });
    expect(as.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFপঞ্জীয়ন নং,নাম,প্ৰকাৰ,নিষেধাজ্ঞা আৰম্ভ,নিষেধাজ্ঞা শেষ,কাৰণ,স্থিতি,নিষেধাজ্ঞা দিওঁতা',
      csv.body.split('\r\n')[1],
    ]);
  });

  it('refuses another user’s file, a file of another purpose, a unit outside one’s chain and a role without the page', async () => {
    const mine = await fileOf(people.admin, json({ rows: [luit] }));
    const someoneElses = await t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: { file: { fileId: mine.json().id, title: 'register' }, replaces: null },
      cookies: people.otherAdmin.cookies,
    });
    expect(messages(someoneElses)).toEqual(['file bidders:validation.fileNotYours']);
    const pdf = await uploadFile(t, {
      purpose: 'pdf',
      filename: 'a.pdf',
      bytes: buildPdf({ objects: documentObjects({ text: 'x' }) }),
      cookies: people.admin.cookies,
    });
    const wrongPurpose = await t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: { file: { fileId: pdf.json().id, title: 'register' }, replaces: 2 },
      cookies: people.admin.cookies,
    });
    expect(messages(wrongPurpose)).toEqual(['file bidders:validation.notRegisterFile']);
    const outside = await t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: {
        file: { fileId: mine.json().id, title: 'register' },
        replaces: null,
        orgUnitId: units.other,
      },
      cookies: people.admin.cookies,
    });
    expect(outside.statusCode).toBe(403);
    const creator = await t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: { file: { fileId: mine.json().id, title: 'register' }, replaces: 2 },
      cookies: people.creator.cookies,
    });
    expect(creator.statusCode).toBe(403);
    const anonymous = await t.write({
      method: 'POST',
      url: '/api/v1/bidder-registers/debarred/versions',
      payload: { file: { fileId: mine.json().id, title: 'register' }, replaces: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await versionCount('debarred', units.dept)).toBe(2);
  });

  it('multipleOrg and publishMultipleOrg: an upload assigned to a unit below is public for it only once published', async () => {
    const [latest] = await t.database.db
      .select({ id: bidderRegisterVersions.id })
      .from(bidderRegisterVersions)
      .where(
        and(eq(bidderRegisterVersions.kind, 'debarred'), eq(bidderRegisterVersions.orgUnitId, units.dept)),
      )
      .orderBy(sql`${bidderRegisterVersions.versionNo} desc`)
      .limit(1);
    const url = `/api/v1/bidder-registers/debarred/versions/${latest!.id}`;
    const choices = await t.app.inject({
      url: '/api/v1/bidder-registers/units',
      cookies: people.admin.cookies,
    });
    expect(choices.json()).toEqual([{ id: units.division, name: 'Guwahati Roads Division' }]);
    const outside = await t.write({
      method: 'POST',
      url: `${url}/shares`,
      payload: { orgUnitIds: [units.other] },
      cookies: people.admin.cookies,
    });
    expect(messages(outside)).toEqual(['orgUnitIds bidders:validation.notShareable']);
    const shared = await t.write({
      method: 'POST',
      url: `${url}/shares`,
      payload: { orgUnitIds: [units.division] },
      cookies: people.admin.cookies,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(registerVersionSchema.parse(shared.json()).sharedWith).toEqual([
      { orgUnitId: units.division, organisation: 'Guwahati Roads Division', publishedAt: null },
    ]);
    const again = await t.write({
      method: 'POST',
      url: `${url}/shares`,
      payload: { orgUnitIds: [units.division] },
      cookies: people.admin.cookies,
    });
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual(['orgUnitIds bidders:validation.alreadyShared']);
    const forDivision = `/api/v1/public/bidder-registers/debarred/bidders?orgUnitId=${units.division}`;
    expect(bidderListSchema.parse((await t.app.inject({ url: forDivision })).json()).total).toBe(0);
    const published = await t.write({ method: 'POST', url: `${url}/publish`, cookies: people.admin.cookies });
    expect(published.statusCode, published.body).toBe(200);
    expect(registerVersionSchema.parse(published.json()).sharedWith[0]!.publishedAt).not.toBeNull();
    expect(bidderListSchema.parse((await t.app.inject({ url: forDivision })).json()).total).toBe(2);
    const twice = await t.write({ method: 'POST', url: `${url}/publish`, cookies: people.admin.cookies });
    expect(messages(twice)).toEqual([' bidders:validation.nothingToPublish']);
  });

  it('parallel uploads replacing the same version make one version; the rest are refused (409)', async () => {
    const files = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fileOf(people.freshAdmin, json({ rows: [{ ...luit, reason: `Race ${i}` }] })),
      ),
    );
    const results = await Promise.all(
      files.map((f) =>
        t.write({
          method: 'POST',
          url: '/api/v1/bidder-registers/debarred/versions',
          payload: { file: { fileId: f.json().id, title: 'register' }, replaces: null },
          cookies: people.freshAdmin.cookies,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(results.every((r) => r.statusCode !== 500)).toBe(true);
    expect(await versionCount('debarred', units.fresh)).toBe(1);
    const rows = await t.database.db
      .select({ id: bidderRegisterRows.id })
      .from(bidderRegisterRows)
      .innerJoin(bidderRegisterVersions, eq(bidderRegisterVersions.id, bidderRegisterRows.versionId))
      .where(
        and(eq(bidderRegisterVersions.orgUnitId, units.fresh), eq(bidderRegisterVersions.kind, 'debarred')),
      );
    expect(rows).toHaveLength(1);
  });
});
