import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TableReport, tableReportSchema } from '../../../common/api/reports.ts';
import { userOrgUnits } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { epublishWorld, ist, type Who } from '../../test/epublish-fixtures.ts';

/**
 * Issue #29 items 2 and 3: the ePublish and user reports on known data (both engines). The world
 * (epublish-fixtures.ts) has five users in the Public Works chain (two creators, a creator and
 * publisher, a publisher at the top, one below) and one in Health, each logged in once.
 */
describe(`ePublish and user reports (${inject('engine')}): issue #29 items 2, 3`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  let admin: Who;
  let official: Who;
  const today = () => `interval=custom&from=${ist(-1, 12).slice(0, 10)}&to=${ist(1, 12).slice(0, 10)}`;
  const report = async (who: Who, name: string, extra = '') => {
    const res = await world.get(`/api/v1/reports/tables/${name}?${today()}${extra}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return tableReportSchema.parse(res.json());
  };
  const column = (r: TableReport, key: string) => r.columns.findIndex((c) => c.key === key);
  const cell = (r: TableReport, rowLabel: string, key: string) =>
    r.rows.find((row) => row.label === rowLabel || row.key === rowLabel)?.cells[column(r, key)];

  beforeAll(async () => {
    world = await epublishWorld();
    const db = world.t.database.db;
    const a = await createUser(db, { role: 'portal_admin' });
    admin = { id: a.id, cookies: (await login(world.t, a.loginId)).cookies };
    const o = await createUser(db, { role: 'nodal_officer' });
    await db.insert(userOrgUnits).values({ userId: o.id, orgUnitId: world.units.unit });
    official = { id: o.id, cookies: (await login(world.t, o.loginId)).cookies };
    // One tender published then cancelled, one left in draft.
    const tender = await world.publishedTender();
    const created = await world.send(
      'POST',
      '/api/v1/epublish/corrigenda',
      { tenderId: tender.id, values: { type: 'cancel', details: 'Scope of work revised' } },
      world.creator,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await world.act('corrigenda', created.json().id, 'send', 1, world.creator)).statusCode).toBe(200);
    expect(
      (await world.act('corrigenda', created.json().id, 'publish', 2, world.publisher2)).statusCode,
    ).toBe(200);
    await world.draft(world.creator, await world.complete(world.creator));
  });
  afterAll(() => world.t.close());

  it('epublishsummaryorganisationwise: tenders by organisation and state, with days to publish', async () => {
    const r = await report(admin, 'epublish-organisations');
    expect(r.rows.map((row) => row.label)).toEqual(['Chief Engineer PWD Roads']);
    expect(cell(r, 'Chief Engineer PWD Roads', 'state.draft')).toBe(1);
    expect(cell(r, 'Chief Engineer PWD Roads', 'state.cancelled')).toBe(1);
    expect(cell(r, 'Chief Engineer PWD Roads', 'total')).toBe(2);
    expect(typeof cell(r, 'Chief Engineer PWD Roads', 'daysToPublish')).toBe('number');
    expect(r.totals?.[column(r, 'total')]).toBe(2);
  });

  it('corrigendum reports: by state and by type, the cancel published', async () => {
    const states = await report(admin, 'epublish-corrigendum-states');
    expect(states.rows.map((row) => [row.key, row.cells[0]])).toEqual([['published', 1]]);
    const types = await report(official, 'epublish-corrigendum-types');
    expect(types.rows.map((row) => [row.key, ...row.cells])).toEqual([['cancel', 1, 1]]);
    // An interval before today has none.
    const before = await world.get(
      '/api/v1/reports/tables/epublish-corrigendum-types?interval=custom&from=2020-01-01&to=2020-12-31',
      admin,
    );
    expect(tableReportSchema.parse(before.json()).rows).toEqual([]);
  });

  it('user reports: by organisation one level at a time, by month, by role, the details; within the chains', async () => {
    const orgs = await report(admin, 'users-organisations');
    // The Public Works chain: five world users and the nodal officer; Health: one.
    expect(cell(orgs, 'Public Works Roads Department', 'users')).toBe(6);
    expect(cell(orgs, 'Public Works Roads Department', 'usersLoggedIn')).toBe(6);
    expect(cell(orgs, 'Health Department', 'users')).toBe(1);
    expect(orgs.rows.find((row) => row.label === 'Public Works Roads Department')?.drillUnit).toBe(
      world.units.top,
    );
    const below = await report(admin, 'users-organisations', `&unit=${world.units.top}`);
    expect(below.breadcrumb).toEqual([]);
    expect(below.unit?.id).toBe(world.units.top);
    expect(cell(below, 'Chief Engineer PWD Roads', 'users')).toBe(5);

    const months = await report(official, 'users-months');
    const newUsers = months.rows.reduce((s, row) => s + Number(row.cells[column(months, 'newUsers')]), 0);
    // The official's chain is the unit: two creators, the creator-publisher, the publisher below, and the official.
    expect(newUsers).toBe(5);

    const roles = await report(official, 'users-roles');
    expect(cell(roles, 'creator', 'activeUsers')).toBe(3);
    expect(cell(roles, 'publisher', 'activeUsers')).toBe(2);
    expect(roles.rows.find((row) => row.key === 'creator')?.names).toEqual({ en: 'Creator', as: 'সৃষ্টিকৰ্তা' });

    const details = await report(official, 'users-details');
    expect(details.rows).toHaveLength(5);
    expect(details.rows.every((row) => row.cells[column(details, 'status')] === 'active')).toBe(true);

    const byOrgRoles = await report(admin, 'users-organisation-roles');
    expect(cell(byOrgRoles, 'Health Department', 'publisher')).toBe(1);

    expect(
      (await world.get(`/api/v1/reports/tables/users-details?${today()}&unit=${world.units.other}`, official))
        .statusCode,
    ).toBe(404);
    expect((await world.get(`/api/v1/reports/tables/users-roles?${today()}`, world.creator)).statusCode).toBe(
      403,
    );
  });

  it('exports a user report as CSV with role names and the total', async () => {
    const csv = await world.get(
      `/api/v1/reports/tables/epublish-corrigendum-states/export?${today()}&format=csv`,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The page's first-column heading too (the shared export catalogue).
    expect(lines).toEqual(['State,Corrigenda', 'Published,1', 'Total,1']);
    const as = await world.get(
      `/api/v1/reports/tables/epublish-corrigendum-states/export?${today()}&format=csv&lang=as`,
      admin,
    );
    expect(
      as.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['অৱস্থা,সংশোধনী', 'প্ৰকাশিত,1', 'মুঠ,1']);
  });
});
