import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type PlanCreate,
  planSchema,
  publicPlanItemSchema,
  publicPlanListSchema,
  publicPlanOptionsSchema,
  tenderLookupSchema,
} from '../../../common/api/plans.ts';
import { tenderDetailSchema } from '../../../common/api/tenders.ts';
import type { RoleCode } from '../../../common/roles.ts';
import {
  auditLog,
  orgUnits,
  procurementPlans,
  procurementPlanTenders,
  roles,
  tenderAwards,
  tenders,
  userOrgUnits,
  userRoles,
} from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createUser, login } from '../../test/accounts.ts';
import { messages } from '../../test/appeal-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoEpublishTenders } from '../epublish/index.ts';
import { bootstrapAccounts } from '../users/index.ts';
import { ensureDemoPlans } from './demo.ts';

type Who = { id: number; cookies: Record<string, string> };

/**
 * Issue #27 item 5 (spec §2 annualprocurementplan, annualprocurementplanapproval,
 * annualprocurementplan/{id}, annualprocurementplandisplay; §7 annualProcurementUserPlan and
 * annualProcurementPublicPlan; decision 052): each organisation's plan for a financial year, item
 * by item, entered by its users, approved by a second person or returned with remarks, then public;
 * plan items linked to the tenders that carry them out, shown both ways.
 */
