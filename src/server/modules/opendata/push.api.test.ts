import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PushResult, PushTender } from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import { auditLog, orgUnits, pushItems, tenders, userOrgUnits, users } from '../../db/schema/index.ts';
import { createUser, loginAs, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue #32 item 1: the push API of REST-type XML users. A token from the XML user's own
 * credentials; tenders, corrigenda and awards pushed one at a time as JSON; idempotent (same
 * version, Idempotency-Key, parallel requests); a new version shown as a corrigendum with what
 * changed; only for the user's organisation chains (403); every push audited; the token retired
 * by the XML-user password reset.
 */

const day = 86_400_000;
const iso = (days: number) => new Date(Math.round((Date.now() + days * day) / 60_000) * 60_000).toISOString();
const basic = (loginId: string, password = testPassword) =>
  `Basic ${Buffer.from(`${loginId}:${password}`).toString('base64')}`;

describe(`push API of XML users (${inject('engine')}): issue #32 item 1`, () => {
  let t: TestApp;
  let pwd: number;
  let roads: number;
  let health: number;
  let xml: { id: number; loginId: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
    const db = t.database.db;
    const unit = async (name: string, level: number, parentId: number | null) =>
      (await db.insert(orgUnits).values({ name, level, parentId }).returning({ id: orgUnits.id }))[0]!.id;
    pwd = await unit('Public Works Roads Department', 1, null);
    roads = await unit('Chief Engineer PWD Roads', 2, pwd);
    health = await unit('Health and Family Welfare Department', 1, null);
    xml = await createUser(db, { role: 'xml_rest', category: 'xml' });
    await db.insert(userOrgUnits).values({ userId: xml.id, orgUnitId: pwd, isPrimary: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tokens',
      headers: { authorization: basic(xml.loginId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().token;
  });
  afterAll(() => t.close());

  const tender = (overrides: Partial<PushTender> = {}): PushTender => ({
    source: 'eprocure',
    sourcePortal: 'GePNIC Assam',
    tenderId: '2026_PWD_90001_1',
    version: 1,
    orgUnitId: roads,
    referenceNo: 'CE/PWD/R/2026/1',
    title: 'Construction of road from Teok to Jorhat, Jorhat district',
    tenderType: 'Open Tender',
    category: 'Works',
    publishedAt: iso(-1),
    bidSubmissionStartAt: iso(-1),
    closingAt: iso(10),
    openingAt: iso(11),
    valueInr: 12_500_000,
    emdInr: 250_000,
    location: 'Teok, Jorhat',
    pincode: '785112',
    ...overrides,
  });
  const push = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/push/${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: body as object,
    });

  it('gives a token only to an active XML user with the right password', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tokens',
      headers: { authorization: basic(xml.loginId, 'not-the-password') },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHENTICATED');
    const department = await createUser(t.database.db, { role: 'creator' });
    const notXml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tokens',
      headers: { authorization: basic(department.loginId) },
    });
    expect(notXml.statusCode).toBe(401);
    const bulk = await createUser(t.database.db, { role: 'xml_bulk', category: 'xml' });
    const bulkToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tokens',
      headers: { authorization: basic(bulk.loginId) },
    });
    // A bulk-type XML user gets a token too, for files only: its single pushes are 403.
    expect(bulkToken.statusCode).toBe(200);
    const bulkSingle = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tenders',
      headers: { authorization: `Bearer ${bulkToken.json().token}` },
      payload: tender(),
    });
    expect(bulkSingle.statusCode).toBe(403);
    // A browser session is no credential for the push API, and no token is 401 too.
    const { cookies } = await loginAs(t, 'portal_admin');
    const withSession = await t.write({
      method: 'POST',
      url: '/api/v1/push/tenders',
      cookies,
      payload: tender(),
    });
    expect(withSession.statusCode).toBe(401);
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tenders',
      headers: { authorization: 'Bearer spp_not-a-real-token-at-all-000000' },
      payload: tender(),
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('publishes a pushed tender in the listings, the same push twice changing nothing', async () => {
    const first = await push('tenders', tender());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'created',
      uid: 'eprocure-2026_PWD_90001_1',
      corrigendum: null,
    });
    const again = await push('tenders', tender());
    expect(again.json().outcome).toBe('unchanged');
    const list = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=open&q=Teok' })
    ).json() as TenderPage;
    expect(list.items.map((i) => i.uid)).toEqual(['eprocure-2026_PWD_90001_1']);
    expect(list.items[0]!.organisation).toEqual([
      'Public Works Roads Department',
      'Chief Engineer PWD Roads',
    ]);
    expect(list.items[0]!.source).toBe('eprocure');
    const rows = await t.database.db.select().from(tenders).where(eq(tenders.externalId, '2026_PWD_90001_1'));
    expect(rows).toHaveLength(1);
    // Both pushes are in the audit log.
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'push.tender.%'));
    expect(audit.map((a) => a.action)).toEqual(['push.tender.created', 'push.tender.unchanged']);
  });

  it('shows a newer version as a corrigendum with what changed, and refuses an older one', async () => {
    const newEnd = iso(15);
    const res = await push(
      'tenders',
      tender({ version: 2, closingAt: newEnd, openingAt: iso(16), valueInr: 13_000_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PushResult;
    expect(result.outcome).toBe('updated');
    expect(result.corrigendum!.number).toBe(1);
    expect(result.corrigendum!.changes.map((c) => c.field).sort()).toEqual([
      'bidOpeningDate',
      'bidSubmissionEnd',
      'estimatedValue',
    ]);
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2026_PWD_90001_1' })
    ).json() as TenderDetail;
    expect(detail.closingAt).toBe(newEnd);
    expect(detail.valueInr).toBe(13_000_000);
    expect(detail.corrigenda).toHaveLength(1);
    expect(detail.corrigenda[0]!.changes).toContainEqual({
      field: 'estimatedValue',
      kind: 'money',
      old: '12500000',
      new: '13000000',
    });
    const older = await push('tenders', tender({ version: 1, title: 'Something else entirely' }));
    expect(older.statusCode).toBe(409);
    expect(older.json().errors[0]).toEqual({
      path: 'body.version',
      message: 'opendata:validation.push.olderVersion',
    });
    const changedSameVersion = await push(
      'tenders',
      tender({ version: 2, title: 'Changed without a new version' }),
    );
    expect(changedSameVersion.statusCode).toBe(409);
  });

  it('answers the same Idempotency-Key with the first answer, and refuses it for another body', async () => {
    const body = tender({ tenderId: '2026_PWD_90002_1', title: 'Repair of culvert at Titabar' });
    const first = await push('tenders', body, { 'idempotency-key': 'key-90002' });
    expect(first.json().outcome).toBe('created');
    const replay = await push('tenders', body, { 'idempotency-key': 'key-90002' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await push('tenders', { ...body, version: 2 }, { 'idempotency-key': 'key-90002' });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].path).toBe('headers.idempotency-key');
  });

  it('keeps one tender when the same push arrives many times at once', async () => {
    const body = tender({ tenderId: '2026_PWD_90003_1', title: 'Bridge at Mariani' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => push('tenders', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'created')).toHaveLength(1);
    const rows = await t.database.db.select().from(tenders).where(eq(tenders.externalId, '2026_PWD_90003_1'));
    expect(rows).toHaveLength(1);
    const items = await t.database.db
      .select()
      .from(pushItems)
      .where(and(eq(pushItems.kind, 'tender'), eq(pushItems.sourceId, '2026_PWD_90003_1')));
    expect(items).toHaveLength(1);
  });

  it('refuses a tender for a chain the XML user does not hold with 403, audited, and writes nothing', async () => {
    const res = await push(
      'tenders',
      tender({ tenderId: '2026_HFW_1_1', orgUnitId: health, title: 'Supply of medicines' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({
      path: 'body.orgUnitId',
      message: 'opendata:validation.push.notYourChain',
    });
    expect(
      await t.database.db.select().from(tenders).where(eq(tenders.externalId, '2026_HFW_1_1')),
    ).toHaveLength(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'push.refused'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ sourceId: '2026_HFW_1_1', reason: 'chain' });
  });

  it('reports each refused element by its path, and writes nothing', async () => {
    const res = await push('tenders', {
      ...tender({ tenderId: 'bad id!' }),
      closingAt: iso(-5),
      pincode: '12',
      extraField: 1,
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['body', 'body.closingAt', 'body.pincode', 'body.tenderId']);
    const unknownUnit = await push('tenders', tender({ tenderId: '2026_X_1', orgUnitId: 999_999 }));
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json().errors[0].path).toBe('body.orgUnitId');
    const dates = await push(
      'tenders',
      tender({ tenderId: '2026_X_2', closingAt: iso(-3), openingAt: iso(-4) }),
    );
    expect(dates.statusCode).toBe(400);
    expect((dates.json().errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      'body.closingAt',
      'body.openingAt',
    ]);
  });

  it('pushes a corrigendum and an award of a pushed tender, each once', async () => {
    const base = { source: 'eprocure', tenderId: '2026_PWD_90002_1' };
    const extended = iso(20);
    const c = await push('corrigenda', {
      ...base,
      corrigendumId: 'C1',
      type: 'date-extension',
      details: 'Bid submission extended on request of bidders',
      publishedAt: iso(-0.01),
      newClosingAt: extended,
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().corrigendum.number).toBe(1);
    const again = await push('corrigenda', {
      ...base,
      corrigendumId: 'C1',
      type: 'date-extension',
      details: 'Bid submission extended on request of bidders',
      publishedAt: iso(-0.01),
      newClosingAt: extended,
    });
    expect(again.json().outcome).toBe('unchanged');
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2026_PWD_90002_1' })
    ).json() as TenderDetail;
    expect(detail.closingAt).toBe(extended);
    expect(detail.corrigenda).toHaveLength(1);
    const award = await push('awards', {
      ...base,
      bidderName: 'M/S Brahmaputra Builders',
      valueInr: 11_900_000,
    });
    expect(award.statusCode, award.body).toBe(200);
    const second = await push('awards', { ...base, bidderName: 'Someone Else', valueInr: 1 });
    expect(second.statusCode).toBe(409);
    const awarded = (
      await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2026_PWD_90002_1' })
    ).json() as TenderDetail;
    expect(awarded.awards.map((a) => a.bidderName)).toEqual(['M/S Brahmaputra Builders']);
    const unknown = await push('awards', {
      source: 'eprocure',
      tenderId: 'NOPE_1',
      bidderName: 'X Y',
      valueInr: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('retires the token when an administrator resets the XML user password', async () => {
    const before = await push(
      'tenders',
      tender({ tenderId: '2026_PWD_90008_1', title: 'Drain at Teok bazaar' }),
    );
    expect(before.statusCode).toBe(200);
    const { cookies } = await loginAs(t, 'portal_admin');
    // The reset sends its instructions to the XML user's contact (users/reset-xml-password.ts).
    await t.database.db.update(users).set({ email: 'xml.push@example.org' }).where(eq(users.id, xml.id));
    const reset = await t.write({
      method: 'POST',
      url: `/api/v1/users/${xml.id}/xml-password-reset`,
      cookies,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await push('tenders', tender({ tenderId: '2026_PWD_90009_1' }));
    expect(after.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(tenders).where(eq(tenders.externalId, '2026_PWD_90009_1')),
    ).toHaveLength(0);
  });
});
