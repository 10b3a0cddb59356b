import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createUser, login, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`change password (${inject('engine')}): spec §5 Password`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (cookies: Record<string, string>, body: Record<string, string>) =>
    t.write({ method: 'POST', url: '/api/v1/account/password', cookies, payload: body });
  const messages = (res: { json(): { errors?: { message: string }[] } }) =>
    res.json().errors?.map((e) => e.message) ?? [];

  it('answers each broken rule with its spec message key, and changes nothing', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const short = await change(cookies, {
      currentPassword: testPassword,
      newPassword: 'Ab1#',
      confirmPassword: 'Ab1#',
    });
    expect(short.statusCode).toBe(400);
    expect(messages(short)).toContain('validation.password.length');
    const mismatch = await change(cookies, {
      currentPassword: testPassword,
      newPassword: 'Manas#Tiger2031',
      confirmPassword: 'Manas#Tiger2032',
    });
    expect(messages(mismatch)).toEqual(['validation.password.mismatch']);
    const wrong = await change(cookies, {
      currentPassword: 'Not#TheRight1',
      newPassword: 'Manas#Tiger2031',
      confirmPassword: 'Manas#Tiger2031',
    });
    expect(messages(wrong)).toEqual(['validation.password.wrongCurrent']);
    const withLogin = `${user.loginId}#A1a`;
    const containsLogin = await change(cookies, {
      currentPassword: testPassword,
      newPassword: withLogin,
      confirmPassword: withLogin,
    });
    expect(messages(containsLogin)).toContain('validation.password.containsLogin');
    const same = await change(cookies, {
      currentPassword: testPassword,
      newPassword: testPassword,
      confirmPassword: testPassword,
    });
    expect(messages(same)).toEqual(['validation.password.sameAsCurrent']);
    expect((await login(t, user.loginId)).res.statusCode).toBe(200);
  });

  it('changes the password, keeps this session, ends the others, and audits it', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const here = await login(t, user.loginId);
    const elsewhere = await login(t, user.loginId);
    const res = await change(here.cookies, {
      currentPassword: testPassword,
      newPassword: 'Manas#Tiger2031',
      confirmPassword: 'Manas#Tiger2031',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.write({ method: 'POST', url: '/api/v1/session/time', cookies: here.cookies })).statusCode,
    ).toBe(200);
    expect(
      (await t.write({ method: 'POST', url: '/api/v1/session/time', cookies: elsewhere.cookies })).statusCode,
    ).toBe(401);
    expect((await login(t, user.loginId)).res.statusCode).toBe(401);
    expect((await login(t, user.loginId, 'Manas#Tiger2031')).res.statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'password.changed'));
    expect(audit.some((a) => a.actorUserId === user.id)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await change({}, { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' });
    expect(res.statusCode).toBe(401);
  });
});
