import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BulkList } from '../../../common/api/opendata.ts';
import { tenderAwards, tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeBulkFiles } from './bulk.ts';

/**
 * Issue #32 item 4: the daily bulk files (OCDS JSON Lines and CSV, gzip) with size, date and
 * SHA-256, listed and downloaded through the API, made without holding up requests.
 */

const ocdsDir = path.resolve(import.meta.dirname, '../../../../../shared/data/ocds/schema-1.1.5');
const schema = (name: string) => JSON.parse(readFileSync(path.join(ocdsDir, name), 'utf8'));

describe(`bulk downloads (${inject('engine')}): issue #32 item 4`, () => {
  let t: TestApp;
  const count = 150;
  beforeAll(async () => {
    t = await createTestApp({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-bulk-')),
      PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
    });
    const db = t.database.db;
    const rows = await db
      .insert(tenders)
      .values(
        Array.from({ length: count }, (_, i) => ({
          uid: `eprocure-BULK_${i}`,
          source: 'eprocure',
          externalId: `BULK_${i}`,
          referenceNo: `BULK/${i}`,
          title: i === 0 ? '=HYPERLINK("http://evil") road, "quoted"' : `Road work number ${i}`,
          organisationChain: 'Public Works Roads Department||Chief Engineer PWD Roads',
          tenderType: 'Open Tender',
          category: 'Works',
          publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
          closingAt: new Date(Date.now() + 5 * 86_400_000),
          valueInr: 100_000 + i,
          awarded: i === 1,
          contentHash: 'x',
        })),
      )
      .returning({ id: tenders.id, uid: tenders.uid });
    await db
      .insert(tenderAwards)
      .values({ tenderId: rows[1]!.id, bidderName: 'M/S Kamrup Builders', valueInr: 99_000 });
    await db.insert(tenderCorrigenda).values({
      uid: 'eprocure-BULK_2-c1',
      tenderId: rows[2]!.id,
      number: 1,
      type: 'amendment',
      publishedAt: new Date(Date.now() - 60_000),
      details: 'Revised drawings',
    });
  });
  afterAll(() => t.close());

  it('answers requests while the files are made', async () => {
    let finished = false;
    const job = writeBulkFiles(t.database.db, { origin: t.config.publicBaseUrl }, t.config.dataDir).then(
      () => {
        finished = true;
      },
    );
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);
    await job;
    expect(finished).toBe(true);
  });

  it('lists the files with size, date and SHA-256, and serves exactly those bytes', async () => {
    const list = (await t.app.inject({ url: '/api/v1/opendata/bulk' })).json() as BulkList;
    expect(list.items.map((f) => f.format).sort()).toEqual(['csv', 'jsonl']);
    for (const f of list.items) {
      expect(f.tenders).toBe(count);
      expect(f.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const res = await t.app.inject({ url: `/api/v1/opendata/bulk/${f.name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.rawPayload.length).toBe(f.sizeBytes);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(f.sha256);
      expect(res.headers['x-content-sha256']).toBe(f.sha256);
    }
    const jsonl = list.items.find((f) => f.format === 'jsonl')!;
    const lines = gunzipSync((await t.app.inject({ url: `/api/v1/opendata/bulk/${jsonl.name}` })).rawPayload)
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(count);
    // Each line is an OCDS record: put together they make a valid record package.
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(schema('release-schema.json'));
    ajv.addSchema(schema('versioned-release-validation-schema.json'));
    const validate = ajv.compile(schema('record-package-schema.json'));
    const records = lines.map((l) => JSON.parse(l));
    const pkg = {
      uri: 'https://example.org/bulk',
      version: '1.1',
      publishedDate: '2026-01-01T00:00:00Z',
      publisher: { name: 'x' },
      records,
    };
    expect(validate(pkg), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(
      records.find((r) => r.ocid === 'ocds-asspp1-eprocure-BULK_1').compiledRelease.awards[0].suppliers[0]
        .name,
    ).toBe('M/S Kamrup Builders');
    expect(
      records
        .find((r) => r.ocid === 'ocds-asspp1-eprocure-BULK_2')
        .releases.map((r: { tag: string[] }) => r.tag[0]),
    ).toEqual(['tender', 'tenderAmendment']);
    const csvFile = list.items.find((f) => f.format === 'csv')!;
    const csv = gunzipSync(
      (await t.app.inject({ url: `/api/v1/opendata/bulk/${csvFile.name}` })).rawPayload,
    ).toString('utf8');
    const csvLines = csv.trim().split('\r\n');
    expect(csvLines).toHaveLength(count + 1);
    // A BOM first, so spreadsheet programs read UTF-8 (trim() would drop it, so asked first).
    expect(csv.startsWith('\uFEFFocid,Tender ID,')).toBe(true);
    // Formula-safe: a title starting with = gets an apostrophe.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"") road, ""quoted"""`);
  });

  it('refuses a name that is not a bulk file, and one not on offer', async () => {
    expect((await t.app.inject({ url: '/api/v1/opendata/bulk/..%2Fmanifest.json' })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/api/v1/opendata/bulk/tenders-1999-01-01.csv.gz' });
    expect(missing.statusCode).toBe(404);
  });
});
