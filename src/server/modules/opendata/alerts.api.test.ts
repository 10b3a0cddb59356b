import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailboxMessage } from '../../../common/api/dev-mailbox.ts';
import { tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { drainOutbox, smtpTransport, type Transport } from '../../platform/outbox.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testCaptchaAnswer } from '../../test/test-app.ts';

/**
 * Issue #32 item 6 (docs/decisions/055): e-mail alerts of a public search. Saved with the
 * captcha, confirmed by the mailed link (double opt-in, single use, expiring), a digest of the
 * new matching tenders in the chosen language and of corrigenda to tenders already sent, never
 * twice, with a one-click unsubscribe (RFC 8058) that a mail provider POSTs without a cookie.
 */

const captcha = { captchaId: 'none', captchaAnswer: testCaptchaAnswer };
const base = {
  source: 'eprocure',
  organisationChain: 'Public Works Roads Department||Chief Engineer PWD Roads',
  tenderType: 'Open Tender',
  category: 'Works',
  contentHash: 'x',
};
const day = 86_400_000;

async function startSmtp() {
  const received: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as { port: number }).port, received };
}

const noSms: Transport = {
  send: async () => {
    throw new Error('no SMS here');
  },
};

describe(`e-mail alerts (${inject('engine')}): issue #32 item 6`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let serial = 0;
  const addTender = async (title: string, options: { category?: string; publishedAt?: Date } = {}) => {
    serial++;
    const [row] = await t.database.db
      .insert(tenders)
      .values({
        ...base,
        uid: `eprocure-ALERT_${serial}`,
        externalId: `ALERT_${serial}`,
        referenceNo: `PWD/AL/${serial}`,
        title,
        category: options.category ?? 'Works',
        valueInr: 1_500_000,
        publishedAt: options.publishedAt ?? new Date(),
        closingAt: new Date(Date.now() + 10 * day),
      })
      .returning({ id: tenders.id, uid: tenders.uid });
    return row!;
  };
  const mailbox = async (recipient: string): Promise<MailboxMessage[]> => {
    const res = await t.app.inject({
      url: `/api/v1/dev/mailbox?recipient=${encodeURIComponent(recipient)}`,
      cookies: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };
  const save = (body: Record<string, unknown>) =>
    t.write({ method: 'POST', url: '/api/v1/public/search-alerts', payload: { ...captcha, ...body } });
  const confirm = (token: string) =>
    t.write({ method: 'POST', url: '/api/v1/public/search-alerts/confirm', payload: { token } });
  const digest = async () => {
    const res = await t.write({ method: 'POST', url: '/api/v1/dev/search-alerts/digest', cookies: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { alerts: number; mails: number };
  };
  const confirmToken = (m: MailboxMessage) => /searchalerts\?confirm=([A-Za-z0-9_-]+)/.exec(m.body)![1]!;
  const unsubscribeToken = (m: MailboxMessage) =>
    /searchalerts\?unsubscribe=([A-Za-z0-9_-]+)/.exec(m.body)![1]!;
  const messages = (res: { json(): { errors?: { message: string }[] } }) =>
    (res.json().errors ?? []).map((e) => e.message);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
    admin = (await loginAs(t, 'portal_admin')).cookies;
  });
  afterAll(() => t.close());

  it('sends nothing but the confirmation until confirmed, then a digest of the new matching tender in Assamese', async () => {
    const email = 'asha.alerts@example.in';
    const saved = await save({
      email: 'Asha.Alerts@Example.in',
      lang: 'as',
      search: '?q=embankment&category=Works&cursor=abc',
    });
    expect(saved.statusCode, saved.body).toBe(202);
    expect(saved.json()).toEqual({
      email,
      lang: 'as',
      search: 'category=Works&q=embankment',
      status: 'pending',
    });
    const [confirmation] = await mailbox(email);
    expect(confirmation!.subject).toContain('ই-মেইল সতৰ্কবাণী নিশ্চিত কৰক');
    expect(confirmation!.body).toMatch(/\/asm\/searchalerts\?confirm=/);

    // Unconfirmed: a matching tender is published, the digest runs, nothing is sent.
    await addTender('Raising of embankment at Majuli');
    await digest();
    expect(await mailbox(email)).toHaveLength(1);

    const confirmed = await confirm(confirmToken(confirmation!));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');

    // New since the confirmation: the matching one, not the goods nor the other words.
    await addTender('Embankment protection works at Dibrugarh');
    await addTender('Supply of embankment survey instruments', { category: 'Goods' });
    await addTender('Construction of a school building');
    expect((await digest()).mails).toBeGreaterThanOrEqual(1);
    const [mail] = await mailbox(email);
    expect(mail!.subject).toContain('আপোনাৰ সংৰক্ষিত সন্ধানৰ বাবে 1টা নতুন: “embankment”');
    expect(mail!.body).toContain('নতুন টেণ্ডাৰ (1)');
    expect(mail!.body).toContain('Embankment protection works at Dibrugarh');
    // The value once, with one rupee sign (formatRupees writes it).
    expect(mail!.body).toContain('মূল্য: ₹15,00,000.00');
    expect(mail!.body).not.toContain('Majuli');
    expect(mail!.body).not.toContain('survey instruments');
    expect(mail!.body).toMatch(/\/asm\/activetendersfullview\?id=eprocure-ALERT_\d+/);
    expect(mail!.body).toMatch(/এই ই-মেইলবোৰ বন্ধ কৰিবলৈ খোলক: http:\/\/\S+\/asm\/searchalerts\?unsubscribe=/);

    // A second run: nothing new, nothing sent.
    const before = (await mailbox(email)).length;
    expect((await digest()).mails).toBe(0);
    expect(await mailbox(email)).toHaveLength(before);
  });

  it('mails a corrigendum to a tender already sent, once, and an English alert in English with the RFC 8058 headers', async () => {
    const email = 'bidder.en@example.in';
    await save({ email, lang: 'en', search: 'q=culvert' });
    await confirm(confirmToken((await mailbox(email))[0]!));
    const culvert = await addTender('Construction of a box culvert at Tezpur');
    await digest();
    const [first] = await mailbox(email);
    expect(first!.subject).toMatch(/^1 new for your saved search: “culvert”/);
    expect(first!.body).toContain('New tenders (1)');
    expect(first!.body).toContain('Construction of a box culvert at Tezpur');
    expect(first!.body).toMatch(/\/en\/activetendersfullview\?id=/);

    await t.database.db.insert(tenderCorrigenda).values({
      uid: `${culvert.uid}-c1`,
      tenderId: culvert.id,
      number: 1,
      type: 'date-extension',
      publishedAt: new Date(),
      details: 'Bid submission extended by a week',
      newClosingAt: new Date(Date.now() + 17 * day),
    });
    await digest();
    const [second] = await mailbox(email);
    expect(second!.id).not.toBe(first!.id);
    expect(second!.body).toContain('Corrigenda to tenders you were sent (1)');
    expect(second!.body).toContain('Corrigendum 1: Construction of a box culvert at Tezpur');
    expect(second!.body).toContain('New bid submission end:');
    expect((await digest()).mails).toBe(0);
    expect((await mailbox(email))[0]!.id).toBe(second!.id);

    // Through a real SMTP server: the one-click headers go out with the mail.
    const smtp = await startSmtp();
    await drainOutbox({
      db: t.database.db,
      transports: {
        email: smtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'alerts@spp.test' }),
        sms: noSms,
      },
      batch: 100,
    });
    await new Promise<void>((r) => smtp.server.close(() => r()));
    const raw = smtp.received.filter((m) => m.to === email).map((m) => m.raw.replace(/\r\n(?=[ \t])/g, ''));
    expect(raw).toHaveLength(3);
    for (const m of raw) {
      expect(m).toMatch(
        /^List-Unsubscribe: <http:\/\/\S+\/api\/v1\/public\/search-alerts\/unsubscribe\?token=[\w-]+>$/m,
      );
      expect(m).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    }
  });

  it('stops an alert by the one-click POST a mail provider sends, without cookie or CSRF token', async () => {
    const email = 'stop.me@example.in';
    await save({ email, lang: 'en', search: 'q=drainage' });
    const [confirmation] = await mailbox(email);
    await confirm(confirmToken(confirmation!));
    const token = unsubscribeToken(confirmation!);
    // Opened in a browser: to the page that asks (in the alert's language).
    const opened = await t.app.inject({ url: `/api/v1/public/search-alerts/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/en/searchalerts?unsubscribe=${token}`);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/search-alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().status).toBe('unsubscribed');
    // Again: harmless. An unknown token: refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/search-alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/search-alerts/unsubscribe?token=${'x'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown)).toEqual(['opendata:alerts.validation.tokenInvalid']);

    await addTender('Storm water drainage at Silchar');
    await digest();
    expect(await mailbox(email)).toHaveLength(1);
  });

  it('refuses a reused and an expired confirmation link, each with its message', async () => {
    const email = 'late@example.in';
    await save({ email, lang: 'en', search: 'q=bridge' });
    const token = confirmToken((await mailbox(email))[0]!);
    expect((await confirm(token)).statusCode).toBe(200);
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(messages(reused)).toEqual(['opendata:alerts.validation.tokenInvalid']);

    const other = 'later@example.in';
    await save({ email: other, lang: 'as', search: 'q=bridge' });
    const expiring = confirmToken((await mailbox(other))[0]!);
    await t.database.db.execute(
      sql`update search_alerts set confirm_expires_at = now() - interval '1 minute' where email = ${other}`,
    );
    const expired = await confirm(expiring);
    expect(expired.statusCode).toBe(400);
    expect(messages(expired)).toEqual(['opendata:alerts.validation.tokenExpired']);
    const [row] = (
      (await t.database.db.execute(
        sql`select status from search_alerts where email = ${other}`,
      )) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    expect(row!.status).toBe('pending');
  });

  it('refuses a bad e-mail address, a missing captcha and a bad filter, saving nothing', async () => {
    const bad = await save({ email: 'not-an-address', lang: 'en', search: 'q=road' });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toContain('opendata:alerts.validation.email');
    const noCaptcha = await t.write({
      method: 'POST',
      url: '/api/v1/public/search-alerts',
      payload: { email: 'ok@example.in', lang: 'en', search: 'q=road' },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(messages(noCaptcha)).toContain('validation.captcha.required');
    const badFilter = await save({ email: 'ok@example.in', lang: 'en', search: 'status=soon' });
    expect(badFilter.statusCode).toBe(400);
    expect(messages(badFilter)).toEqual(['opendata:alerts.validation.search']);
    const badLang = await save({ email: 'ok@example.in', lang: 'fr', search: '' });
    expect(badLang.statusCode).toBe(400);
    const count = (await t.database.db.execute(
      sql`select count(*)::int as n from search_alerts where email in ('ok@example.in', 'not-an-address')`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });

  it('limits the saves of one address (429 with Retry-After)', async () => {
    const email = 'many@example.in';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await save({ email, lang: 'en', search: `q=road${i}` })).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await save({ email, lang: 'en', search: 'q=road9' });
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await mailbox(email)).toHaveLength(5);
  });

  it('keeps one live alert per address and search, and one digest, under parallel requests', async () => {
    const email = 'parallel@example.in';
    const saves = await Promise.all(
      Array.from({ length: 4 }, () => save({ email, lang: 'en', search: 'q=pipeline&category=Works' })),
    );
    expect(saves.map((s) => s.statusCode)).toEqual([202, 202, 202, 202]);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from search_alerts where email = ${email}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
    // Each save mailed a link; the one whose save wrote last is the one that works.
    const confirms = [];
    for (const m of await mailbox(email)) confirms.push((await confirm(confirmToken(m))).statusCode);
    expect(confirms.sort()).toEqual([200, 400, 400, 400]);
    await addTender('Water pipeline at Nagaon');
    const runs = await Promise.all([digest(), digest(), digest()]);
    expect(runs.reduce((n, r) => n + r.mails, 0)).toBe(1);
    expect(
      (await mailbox(email)).filter((m) => m.subject.includes('new for your saved search')),
    ).toHaveLength(1);
  });
});
