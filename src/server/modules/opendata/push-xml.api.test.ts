import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type PushBulkReport,
  type PushResult,
  type PushTender,
  pushAwardSchema,
  pushCorrigendumSchema,
  pushTenderSchema,
} from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import { auditLog, orgUnits, pushItems, tenders, userOrgUnits } from '../../db/schema/index.ts';
import { createUser, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue #32 item 1, the XML form of the push API and the bulk file of bulk-type XML users: an
 * XML item is mapped onto the JSON item and goes through the same schema and write (so the JSON
 * tests of push.api.test.ts hold for it); unsafe XML (DTD, external entity, entity expansion,
 * too large, too deep) is refused with a problem and writes nothing; a bulk file's items are
 * each written or refused on their own, refusals named by element or line.
 */

const day = 86_400_000;
const iso = (days: number) => new Date(Math.round((Date.now() + days * day) / 60_000) * 60_000).toISOString();
const basic = (loginId: string) => `Basic ${Buffer.from(`${loginId}:${testPassword}`).toString('base64')}`;
const ns = 'https://spp.assam.gov.in/schema/push/1';
const xmlText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const elements = (o: Record<string, unknown>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `<${k}>${xmlText(String(v))}</${k}>`)
    .join('');
const xmlItem = (kind: string, o: Record<string, unknown>, root = true) =>
  `<${kind}${root ? ` xmlns="${ns}"` : ''}>${elements(o)}</${kind}>`;

describe(`push API in XML and bulk files (${inject('engine')}): issue #32 item 1`, () => {
  let t: TestApp;
  let roads: number;
  let health: number;
  let restToken: string;
  let bulkToken: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
    const db = t.database.db;
    const unit = async (name: string, level: number, parentId: number | null) =>
      (await db.insert(orgUnits).values({ name, level, parentId }).returning({ id: orgUnits.id }))[0]!.id;
    const pwd = await unit('Public Works Roads Department', 1, null);
    roads = await unit('Chief Engineer PWD Roads', 2, pwd);
    health = await unit('Health and Family Welfare Department', 1, null);
    const token = async (role: 'xml_rest' | 'xml_bulk') => {
      const user = await createUser(db, { role, category: 'xml' });
      await db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: pwd, isPrimary: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/push/tokens',
        headers: { authorization: basic(user.loginId) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    restToken = await token('xml_rest');
    bulkToken = await token('xml_bulk');
  });
  afterAll(() => t.close());

  const tender = (overrides: Partial<PushTender> = {}): PushTender => ({
    source: 'pmgsy',
    sourcePortal: 'PMGSY OMMAS Assam',
    tenderId: 'PMGSY_AS_7001',
    version: 1,
    orgUnitId: roads,
    referenceNo: 'PMGSY/AS/2026/7001',
    title: 'Rural road from Baghmara to Sonari, Charaideo',
    tenderType: 'Open Tender',
    category: 'Works',
    publishedAt: iso(-1),
    closingAt: iso(10),
    openingAt: iso(11),
    valueInr: 8_400_000,
    location: 'Sonari, Charaideo',
    ...overrides,
  });
  const pushXml = (url: string, body: string, token = restToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/push/${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      payload: body,
    });
  const tenderRows = async (externalId: string) =>
    (await t.database.db.select({ n: count() }).from(tenders).where(eq(tenders.externalId, externalId)))[0]!
      .n;

  it('serves the XSD at a stable address, naming exactly the members of the JSON items', async () => {
    const res = await t.app.inject({ url: '/api/v1/push/schema.xsd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toBe(readFileSync(path.join(import.meta.dirname, 'push.xsd'), 'utf8'));
    // The members each complex type names, read from the XSD with a real parser.
    const members: Record<string, string[]> = {};
    let current: string | null = null;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => {
      if (tag.local === 'complexType' && tag.attributes.name) {
        current = String((tag.attributes.name as { value: string }).value);
        members[current] = [];
      } else if (tag.local === 'element' && current && tag.attributes.name)
        members[current]!.push(String((tag.attributes.name as { value: string }).value));
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'complexType' && current && !tag.attributes.name) return;
      if (tag.local === 'complexType') current = null;
    });
    parser.write(res.body).close();
    expect(members.Tender!.sort()).toEqual(Object.keys(pushTenderSchema.shape).sort());
    expect(members.Corrigendum!.sort()).toEqual(Object.keys(pushCorrigendumSchema.shape).sort());
    expect(members.Award!.sort()).toEqual(Object.keys(pushAwardSchema.shape).sort());
    // The API document links it from each push.
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/push/tenders'].post.description).toContain('/api/v1/push/schema.xsd');
  });

  it('publishes an XML tender in the public search; the same push twice changes nothing', async () => {
    const first = await pushXml(
      'tenders',
      `<?xml version="1.0" encoding="UTF-8"?>\n${xmlItem('tender', tender())}`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'created', uid: 'pmgsy-PMGSY_AS_7001', corrigendum: null });
    const again = await pushXml('tenders', xmlItem('tender', tender()));
    expect(again.json().outcome).toBe('unchanged');
    const list = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=open&q=Baghmara' })
    ).json() as TenderPage;
    expect(list.items.map((i) => i.uid)).toEqual(['pmgsy-PMGSY_AS_7001']);
    expect(list.items[0]!.source).toBe('pmgsy');
    expect(await tenderRows('PMGSY_AS_7001')).toBe(1);
    // The XML and the JSON form of one item are one item: the JSON push of it is "unchanged".
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tenders',
      headers: { authorization: `Bearer ${restToken}` },
      payload: tender(),
    });
    expect(json.json().outcome).toBe('unchanged');
  });

  it('shows a newer XML version as a corrigendum with what changed', async () => {
    const res = await pushXml('tenders', xmlItem('tender', tender({ version: 2, valueInr: 9_100_000 })));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PushResult;
    expect(result.outcome).toBe('updated');
    expect(result.corrigendum!.changes).toEqual([
      { field: 'estimatedValue', old: '8400000', new: '9100000' },
    ]);
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/pmgsy-PMGSY_AS_7001' })
    ).json() as TenderDetail;
    expect(detail.valueInr).toBe(9_100_000);
    expect(detail.corrigenda).toHaveLength(1);
  });

  it('takes a corrigendum and an award as XML too, each once', async () => {
    const corrigendum = xmlItem('corrigendum', {
      source: 'pmgsy',
      tenderId: 'PMGSY_AS_7001',
      corrigendumId: 'C-7001-1',
      type: 'date-extension',
      details: 'Bid submission extended by a week',
      publishedAt: iso(0),
      newClosingAt: iso(17),
    });
    const c = await pushXml('corrigenda', corrigendum);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().corrigendum.changes[0].field).toBe('bidSubmissionEnd');
    expect((await pushXml('corrigenda', corrigendum)).json().outcome).toBe('unchanged');
    const award = xmlItem('award', {
      source: 'pmgsy',
      tenderId: 'PMGSY_AS_7001',
      bidderName: 'M/S Brahmaputra Infra',
      valueInr: 8_900_000,
      contractDate: iso(1).slice(0, 10),
      bidsReceived: 3,
    });
    const a = await pushXml('awards', award);
    expect(a.statusCode, a.body).toBe(200);
    expect((await pushXml('awards', award)).json().outcome).toBe('unchanged');
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/pmgsy-PMGSY_AS_7001' })
    ).json() as TenderDetail;
    expect(detail.closingAt).toBe(iso(17));
    expect(detail.awards.map((x) => x.bidderName)).toEqual(['M/S Brahmaputra Infra']);
  });

  it('refuses an XML tender for a chain the user does not hold with 403, writing nothing', async () => {
    const res = await pushXml(
      'tenders',
      xmlItem('tender', tender({ tenderId: 'PMGSY_AS_7002', orgUnitId: health })),
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().errors[0]).toEqual({
      path: '/tender/orgUnitId',
      message: 'opendata:validation.push.notYourChain',
    });
    expect(await tenderRows('PMGSY_AS_7002')).toBe(0);
  });

  it('names refused elements by their path in the XML', async () => {
    const bad = xmlItem('tender', {
      ...tender({ tenderId: 'PMGSY_AS_7003' }),
      closingAt: iso(-5),
      openingAt: undefined,
      unexpected: 'x',
    });
    const res = await pushXml('tenders', bad);
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toContain('/tender');
    expect(res.body).toContain('unexpected');
    const dates = await pushXml(
      'tenders',
      xmlItem('tender', tender({ tenderId: 'PMGSY_AS_7003', closingAt: iso(-5), openingAt: null })),
    );
    expect(dates.json().errors).toEqual([
      { path: '/tender/closingAt', message: 'opendata:validation.push.closingNotAfterStart' },
    ]);
    const number = await pushXml(
      'tenders',
      xmlItem('tender', { ...tender({ tenderId: 'PMGSY_AS_7003' }), version: 'two' }),
    );
    expect(number.json().errors.map((e: { path: string }) => e.path)).toEqual(['/tender/version']);
    const wrongRoot = await pushXml('tenders', xmlItem('award', { source: 'pmgsy' }));
    expect(wrongRoot.statusCode).toBe(400);
    expect(wrongRoot.json().errors[0].message).toBe('opendata:validation.push.xmlRoot');
    expect(await tenderRows('PMGSY_AS_7003')).toBe(0);
  });

  it('refuses a DTD, external entities, entity expansion, oversized and deep XML with a problem, writing nothing', async () => {
    const body = xmlItem('tender', tender({ tenderId: 'PMGSY_AS_7666', title: 'TITLE' }));
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE tender [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${body.replace('TITLE', '&xxe;')}`;
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE tender [\n<!ENTITY lol "lol">\n${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
    ).join('\n')}\n]>\n${body.replace('TITLE', '&lol9;')}`;
    const external = `<!DOCTYPE tender SYSTEM "http://127.0.0.1:9/push.dtd">\n${body}`;
    const undeclared = body.replace('TITLE', 'A road &xxe; here');
    const deep = body.replace('TITLE', `${'<b>'.repeat(40)}x${'</b>'.repeat(40)}`);
    const large = body.replace('TITLE', 'x'.repeat(1_100_000));
    for (const [name, doc, status, key] of [
      ['xxe', xxe, 400, 'xmlDoctype'],
      ['billion laughs', laughs, 400, 'xmlDoctype'],
      ['external DTD', external, 400, 'xmlDoctype'],
      ['undeclared entity', undeclared, 400, 'xmlEntity'],
      ['deep', deep, 400, 'xmlTooDeep'],
      ['oversized', large, 413, null],
      ['not XML', '<tender><title>x</tender>', 400, 'xmlMalformed'],
    ] as const) {
      const res = await pushXml('tenders', doc);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.headers['content-type'], name).toMatch(/^application\/problem\+json/);
      if (key) expect(res.json().errors[0].message, name).toBe(`opendata:validation.push.${key}`);
    }
    // A bulk file with a DTD is refused whole, with a problem, before any item.
    const file = `<?xml version="1.0"?>\n<!DOCTYPE push [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<push xmlns="${ns}">${xmlItem('tender', tender({ tenderId: 'PMGSY_AS_7666', title: '&xxe;' }), false).replace('&amp;xxe;', '&xxe;')}</push>`;
    const bulk = await pushXml('bulk', file, bulkToken);
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().errors[0].message).toBe('opendata:validation.push.xmlDoctype');
    expect(await tenderRows('PMGSY_AS_7666')).toBe(0);
  });

  it('loads a bulk XML file, writing the good items and reporting the bad one by its element', async () => {
    const items = Array.from({ length: 5 }, (_, i) =>
      tender({
        tenderId: `PMGSY_AS_71${i}`,
        referenceNo: `PMGSY/B/${i}`,
        title: `Bulk road number ${i} to Dhemaji`,
      }),
    );
    items[2] = { ...items[2]!, closingAt: iso(-3), openingAt: null };
    const file = `<?xml version="1.0"?>\n<push xmlns="${ns}">\n${items.map((i) => xmlItem('tender', i, false)).join('\n')}\n</push>\n`;
    const res = await pushXml('bulk', file, bulkToken);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as PushBulkReport;
    expect(report).toMatchObject({ format: 'xml', items: 5, created: 4, refusedCount: 1, stopped: null });
    expect(report.refused).toEqual([
      {
        item: '/push/tender[3]',
        line: 5,
        kind: 'tender',
        sourceId: 'PMGSY_AS_712',
        errors: [
          { path: '/push/tender[3]/closingAt', message: 'opendata:validation.push.closingNotAfterStart' },
        ],
      },
    ]);
    expect(await tenderRows('PMGSY_AS_712')).toBe(0);
    const list = (await t.app.inject({ url: '/api/v1/public/tenders?q=Dhemaji' })).json() as TenderPage;
    expect(list.items).toHaveLength(4);
    // The same file again changes nothing; a refused chain is reported, not a stop.
    const again = (await pushXml('bulk', file, bulkToken)).json() as PushBulkReport;
    expect(again).toMatchObject({ items: 5, created: 0, unchanged: 4, refusedCount: 1 });
    const pushed = await t.database.db
      .select({ n: count() })
      .from(pushItems)
      .where(like(pushItems.sourceId, 'PMGSY_AS_71%'));
    expect(pushed[0]!.n).toBe(4);
    const audit = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'push.bulk'));
    expect(audit).toHaveLength(2);
  });

  it('loads a JSON Lines file the same way, reporting a bad line by its number', async () => {
    const lines = [
      JSON.stringify({ tender: tender({ tenderId: 'PMGSY_AS_7201', title: 'Lines road one to Majuli' }) }),
      JSON.stringify({
        tender: tender({ tenderId: 'PMGSY_AS_7202', title: 'Lines road two to Majuli', orgUnitId: health }),
      }),
      '{not json',
      JSON.stringify({ tender: tender({ tenderId: 'PMGSY_AS_7203', title: 'Lines road three to Majuli' }) }),
      JSON.stringify({
        corrigendum: {
          source: 'pmgsy',
          tenderId: 'PMGSY_AS_7201',
          corrigendumId: 'C1',
          type: 'date-extension',
          details: 'Bid submission extended',
          publishedAt: iso(0),
          newClosingAt: iso(20),
        },
      }),
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/bulk',
      headers: { authorization: `Bearer ${bulkToken}`, 'content-type': 'application/x-ndjson' },
      payload: lines,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as PushBulkReport;
    expect(report).toMatchObject({ format: 'jsonl', items: 5, created: 3, refusedCount: 2 });
    expect(report.refused.map((r) => [r.item, r.errors[0]!.path, r.errors[0]!.message])).toEqual([
      ['line 2', 'line 2: tender/orgUnitId', 'opendata:validation.push.notYourChain'],
      ['line 3', 'line 3', 'opendata:validation.push.jsonLine'],
    ]);
    expect(await tenderRows('PMGSY_AS_7202')).toBe(0);
    // A REST-type user may not send files, a bulk-type one not single items.
    const restFile = await pushXml('bulk', `<push xmlns="${ns}"/>`);
    expect(restFile.statusCode).toBe(403);
  });
});
