import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  dashboardSchema,
  type TenderFigures,
  tasksSchema,
  tenderReportSchema,
} from '../../../common/api/reports.ts';
import { menuPathTo, type RouteId } from '../../../common/routes/index.ts';
import { orgUnits, tenderCorrigenda, tenders, userOrgUnits } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { epublishWorld, ist, type Who } from '../../test/epublish-fixtures.ts';
import { refreshReports } from './index.ts';

/**
 * Issue #29 "Done when": API tests on both engines prove each report's figures on known data,
 * including an ePublish tender published and then cancelled inside the interval. The expected
 * figures are computed here straight from the fixture rows (IST calendar days, spec §9), not
 * read from the code under test.
 */

type Fixture = {
  key: string;
  source: string;
  unit: 'top' | 'unit' | 'div' | 'sub' | 'other' | null;
  category: string | null;
  type: string | null;
  published: string;
  value: number | null;
  closing?: string;
  awarded?: { on: string; value: number };
  cancelledOn?: string;
  corrigenda?: string[];
};

/** Instants written in IST, as the source portals give them. */
const fixtures: Fixture[] = [
  {
    key: 'T1',
    source: 'eprocure',
    unit: 'div',
    category: 'Works',
    type: 'Open Tender',
    published: '2024-04-20T10:00:00+05:30',
    value: 1_000_000,
    closing: '2024-05-05T17:00:00+05:30',
    corrigenda: ['2024-04-25T11:00:00+05:30'],
  },
  {
    key: 'T2',
    source: 'eprocure',
    unit: 'sub',
    category: 'Goods',
    type: 'Limited Tender',
    published: '2024-05-15T10:00:00+05:30',
    value: null,
    closing: '2024-06-01T17:00:00+05:30',
  },
  // 23:00 IST on 31 May: May in IST (17:30 UTC).
  {
    key: 'T3',
    source: 'gem',
    unit: 'other',
    category: 'Goods',
    type: 'Open Tender',
    published: '2024-05-31T23:00:00+05:30',
    value: 500_000,
    awarded: { on: '2024-06-20', value: 450_000 },
  },
  // 00:30 IST on 1 June: June in IST although still 31 May in UTC; linked to no unit.
  {
    key: 'T4',
    source: 'pmgsy',
    unit: null,
    category: 'Works',
    type: null,
    published: '2024-06-01T00:30:00+05:30',
    value: 2_000_000,
  },
  // Before the financial year 2024-25.
  {
    key: 'T5',
    source: 'eprocure',
    unit: 'top',
    category: 'Works',
    type: 'Open Tender',
    published: '2024-03-31T12:00:00+05:30',
    value: 7,
  },
  {
    key: 'T6',
    source: 'eprocure',
    unit: 'unit',
    category: 'Services',
    type: 'Open Tender',
    published: '2024-06-15T10:00:00+05:30',
    value: 300_000,
    closing: '2024-07-01T17:00:00+05:30',
    cancelledOn: '2024-07-10T12:00:00+05:30',
  },
  // The last minute of the financial year; closes in the next one.
  {
    key: 'T7',
    source: 'eprocure',
    unit: 'div',
    category: 'Works',
    type: 'Open Tender',
    published: '2025-03-31T23:59:00+05:30',
    value: 250_000,
    closing: '2025-04-10T17:00:00+05:30',
  },
];

const istDayOf = (instant: string) => new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 10);
const within = (instant: string | undefined, from: string, to: string) =>
  !!instant && istDayOf(instant) >= from && istDayOf(instant) <= to;

function expected(rows: Fixture[], from: string, to: string): TenderFigures {
  const published = rows.filter((r) => within(r.published, from, to));
  const awarded = rows.filter((r) => r.awarded && within(`${r.awarded.on}T00:00:00+05:30`, from, to));
  return {
    published: published.length,
    valued: published.filter((r) => r.value !== null).length,
    value: published.reduce((s, r) => s + (r.value ?? 0), 0),
    corrigenda: rows.flatMap((r) => r.corrigenda ?? []).filter((c) => within(c, from, to)).length,
    closed: rows.filter((r) => !r.cancelledOn && within(r.closing, from, to)).length,
    awarded: awarded.length,
    awardedValue: awarded.reduce((s, r) => s + r.awarded!.value, 0),
    cancelled: rows.filter((r) => within(r.cancelledOn, from, to)).length,
  };
}

