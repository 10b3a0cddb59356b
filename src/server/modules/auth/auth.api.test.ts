import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionStateSchema } from '../../../common/api/auth.ts';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { createUser, login, loginAs, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

async function auditActions(t: TestApp) {
  return (
    await t.database.db.select({ action: auditLog.action, detail: auditLog.detail }).from(auditLog)
  ).map((r) => r.action);
}

describe(`login, sessions and logout (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  it('logs in with a new HttpOnly SameSite=Strict session cookie and returns roles and menus', async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    const { res } = await login(t, user.loginId);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'spp_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = sessionStateSchema.parse(res.json());
    expect(state.user?.roles).toEqual(['creator']);
    // The tender work first, then the annual procurement plan (decision 052).
    expect(state.user?.menuGroups.map((g) => g.code)).toEqual(['tenderCreation', 'planEntry']);
    expect(state.user?.menuGroups[0]?.pages).toContain('directpurchase');
    expect(state.idleMs).toBe(900_000);
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const token = Object.values(cookies)[0]!;
    const rows = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a new session id at every login, never reusing a cookie the browser already had', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const first = await login(t, user.loginId);
    const second = await t.write({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: first.cookies,
      payload: {
        loginId: user.loginId,
        password: testPassword,
        captchaId: 'x',
        captchaAnswer: 'test-captcha-pass',
      },
    });
    const secondToken = second.cookies.find((c) => c.name === 'spp_session')?.value;
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(Object.values(first.cookies)[0]);
  });

  it('answers wrong password, unknown account and inactive account alike, and audits each', async () => {
    const active = await createUser(t.database.db, { role: 'bidder' });
    const inactive = await createUser(t.database.db, { role: 'bidder', status: 0 });
    const answers = [
      await login(t, active.loginId, 'Wrong#Password99'),
      await login(t, 'nobody-here', testPassword),
      await login(t, inactive.loginId, testPassword),
    ].map(({ res }) => ({
      status: res.statusCode,
      code: res.json().code,
      title: res.json().title,
      cookie: res.cookies.length,
    }));
    expect(answers[0]).toEqual({
      status: 401,
      code: 'LOGIN_FAILED',
      title: 'Invalid login ID or password.',
      cookie: 0,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const failures = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'login.failure'));
    const reasons = failures.map((f) => (f.detail as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['wrong-password', 'unknown-account', 'inactive']));
  });

  it('locks an account after the allowed failures, even for the right password, with 429 and Retry-After', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    for (let i = 0; i < 3; i++)
      expect((await login(t, user.loginId, 'Wrong#Password99')).res.statusCode).toBe(401);
    const locked = await login(t, user.loginId);
    expect(locked.res.statusCode).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await auditActions(t)).toContain('login.locked');
  });

  it('refuses a login whose captcha is wrong, before looking at the password', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        loginId: user.loginId,
        password: testPassword,
        captchaId: 'no-such-captcha',
        captchaAnswer: 'guess',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CAPTCHA_FAILED');
  });

  it('answers an empty login form with translated validation keys, not a 500', async () => {
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { loginId: ' ', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['validation.login.loginIdRequired', 'validation.login.passwordRequired']),
    );
  });

  it('after logout the old cookie gets 401 SESSION_EXPIRED (quality.md)', async () => {
    const { cookies } = await loginAs(t, 'bidder');
    expect((await t.write({ method: 'POST', url: '/api/v1/session/time', cookies })).statusCode).toBe(200);
    const out = await t.write({ method: 'POST', url: '/api/v1/auth/logout', cookies });
    expect(out.statusCode).toBe(200);
    const again = await t.write({ method: 'POST', url: '/api/v1/session/time', cookies });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SESSION_EXPIRED');
    expect((await t.app.inject({ url: '/api/v1/session', cookies })).json().authenticated).toBe(false);
  });

  it('ends a session idle past the warning grace (spec §4: 15 min + 60 s), not one idle 15 min', async () => {
    const { user, cookies } = await loginAs(t, 'bidder');
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '15 minutes' where user_id = ${user.id}`,
    );
    expect((await t.write({ method: 'POST', url: '/api/v1/session/time', cookies })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '16 minutes 5 seconds' where user_id = ${user.id}`,
    );
    const res = await t.write({ method: 'POST', url: '/api/v1/session/time', cookies });
    expect(res.json().code).toBe('SESSION_EXPIRED');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.endReason).toBe('idle');
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const { user, cookies } = await loginAs(t, 'bidder');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await t.write({ method: 'POST', url: '/api/v1/session/time', cookies })).json().code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('ends the sessions of a user made inactive (quality.md)', async () => {
    const { user, cookies } = await loginAs(t, 'bidder');
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    expect((await t.write({ method: 'POST', url: '/api/v1/session/time', cookies })).statusCode).toBe(401);
  });

  it('keeps the audit chain intact through all of this', async () => {
    const verdict = await verifyAuditChain(t.database.db);
    expect(verdict.ok).toBe(true);
    expect(await auditActions(t)).toEqual(
      expect.arrayContaining(['login.success', 'login.failure', 'logout']),
    );
  });
});

describe(`one session, one window (${inject('engine')}): spec §5 as a policy switch`, () => {
  it('hands the browser a window key by default, derived from the session and not the token', async () => {
    const t = await createTestApp();
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { res, cookies } = await login(t, user.loginId);
    const key = res.json().windowKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.values(cookies)[0]).not.toContain(key);
    expect((await t.app.inject({ url: '/api/v1/session', cookies })).json().windowKey).toBe(key);
    await t.close();
  });

  it('gives no window key when the rule is switched off', async () => {
    const t = await createTestApp({ SESSION_WINDOW_BINDING: 'false' });
    const user = await createUser(t.database.db, { role: 'bidder' });
    expect((await login(t, user.loginId)).res.json().windowKey).toBeNull();
    await t.close();
  });
});
