import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appealSchema } from '../../../common/api/appeals.ts';
import { authorityHistorySchema, authoritySchema } from '../../../common/api/appellate-authorities.ts';
import { appellateAuthorities, outboxMessages } from '../../db/schema/index.ts';
import { appealWorld, istAt, messages } from '../../test/appeal-fixtures.ts';

type World = Awaited<ReturnType<typeof appealWorld>>;

describe(`appellate authority masters (${inject('engine')}): issue #25 item 1; spec §3 Appellate authority, §7 appellateAuthority`, () => {
  let w: World;
  let ministry: string;
  let department: string;
  beforeAll(async () => {
    w = await appealWorld();
    const master = async (slug: string, nameEn: string, nameAs: string) => {
      const res = await w.send(
        'POST',
        `/api/v1/masters/${slug}`,
        { nameEn, nameAs, description: '' },
        w.people.admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { code: string }).code;
    };
    ministry = await master('appellate-ministry', 'Finance Ministry of Assam', 'অসমৰ বিত্ত মন্ত্ৰালয়');
    department = await master('appellate-department', 'Public Works Roads', 'ৰাজহুৱা পথ');
  });
  afterAll(() => w.t.close());

  const values = (over: Record<string, unknown> = {}) => ({
    level: 1,
    name: 'Ranjit Bora',
    designation: 'Commissioner and Secretary',
    ministryCode: ministry,
    departmentCode: department,
    email: `r.bora.${Math.random().toString(36).slice(2, 8)}@assam.gov.in`,
    mobile: '9435099001',
    address: 'Janata Bhawan, Dispur, Guwahati 781006',
    orgUnitIds: [w.units.pwd],
    ...over,
  });
  const create = (body: object, who = w.people.admin) =>
    w.send('POST', '/api/v1/appeals/authorities', body, who);

  it('the portal admin names a level I authority for a chain; its ministry, department and chain are shown', async () => {
    const res = await create(values());
    expect(res.statusCode, res.body).toBe(201);
    const a = authoritySchema.parse(res.json());
    expect(a.ministry.nameAs).toBe('অসমৰ বিত্ত মন্ত্ৰালয়');
    expect(a.department.nameEn).toBe('Public Works Roads');
    expect(a.units).toEqual([{ id: w.units.pwd, path: 'Public Works Roads Department' }]);
    const list = await w.get('/api/v1/appeals/authorities?q=ranjit', w.people.admin);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: { id: number }[] }).items.map((i) => i.id)).toContain(a.id);
  });

  it('a chain has one active authority per level: a second for the same unit is refused (409) and nothing is written', async () => {
    const before = (await w.db.select().from(appellateAuthorities)).length;
    const res = await create(values());
    expect(res.statusCode).toBe(409);
    expect(messages(res)).toEqual(['orgUnitIds appeals:authority.validation.unitTaken']);
    expect((await w.db.select().from(appellateAuthorities)).length).toBe(before);
    // Level II of the same chain is another seat.
    expect((await create(values({ level: 2 }))).statusCode).toBe(201);
  });

  it('two admins naming authorities for the same unit at once: exactly one succeeds', async () => {
    const body = () => values({ level: 1, orgUnitIds: [w.units.health] });
    const results = await Promise.all([
      create(body(), w.people.admin),
      create(body(), w.people.admin2),
      create(body(), w.people.admin),
      create(body(), w.people.admin2),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses bad values with their messages: unknown ministry, e-mail, mobile, no chain, an unknown unit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ministryCode: 'NO_SUCH' }, 'ministryCode appeals:authority.validation.unknownMaster'],
      [{ departmentCode: ministry }, 'departmentCode appeals:authority.validation.unknownMaster'],
      [{ email: 'not-an-email' }, 'body.email validation.email.invalid'],
      [{ mobile: '1111111111' }, 'body.mobile validation.mobile.repeated'],
      [{ orgUnitIds: [] }, 'body.orgUnitIds appeals:authority.validation.unitsRequired'],
      [{ orgUnitIds: [99_999_999] }, 'orgUnitIds appeals:authority.validation.unknownUnit'],
      [{ name: '' }, 'body.name appeals:authority.validation.nameRequired'],
    ];
    for (const [over, expected] of cases) {
      const res = await create(values({ level: 2, orgUnitIds: [w.units.pwdDivision], ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res)).toContain(expected);
    }
  });

  it('only the holders of the appellate authority pages keep them (an appellant or an authority gets 403)', async () => {
    for (const who of [w.people.appellant, w.people.faa]) {
      expect((await create(values({ orgUnitIds: [w.units.pwdDivision] }), who)).statusCode).toBe(403);
      expect((await w.get('/api/v1/appeals/authorities', who)).statusCode).toBe(403);
    }
  });

  it('a change needs remarks and the loaded version; the history shows each change with its remarks', async () => {
    const made = authoritySchema.parse(
      (await create(values({ level: 2, orgUnitIds: [w.units.health] }))).json(),
    );
    const change = {
      ...values({ level: 2, orgUnitIds: [w.units.health] }),
      email: made.email,
      designation: 'Principal Secretary',
      status: 1,
      version: made.version,
    };
    const noRemarks = await w.send(
      'PUT',
      `/api/v1/appeals/authorities/${made.id}`,
      { ...change, remarks: '  ' },
      w.people.admin,
    );
    expect(noRemarks.statusCode).toBe(400);
    expect(messages(noRemarks)).toContain('body.remarks validation.remarks.required');
    const ok = await w.send(
      'PUT',
      `/api/v1/appeals/authorities/${made.id}`,
      { ...change, remarks: 'Promoted by the order of 12-02-2026' },
      w.people.admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(authoritySchema.parse(ok.json()).designation).toBe('Principal Secretary');
    const stale = await w.send(
      'PUT',
      `/api/v1/appeals/authorities/${made.id}`,
      { ...change, remarks: 'Second change on an old copy' },
      w.people.admin2,
    );
    expect(stale.statusCode).toBe(409);
    const history = authorityHistorySchema.parse(
      (await w.get(`/api/v1/appeals/authorities/${made.id}/history`, w.people.admin)).json(),
    );
    expect(history.map((h) => [h.action, h.remarks, h.changed])).toEqual([
      ['created', null, []],
      ['updated', 'Promoted by the order of 12-02-2026', ['designation']],
    ]);
  });

  it('made inactive, an authority frees its chain for another', async () => {
    const unit = w.units.pwdDivision;
    const made = authoritySchema.parse((await create(values({ level: 2, orgUnitIds: [unit] }))).json());
    expect((await create(values({ level: 2, orgUnitIds: [unit] }))).statusCode).toBe(409);
    const off = await w.send(
      'PUT',
      `/api/v1/appeals/authorities/${made.id}`,
      {
        ...values({ level: 2, orgUnitIds: [unit] }),
        email: made.email,
        status: 0,
        remarks: 'Retired',
        version: 1,
      },
      w.people.admin,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await create(values({ level: 2, orgUnitIds: [unit] }))).statusCode).toBe(201);
  });

  it('an appeal names the authority of its chain (the nearest unit above the tender’s), who is told by e-mail', async () => {
    w.setNow(istAt('2026-03-05'));
    const tender = await w.tender(w.units.pwdDivision, 10_000_000);
    const draft = appealSchema.parse(
      (
        await w.send(
          'POST',
          '/api/v1/appeals',
          { level: 1, tenderId: tender.id, values: await w.values(w.people.appellant, '2026-03-01') },
          w.people.appellant,
        )
      ).json(),
    );
    expect(draft.authority?.name).toBe('Ranjit Bora');
    const filed = await w.send(
      'POST',
      `/api/v1/appeals/${draft.id}/submit`,
      { version: draft.version, consent: true },
      w.people.appellant,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const appeal = appealSchema.parse(filed.json());
    expect(appeal.authority).toMatchObject({
      name: 'Ranjit Bora',
      designation: 'Commissioner and Secretary',
    });
    expect(appeal.authority?.ministry.nameEn).toBe('Finance Ministry of Assam');
    const told = await w.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'appeal.filedBeforeAuthority'),
          like(outboxMessages.body, `%${appeal.referenceNo}%`),
        ),
      );
    expect(told.map((m) => m.recipient)).toEqual([appeal.authority!.email]);
  });
});
