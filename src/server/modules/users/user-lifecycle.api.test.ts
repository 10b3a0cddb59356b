import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserRow } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import { auditLog, orgUnits, outboxMessages, sessions, userOrgUnits, users } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Spec §2 usercreation and usertransfer, §6 "Nodal officers create department users and
 * transfer active users", §1 "reset passwords for XML users"; quality.md object scope.
 */
describe(`user creation, transfer and XML password reset (${inject('engine')})`, () => {
  let t: TestApp;
  let nodal: Record<string, string>;
  let admin: Record<string, string>;
  const unitIds: Record<string, number> = {};

  async function unit(name: string, level: number, parentId: number | null) {
    const [row] = await t.database.db
      .insert(orgUnits)
      .values({ name, level, parentId })
      .returning({ id: orgUnits.id });
    unitIds[name] = row!.id;
    return row!.id;
  }
  async function member(loginId: string, unitId: number, role: RoleCode, category = 'department') {
    const user = await createUser(t.database.db, { role, loginId, category });
    await t.database.db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId, isPrimary: true });
    return user;
  }
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    loginId: `new.user.${Math.random().toString(36).slice(2, 8)}`,
    title: 'Shri',
    firstName: 'Bhupen',
    lastName: 'Hazarika',
    gender: 'male',
    email: 'bhupen@example.org',
    mobile: '9876543210',
    orgUnitId: unitIds.Treasury,
    roles: ['creator'],
    ...overrides,
  });
  const create = (cookies: Record<string, string>, body: Record<string, unknown>) =>
    t.write({ method: 'POST', url: '/api/v1/users', cookies, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    const finance = await unit('Finance Department', 1, null);
    await unit('Treasury', 2, finance);
    await unit('Accounts', 2, finance);
    await unit('Health Department', 1, null);
    const n = await member('nodal.lifecycle', finance, 'nodal_officer');
    const a = await createUser(t.database.db, { role: 'portal_admin', loginId: 'admin.lifecycle' });
    nodal = (await login(t, n.loginId)).cookies;
    admin = (await login(t, a.loginId)).cookies;
  });
  afterAll(() => t.close());

  it('offers a nodal officer only the units of their own chain, each with its path from level one', async () => {
    const res = await t.app.inject({ url: '/api/v1/users/org-units', cookies: nodal });
    expect(res.statusCode).toBe(200);
    const paths = (res.json().items as { path: string }[]).map((u) => u.path);
    expect(paths).toEqual([
      'Finance Department',
      'Finance Department › Accounts',
      'Finance Department › Treasury',
    ]);
  });

  it('creates a department user in the chain, with roles, unit, an audit row and a welcome message', async () => {
    const body = newUser({ email: 'Bhupen.Created@Example.org' });
    const res = await create(nodal, body);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      loginId: body.loginId,
      category: 'department',
      email: 'bhupen.created@example.org',
    });
    const [membership] = await t.database.db.select().from(userOrgUnits).where(eq(userOrgUnits.userId, id));
    expect(membership?.orgUnitId).toBe(unitIds.Treasury);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.created' and ${auditLog.entityId} = ${String(id)}`);
    expect(audit).toHaveLength(1);
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'bhupen.created@example.org'));
    expect(mail[0]?.body).toContain(body.loginId);
    expect(mail[0]?.body).not.toMatch(/password is/i);
    // The account cannot be used until the user sets a password through a one-time code.
    expect((await login(t, body.loginId)).res.statusCode).toBe(401);
  });

  it('refuses a unit outside the nodal officer’s chain, and says which field', async () => {
    const res = await create(nodal, newUser({ orgUnitId: unitIds['Health Department'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.orgUnitId', message: 'validation.user.orgUnitOutOfScope' },
    ]);
  });

  it('refuses the portal admin and nodal officer roles to a nodal officer, but not to a portal admin', async () => {
    const refused = await create(nodal, newUser({ roles: ['nodal_officer'] }));
    expect(refused.json().errors[0].message).toBe('validation.user.roleAdminOnly');
    expect((await create(admin, newUser({ roles: ['nodal_officer'] }))).statusCode).toBe(201);
  });

  it('refuses self-registering roles, and XML roles mixed with department roles', async () => {
    expect((await create(admin, newUser({ roles: ['bidder'] }))).json().errors[0].message).toBe(
      'validation.user.roleNotCreatable',
    );
    expect((await create(admin, newUser({ roles: ['xml_bulk', 'creator'] }))).json().errors[0].message).toBe(
      'validation.user.xmlAlone',
    );
  });

  it('refuses a login id already taken, whatever its case, and writes nothing', async () => {
    const body = newUser();
    expect((await create(nodal, body)).statusCode).toBe(201);
    const count = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    const again = await create(nodal, {
      ...body,
      loginId: body.loginId.toUpperCase(),
      email: 'other@example.org',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'body.loginId', message: 'validation.user.loginIdTaken' }]);
    expect(await count()).toBe(before);
  });

  it('checks the spec §5 e-mail and mobile formats and requires a role and a unit', async () => {
    const res = await create(
      nodal,
      newUser({ email: 'a@gmail.gmail.com', mobile: '9999999012', roles: [], orgUnitId: undefined }),
    );
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { path: string; message: string }[]).map(
      (e) => `${e.path}:${e.message}`,
    );
    expect(messages.sort()).toEqual([
      'body.email:validation.email.invalid',
      'body.mobile:validation.mobile.repeated',
      'body.orgUnitId:validation.user.orgUnitRequired',
      'body.roles:validation.user.roleRequired',
    ]);
  });

  describe('transfer (spec §2 usertransfer)', () => {
    it('moves an active user between units of the chain, ends their sessions and lists the transfer', async () => {
      const mover = await member('mover.treasury', unitIds.Treasury!, 'creator');
      const session = await login(t, mover.loginId);
      const units = await t.app.inject({ url: `/api/v1/users/${mover.id}/units`, cookies: nodal });
      expect(units.json().units.map((u: { name: string }) => u.name)).toEqual(['Treasury']);
      const res = await t.write({
        method: 'POST',
        url: `/api/v1/users/${mover.id}/transfer`,
        cookies: nodal,
        payload: {
          fromOrgUnitId: unitIds.Treasury,
          toOrgUnitId: unitIds.Accounts,
          remarks: 'Posted to accounts',
          version: units.json().version,
        },
      });
      expect(res.statusCode).toBe(200);
      const memberships = await t.database.db
        .select()
        .from(userOrgUnits)
        .where(eq(userOrgUnits.userId, mover.id));
      expect(memberships.map((m) => [m.orgUnitId, m.isPrimary])).toEqual([[unitIds.Accounts, true]]);
      const open = await t.database.db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${mover.id} and ${sessions.endedAt} is null`);
      expect(open).toHaveLength(0);
      expect(
        (await t.app.inject({ url: '/api/v1/session', cookies: session.cookies })).json().authenticated,
      ).toBe(false);
      const list = await t.app.inject({ url: '/api/v1/users/transfers', cookies: nodal });
      expect(list.json().items[0]).toMatchObject({
        loginId: 'mover.treasury',
        from: 'Finance Department › Treasury',
        to: 'Finance Department › Accounts',
        by: 'nodal.lifecycle',
        remarks: 'Posted to accounts',
      });
    });

    it('requires remarks, a different unit, and refuses a unit outside the chain', async () => {
      const user = await member('stay.treasury', unitIds.Treasury!, 'creator');
      const send = (payload: Record<string, unknown>) =>
        t.write({
          method: 'POST',
          url: `/api/v1/users/${user.id}/transfer`,
          cookies: nodal,
          payload: {
            fromOrgUnitId: unitIds.Treasury,
            toOrgUnitId: unitIds.Accounts,
            remarks: 'x',
            version: 1,
            ...payload,
          },
        });
      expect((await send({ remarks: '  ' })).json().errors[0].message).toBe('validation.remarks.required');
      expect((await send({ toOrgUnitId: unitIds.Treasury })).json().errors[0].message).toBe(
        'validation.user.sameUnit',
      );
      expect((await send({ toOrgUnitId: unitIds['Health Department'] })).json().errors[0].message).toBe(
        'validation.user.orgUnitOutOfScope',
      );
      expect((await send({ version: 99 })).statusCode).toBe(409);
    });

    it('does not transfer an inactive user', async () => {
      const user = await member('inactive.treasury', unitIds.Treasury!, 'creator');
      await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
      const res = await t.app.inject({ url: `/api/v1/users/${user.id}/units`, cookies: nodal });
      expect(res.json().errors[0].message).toBe('validation.user.transferInactive');
    });

    it('does not show or move users outside the nodal officer’s chain (404, not 403: no probing)', async () => {
      const outsider = await member('outsider.health', unitIds['Health Department']!, 'creator');
      expect(
        (await t.app.inject({ url: `/api/v1/users/${outsider.id}/units`, cookies: nodal })).statusCode,
      ).toBe(404);
    });
  });

  describe('XML user password reset', () => {
    it('stops the old password at once, ends sessions, and tells the XML user’s contact how to set a new one', async () => {
      const xml = await member('xml.integration', unitIds.Treasury!, 'xml_rest', 'xml');
      await t.database.db
        .update(users)
        .set({ email: 'integration@example.org', mobile: '9876501234' })
        .where(eq(users.id, xml.id));
      const session = await login(t, xml.loginId);
      expect(session.res.statusCode).toBe(200);
      const row = (await t.app.inject({ url: '/api/v1/users?q=xml.integration', cookies: admin })).json()
        .items[0] as UserRow;
      expect(row.isXmlUser).toBe(true);
      const res = await t.write({
        method: 'POST',
        url: `/api/v1/users/${xml.id}/xml-password-reset`,
        cookies: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().sentTo).toEqual(['i***@example.org', '******1234']);
      expect((await login(t, xml.loginId)).res.statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/v1/session', cookies: session.cookies })).json().authenticated,
      ).toBe(false);
      const [mail] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'integration@example.org'))
        .orderBy(desc(outboxMessages.id));
      expect(mail?.body).toContain('Forgot password');
    });

    it('is only for XML users', async () => {
      const user = await member('not.xml', unitIds.Treasury!, 'creator');
      const res = await t.write({
        method: 'POST',
        url: `/api/v1/users/${user.id}/xml-password-reset`,
        cookies: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('validation.user.notXml');
    });
  });

  it('is refused to roles without user creation (403)', async () => {
    const creator = await member('creator.refused', unitIds.Treasury!, 'creator');
    const cookies = (await login(t, creator.loginId)).cookies;
    expect((await create(cookies, newUser())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/users/org-units', cookies })).statusCode).toBe(403);
  });
});