describe(`annual procurement plans (${inject('engine')}): issue #27 item 5`, () => {
  let t: TestApp;
  const tag = randomBytes(3).toString('hex');
  let units: { top: number; unit: number; other: number };
  let writer: Who;
  let writer2: Who;
  let approver: Who;
  let outsider: Who;
  let both: Who;
  let admin: Who;
  let tender: { id: number; uid: string };
  let otherTender: { id: number; uid: string };

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-plans-')) });
    const db = t.database.db;
    const unit = async (name: string, level: number, parentId: number | null) => {
      const [row] = await db
        .insert(orgUnits)
        .values({ name: `${name} ${tag}`, level, parentId })
        .returning({ id: orgUnits.id });
      return row!.id;
    };
    const top = await unit('Water Resources Department', 1, null);
    units = {
      top,
      unit: await unit('Chief Engineer Water Resources', 2, top),
      other: await unit('Health Department', 1, null),
    };
    const member = async (codes: RoleCode[], unitId: number | null): Promise<Who> => {
      const user = await createUser(db, { role: codes[0] });
      for (const code of codes.slice(1)) {
        const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
        await db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
      }
      if (unitId) await db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId });
      const { res, cookies } = await login(t, user.loginId);
      expect(res.statusCode, res.body).toBe(200);
      return { id: user.id, cookies };
    };
    writer = await member(['creator'], units.unit);
    writer2 = await member(['po_admin'], units.unit);
    // The approver sits above the unit: its chain covers the unit's plans.
    approver = await member(['publisher'], units.top);
    outsider = await member(['publisher'], units.other);
    both = await member(['creator', 'publisher'], units.unit);
    admin = await member(['portal_admin'], null);
    const publicTender = async (unitId: number, title: string) => {
      const externalId = `2026_WRD_${randomBytes(4).toString('hex')}_1`;
      const [row] = await db
        .insert(tenders)
        .values({
          uid: `epublish-${externalId}`,
          source: 'epublish',
          externalId,
          referenceNo: `WRD/${externalId}`,
          title,
          orgUnitId: unitId,
          publishedAt: new Date(),
          awarded: true,
          contentHash: externalId,
        })
        .returning({ id: tenders.id, uid: tenders.uid });
      return { id: Number(row!.id), uid: row!.uid };
    };
    tender = await publicTender(units.unit, `Raising and strengthening of the Brahmaputra dyke ${tag}`);
    await db
      .insert(tenderAwards)
      .values({ tenderId: tender.id, bidderName: 'Lachit Constructions', valueInr: 41000000 });
    otherTender = await publicTender(units.other, `Supply of hospital beds ${tag}`);
  });
  afterAll(() => t.close());

  const get = (url: string, who?: Who) => t.app.inject({ url, cookies: who?.cookies ?? {} });
  const send = (url: string, payload: object, who: Who, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
    t.write({ method, url, payload, cookies: who.cookies });

  let nextYear = 2000;
  const body = (over: Partial<PlanCreate> = {}): PlanCreate => ({
    orgUnitId: units.unit,
    financialYear: nextYear++,
    items: [
      {
        subject: `Raising of the Brahmaputra dyke at Palasbari ${tag}`,
        category: 'works',
        estimatedValue: 45000000,
        quarter: 2,
        method: 'openTender',
      },
      {
        subject: 'Supply of flood-fighting sand bags',
        category: 'goods',
        estimatedValue: 1250000.5,
        quarter: 1,
        method: 'gem',
      },
    ],
    ...over,
  });
  async function create(over: Partial<PlanCreate> = {}, who = writer) {
    const res = await send('/api/v1/plans', body(over), who);
    expect(res.statusCode, res.body).toBe(201);
    return planSchema.parse(res.json());
  }
  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    send(`/api/v1/plans/${id}/${action}`, { version, ...(remarks ? { remarks } : {}) }, who);
  async function approved() {
    const plan = await create();
    expect((await act(plan.id, 'send', plan.version, writer)).statusCode).toBe(200);
    const res = await act(plan.id, 'approve', plan.version + 1, approver);
    expect(res.statusCode, res.body).toBe(200);
    return planSchema.parse(res.json());
  }

  it('enters a draft plan with its items; it is not public; the writer sends it, cannot approve it (four eyes); the chain’s publisher approves it and it becomes public; audited', async () => {
    const plan = await create();
    expect(plan).toMatchObject({ state: 'draft', orgUnitId: units.unit, editable: true, linkable: false });
    expect(
      plan.items.map((i) => [i.subject.slice(0, 9), i.category, i.estimatedValue, i.quarter, i.method]),
    ).toEqual([
      ['Raising o', 'works', 45000000, 2, 'openTender'],
      ['Supply of', 'goods', 1250000.5, 1, 'gem'],
    ]);
    expect(plan.totalValue).toBe(46250000.5);
    expect(plan.allowedActions).toEqual([{ action: 'send', remarksRequired: false }]);
    // A second plan user of the chain sees and may send it ("entered by its users").
    const seen = planSchema.parse((await get(`/api/v1/plans/${plan.id}`, writer2)).json());
    expect(seen.allowedActions.map((a) => a.action)).toEqual(['send']);

    const sent = await act(plan.id, 'send', plan.version, writer);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(planSchema.parse(sent.json())).toMatchObject({ state: 'sent', editable: false });

    // The approver sees approve and return (remarks required to return).
    const queue = planSchema.parse((await get(`/api/v1/plans/${plan.id}`, approver)).json());
    expect(queue.allowedActions).toEqual([
      { action: 'approve', remarksRequired: false },
      { action: 'return', remarksRequired: true },
    ]);
    expect(
      (await get(`/api/v1/public/plans?year=${plan.financialYear}&unit=${units.unit}`)).json(),
    ).toMatchObject({ total: 0 });

    // Holding both roles does not let the writer approve their own plan.
    const bothPlan = await create({}, both);
    await act(bothPlan.id, 'send', 1, both);
    const own = await act(bothPlan.id, 'approve', 2, both);
    expect(own.statusCode).toBe(403);
    expect(messages(own)).toEqual([' plans:validation.ownPlan']);

    const ok = await act(plan.id, 'approve', plan.version + 1, approver, 'Within the budget estimates.');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(planSchema.parse(ok.json())).toMatchObject({
      state: 'approved',
      remarks: 'Within the budget estimates.',
    });

    const list = publicPlanListSchema.parse(
      (await get(`/api/v1/public/plans?year=${plan.financialYear}&unit=${units.unit}`)).json(),
    );
    expect(list.items.map((i) => [i.subject.slice(0, 9), i.organisation, i.financialYear])).toEqual([
      ['Raising o', `Chief Engineer Water Resources ${tag}`, plan.financialYear],
      ['Supply of', `Chief Engineer Water Resources ${tag}`, plan.financialYear],
    ]);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(plan.id)));
    expect(trail.map((r) => r.action).filter((a) => a.startsWith('plan.'))).toEqual([
      'plan.created',
      'plan.send',
      'plan.approve',
    ]);
  });

  it('returns a plan only with remarks; its users correct the items and send it again; a stale save gets 409; a sent plan cannot be edited', async () => {
    const plan = await create();
    await act(plan.id, 'send', 1, writer);
    const blank = await act(plan.id, 'return', 2, approver);
    expect(blank.statusCode).toBe(400);
    expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
    const notEditable = await send(
      `/api/v1/plans/${plan.id}`,
      { version: 2, items: body().items },
      writer,
      'PUT',
    );
    expect(notEditable.statusCode).toBe(409);
    expect(messages(notEditable)).toEqual([' plans:validation.notEditable']);

    const returned = await act(plan.id, 'return', 2, approver, 'Add the quarter of the dyke work.');
    expect(planSchema.parse(returned.json())).toMatchObject({ state: 'returned', editable: false });
    // Its users see the remarks and may change the items again.
    expect(planSchema.parse((await get(`/api/v1/plans/${plan.id}`, writer)).json())).toMatchObject({
      state: 'returned',
      editable: true,
      remarks: 'Add the quarter of the dyke work.',
      allowedActions: [{ action: 'send', remarksRequired: false }],
    });
    const items = [
      {
        subject: 'Raising of the dyke, phase one',
        category: 'works',
        estimatedValue: 30000000,
        quarter: 3,
        method: 'openTender',
      },
    ];
    const saved = await send(`/api/v1/plans/${plan.id}`, { version: 3, items }, writer2, 'PUT');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(planSchema.parse(saved.json())).toMatchObject({ version: 4, totalValue: 30000000 });
    const stale = await send(`/api/v1/plans/${plan.id}`, { version: 3, items }, writer, 'PUT');
    expect(stale.statusCode).toBe(409);
    expect(messages(stale)).toEqual([' validation.workflow.stale']);
    expect((await act(plan.id, 'send', 4, writer2)).statusCode).toBe(200);
  });

  it('refuses bad input with translated messages, never a 500 and never a row', async () => {
    const before = await t.database.db.select({ id: procurementPlans.id }).from(procurementPlans);
    const cases: [object, string[]][] = [
      [{ ...body(), items: [] }, ['body.items plans:validation.noItems']],
      [{ ...body(), financialYear: 1999 }, ['body.financialYear plans:validation.year']],
      [
        {
          ...body(),
          items: [{ subject: '', category: 'food', estimatedValue: -5, quarter: 5, method: 'auction' }],
        },
        [
          'body.items.0.subject plans:validation.required',
          'body.items.0.category plans:validation.required',
          'body.items.0.estimatedValue plans:validation.value',
          'body.items.0.quarter plans:validation.quarter',
          'body.items.0.method plans:validation.required',
        ],
      ],
      [{ ...body(), orgUnitId: units.other }, ['body.orgUnitId plans:validation.unitNotYours']],
      [{ ...body(), orgUnitId: units.top }, ['body.orgUnitId plans:validation.unitNotYours']],
    ];
    for (const [payload, expected] of cases) {
      const res = await send('/api/v1/plans', payload, writer);
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res).sort()).toEqual(expected.sort());
    }
    const after = await t.database.db.select({ id: procurementPlans.id }).from(procurementPlans);
    expect(after).toHaveLength(before.length);
  });

  it('keeps everyone to their chain and their menus: an outsider is told the plan does not exist; approvers cannot enter plans; a portal admin has no plan menus', async () => {
    const plan = await create();
    await act(plan.id, 'send', 1, writer);
    expect((await get(`/api/v1/plans/${plan.id}`, outsider)).statusCode).toBe(404);
    expect((await act(plan.id, 'approve', 2, outsider)).statusCode).toBe(404);
    const mine = (await get('/api/v1/plans', outsider)).json() as { items: { id: number }[] };
    expect(mine.items.map((p) => p.id)).not.toContain(plan.id);
    expect((await send('/api/v1/plans', body({ orgUnitId: units.top }), approver)).statusCode).toBe(403);
    expect((await act(plan.id, 'approve', 2, writer2)).statusCode).toBe(403);
    expect((await get('/api/v1/plans', admin)).statusCode).toBe(403);
    // The units a plan user may enter plans for: their own and below, never above.
    const unitsRes = (await get('/api/v1/plans/units', writer)).json() as { items: { id: number }[] };
    expect(unitsRes.items.map((u) => u.id)).toEqual([units.unit]);
  });

  it('one plan per unit and financial year: a second is refused with the rule’s message', async () => {
    const plan = await create();
    const again = await send('/api/v1/plans', body({ financialYear: plan.financialYear }), writer2);
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual(['body.financialYear plans:validation.planExists']);
  });

  it('20 parallel creates of one unit’s plan for one year: one plan, 19 × 409 (the unique index holds it)', async () => {
    const year = 2090;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('/api/v1/plans', body({ financialYear: year }), i % 2 ? writer2 : writer),
      ),
    );
    expect(
      responses.filter((r) => r.statusCode === 201),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode !== 201);
    expect(losers.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const loser of losers)
      expect(messages(loser)).toEqual(['body.financialYear plans:validation.planExists']);
    const rows = await t.database.db
      .select({ id: procurementPlans.id })
      .from(procurementPlans)
      .where(eq(procurementPlans.financialYear, year));
    expect(rows).toHaveLength(1);
  });

  it('links an approved plan item to the tender that carries it out, found by its Tender ID or title; the public sees plan → tender → award and tender → plan', async () => {
    const draft = await create();
    const early = await send(
      `/api/v1/plans/items/${draft.items[0]!.id}/tenders`,
      { tenderId: tender.id },
      writer,
    );
    expect(early.statusCode).toBe(409);
    expect(messages(early)).toEqual([' plans:validation.notApproved']);

    const plan = await approved();
    expect(plan.linkable).toBe(false); // the approver links nothing
    const item = plan.items[0]!;
    const byTitle = tenderLookupSchema.parse(
      (await get(`/api/v1/plans/tender-lookup?q=${encodeURIComponent(`dyke ${tag}`)}`, writer)).json(),
    );
    expect(byTitle.items.map((x) => x.id)).toEqual([tender.id]);
    const tenderCode = tender.uid.replace('epublish-', '');
    const byId = tenderLookupSchema.parse(
      (await get(`/api/v1/plans/tender-lookup?q=${tenderCode}`, writer)).json(),
    );
    expect(byId.items.map((x) => x.id)).toEqual([tender.id]);
    // Another chain's tender is not offered, and is refused when sent anyway.
    const hidden = tenderLookupSchema.parse(
      (
        await get(`/api/v1/plans/tender-lookup?q=${encodeURIComponent(`hospital beds ${tag}`)}`, writer)
      ).json(),
    );
    expect(hidden.items).toEqual([]);
    const foreign = await send(
      `/api/v1/plans/items/${item.id}/tenders`,
      { tenderId: otherTender.id },
      writer,
    );
    expect(foreign.statusCode).toBe(400);
    expect(messages(foreign)).toEqual(['body.tenderId plans:validation.tenderNotYours']);
    const unknown = await send(`/api/v1/plans/items/${item.id}/tenders`, { tenderId: 999999999 }, writer);
    expect(messages(unknown)).toEqual(['body.tenderId plans:validation.tenderUnknown']);

    const linked = await send(`/api/v1/plans/items/${item.id}/tenders`, { tenderId: tender.id }, writer2);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(planSchema.parse(linked.json()).items[0]!.tenders).toMatchObject([
      {
        id: tender.id,
        uid: tender.uid,
        awarded: true,
        awards: [{ bidderName: 'Lachit Constructions', valueInr: 41000000 }],
      },
    ]);
    // A tender carries out one plan item only.
    const twice = await send(
      `/api/v1/plans/items/${plan.items[1]!.id}/tenders`,
      { tenderId: tender.id },
      writer,
    );
    expect(twice.statusCode).toBe(409);
    expect(messages(twice)).toEqual(['body.tenderId plans:validation.tenderLinked']);

    // plan item → tender → award, publicly.
    const publicItem = publicPlanItemSchema.parse(
      (await get(`/api/v1/public/plans/items/${item.id}`)).json(),
    );
    expect(publicItem.tenders.map((x) => [x.uid, x.awards.map((a) => a.bidderName)])).toEqual([
      [tender.uid, ['Lachit Constructions']],
    ]);
    // tender → plan item, on the tender's full view.
    const detail = tenderDetailSchema.parse((await get(`/api/v1/public/tenders/${tender.uid}`)).json());
    expect(detail.planItems).toEqual([
      {
        id: item.id,
        subject: item.subject,
        organisation: `Chief Engineer Water Resources ${tag}`,
        financialYear: plan.financialYear,
      },
    ]);
    // A draft plan's item is never public.
    expect((await get(`/api/v1/public/plans/items/${draft.items[0]!.id}`)).statusCode).toBe(404);

    const unlinked = await send(`/api/v1/plans/items/${item.id}/tenders/${tender.id}`, {}, writer, 'DELETE');
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(
      tenderDetailSchema.parse((await get(`/api/v1/public/tenders/${tender.uid}`)).json()).planItems,
    ).toEqual([]);
    const again = await send(`/api/v1/plans/items/${item.id}/tenders/${tender.id}`, {}, writer, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(messages(again)).toEqual([' plans:validation.notLinked']);
    const links = await t.database.db
      .select({ item: procurementPlanTenders.itemId })
      .from(procurementPlanTenders)
      .where(eq(procurementPlanTenders.tenderId, tender.id));
    expect(links).toEqual([]);
  });

  it('20 parallel links of one tender to two items: one link, 19 × 409', async () => {
    const plan = await approved();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          `/api/v1/plans/items/${plan.items[i % 2]!.id}/tenders`,
          { tenderId: tender.id },
          i % 3 ? writer : writer2,
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(
      Array(19).fill(409),
    );
    const links = await t.database.db
      .select({ item: procurementPlanTenders.itemId })
      .from(procurementPlanTenders)
      .where(eq(procurementPlanTenders.tenderId, tender.id));
    expect(links).toHaveLength(1);
    await send(`/api/v1/plans/items/${links[0]!.item}/tenders/${tender.id}`, {}, writer, 'DELETE');
  });

  it('the public list filters by year, organisation and category, gives its filter choices, and downloads as CSV and XLSX with formula-safe cells', async () => {
    const plan = await create({
      items: [
        {
          subject: '-(drains) desilting',
          category: 'services',
          estimatedValue: 900000,
          quarter: 4,
          method: 'limitedTender',
        },
        { subject: 'Supply of pumps', category: 'goods', estimatedValue: 700000, quarter: 1, method: 'gem' },
      ],
    });
    await act(plan.id, 'send', 1, writer);
    await act(plan.id, 'approve', 2, approver);
    const filtered = publicPlanListSchema.parse(
      (await get(`/api/v1/public/plans?year=${plan.financialYear}&unit=${units.unit}&category=goods`)).json(),
    );
    expect(filtered.items.map((i) => i.subject)).toEqual(['Supply of pumps']);
    const options = publicPlanOptionsSchema.parse((await get('/api/v1/public/plans/options')).json());
    expect(options.years).toContain(plan.financialYear);
    expect(options.organisations).toContainEqual({
      id: units.unit,
      name: `Chief Engineer Water Resources ${tag}`,
    });
    const bad = await get('/api/v1/public/plans?category=food&year=abc');
    expect(bad.statusCode).toBe(400);

    const csv = await get(
      `/api/v1/public/plans/export?format=csv&year=${plan.financialYear}&unit=${units.unit}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`'-(drains) desilting`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    const xlsx = await get(`/api/v1/public/plans/export?format=xlsx&year=${plan.financialYear}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The headings in the page's language (the shared export catalogue), English by default.
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Financial year,Organisation,Subject,Category,Estimated value (INR),Quarter,Method,Tenders',
    );
    const as = await get(
      `/api/v1/public/plans/export?format=csv&year=${plan.financialYear}&unit=${units.unit}&lang=as`,
    );
    const asLines = as.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(asLines[0]).toBe('বিত্তীয় বৰ্ষ,সংস্থা,বিষয়,শ্ৰেণী,আনুমানিক মূল্য (টকা),ত্ৰৈমাসিক,ক্ৰয় পদ্ধতি,নিবিদা');
    expect(asLines.slice(1)).toEqual(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1),
    );
  });
});

