import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { createUser, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testCaptchaAnswer } from '../../test/test-app.ts';

// Every request here comes from one address, which may ask for 20 codes per window (four times
// the per-account limit); this file stays under that. A new test with many requests needs its own app.
describe(`forgot password → one-time code → new password (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithEmail() {
    const user = await createUser(t.database.db, { role: 'bidder' });
    await t.database.db
      .update(users)
      .set({ email: `${user.loginId}@example.org`, mobile: '9876501234' })
      .where(eq(users.id, user.id));
    return user;
  }
  const start = (loginId: string) =>
    t.write({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { loginId, captchaId: 'x', captchaAnswer: testCaptchaAnswer },
    });
  const verify = (resetId: string, code: string) =>
    t.write({ method: 'POST', url: '/api/v1/auth/password-reset/verify', payload: { resetId, code } });
  const complete = (grant: { grantId: string; grantToken: string }, password: string) =>
    t.write({
      method: 'POST',
      url: '/api/v1/auth/password-reset/complete',
      payload: { ...grant, newPassword: password, confirmPassword: password },
    });
  async function sentCode(recipient: string, channel = 'email') {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} = ${recipient} and ${outboxMessages.channel} = ${channel}`)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  }

  it('sends a 6-digit code by e-mail and SMS through the outbox, and resets the password with it', async () => {
    const user = await userWithEmail();
    const old = await login(t, user.loginId);
    const started = await start(user.loginId);
    expect(started.statusCode).toBe(200);
    const code = await sentCode(`${user.loginId}@example.org`);
    expect(code).toMatch(/^\d{6}$/);
    expect(await sentCode('9876501234', 'sms')).toBe(code);
    const grant = await verify(started.json().resetId, code!);
    expect(grant.statusCode).toBe(200);
    const done = await complete(grant.json(), 'Manas#Tiger2031');
    expect(done.statusCode).toBe(200);
    expect((await login(t, user.loginId, 'Manas#Tiger2031')).res.statusCode).toBe(200);
    expect(
      (await t.write({ method: 'POST', url: '/api/v1/session/time', cookies: old.cookies })).statusCode,
    ).toBe(401);
  });

  it('answers an unknown account exactly like a real one, and sends nothing', async () => {
    const before = (await t.database.db.select().from(outboxMessages)).length;
    const res = await start('nobody.at.all');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['resetId']);
    expect(res.json().resetId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.database.db.select().from(outboxMessages)).length).toBe(before);
    expect((await verify(res.json().resetId, '123456')).json().errors[0].message).toBe(
      'validation.otp.invalid',
    );
  });

  it('uses a code once, and kills it after five wrong tries', async () => {
    const user = await userWithEmail();
    const { resetId } = (await start(user.loginId)).json();
    const code = (await sentCode(`${user.loginId}@example.org`))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(resetId, wrong)).statusCode).toBe(400);
    expect((await verify(resetId, code)).statusCode).toBe(400);

    const second = (await start(user.loginId)).json().resetId;
    const secondCode = (await sentCode(`${user.loginId}@example.org`))!;
    expect((await verify(second, secondCode)).statusCode).toBe(200);
    expect((await verify(second, secondCode)).statusCode).toBe(400);
  });

  it('refuses an expired code, and a code of another purpose', async () => {
    const user = await userWithEmail();
    const { resetId } = (await start(user.loginId)).json();
    const code = (await sentCode(`${user.loginId}@example.org`))!;
    await t.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where id = ${resetId}`,
    );
    expect((await verify(resetId, code)).statusCode).toBe(400);

    // A grant is bound to its own purpose: presented as a reset code it is refused.
    const other = (await start(user.loginId)).json().resetId;
    const grant = (await verify(other, (await sentCode(`${user.loginId}@example.org`))!)).json();
    expect((await verify(grant.grantId, '123456')).statusCode).toBe(400);
  });

  it('checks the new password before using the grant, so a refused one can be retried', async () => {
    const user = await userWithEmail();
    const { resetId } = (await start(user.loginId)).json();
    const grant = (await verify(resetId, (await sentCode(`${user.loginId}@example.org`))!)).json();
    const weak = await complete(grant, 'Password@12345');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toContain(
      'validation.password.common',
    );
    const withLogin = `${user.loginId}#A1a`;
    expect((await complete(grant, withLogin)).json().errors[0].message).toBe(
      'validation.password.containsLogin',
    );
    expect((await complete(grant, 'Majuli#Island2033')).statusCode).toBe(200);
    expect((await complete(grant, 'Majuli#Island2034')).statusCode).toBe(400);
  });

  it('rejects a malformed code with the format message, not a 500', async () => {
    const res = await verify('x', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('validation.otp.format');
  });

  it('limits code requests per account: the sixth within the window gets 429 with Retry-After', async () => {
    const user = await userWithEmail();
    for (let i = 0; i < 5; i++) expect((await start(user.loginId)).statusCode).toBe(200);
    const limited = await start(user.loginId);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown accounts are limited alike, so the limit reveals nothing.
    for (let i = 0; i < 5; i++) await start('ghost.account');
    expect((await start('ghost.account')).statusCode).toBe(429);
  });
});
