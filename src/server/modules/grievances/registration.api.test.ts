import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testCaptchaAnswer } from '../../test/test-app.ts';

const messages = (res: { json: () => unknown }) =>
  ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map(
    (e) => `${e.path} ${e.message}`,
  );

describe(`grievance user registration (${inject('engine')}): issue #26 item 1; spec §5 e-mail and phone codes`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const captcha = { captchaId: 'none', captchaAnswer: testCaptchaAnswer };
  let n = 0;
  const person = () => {
    n++;
    return {
      firstName: 'Rima',
      lastName: 'Das',
      email: `rima.das${n}@example.org`,
      mobile: `98640${String(n).padStart(5, '0')}`,
    };
  };
  /** The code the outbox holds for this recipient (the development mailbox reads the same rows). */
  async function codeSentTo(recipient: string) {
    const [row] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, recipient), like(outboxMessages.purpose, 'grievance-registration')),
      )
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(row!.body)![1]!;
  }
  async function start(who: ReturnType<typeof person>) {
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/public/grievance-users/codes',
      payload: { ...who, ...captcha },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { emailCodeId: string; mobileCodeId: string };
  }
  const password = 'Dighalipukhuri#2026';
  const complete = (payload: object) =>
    t.write({ method: 'POST', url: '/api/v1/public/grievance-users', payload });

  it('registers with both codes, then logs in as a grievance user', async () => {
    const who = person();
    const ids = await start(who);
    const res = await complete({
      ...who,
      ...ids,
      emailCode: await codeSentTo(who.email),
      mobileCode: await codeSentTo(who.mobile),
      loginId: `rima.das.${n}`,
      newPassword: password,
      confirmPassword: password,
    });
    expect(res.statusCode, res.body).toBe(201);
    const logged = await login(t, `rima.das.${n}`, password);
    expect(logged.res.statusCode, logged.res.body).toBe(200);
    expect((logged.res.json() as { user: { roles: string[] } }).user.roles).toEqual(['grievance_user']);
  });

  it('refuses a wrong code, a reused code, a code of another address and a missing captcha, making no account', async () => {
    const who = person();
    const ids = await start(who);
    const emailCode = await codeSentTo(who.email);
    const mobileCode = await codeSentTo(who.mobile);
    const base = {
      ...who,
      ...ids,
      loginId: `rima.wrong.${n}`,
      newPassword: password,
      confirmPassword: password,
    };
    const wrong = await complete({
      ...base,
      emailCode,
      mobileCode: mobileCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong)).toEqual(['body.mobileCode grievances:validation.codeInvalid']);
    // The right e-mail code was used up by that attempt: a second use is refused.
    const reused = await complete({ ...base, emailCode, mobileCode });
    expect(reused.statusCode).toBe(400);
    expect(messages(reused)).toEqual(['body.emailCode grievances:validation.codeInvalid']);
    // Codes bound to other addresses do not register this one.
    const other = person();
    const otherIds = await start(other);
    const swapped = await complete({
      ...base,
      ...otherIds,
      emailCode: await codeSentTo(other.email),
      mobileCode: await codeSentTo(other.mobile),
    });
    expect(swapped.statusCode).toBe(400);
    const missing = await t.write({
      method: 'POST',
      url: '/api/v1/public/grievance-users/codes',
      payload: person(),
    });
    expect(missing.statusCode).toBe(400);
    expect(messages(missing).join()).toContain('validation.captcha.required');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.loginId, `rima.wrong.${n}`)),
    ).toHaveLength(0);
  });

  it('refuses a weak password and a taken login id with their messages', async () => {
    const who = person();
    const ids = await start(who);
    const weak = await complete({
      ...who,
      ...ids,
      emailCode: '123456',
      mobileCode: '123456',
      loginId: 'rima.weak',
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(messages(weak)).toContain('body.newPassword validation.password.length');
    expect(messages(weak)).toContain('body.confirmPassword validation.password.mismatch');
    const first = person();
    const firstIds = await start(first);
    expect(
      (
        await complete({
          ...first,
          ...firstIds,
          emailCode: await codeSentTo(first.email),
          mobileCode: await codeSentTo(first.mobile),
          loginId: 'rima.taken',
          newPassword: password,
          confirmPassword: password,
        })
      ).statusCode,
    ).toBe(201);
    const second = person();
    const secondIds = await start(second);
    const taken = await complete({
      ...second,
      ...secondIds,
      emailCode: await codeSentTo(second.email),
      mobileCode: await codeSentTo(second.mobile),
      loginId: 'RIMA.TAKEN',
      newPassword: password,
      confirmPassword: password,
    });
    expect(taken.statusCode).toBe(409);
    expect(messages(taken)).toEqual(['body.loginId grievances:validation.loginTaken']);
    // An e-mail already registered gets no new codes.
    const again = await t.write({
      method: 'POST',
      url: '/api/v1/public/grievance-users/codes',
      payload: { ...first, ...captcha },
    });
    expect(again.statusCode).toBe(409);
  });

  it('rate limits the codes: a sixth request for one e-mail address in the window is refused', async () => {
    const who = person();
    for (let i = 0; i < 5; i++) await start(who);
    const sixth = await t.write({
      method: 'POST',
      url: '/api/v1/public/grievance-users/codes',
      payload: { ...who, ...captcha },
    });
    expect(sixth.statusCode).toBe(429);
  });
});
