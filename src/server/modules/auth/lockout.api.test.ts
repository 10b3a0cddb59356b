import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loginThrottles } from '../../db/schema/index.ts';
import { createUser, login, loginAs, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue #15 items 2, 3, 6 and 9: guessing limits that hold under parallel requests. The probe
 * sent 40 simultaneous logins (39 wrong, 1 right) to an account limited to 5 failures and got
 * in; attempts are now counted before the password is checked.
 */
describe(`guessing limits (${inject('engine')}): issue #15, ASVS 2.2.1`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A high address limit keeps the account limit the one under test (the address limit has
    // its own test below, with its own app).
    t = await createTestApp({ LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(() => t.close());
  // Every test starts with a clean address: the suite's requests all come from one address.
  beforeEach(async () => {
    await t.database.db.delete(loginThrottles).where(like(loginThrottles.key, 'address:%'));
  });

  const burst = (loginId: string, passwords: string[]) =>
    Promise.all(passwords.map((password) => login(t, loginId, password).then((r) => r.res.statusCode)));

  it('a burst of 40 parallel logins gets at most 5 password checks: the rest are 429', async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 39 ? testPassword : `Wrong#${i}pass`));
    const codes = await burst(user.loginId, passwords);
    const checked = codes.filter((c) => c !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('a waiting account refuses 40 parallel logins with the right password, every one', async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    for (let i = 0; i < 5; i++)
      expect((await login(t, user.loginId, `Wrong#${i}pass`)).res.statusCode).toBe(401);
    const codes = await burst(user.loginId, Array(40).fill(testPassword));
    expect(codes).toEqual(Array(40).fill(429));
  });

  it('the account waits progressively: 30 s after the fifth failure, then twice as long after each further one', async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    for (let i = 0; i < 5; i++) await login(t, user.loginId, `Wrong#${i}pass`);
    const first = await login(t, user.loginId);
    expect(first.res.statusCode).toBe(429);
    expect(Number(first.res.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The wait passes (moved into the past rather than slept through).
    const key = `account:${user.loginId.toLowerCase()}`;
    await t.database.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.key, key));
    expect((await login(t, user.loginId, 'Wrong#6pass')).res.statusCode).toBe(401);
    const second = await login(t, user.loginId);
    expect(second.res.statusCode).toBe(429);
    expect(Number(second.res.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(second.res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // After the wait the right password gets in, and clears the account's record.
    await t.database.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.key, key));
    expect((await login(t, user.loginId)).res.statusCode).toBe(200);
    expect(await t.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, key))).toEqual([]);
  });

  it('right answers do not count against the address', { timeout: 60_000 }, async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    // More right answers from one address than its limit (20): every one gets in.
    for (let i = 0; i < 24; i++) expect((await login(t, user.loginId)).res.statusCode).toBe(200);
  });

  it('15 wrong current passwords in a row: the sixth and later are refused with 429 (finding 6)', async () => {
    const { cookies } = await loginAs(t, 'creator');
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.write({
        method: 'POST',
        url: '/api/v1/account/password',
        cookies,
        payload: {
          currentPassword: `Wrong#${i}pass`,
          newPassword: 'Kamakhya#2099x',
          confirmPassword: 'Kamakhya#2099x',
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(codes.slice(5)).toEqual(Array(10).fill(429));
  });

  it('gep users cannot change their password through the API (spec §6, finding 10)', async () => {
    const { cookies } = await loginAs(t, 'bidder', { category: 'gep' });
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/account/password',
      cookies,
      payload: {
        currentPassword: testPassword,
        newPassword: 'Kamakhya#2099x',
        confirmPassword: 'Kamakhya#2099x',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe(`address limit (${inject('engine')}): issue #15 item 2`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2' });
  });
  afterAll(() => t.close());

  it('guesses spread over many accounts from one address stop at four times the account limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login(t, `nobody.${i}`, 'Wrong#1pass')).res.statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(codes.slice(8)).toEqual(Array(4).fill(429));
  });
});
