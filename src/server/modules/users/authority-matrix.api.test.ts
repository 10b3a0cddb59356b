import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RoleCode, roleCodes } from '../../../common/roles.ts';
import { orgUnits, userOrgUnits, users } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue #15 item 1, the probe's findings 1 and 2: the route × role matrix extended by the
 * target's role. Every actor role × every target role × status, transfer, roles and XML reset,
 * all inside one organisation chain so that only the authority rules can refuse. The expected
 * outcome is written out as the rule (spec §6), not read from the code under test:
 * - only holders of the user-administration pages (portal admin, nodal officer) act at all;
 * - a nodal officer acts on department users of its chain only: never on a portal admin or a
 *   nodal officer, and never on itself; the XML password reset is the portal admin's.
 */
const targets: RoleCode[] = ['portal_admin', 'nodal_officer', 'creator', 'appellate_authority_1', 'xml_bulk'];
const actions = ['status', 'transfer', 'roles', 'xml-reset'] as const;
type Action = (typeof actions)[number];

/**
 * `invalid`: the authority check lets the action through and the action's own rule refuses it
 * with a field message (400): an XML reset of a non-XML user, department roles for an XML user.
 */
function expected(
  actor: RoleCode,
  target: RoleCode | 'self',
  action: Action,
): 'allowed' | 'refused' | 'invalid' {
  if (actor !== 'portal_admin' && actor !== 'nodal_officer') return 'refused';
  if (target === 'self') return 'refused';
  if (actor === 'nodal_officer') {
    if (action === 'xml-reset') return 'refused';
    if (target === 'portal_admin' || target === 'nodal_officer') return 'refused';
  }
  if (action === 'xml-reset' && !target.startsWith('xml_')) return 'invalid';
  if (action === 'roles' && target.startsWith('xml_')) return 'invalid';
  return 'allowed';
}

describe(`who may act on whom (${inject('engine')}): issue #15 item 1, spec §6`, () => {
  let t: TestApp;
  let rootUnit: number;
  let otherUnit: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [root] = await t.database.db
      .insert(orgUnits)
      .values({ name: 'Finance Department', level: 1, parentId: null })
      .returning({ id: orgUnits.id });
    const [other] = await t.database.db
      .insert(orgUnits)
      .values({ name: 'Treasury', level: 2, parentId: root!.id })
      .returning({ id: orgUnits.id });
    rootUnit = root!.id;
    otherUnit = other!.id;
  });
  afterAll(() => t.close());

  async function member(role: RoleCode) {
    const user = await createUser(t.database.db, {
      role,
      category: role.startsWith('xml_') ? 'xml' : 'department',
    });
    await t.database.db
      .insert(userOrgUnits)
      .values({ userId: user.id, orgUnitId: rootUnit, isPrimary: true });
    // A contact to send the XML reset's notice to (the reset refuses an account without one).
    await t.database.db
      .update(users)
      .set({ email: `${user.loginId}@assam.gov.in` })
      .where(eq(users.id, user.id));
    return user;
  }

  async function act(cookies: Record<string, string>, targetId: number, action: Action) {
    const [row] = await t.database.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, targetId));
    const version = row!.version;
    if (action === 'status')
      return t.write({
        method: 'PUT',
        url: `/api/v1/users/${targetId}/status`,
        cookies,
        payload: { status: 0, remarks: 'Probe', version },
      });
    if (action === 'transfer')
      return t.write({
        method: 'POST',
        url: `/api/v1/users/${targetId}/transfer`,
        cookies,
        payload: { fromOrgUnitId: rootUnit, toOrgUnitId: otherUnit, remarks: 'Probe', version },
      });
    if (action === 'roles')
      return t.write({
        method: 'PUT',
        url: `/api/v1/users/${targetId}/roles`,
        cookies,
        payload: { roles: ['publisher'], version },
      });
    return t.write({ method: 'POST', url: `/api/v1/users/${targetId}/xml-password-reset`, cookies });
  }

  for (const actorRole of roleCodes) {
    it(`${actorRole} acts on every target role only as spec §6 allows`, async () => {
      const actor = await member(actorRole);
      const { cookies } = await login(t, actor.loginId);
      const outcomes: string[] = [];
      for (const targetRole of [...targets, 'self' as const]) {
        for (const action of actions) {
          // A fresh target each time: an allowed action changes it (inactive, moved, new roles).
          const target = targetRole === 'self' ? actor : await member(targetRole);
          const res = await act(cookies, target.id, action);
          const want = expected(actorRole, targetRole, action);
          const got = res.statusCode === 200 ? 'allowed' : res.statusCode === 400 ? 'invalid' : 'refused';
          outcomes.push(`${targetRole} ${action}: ${got}`);
          expect(`${targetRole} ${action}: ${got} (${res.statusCode})`).toBe(
            `${targetRole} ${action}: ${want} (${want === 'allowed' ? 200 : want === 'invalid' ? 400 : 403})`,
          );
        }
      }
      expect(outcomes).toHaveLength((targets.length + 1) * actions.length);
    });
  }

  it('a nodal officer cannot give itself roles, nor give mixed role sets that creation refuses', async () => {
    const nodal = await member('nodal_officer');
    const { cookies } = await login(t, nodal.loginId);
    const own = await act(cookies, nodal.id, 'roles');
    expect(own.statusCode).toBe(403);
    expect(own.json().errors[0].message).toBe('validation.user.authoritySelf');
    const creator = await member('creator');
    const mixes: [RoleCode[], string][] = [
      [['creator', 'publisher', 'appellate_authority_1'], 'validation.user.appellateSeparate'],
      [['appellate_authority_1', 'appellate_authority_2'], 'validation.user.appellateSeparate'],
      [['creator', 'bidder'], 'validation.user.roleNotCreatable'],
      [['creator', 'grievance_user'], 'validation.user.roleNotCreatable'],
      [['creator', 'xml_rest'], 'validation.user.xmlAlone'],
      [['creator', 'nodal_officer'], 'validation.user.roleAdminOnly'],
      [[], 'validation.user.roleRequired'],
    ];
    for (const [wanted, message] of mixes) {
      const res = await t.write({
        method: 'PUT',
        url: `/api/v1/users/${creator.id}/roles`,
        cookies,
        payload: { roles: wanted, version: 1 },
      });
      expect(res.statusCode, wanted.join('+')).toBe(400);
      expect(res.json().errors[0].message).toBe(message);
    }
  });

  it('user creation refuses the same mixed role sets as a change does', async () => {
    const admin = await member('portal_admin');
    const { cookies } = await login(t, admin.loginId);
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/users',
      cookies,
      payload: {
        loginId: 'mixed.roles',
        title: 'Shri',
        firstName: 'Mixed',
        lastName: 'Roles',
        gender: 'male',
        email: 'mixed.roles@assam.gov.in',
        mobile: '9876543210',
        orgUnitId: rootUnit,
        roles: ['publisher', 'appellate_authority_2'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('validation.user.appellateSeparate');
  });
});
