import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roleSchema } from '../../../common/api/roles.ts';
import { auditLog, roles } from '../../db/schema/index.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`role master and menu authorisation (${inject('engine')}): spec §2 rolemaster, menuAuth`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let creatorRoleId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, 'portal_admin')).cookies;
    creatorRoleId = (await t.database.db.select().from(roles).where(eq(roles.code, 'creator')))[0]!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, cookies = admin) => t.app.inject({ url, cookies });
  const put = (url: string, payload: object, cookies = admin) =>
    t.write({ method: 'PUT', url, payload, cookies });

  it('lists every role of spec §6 with its flags and user count', async () => {
    const res = await get('/api/v1/roles');
    expect(res.statusCode).toBe(200);
    const list = res.json().map((r: unknown) => roleSchema.parse(r));
    expect(list.map((r: { code: string }) => r.code)).toContain('appellate_authority_2');
    expect(list.find((r: { code: string }) => r.code === 'portal_admin').userCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses role administration to a role without the Role Master page (403)', async () => {
    const { cookies } = await loginAs(t, 'creator');
    expect((await get('/api/v1/roles', cookies)).statusCode).toBe(403);
    expect((await put(`/api/v1/roles/${creatorRoleId}`, {}, cookies)).statusCode).toBe(403);
  });

  it('updates names and flags with an audit row, and refuses a stale version with 409', async () => {
    const role = roleSchema.parse((await get(`/api/v1/roles/${creatorRoleId}`)).json());
    const change = {
      nameEn: '  Tender   Creator ',
      nameAs: 'নিবিদা সৃষ্টিকৰ্তা',
      paymentCapture: true,
      emdRequired: true,
      tenderFeeRequired: false,
      version: role.version,
    };
    const res = await put(`/api/v1/roles/${creatorRoleId}`, change);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(role.version + 1);
    const after = roleSchema.parse((await get(`/api/v1/roles/${creatorRoleId}`)).json());
    expect(after).toMatchObject({ nameEn: 'Tender Creator', paymentCapture: true, emdRequired: true });
    const stale = await put(`/api/v1/roles/${creatorRoleId}`, { ...change, nameEn: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect(roleSchema.parse((await get(`/api/v1/roles/${creatorRoleId}`)).json()).nameEn).toBe(
      'Tender Creator',
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'role.updated'));
    expect(audit).toHaveLength(1);
  });

  it('answers bad input with 400 and the spec messages, an unknown role with 404', async () => {
    const bad = await put(`/api/v1/roles/${creatorRoleId}`, {
      nameEn: ' ',
      nameAs: 'x'.repeat(31),
      paymentCapture: 'yes',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining(['validation.role.nameRequired', 'validation.text.wordTooLong']),
    );
    expect((await get('/api/v1/roles/99999')).statusCode).toBe(404);
    expect((await get('/api/v1/roles/abc')).statusCode).toBe(400);
  });

  it('sets the menu pages of a role, which its users see at once, and refuses unknown pages', async () => {
    const creator = await loginAs(t, 'creator');
    const menus = (await get(`/api/v1/roles/${creatorRoleId}/menus`)).json();
    const granted = menus.groups.flatMap((g: { pages: { page: string; granted: boolean }[] }) =>
      g.pages.filter((p) => p.granted).map((p) => p.page),
    );
    expect(granted).toContain('directpurchase');
    const unknown = await put(`/api/v1/roles/${creatorRoleId}/menus`, {
      pages: ['no-such-page'],
      version: menus.version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe('validation.role.unknownPage');

    const res = await put(`/api/v1/roles/${creatorRoleId}/menus`, {
      pages: [...granted.filter((p: string) => p !== 'directpurchase'), 'orgwisetenderreport'],
      version: menus.version,
    });
    expect(res.statusCode).toBe(200);
    const check = (page: string) =>
      t.write({ method: 'POST', url: '/api/v1/access/page', payload: { page }, cookies: creator.cookies });
    expect((await check('directpurchase')).json()).toEqual({ allowed: false });
    expect((await check('orgwisetenderreport')).json()).toEqual({ allowed: true });
    const stale = await put(`/api/v1/roles/${creatorRoleId}/menus`, { pages: [], version: menus.version });
    expect(stale.statusCode).toBe(409);
  });
});