describe(`reports (${inject('engine')}): issue #29, spec §2 Reports and dashboards, §7 reports`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  let units: Record<'top' | 'unit' | 'div' | 'sub' | 'other', number>;
  let admin: Who;
  let poAdmin: Who;

  const report = async (who: Who, path: string) => {
    const res = await world.get(`/api/v1/reports/tenders/${path}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return tenderReportSchema.parse(res.json());
  };
  const fy = 'interval=custom&from=2024-04-01&to=2025-03-31';

  beforeAll(async () => {
    world = await epublishWorld();
    const db = world.t.database.db;
    const [div] = await db
      .insert(orgUnits)
      .values({ name: 'Guwahati Roads Division', level: 3, parentId: world.units.unit, shortCode: 'GRD' })
      .returning({ id: orgUnits.id });
    const [sub] = await db
      .insert(orgUnits)
      .values({ name: 'Dispur Sub-division', level: 4, parentId: div!.id, shortCode: 'DSD' })
      .returning({ id: orgUnits.id });
    units = {
      top: world.units.top,
      unit: world.units.unit,
      div: div!.id,
      sub: sub!.id,
      other: world.units.other,
    };
    for (const f of fixtures) {
      const [row] = await db
        .insert(tenders)
        .values({
          uid: `${f.source}-${f.key}`,
          source: f.source,
          externalId: f.key,
          referenceNo: `REF/${f.key}`,
          title: `Report fixture ${f.key}`,
          orgUnitId: f.unit ? units[f.unit] : null,
          category: f.category,
          tenderType: f.type,
          publishedAt: new Date(f.published),
          closingAt: f.closing ? new Date(f.closing) : null,
          valueInr: f.value,
          awarded: !!f.awarded,
          contractDate: f.awarded?.on ?? null,
          contractValueInr: f.awarded?.value ?? null,
          cancelled: !!f.cancelledOn,
          contentHash: f.key,
        })
        .returning({ id: tenders.id });
      const corrigenda = [
        ...(f.corrigenda ?? []).map((at) => ({ at, type: 'date-extension' as const })),
        ...(f.cancelledOn ? [{ at: f.cancelledOn, type: 'cancel' as const }] : []),
      ];
      for (const [i, c] of corrigenda.entries())
        await db.insert(tenderCorrigenda).values({
          uid: `${f.key}-c${i + 1}`,
          tenderId: row!.id,
          number: i + 1,
          type: c.type,
          publishedAt: new Date(c.at),
          details: 'Fixture corrigendum',
        });
      // A cancel corrigendum is counted as a corrigendum too.
      if (f.cancelledOn) f.corrigenda = [...(f.corrigenda ?? []), f.cancelledOn];
    }
    const adminUser = await createUser(db, { role: 'portal_admin' });
    admin = { id: adminUser.id, cookies: (await login(world.t, adminUser.loginId)).cookies };
    const poUser = await createUser(db, { role: 'po_admin' });
    await db.insert(userOrgUnits).values({ userId: poUser.id, orgUnitId: units.unit });
    poAdmin = { id: poUser.id, cookies: (await login(world.t, poUser.loginId)).cookies };
    await refreshReports(db);
  });
  afterAll(() => world.t.close());

  it('totals of a financial year (April to March, IST days) equal the figures computed from the rows', async () => {
    const r = await report(admin, `organisation?${fy}`);
    expect(r).toMatchObject({ from: '2024-04-01', to: '2025-03-31', unit: null, breadcrumb: [] });
    expect(r.totals).toEqual(expected(fixtures, '2024-04-01', '2025-03-31'));
    expect(r.asOf).not.toBeNull();
    // Top level for the portal admin: the level-one units and the tenders linked to none.
    const byLabel = Object.fromEntries(r.rows.map((row) => [row.label, row]));
    expect(Object.keys(byLabel).sort()).toEqual(['', 'Health Department', 'Public Works Roads Department']);
    const pwd = fixtures.filter((f) => ['top', 'unit', 'div', 'sub'].includes(f.unit ?? ''));
    expect(byLabel['Public Works Roads Department']).toMatchObject({
      ...expected(pwd, '2024-04-01', '2025-03-31'),
      key: String(units.top),
      drill: true,
      level: 1,
    });
    expect(byLabel['']).toMatchObject(
      expected(
        fixtures.filter((f) => !f.unit),
        '2024-04-01',
        '2025-03-31',
      ),
    );
  });

  it('drills down one level at a time with the breadcrumb back up, the unit’s own tenders as a row', async () => {
    const one = await report(admin, `organisation?${fy}&unit=${units.unit}`);
    expect(one.unit).toMatchObject({ id: units.unit, level: 2 });
    expect(one.breadcrumb.map((u) => u.id)).toEqual([units.top]);
    const rows = Object.fromEntries(one.rows.map((row) => [row.key, row]));
    expect(rows[String(units.unit)]).toMatchObject({
      ...expected(
        fixtures.filter((f) => f.unit === 'unit'),
        '2024-04-01',
        '2025-03-31',
      ),
      drill: false,
    });
    expect(rows[String(units.div)]).toMatchObject({
      ...expected(
        fixtures.filter((f) => f.unit === 'div' || f.unit === 'sub'),
        '2024-04-01',
        '2025-03-31',
      ),
      drill: true,
      level: 3,
    });
    const two = await report(admin, `organisation?${fy}&unit=${units.div}`);
    expect(two.breadcrumb.map((u) => u.id)).toEqual([units.top, units.unit]);
    expect(two.rows.map((row) => [row.label, row.published])).toEqual([
      ['Guwahati Roads Division', 2],
      ['Dispur Sub-division', 1],
    ]);
    expect(two.totals.published).toBe(3);
  });

  it('reads whole months from the monthly groups and the edge days from the day groups, with the same figures', async () => {
    for (const [from, to] of [
      ['2024-04-15', '2024-05-10'],
      ['2024-04-15', '2024-06-10'],
      ['2024-05-31', '2024-06-01'],
      ['2024-06-01', '2024-07-31'],
      ['2024-03-31', '2024-03-31'],
      // Edge days on both sides of whole months, a single day, a day at the end of a month.
      ['2024-03-31', '2025-04-10'],
      ['2024-04-25', '2024-04-25'],
      ['2024-05-31', '2024-05-31'],
      ['2024-04-21', '2025-03-30'],
    ] as const) {
      const r = await report(admin, `source?interval=custom&from=${from}&to=${to}`);
      expect(r.totals, `${from}..${to}`).toEqual(expected(fixtures, from, to));
    }
  });

  it('groups by source, category, type and month (IST months), and filters by source', async () => {
    const bySource = await report(admin, `source?${fy}`);
    expect(bySource.rows.map((r) => [r.key, r.published, r.value])).toEqual([
      ['eprocure', 4, 1_550_000],
      ['gem', 1, 500_000],
      ['pmgsy', 1, 2_000_000],
    ]);
    const byCategory = await report(admin, `category?${fy}`);
    expect(byCategory.rows.map((r) => [r.key, r.published])).toEqual([
      ['Goods', 2],
      ['Services', 1],
      ['Works', 3],
    ]);
    const byType = await report(admin, `type?${fy}`);
    expect(byType.rows.map((r) => [r.key, r.published])).toEqual([
      ['', 1],
      ['Limited Tender', 1],
      ['Open Tender', 4],
    ]);
    const byMonth = await report(admin, `month?${fy}`);
    const month = Object.fromEntries(byMonth.rows.map((r) => [r.key, r]));
    expect(month['2024-05']).toMatchObject({ published: 2, closed: 1 });
    expect(month['2024-06']).toMatchObject({ published: 2, closed: 1, awarded: 1, awardedValue: 450_000 });
    expect(month['2024-07']).toMatchObject({ published: 0, cancelled: 1, corrigenda: 1, closed: 0 });
    expect(month['2025-03']).toMatchObject({ published: 1 });
    const gem = await report(admin, `organisation?${fy}&source=gem`);
    expect(gem.totals).toEqual(
      expected(
        fixtures.filter((f) => f.source === 'gem'),
        '2024-04-01',
        '2025-03-31',
      ),
    );
  });

  it('limits an official to their chains: their own unit at the top, nothing of other chains (404)', async () => {
    const mine = fixtures.filter((f) => ['unit', 'div', 'sub'].includes(f.unit ?? ''));
    const r = await report(poAdmin, `organisation?${fy}`);
    expect(r.rows.map((row) => row.key)).toEqual([String(units.unit)]);
    expect(r.totals).toEqual(expected(mine, '2024-04-01', '2025-03-31'));
    const bySource = await report(poAdmin, `source?${fy}`);
    expect(bySource.totals).toEqual(r.totals);
    // The breadcrumb stops at the top of their own chain.
    expect(
      (await report(poAdmin, `organisation?${fy}&unit=${units.div}`)).breadcrumb.map((u) => u.id),
    ).toEqual([units.unit]);
    for (const unit of [units.other, units.top]) {
      const res = await world.get(`/api/v1/reports/tenders/organisation?${fy}&unit=${unit}`, poAdmin);
      expect(res.statusCode).toBe(404);
    }
    // A creator has no report page (spec §6 menus): refused.
    expect((await world.get(`/api/v1/reports/tenders/source?${fy}`, world.creator)).statusCode).toBe(403);
    expect((await world.t.app.inject({ url: `/api/v1/reports/tenders/source?${fy}` })).statusCode).toBe(401);
  });

  it('counts an ePublish tender published and then cancelled inside the interval', async () => {
    const tender = await world.publishedTender({ estimatedValue: 4_200_000 });
    const create = await world.send(
      'POST',
      '/api/v1/epublish/corrigenda',
      { tenderId: tender.id, values: { type: 'cancel', details: 'Scope of work revised' } },
      world.creator,
    );
    expect(create.statusCode, create.body).toBe(201);
    const id = create.json().id as number;
    expect((await world.act('corrigenda', id, 'send', 1, world.creator)).statusCode).toBe(200);
    const published = await world.act('corrigenda', id, 'publish', 2, world.publisher2);
    expect(published.statusCode, published.body).toBe(200);
    await refreshReports(world.t.database.db);

    const from = ist(-20, 0).slice(0, 10);
    const to = ist(20, 0).slice(0, 10);
    const r = await report(admin, `source?interval=custom&from=${from}&to=${to}&source=epublish`);
    expect(r.rows).toHaveLength(1);
    expect(r.totals).toMatchObject({
      published: 1,
      valued: 1,
      value: 4_200_000,
      cancelled: 1,
      corrigenda: 1,
      closed: 0,
    });
    // The department official of its chain sees it; the other chain's does not.
    const mine = await report(poAdmin, `organisation?interval=custom&from=${from}&to=${to}`);
    expect(mine.totals).toMatchObject({ published: 1, cancelled: 1 });
    // This month's figure on the dashboard links to the report.
    const dash = dashboardSchema.parse((await world.get('/api/v1/dashboard', admin)).json());
    expect(dash.figures.find((f) => f.key === 'tendersThisMonth')).toMatchObject({
      route: 'orgwisetenderreport',
    });
  });

  it('exports the table as CSV and XLSX with the same figures and a total row', async () => {
    const csv = await world.get(`/api/v1/reports/tenders/category/export?${fy}&format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tender category,Tenders published,With a value,Value of tenders (INR),Corrigenda,Closed,Awarded,Value awarded (INR),Cancelled',
    );
    expect(lines).toContain('Works,3,3,3250000,1,1,0,0,0');
    expect(lines.at(-1)).toMatch(/^Total,6,5,4050000,/);
    const xlsx = await world.get(
      `/api/v1/reports/tenders/organisation/export?${fy}&format=xlsx&unit=${units.unit}`,
      admin,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = new TextDecoder().decode(
      unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('Guwahati Roads Division');
    expect(sheet).toContain('<v>1250000</v>');
  });

  it('writes the export’s headings and sheet name in the language asked for (lang=as), English otherwise', async () => {
    const lines = async (lang: string) =>
      (await world.get(`/api/v1/reports/tenders/category/export?${fy}&format=csv${lang}`, admin)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const as = await lines('&lang=as');
    // The page's own headings, from the shared catalogue (src/common/i18n/as/exports.json).
    expect(as[0]).toBe(
      'নিবিদাৰ শ্ৰেণী,প্ৰকাশিত নিবিদা,মূল্য থকা,নিবিদাৰ মূল্য (টকা),সংশোধনী,বন্ধ হোৱা,চুক্তি প্ৰদান কৰা,প্ৰদান কৰা চুক্তিৰ মূল্য (টকা),বাতিল হোৱা',
    );
    expect(as.at(-1)).toMatch(/^মুঠ,6,5,4050000,/);
    // The same figures whatever the language.
    const en = await lines('&lang=en');
    expect(en[0]).toMatch(/^Tender category,Tenders published,/);
    expect(as.slice(1, -1)).toEqual(en.slice(1, -1));
    const xlsx = await world.get(
      `/api/v1/reports/tenders/organisation/export?${fy}&format=xlsx&lang=as`,
      admin,
    );
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const decode = (name: string) => new TextDecoder().decode(files[name]!);
    expect(decode('xl/worksheets/sheet1.xml')).toContain('>সংগঠন<');
    expect(decode('xl/worksheets/sheet1.xml')).toContain('>কোনো সংগঠনৰ সৈতে সংযুক্ত নহয়<');
    expect(decode('xl/workbook.xml')).toContain('name="প্ৰতিবেদন"');
    // An ePublish or user report too.
    const table = await world.get(
      `/api/v1/reports/tables/epublish-corrigendum-types/export?${fy}&format=csv&lang=as`,
      admin,
    );
    expect(table.statusCode).toBe(200);
    expect(table.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('সংশোধনীৰ প্ৰকাৰ,সংশোধনী,প্ৰকাশিত');
    // Only en and as: anything else is a field message, never a 500.
    const bad = await world.get(`/api/v1/reports/tenders/category/export?${fy}&format=csv&lang=fr`, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a bad interval with a field message, never a 500', async () => {
    const cases: [string, string][] = [
      ['interval=custom&to=2024-01-01', 'querystring.from reports:validation.fromRequired'],
      ['interval=custom&from=2024-02-01&to=2024-01-01', 'querystring.to reports:validation.toBeforeFrom'],
      ['interval=custom&from=2000-01-01&to=2024-01-01', 'querystring.to reports:validation.tooLong'],
      ['interval=custom&from=2024-13-01&to=2024-12-01', 'querystring.from reports:validation.date'],
    ];
    for (const [query, message] of cases) {
      const res = await world.get(`/api/v1/reports/tenders/source?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(world.messages(res), query).toContain(message);
    }
    expect((await world.get('/api/v1/reports/tenders/nothing?interval=thisFy', admin)).statusCode).toBe(400);
  });

  it('shows each role its own queues on the dashboard, each a link', async () => {
    await world.draft(world.creator, await world.complete(world.creator));
    const creator = dashboardSchema.parse((await world.get('/api/v1/dashboard', world.creator)).json());
    expect(creator.figures.map((f) => f.key)).toEqual(['returnedToMe', 'myDrafts']);
    expect(creator.figures[1]!.value).toBeGreaterThanOrEqual(1);
    const publisher = dashboardSchema.parse((await world.get('/api/v1/dashboard', world.publisher)).json());
    expect(publisher.figures.map((f) => [f.key, f.route])).toEqual([
      ['awaitingPublish', 'directpurchasestatusappruval'],
      ['corrigendaAwaiting', 'directpurchasecorrigendumstatusappruval'],
      ['awardsAwaiting', 'aoclisttopublish'],
      ['plansAwaiting', 'annualprocurementplanapproval'],
    ]);
    const adminDash = dashboardSchema.parse((await world.get('/api/v1/dashboard', admin)).json());
    expect(adminDash.figures.map((f) => f.key)).toContain('orgChangesPending');
    // Every figure is a link the page can build: a queue with a route parameter has a menu value
    // (the publisher's dashboard threw on {estat} and showed "Something went wrong").
    for (const f of [...creator.figures, ...publisher.figures, ...adminDash.figures])
      expect(menuPathTo('en', f.route as RouteId), f.route).toMatch(/^\/en\//);
  });

  it('counts in the header what waits for each user: a sent tender for its publisher, a returned one for its creator (issue #24 item 7)', async () => {
    const tasksOf = async (who: Who) => tasksSchema.parse((await world.get('/api/v1/tasks', who)).json());
    const before = await tasksOf(world.publisher);
    const item = await world.draft(world.creator, await world.complete(world.creator));
    expect((await world.act('tenders', item.id, 'send', 1, world.creator)).statusCode).toBe(200);
    const sent = await tasksOf(world.publisher);
    expect(sent.total).toBe(before.total + 1);
    expect(sent.figures.find((f) => f.key === 'awaitingPublish')).toMatchObject({ task: true });
    // A draft is the creator's own work, not a task; a returned tender is.
    const creatorBefore = await tasksOf(world.creator);
    expect(creatorBefore.figures.map((f) => f.key)).not.toContain('myDrafts');
    const back = await world.act('tenders', item.id, 'return', 2, world.publisher, 'Attach the drawings');
    expect(back.statusCode, back.body).toBe(200);
    const creatorAfter = await tasksOf(world.creator);
    expect(creatorAfter.total).toBe(creatorBefore.total + 1);
    expect(creatorAfter.figures.find((f) => f.key === 'returnedToMe')?.value).toBeGreaterThanOrEqual(1);
    expect((await tasksOf(world.publisher)).total).toBe(before.total);
    // Nobody signed in: no tasks.
    expect((await world.t.app.inject({ url: '/api/v1/tasks' })).statusCode).toBe(401);
  });
});
