import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { loginAs } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe(`page access (${inject('engine')}): spec §5 navigation, §6, §7 menuAccessDetails`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (page: string, cookies: Record<string, string> = {}) =>
    t.write({ method: 'POST', url: '/api/v1/access/page', payload: { page }, cookies });

  it('opens anonymous pages to everyone, and nothing else to a visitor without a session', async () => {
    expect((await check('latestactivetenders')).json()).toEqual({ allowed: true });
    expect((await check('userdashboard')).json()).toEqual({ allowed: false });
    expect((await check('directpurchase')).json()).toEqual({ allowed: false });
  });

  it('opens staticMenu pages to any logged-in user, menu pages only to roles that have them', async () => {
    const creator = await loginAs(t, 'creator');
    const publisher = await loginAs(t, 'publisher');
    expect((await check('userdashboard', creator.cookies)).json()).toEqual({ allowed: true });
    expect((await check('directpurchase', creator.cookies)).json()).toEqual({ allowed: true });
    expect((await check('directpurchase', publisher.cookies)).json()).toEqual({ allowed: false });
    expect((await check('directpurchasestatusappruval', publisher.cookies)).json()).toEqual({
      allowed: true,
    });
    expect((await check('directpurchasestatusappruval', creator.cookies)).json()).toEqual({ allowed: false });
  });

  it('audits a refused page for a logged-in user', async () => {
    const bidder = await loginAs(t, 'bidder');
    await check('usercreation', bidder.cookies);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'));
    expect(
      rows.some(
        (r) => r.actorUserId === bidder.user.id && (r.detail as { page?: string }).page === 'usercreation',
      ),
    ).toBe(true);
  });

  it('answers an unknown page with 404, not a verdict', async () => {
    expect((await check('no-such-page')).statusCode).toBe(404);
  });

  it('gives each role of spec §6 exactly its menu pages', async () => {
    const admin = await loginAs(t, 'portal_admin');
    for (const page of [
      'masterentrylevelone',
      'usercreation',
      'contententryform',
      'trainingcreation',
      'bidderupload',
    ]) {
      expect((await check(page, admin.cookies)).json(), page).toEqual({ allowed: true });
    }
    expect((await check('directpurchase', admin.cookies)).json()).toEqual({ allowed: false });
    const nodal = await loginAs(t, 'nodal_officer');
    expect((await check('usercreation', nodal.cookies)).json()).toEqual({ allowed: true });
    expect((await check('masterentrylevelone', nodal.cookies)).json()).toEqual({ allowed: false });
    const faa = await loginAs(t, 'appellate_authority_1');
    expect((await check('approveAppeal', faa.cookies)).json()).toEqual({ allowed: true });
    expect((await check('approveSecondAppeal', faa.cookies)).json()).toEqual({ allowed: false });
  });
});

describe(`route access declarations are enforced (${inject('engine')})`, () => {
  let t: TestApp;
  let app: import('fastify').FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    const Fastify = (await import('fastify')).default;
    const cookie = (await import('@fastify/cookie')).default;
    const { registerSessions } = await import('./session.ts');
    const { registerAccess, pagesAccess } = await import('./access.ts');
    const { registerErrorHandling } = await import('./errors.ts');
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(cookie);
    await registerSessions(app, { db: t.database.db, config: t.config });
    registerAccess(app, { db: t.database.db });
    app.get('/api/v1/test/users', { config: { access: pagesAccess('usercreation') } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('lets a role with the page through, refuses one without it (403, audited) and a visitor (401)', async () => {
    const nodal = await loginAs(t, 'nodal_officer');
    const creator = await loginAs(t, 'creator');
    expect((await app.inject({ url: '/api/v1/test/users', cookies: nodal.cookies })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/v1/test/users', cookies: creator.cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await app.inject({ url: '/api/v1/test/users' })).statusCode).toBe(401);
    const denials = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'));
    expect(denials.some((d) => d.actorUserId === creator.user.id)).toBe(true);
  });

  it('refuses to start when an API route declares no access (fail closed)', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerAccess } = await import('./access.ts');
    const bare = Fastify({ logger: false });
    registerAccess(bare, { db: t.database.db });
    expect(() => bare.get('/api/v1/forgotten', async () => ({}))).toThrow(/declares no access/);
  });
});
