import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserRow } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import { orgUnits, userOrgUnits } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`user administration (${inject('engine')}): spec §2 userlisteditrole, userstatusupdate; quality.md object scope`, () => {
  let t: TestApp;
  let nodal: { id: number; cookies: Record<string, string> };
  let admin: { id: number; cookies: Record<string, string> };
  const ids: Record<string, number> = {};

  async function unit(name: string, level: number, parentId: number | null) {
    const [row] = await t.database.db
      .insert(orgUnits)
      .values({ name, level, parentId })
      .returning({ id: orgUnits.id });
    return row!.id;
  }
  async function member(name: string, unitId: number, role: RoleCode) {
    const user = await createUser(t.database.db, { role, loginId: name });
    await t.database.db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId, isPrimary: true });
    ids[name] = user.id;
    return user;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const finance = await unit('Finance Department', 1, null);
    const treasury = await unit('Treasury', 2, finance);
    const health = await unit('Health Department', 1, null);
    const n = await member('nodal.finance', finance, 'nodal_officer');
    await member('creator.treasury', treasury, 'creator');
    await member('creator.health', health, 'creator');
    const a = await createUser(t.database.db, { role: 'portal_admin', loginId: 'the.admin' });
    nodal = { id: n.id, cookies: (await login(t, n.loginId)).cookies };
    admin = { id: a.id, cookies: (await login(t, a.loginId)).cookies };
  });
  afterAll(() => t.close());

  const list = async (cookies: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/users${query}`, cookies });
    return {
      res,
      logins: res.statusCode === 200 ? (res.json().items as UserRow[]).map((u) => u.loginId) : [],
    };
  };

  it('shows a nodal officer the users of their chain and everything below it, and nobody else', async () => {
    const { logins } = await list(nodal.cookies);
    expect(logins.sort()).toEqual(['creator.treasury', 'nodal.finance']);
  });

  it('shows a portal admin every user', async () => {
    const { logins } = await list(admin.cookies);
    expect(logins).toEqual(
      expect.arrayContaining(['creator.health', 'creator.treasury', 'nodal.finance', 'the.admin']),
    );
  });

  it('searches by keyword of at least 3 characters (spec §5 message otherwise)', async () => {
    expect((await list(admin.cookies, '?q=treas')).logins).toEqual(['creator.treasury']);
    const short = await list(admin.cookies, '?q=tr');
    expect(short.res.statusCode).toBe(400);
    expect(short.res.json().errors[0].message).toBe('validation.search.keywordMin');
    expect((await list(admin.cookies, `?q=${encodeURIComponent("%'_")}`)).logins).toEqual([]);
  });

  it('treats a user outside the officer’s chain as not found', async () => {
    const res = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${ids['creator.health']}/status`,
      cookies: nodal.cookies,
      payload: { status: 0, remarks: 'Transferred out', version: 1 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('making a user inactive ends all their sessions at once, needs remarks, and is audited', async () => {
    const victim = await login(t, 'creator.treasury');
    const row = (await list(nodal.cookies, '?q=creator.treasury')).res.json().items[0] as UserRow;
    const noRemarks = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/status`,
      cookies: nodal.cookies,
      payload: { status: 0, remarks: '  ', version: row.version },
    });
    expect(noRemarks.json().errors[0].message).toBe('validation.remarks.required');
    const res = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/status`,
      cookies: nodal.cookies,
      payload: { status: 0, remarks: 'Retired on 30-11-2026', version: row.version },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.write({ method: 'POST', url: '/api/v1/session/time', cookies: victim.cookies })).statusCode,
    ).toBe(401);
    expect((await login(t, 'creator.treasury')).res.statusCode).toBe(401);
    const stale = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/status`,
      cookies: nodal.cookies,
      payload: { status: 1, remarks: 'Back', version: row.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('does not let anyone deactivate themselves', async () => {
    const me = (await list(nodal.cookies, '?q=nodal.finance')).res.json().items[0] as UserRow;
    const res = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${me.id}/status`,
      cookies: nodal.cookies,
      payload: { status: 0, remarks: 'Leaving', version: me.version },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a nodal officer change roles in their chain, but not give the portal admin role', async () => {
    const u = await member(
      'publisher.to.be',
      (await t.database.db.select().from(orgUnits))[1]!.id,
      'creator',
    );
    const row = (await list(nodal.cookies, `?q=${u.loginId}`)).res.json().items[0] as UserRow;
    const raise = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/roles`,
      cookies: nodal.cookies,
      payload: { roles: ['portal_admin'], version: row.version },
    });
    expect(raise.statusCode).toBe(400);
    expect(raise.json().errors[0].message).toBe('validation.user.roleAdminOnly');
    const ok = await t.write({
      method: 'PUT',
      url: `/api/v1/users/${row.id}/roles`,
      cookies: nodal.cookies,
      payload: { roles: ['creator', 'publisher'], version: row.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(((await list(nodal.cookies, `?q=${u.loginId}`)).res.json().items[0] as UserRow).roles).toEqual([
      'creator',
      'publisher',
    ]);
  });

  it('refuses user administration to roles without User Creation', async () => {
    const creator = await login(t, 'creator.health');
    expect((await list(creator.cookies)).res.statusCode).toBe(403);
  });
});
