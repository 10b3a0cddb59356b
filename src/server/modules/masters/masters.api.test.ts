import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { masterEntrySchema } from '../../../common/api/masters.ts';
import { auditLog, currencies, productCategories } from '../../db/schema/index.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`tender masters (${inject('engine')}): spec §2 formofcontract, tendercategory, tendertype`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, 'portal_admin')).cookies;
  });
  afterAll(() => t.close());

  const get = (url: string, cookies = admin) => t.app.inject({ url, cookies });
  const post = (url: string, payload: object, cookies = admin) =>
    t.write({ method: 'POST', url, payload, cookies });
  const put = (url: string, payload: object, cookies = admin) =>
    t.write({ method: 'PUT', url, payload, cookies });

  it('lists the seeded forms of contract of the state e-procurement system', async () => {
    const res = await get('/api/v1/masters/form-of-contract');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((e: unknown) => masterEntrySchema.parse(e).nameEn);
    expect(names).toEqual(expect.arrayContaining(['Item Rate', 'Lump-sum', 'Turn-key']));
  });

  it('refuses a keyword shorter than 3 characters with the spec message key (spec §5 Search)', async () => {
    const res = await get('/api/v1/masters/tender-type?q=op');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('validation.search.keywordMin');
    const ok = await get('/api/v1/masters/tender-type?q=open');
    expect(ok.json().map((e: { nameEn: string }) => e.nameEn)).toEqual(['Open Tender', 'Open Limited']);
  });

  it('creates an entry (whitespace collapsed, code derived) with an audit row in the same transaction', async () => {
    const res = await post('/api/v1/masters/form-of-contract', {
      nameEn: '  Rate   Contract ',
      nameAs: 'হাৰ চুক্তি',
      description: 'Annual rate contract',
    });
    expect(res.statusCode).toBe(201);
    const entry = masterEntrySchema.parse(res.json());
    expect(entry).toMatchObject({ nameEn: 'Rate Contract', code: 'RATE_CONTRACT', status: 1, version: 1 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'master.created'));
    expect(audit.map((a) => a.entityId)).toContain(String(entry.id));
  });

  it('refuses a second entry with the same English name in any case', async () => {
    const res = await post('/api/v1/masters/form-of-contract', { nameEn: 'rate contract', nameAs: 'অন্য' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.nameEn', message: 'masters:validation.duplicateName' }]);
  });

  it('updates with remarks (required), makes inactive instead of deleting, and refuses a stale version (409)', async () => {
    const [entry] = (await get('/api/v1/masters/form-of-contract?q=Rate Contract')).json();
    const change = { nameEn: 'Rate Contract', nameAs: 'হাৰ চুক্তি', status: 0, version: entry.version };
    const noRemarks = await put(`/api/v1/masters/form-of-contract/${entry.id}`, { ...change, remarks: '  ' });
    expect(noRemarks.statusCode).toBe(400);
    expect(noRemarks.json().errors[0]).toMatchObject({
      path: 'body.remarks',
      message: 'validation.remarks.required',
    });
    const res = await put(`/api/v1/masters/form-of-contract/${entry.id}`, {
      ...change,
      remarks: 'Not used any more',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, version: entry.version + 1 });
    const stale = await put(`/api/v1/masters/form-of-contract/${entry.id}`, {
      ...change,
      status: 1,
      remarks: 'again',
    });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'master.status.changed'));
    expect(audit[0]!.detail).toMatchObject({ remarks: 'Not used any more', after: { status: 0 } });
    // Inactive entries leave the tender form's reference list but stay in the master.
    const reference = (await t.app.inject({ url: '/api/v1/reference/form-of-contract' })).json();
    expect(reference.map((r: { code: string }) => r.code)).not.toContain('RATE_CONTRACT');
    const inactive = (await get('/api/v1/masters/form-of-contract?status=0')).json();
    expect(inactive.map((r: { code: string }) => r.code)).toContain('RATE_CONTRACT');
  });

  it('has no delete: entries are never deleted once used (spec §4, issue #4)', async () => {
    const [entry] = (await get('/api/v1/masters/tender-category')).json();
    const res = await t.write({
      method: 'DELETE',
      url: `/api/v1/masters/tender-category/${entry.id}`,
      cookies: admin,
    });
    expect([404, 405]).toContain(res.statusCode);
  });

  it('refuses roles without the master pages (403) and visitors (401)', async () => {
    const { cookies } = await loginAs(t, 'creator');
    expect((await get('/api/v1/masters/tender-type', cookies)).statusCode).toBe(403);
    expect(
      (await post('/api/v1/masters/tender-type', { nameEn: 'X', nameAs: 'X' }, cookies)).statusCode,
    ).toBe(403);
    expect((await put('/api/v1/masters/tender-type/1', {}, cookies)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/masters/tender-type' })).statusCode).toBe(401);
  });

  it('returns 404 for an entry of another master', async () => {
    const [category] = (await get('/api/v1/masters/tender-category')).json();
    expect((await get(`/api/v1/masters/tender-type/${category.id}`)).statusCode).toBe(404);
  });

  it('serves the portal master and the §4 status list as public reference data', async () => {
    const portals = (await t.app.inject({ url: '/api/v1/reference/portal' })).json();
    expect(portals.map((p: { nameEn: string }) => p.nameEn)).toEqual([
      'PMGSY',
      'e-procure',
      'GeM',
      'e-publish',
      'e-auction',
      'direct purchase',
    ]);
    const statuses = (await t.app.inject({ url: '/api/v1/reference/status-code' })).json();
    expect(statuses.map((s: { code: string; nameEn: string }) => `${s.code}=${s.nameEn}`)).toEqual([
      '0=inactive',
      '1=active',
      '2=pending',
      '3=blocked',
      '4=yet to publish',
      '5=unpublish',
      '6=reject',
      '7=cancel',
    ]);
    for (const kind of [
      'funding-agency',
      'tenderer-class',
      'sector',
      'submission-declaration',
      'offline-instrument',
    ]) {
      const res = await t.app.inject({ url: `/api/v1/reference/${kind}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    }
  });
  it('serves currencies and product categories level by level for the tender form (public)', async () => {
    const db = t.database.db;
    await db.insert(currencies).values([
      { code: 'INR', number: '356', minorUnit: 2, name: 'Indian Rupee' },
      { code: 'XXX', number: '999', minorUnit: null, name: 'Withdrawn', status: 0 },
    ]);
    await db.insert(productCategories).values([
      { scheme: 'gepnic', code: 'Works', level: 1, parentCode: null, name: 'Works' },
      { scheme: 'gepnic', code: 'Works > Civil Works', level: 2, parentCode: 'Works', name: 'Civil Works' },
    ]);
    const money = (await t.app.inject({ url: '/api/v1/reference/currencies' })).json();
    expect(money).toEqual([{ code: 'INR', number: '356', minorUnit: 2, name: 'Indian Rupee' }]);
    const segments = (
      await t.app.inject({ url: '/api/v1/reference/product-categories?scheme=gepnic' })
    ).json();
    expect(segments).toEqual([{ code: 'Works', level: 'segment', name: 'Works', parentCode: null }]);
    const families = (
      await t.app.inject({ url: '/api/v1/reference/product-categories?scheme=gepnic&parent=Works' })
    ).json();
    expect(families.map((f: { level: string; name: string }) => `${f.level}:${f.name}`)).toEqual([
      'family:Civil Works',
    ]);
  });
});
