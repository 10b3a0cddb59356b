import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog, outboxMessages, users } from '../../db/schema/index.ts';
import { createUser, login, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Spec §2 updateEmailandPhone, §5 "Email and phone changes in a profile need a one-time code". */
describe(`change of e-mail and mobile with a one-time code (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function member(email: string | null = null, mobile: string | null = null) {
    const user = await createUser(t.database.db, { role: 'creator' });
    await t.database.db.update(users).set({ email, mobile }).where(eq(users.id, user.id));
    return { user, cookies: (await login(t, user.loginId)).cookies };
  }
  const ask = (cookies: Record<string, string>, channel: string, value: string) =>
    t.write({ method: 'POST', url: '/api/v1/account/contact/code', cookies, payload: { channel, value } });
  const verify = (cookies: Record<string, string>, changeId: string, code: string) =>
    t.write({ method: 'POST', url: '/api/v1/account/contact/verify', cookies, payload: { changeId, code } });
  async function lastMessage(recipient: string) {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return message;
  }
  const codeIn = (body = '') => /\b(\d{6})\b/.exec(body)?.[1];

  it('sends the code to the NEW e-mail address, changes it with the code, and tells the old address', async () => {
    const { user, cookies } = await member('old.address@example.org');
    const sent = await ask(cookies, 'email', 'New.Address@Example.org');
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastMessage('new.address@example.org'))?.body);
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changes until the code comes back.
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.email).toBe('old.address@example.org');
    const done = await verify(cookies, sent.json().changeId, code!);
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe('new.address@example.org');
    expect((await lastMessage('old.address@example.org'))?.body).toContain('was changed');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'contact.email.changed' and ${auditLog.actorUserId} = ${user.id}`);
    expect(audit).toHaveLength(1);
  });

  it('sends the code by SMS to the new mobile number and changes it', async () => {
    const { cookies } = await member(null, '9876500001');
    const sent = await ask(cookies, 'mobile', '9876500002');
    const code = codeIn((await lastMessage('9876500002'))?.body);
    expect((await lastMessage('9876500002'))?.channel).toBe('sms');
    const done = await verify(cookies, sent.json().changeId, code!);
    expect(done.json().mobile).toBe('9876500002');
  });

  it('refuses a wrong code, and kills the code after five wrong tries (spec: attempts limited)', async () => {
    const { user, cookies } = await member('tries@example.org');
    const sent = await ask(cookies, 'email', 'tries.new@example.org');
    const code = codeIn((await lastMessage('tries.new@example.org'))?.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(cookies, sent.json().changeId, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('validation.otp.invalid');
    }
    expect((await verify(cookies, sent.json().changeId, code)).statusCode).toBe(400);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.email).toBe('tries@example.org');
  });

  it('binds the code to the user who asked for it: another user cannot use it', async () => {
    const first = await member('first@example.org');
    const second = await member('second@example.org');
    const sent = await ask(first.cookies, 'email', 'stolen@example.org');
    const code = codeIn((await lastMessage('stolen@example.org'))?.body)!;
    expect((await verify(second.cookies, sent.json().changeId, code)).statusCode).toBe(400);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, second.user.id));
    expect(after?.email).toBe('second@example.org');
  });

  it('checks the spec §5 formats and refuses the address the user already has', async () => {
    const { cookies } = await member('same@example.org', '9876500003');
    expect((await ask(cookies, 'email', 'x@gmail.gmail.com')).json().errors[0].message).toBe(
      'validation.email.invalid',
    );
    expect((await ask(cookies, 'mobile', '98765')).json().errors[0].message).toBe(
      'validation.mobile.invalid',
    );
    expect((await ask(cookies, 'mobile', '9000000012')).json().errors[0].message).toBe(
      'validation.mobile.repeated',
    );
    expect((await ask(cookies, 'email', 'SAME@example.org')).json().errors[0].message).toBe(
      'validation.email.same',
    );
  });

  it('limits code requests per account (429 with Retry-After)', async () => {
    const { cookies } = await member('limited@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await ask(cookies, 'email', `limit${i}@example.org`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await ask(cookies, 'email', 'limit9@example.org');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is refused to user category gep (spec §6 hides Update Email/Phone)', async () => {
    const { cookies } = await loginAs(t, 'bidder', { category: 'gep' });
    expect((await ask(cookies, 'email', 'gep.new@example.org')).statusCode).toBe(403);
  });

  it('needs a session (401)', async () => {
    expect((await ask({}, 'email', 'anon@example.org')).statusCode).toBe(401);
  });
});

describe(`development mailbox (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a portal admin the messages the outbox holds, newest first, filtered by recipient', async () => {
    const { cookies } = await loginAs(t, 'portal_admin');
    await t.database.db.insert(outboxMessages).values([
      {
        channel: 'email',
        recipient: 'one@example.org',
        subject: 'First',
        body: 'code 123456',
        purpose: 'test',
      },
      { channel: 'sms', recipient: '9876500009', body: 'code 654321', purpose: 'test' },
    ]);
    const all = await t.app.inject({ url: '/api/v1/dev/mailbox', cookies });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .items.slice(0, 2)
        .map((m: { recipient: string }) => m.recipient),
    ).toEqual(['9876500009', 'one@example.org']);
    const one = await t.app.inject({ url: '/api/v1/dev/mailbox?recipient=ONE@example.org', cookies });
    expect(one.json().items.map((m: { body: string }) => m.body)).toEqual(['code 123456']);
  });

  it('is not for other roles (403)', async () => {
    const { cookies } = await loginAs(t, 'nodal_officer');
    expect((await t.app.inject({ url: '/api/v1/dev/mailbox', cookies })).statusCode).toBe(403);
  });

  it('does not exist in production: no route, so even an anonymous call is a 404, not a 401', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://spp.assam.gov.in',
    });
    try {
      expect(production.app.apiRoutes.some((r) => r.url.includes('/dev/mailbox'))).toBe(false);
      expect((await production.app.inject({ url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/v1/session' })).json().devMailbox).toBe(false);
      expect((await t.app.inject({ url: '/api/v1/session' })).json().devMailbox).toBe(true);
    } finally {
      await production.close();
    }
  });
});