describe(`demo annual procurement plans (${inject('engine')}): issue #27 item 5 "demo content in both languages"`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-plans-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
    await ensureDemoEpublishTenders({ db: t.database.db, store: diskStore(path.join(dataDir, 'files')) });
  });
  afterAll(() => t.close());

  it('plans in every state, in English and Assamese, once; the current year’s items carry out demo tenders, one awarded, seen both ways', async () => {
    const today = new Date('2026-06-10T06:00:00Z');
    expect(await ensureDemoPlans({ db: t.database.db, today })).toBe(5);
    expect(await ensureDemoPlans({ db: t.database.db, today })).toBe(0);
    const plans = await t.database.db.select().from(procurementPlans);
    expect(plans.map((p) => `${p.financialYear} ${p.state}`).sort()).toEqual([
      '2025 approved',
      '2026 approved',
      '2027 sent',
      '2028 returned',
      '2029 draft',
    ]);
    expect(plans.find((p) => p.state === 'returned')?.remarks).toMatch(/Split the networking item/);
    const list = publicPlanListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/plans?year=2025' })).json(),
    );
    expect(list.items[0]!.subject).toMatch(/[\u0980-\u09FF]/);
    const current = publicPlanListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/plans?year=2026' })).json(),
    );
    const [hall, lights] = current.items;
    expect(hall!.tenders.map((x) => [x.title, x.awarded])).toEqual([
      ['Construction of community hall at Tezpur', true],
    ]);
    expect(hall!.tenders[0]!.awards).not.toEqual([]);
    expect(lights!.tenders.map((x) => x.title)).toEqual([
      'Supply of solar street lights for Nagaon municipal board',
    ]);
    const detail = tenderDetailSchema.parse(
      (await t.app.inject({ url: `/api/v1/public/tenders/${hall!.tenders[0]!.uid}` })).json(),
    );
    expect(detail.planItems.map((i) => i.subject)).toEqual(['Construction of a community hall at Tezpur']);
  });
});
