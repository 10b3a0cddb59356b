import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orgUnitDetailSchema, orgUnitPageSchema } from '../../../common/api/organisation.ts';
import { auditLog, orgUnitChanges, orgUnits } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`organisation hierarchy with approvals (${inject('engine')}): spec §2 Master data, §3, §4`, () => {
  let t: TestApp;
  let maker: Record<string, string>;
  let checker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    maker = (await loginAs(t, 'portal_admin')).cookies;
    checker = (await loginAs(t, 'portal_admin')).cookies;
  });
  afterAll(() => t.close());

  const get = (url: string, cookies: Record<string, string> = maker) => t.app.inject({ url, cookies });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookies = maker) =>
    t.write({ method, url, payload, cookies });
  const unit = (over: object = {}) => ({
    parentId: null,
    name: 'Public Health  Engineering Department ',
    description: 'Water supply and sanitation',
    shortCode: 'phed',
    status: 1,
    visible: true,
    ...over,
  });
  const changeOf = async (unitId: number) =>
    (await t.database.db.select().from(orgUnitChanges).where(eq(orgUnitChanges.orgUnitId, unitId))).sort(
      (a, b) => b.id - a.id,
    )[0]!;
  const publicIds = async (query: string) =>
    ((await t.app.inject({ url: `/api/v1/org-units?${query}` })).json() as { id: number }[]).map((u) => u.id);

  /** Proposes a unit and has the other administrator approve it. */
  async function approvedUnit(level: number, values: object) {
    const res = await send('POST', `/api/v1/masters/organisation/${level}/units`, values);
    expect(res.statusCode, res.body).toBe(200);
    const { unitId, changeId } = res.json();
    const change = await changeOf(unitId);
    const ok = await send(
      'POST',
      `/api/v1/masters/organisation/${level}/changes/${changeId}/approve`,
      { version: change.version },
      checker,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    return unitId as number;
  }

  it('holds a new unit as pending until a second administrator approves it (four eyes), auditing each step', async () => {
    const res = await send('POST', '/api/v1/masters/organisation/1/units', unit());
    expect(res.statusCode, res.body).toBe(200);
    const { unitId, changeId } = res.json();
    const [row] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, unitId));
    expect(row).toMatchObject({
      name: 'Public Health Engineering Department',
      shortCode: 'PHED',
      approvalState: 'pending',
    });
    expect(await publicIds('level=1')).not.toContain(unitId);

    const own = await send('POST', `/api/v1/masters/organisation/1/changes/${changeId}/approve`, {
      version: 1,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().errors[0].message).toBe('validation.organisation.ownChange');

    const approved = await send(
      'POST',
      `/api/v1/masters/organisation/1/changes/${changeId}/approve`,
      { version: 1, remarks: 'Verified against the Secretariat order' },
      checker,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicIds('level=1')).toContain(unitId);
    const again = await send(
      'POST',
      `/api/v1/masters/organisation/1/changes/${changeId}/approve`,
      { version: 1 },
      checker,
    );
    expect(again.statusCode).toBe(409);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'org_unit'), eq(auditLog.entityId, String(unitId))));
    expect(audit.map((a) => a.action)).toEqual(['org_unit.change.proposed', 'org_unit.change.approved']);
    expect(audit[1]!.detail).toMatchObject({ remarks: 'Verified against the Secretariat order' });
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });

  it('refuses a duplicate short code (any case) and one longer than 6 characters, writing nothing', async () => {
    const before = (await t.database.db.select().from(orgUnits)).length;
    const dup = await send(
      'POST',
      '/api/v1/masters/organisation/1/units',
      unit({ name: 'Other', shortCode: 'Phed' }),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([
      { path: 'body.shortCode', message: 'validation.organisation.shortCodeTaken' },
    ]);
    const long = await send(
      'POST',
      '/api/v1/masters/organisation/1/units',
      unit({ name: 'Other', shortCode: 'ABCDEFG' }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('validation.organisation.shortCodeLength');
    expect((await t.database.db.select().from(orgUnits)).length).toBe(before);
  });

  it('needs an approved parent one level up below level one', async () => {
    const none = await send(
      'POST',
      '/api/v1/masters/organisation/2/units',
      unit({ name: 'Type', shortCode: 'TYP1' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      path: 'body.parentId',
      message: 'validation.organisation.parentRequired',
    });
    const pending = (
      await send(
        'POST',
        '/api/v1/masters/organisation/1/units',
        unit({ name: 'Pending Ministry', shortCode: 'PMIN' }),
      )
    ).json().unitId;
    const under = await send(
      'POST',
      '/api/v1/masters/organisation/2/units',
      unit({ parentId: pending, name: 'Type', shortCode: 'TYP1' }),
    );
    expect(under.json().errors[0].message).toBe('validation.organisation.parentInvalid');
    const options = (await get('/api/v1/masters/organisation/2/parent-options')).json();
    expect(options.map((o: { id: number }) => o.id)).not.toContain(pending);
  });

  it('lists a level with each unit’s chain, searches by keyword of at least 3 characters (§5)', async () => {
    const ministry = await approvedUnit(1, unit({ name: 'Water Resources Department', shortCode: 'WRD' }));
    const type = await approvedUnit(
      2,
      unit({ parentId: ministry, name: 'Directorate or Office', shortCode: 'WRDDO' }),
    );
    await approvedUnit(3, unit({ parentId: type, name: 'Chief Engineer DoWR', shortCode: 'CEWR' }));
    const page = orgUnitPageSchema.parse((await get('/api/v1/masters/organisation/3/units?q=chief')).json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.chain.map((c) => c.name)).toEqual([
      'Water Resources Department',
      'Directorate or Office',
    ]);
    const short = await get('/api/v1/masters/organisation/3/units?q=ch');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('validation.search.keywordMin');
    expect((await get('/api/v1/masters/organisation/3/units?q=zzzz')).json().items).toEqual([]);
    // The public chain API: children of a unit, and a unit with its chain.
    expect(await publicIds(`parentId=${ministry}`)).toEqual([type]);
    const withChain = (await t.app.inject({ url: `/api/v1/org-units/${type}` })).json();
    expect(withChain.chain).toEqual([{ id: ministry, level: 1, name: 'Water Resources Department' }]);
  });

  it('sends a change to approval with remarks; reject goes back to the creator, who corrects and resends', async () => {
    const id = await approvedUnit(1, unit({ name: 'Fisheries Department', shortCode: 'FISH' }));
    const url = `/api/v1/masters/organisation/1/units/${id}`;
    const noRemarks = await send('PUT', url, {
      ...unit({ name: 'Department of Fisheries', shortCode: 'FISH' }),
      version: 2,
    });
    expect(noRemarks.statusCode).toBe(400);
    expect(noRemarks.json().errors[0].message).toBe('validation.remarks.required');
    const stale = await send('PUT', url, {
      ...unit({ name: 'Dept of Fisheries', shortCode: 'FISH' }),
      remarks: 'x',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const proposed = await send('PUT', url, {
      ...unit({ name: 'Department of Fisheries', shortCode: 'FISH' }),
      remarks: 'Renamed by notification',
      version: 2,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const second = await send('PUT', url, {
      ...unit({ name: 'Another', shortCode: 'FISH' }),
      remarks: 'x',
      version: 2,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toBe('validation.organisation.changeOpen');

    const { changeId } = proposed.json();
    const noReason = await send(
      'POST',
      `/api/v1/masters/organisation/1/changes/${changeId}/reject`,
      { version: 1 },
      checker,
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await send(
      'POST',
      `/api/v1/masters/organisation/1/changes/${changeId}/reject`,
      { version: 1, remarks: 'Cite the notification number' },
      checker,
    );
    expect(rejected.statusCode).toBe(200);
    let detail = orgUnitDetailSchema.parse((await get(url)).json());
    expect(detail.unit).toMatchObject({ name: 'Fisheries Department', openChange: { state: 'rejected' } });
    expect(detail.changes[0]).toMatchObject({
      state: 'rejected',
      decisionRemarks: 'Cite the notification number',
      allowedActions: [
        { action: 'resend', remarksRequired: false },
        { action: 'remove', remarksRequired: false },
      ],
    });

    const resend = await send('PUT', `/api/v1/masters/organisation/1/changes/${changeId}`, {
      ...unit({ name: 'Department of Fisheries', shortCode: 'FISH' }),
      remarks: 'Notification FIS.12/2024',
      version: 2,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const next = resend.json().changeId;
    await send('POST', `/api/v1/masters/organisation/1/changes/${next}/approve`, { version: 1 }, checker);
    detail = orgUnitDetailSchema.parse((await get(url)).json());
    expect(detail.unit).toMatchObject({ name: 'Department of Fisheries', version: 3, openChange: null });
    expect(detail.changes.map((c) => `${c.kind}:${c.state}`)).toEqual([
      'update:approved',
      'update:resent',
      'create:approved',
    ]);
  });

  it('lets the creator withdraw a waiting proposal (removed), freeing its short code', async () => {
    const res = await send(
      'POST',
      '/api/v1/masters/organisation/1/units',
      unit({ name: 'Withdrawn', shortCode: 'WDRN' }),
    );
    const { unitId, changeId } = res.json();
    const byOther = await send(
      'POST',
      `/api/v1/masters/organisation/1/changes/${changeId}/remove`,
      { version: 1 },
      checker,
    );
    expect(byOther.statusCode).toBe(403);
    const removed = await send('POST', `/api/v1/masters/organisation/1/changes/${changeId}/remove`, {
      version: 1,
    });
    expect(removed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, unitId));
    expect(row!.approvalState).toBe('removed');
    const reuse = await send(
      'POST',
      '/api/v1/masters/organisation/1/units',
      unit({ name: 'Reused', shortCode: 'WDRN' }),
    );
    expect(reuse.statusCode).toBe(200);
  });

  it('keeps a unit with active children active', async () => {
    const parent = await approvedUnit(1, unit({ name: 'Parent Ministry', shortCode: 'PARM' }));
    await approvedUnit(2, unit({ parentId: parent, name: 'Child Type', shortCode: 'CHT' }));
    const res = await send('PUT', `/api/v1/masters/organisation/1/units/${parent}`, {
      ...unit({ name: 'Parent Ministry', shortCode: 'PARM', status: 0 }),
      remarks: 'Wound up',
      version: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      path: 'body.status',
      message: 'validation.organisation.activeChildren',
    });
  });

  it('refuses master changes to roles without the master pages (spec §6) and to visitors', async () => {
    const { cookies } = await loginAs(t, 'creator');
    expect(
      (await send('POST', '/api/v1/masters/organisation/1/units', unit({ shortCode: 'NOPE' }), cookies))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/v1/masters/organisation/1/units', cookies)).statusCode).toBe(403);
    expect(
      (await t.write({ method: 'POST', url: '/api/v1/masters/organisation/1/units', payload: unit() }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/org-units?level=1' })).statusCode).toBe(200);
  });

  it('two decisions on one proposal: one wins, the other gets 409, nothing half-written', async () => {
    const res = await send(
      'POST',
      '/api/v1/masters/organisation/1/units',
      unit({ name: 'Race', shortCode: 'RACE' }),
    );
    const { unitId, changeId } = res.json();
    const third = (await loginAs(t, 'portal_admin')).cookies;
    const [a, b] = await Promise.all([
      send('POST', `/api/v1/masters/organisation/1/changes/${changeId}/approve`, { version: 1 }, checker),
      send(
        'POST',
        `/api/v1/masters/organisation/1/changes/${changeId}/reject`,
        { version: 1, remarks: 'No' },
        third,
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, unitId));
    const changes = await t.database.db
      .select()
      .from(orgUnitChanges)
      .where(inArray(orgUnitChanges.id, [changeId]));
    expect(row!.approvalState).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
    expect(changes[0]!.state).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
  });

  it('20 change proposals for one unit at once: one is waiting, 19 get 409 (issue #23 item 2)', async () => {
    const id = await approvedUnit(1, unit({ name: 'Concurrent', shortCode: 'CONC' }));
    const url = `/api/v1/masters/organisation/1/units/${id}`;
    const propose = (name: string) =>
      send('PUT', url, { ...unit({ name, shortCode: 'CONC' }), remarks: 'Rename', version: 2 });
    // One pending change per unit is the partial unique index `org_unit_changes_open_uq`: on
    // PostgreSQL the checks before the insert all pass at once, and the index decides.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => propose(`Concurrent ${i}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 200);
    expect(losers.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const loser of losers)
      expect(loser.json()).toMatchObject({
        code: 'ALREADY_EXISTS',
        errors: [{ path: '', message: 'validation.organisation.changeOpen' }],
      });
    const open = await t.database.db.select().from(orgUnitChanges).where(eq(orgUnitChanges.orgUnitId, id));
    expect(open.filter((c) => c.state === 'pending')).toHaveLength(1);
  });
});
