import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ocidOf, ocidPrefix } from '../../../common/api/opendata.ts';
import type { TenderPage } from '../../../common/api/tenders.ts';
import { tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { runImport } from '../../importers/framework.ts';
import { silentProgress } from '../../importers/progress.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoEpublishTenders } from '../epublish/index.ts';
import { ensureDemoGemBids, tendersDemoImporter } from '../tenders/index.ts';
import { bootstrapAccounts } from '../users/index.ts';

/**
 * Issue #32 item 3 (docs/decisions/049): every public tender of a representative demo set (the
 * state's real tenders re-dated as `./portal start` loads them, every non-open tender type among
 * them, with their bids and awards; the demo ePublish tenders with a corrigendum's field changes
 * and an award with its documents; an imported date extension and a cancellation) is served as
 * OCDS 1.1.5 releases and records that the shared OCDS schemas accept, with OCDS's codelists.
 */

const ocdsDir = path.resolve(import.meta.dirname, '../../../../../shared/data/ocds/schema-1.1.5');
const schema = (name: string) => JSON.parse(readFileSync(path.join(ocdsDir, name), 'utf8'));

function validators() {
  // The OCDS schemas are draft 4 with their own annotation keywords (codelist, mergeStrategy…).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(schema('release-schema.json'));
  ajv.addSchema(schema('versioned-release-validation-schema.json'));
  return {
    releasePackage: ajv.compile(schema('release-package-schema.json')),
    recordPackage: ajv.compile(schema('record-package-schema.json')),
  };
}

/** RFC 4180 rows (the codelists quote descriptions that hold commas and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The codes of an OCDS codelist (its CSV's `Code` column). */
function codelist(name: string): Set<string> {
  const [header, ...rows] = csvRows(readFileSync(path.join(ocdsDir, 'codelists', name), 'utf8'));
  const at = header!.indexOf('Code');
  expect(at).toBeGreaterThanOrEqual(0);
  return new Set(rows.map((r) => r[at]!).filter(Boolean));
}

/** Every codelist value a release carries, each checked against OCDS's own list. */
// biome-ignore lint/suspicious/noExplicitAny: OCDS JSON walked by its paths, each value checked here
function codelistIssues(release: Record<string, any>): string[] {
  const lists = {
    tag: codelist('releaseTag.csv'),
    initiationType: codelist('initiationType.csv'),
    tenderStatus: codelist('tenderStatus.csv'),
    method: codelist('method.csv'),
    procurementCategory: codelist('procurementCategory.csv'),
    awardStatus: codelist('awardStatus.csv'),
    contractStatus: codelist('contractStatus.csv'),
    partyRole: codelist('partyRole.csv'),
    documentType: codelist('documentType.csv'),
    milestoneType: codelist('milestoneType.csv'),
    submissionMethod: codelist('submissionMethod.csv'),
    itemClassificationScheme: codelist('itemClassificationScheme.csv'),
    currency: codelist('currency.csv'),
  };
  const issues: string[] = [];
  const check = (list: keyof typeof lists, value: unknown, where: string) => {
    if (value === undefined) return;
    if (!lists[list].has(String(value)))
      issues.push(`${release.id} ${where}: ${String(value)} is not in ${list}`);
  };
  for (const tag of release.tag) check('tag', tag, 'tag');
  check('initiationType', release.initiationType, 'initiationType');
  const t = release.tender ?? {};
  check('tenderStatus', t.status, 'tender.status');
  check('method', t.procurementMethod, 'tender.procurementMethod');
  check('procurementCategory', t.mainProcurementCategory, 'tender.mainProcurementCategory');
  check('currency', t.value?.currency, 'tender.value.currency');
  for (const m of t.submissionMethod ?? []) check('submissionMethod', m, 'tender.submissionMethod');
  for (const d of t.documents ?? []) check('documentType', d.documentType, 'tender.documents');
  for (const m of t.milestones ?? []) check('milestoneType', m.type, 'tender.milestones');
  for (const i of t.items ?? []) {
    check('itemClassificationScheme', i.classification?.scheme, 'tender.items.classification');
    for (const c of i.additionalClassifications ?? [])
      check('itemClassificationScheme', c.scheme, 'tender.items.additionalClassifications');
  }
  for (const p of release.parties ?? [])
    for (const r of p.roles ?? []) check('partyRole', r, 'parties.roles');
  for (const a of release.awards ?? []) {
    check('awardStatus', a.status, 'awards.status');
    check('currency', a.value?.currency, 'awards.value.currency');
    for (const d of a.documents ?? []) check('documentType', d.documentType, 'awards.documents');
  }
  for (const c of release.contracts ?? []) {
    check('contractStatus', c.status, 'contracts.status');
    check('currency', c.value?.currency, 'contracts.value.currency');
  }
  return issues;
}

/** A slice of the state's tenders file with its bids and awards: every tender type, all categories. */
function demoSlice(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spp-ocds-'));
  const data = path.resolve(import.meta.dirname, '../../../../../shared/data/assam_tenders');
  const lines = readFileSync(path.join(data, 'tenders.csv'), 'utf8').trim().split(/\r?\n/);
  const header = lines[0]!;
  const typeAt = header.split(',').indexOf('tender_type');
  const picked = lines.slice(1).filter((line, i) => {
    const type = line.split(',')[typeAt];
    return i < 40 || i % 60 === 0 || (type !== undefined && type !== 'Open Tender');
  });
  const ids = new Set(picked.map((l) => l.split(',')[0]!));
  writeFileSync(path.join(dir, 'tenders.csv'), `${[header, ...picked].join('\n')}\n`);
  for (const name of ['bids.csv', 'awards.csv']) {
    const rows = readFileSync(path.join(data, name), 'utf8').trim().split(/\r?\n/);
    writeFileSync(
      path.join(dir, name),
      `${[rows[0]!, ...rows.slice(1).filter((l) => ids.has(l.split(',')[0]!))].join('\n')}\n`,
    );
  }
  return path.join(dir, 'tenders.csv');
}

describe(`OCDS releases and records (${inject('engine')}): issue #32 item 3`, () => {
  let t: TestApp;
  const { releasePackage, recordPackage } = validators();
  const uids: string[] = [];
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spp-ocds-data-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
    const db = t.database.db;
    const report = await runImport({
      db,
      importer: tendersDemoImporter,
      file: demoSlice(),
      progress: silentProgress,
    });
    expect(report.rejected).toBe(0);
    await bootstrapAccounts(db, t.config);
    await ensureDemoEpublishTenders({ db, store: diskStore(path.join(dataDir, 'files')) });
    // The demo GeM bids (issue #32 item 2, decision 057): tenders of source gem like the others.
    expect((await ensureDemoGemBids(db)).inserted).toBe(8);
    // Imported corrigenda: a date extension that records only its new end, then a cancellation.
    const [row] = await db
      .insert(tenders)
      .values({
        uid: 'eprocure-OCDS_CANCELLED_1',
        source: 'eprocure',
        externalId: 'OCDS_CANCELLED_1',
        referenceNo: 'OCDS/1',
        title: 'Repair of a school building',
        organisationChain: 'Education Department||Director of Secondary Education',
        tenderType: 'Limited',
        category: 'Works',
        publishedAt: new Date(Date.now() - 20 * 86_400_000),
        closingAt: new Date(Date.now() + 5 * 86_400_000),
        cancelled: true,
        contentHash: 'x',
      })
      .returning({ id: tenders.id });
    await db.insert(tenderCorrigenda).values([
      {
        uid: 'eprocure-OCDS_CANCELLED_1-c1',
        tenderId: row!.id,
        number: 1,
        type: 'date-extension',
        publishedAt: new Date(Date.now() - 10 * 86_400_000),
        details: 'Bid submission extended',
        newClosingAt: new Date(Date.now() + 5 * 86_400_000),
      },
      {
        uid: 'eprocure-OCDS_CANCELLED_1-c2',
        tenderId: row!.id,
        number: 2,
        type: 'cancel',
        publishedAt: new Date(Date.now() - 86_400_000),
        details: 'Cancelled for administrative reasons',
      },
    ]);
    // Every public tender, through the public API's own paging.
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({
        url: `/api/v1/public/tenders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      });
      const page = res.json() as TenderPage;
      uids.push(...page.items.map((i) => i.uid));
      cursor = page.nextCursor;
    } while (cursor);
  }, 180_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  it('serves every public tender of the demo set as releases and a record valid against OCDS 1.1.5', {
    timeout: 240_000,
  }, async () => {
    expect(uids.length).toBeGreaterThan(150);
    const tags = new Set<string>();
    const methods = new Set<string>();
    const issues: string[] = [];
    for (const uid of uids) {
      const ocid = ocidOf(uid);
      const releases = await get(`/api/v1/ocds/releases/${encodeURIComponent(ocid)}`);
      if (!releasePackage(releases))
        issues.push(`${ocid} releases: ${JSON.stringify(releasePackage.errors?.slice(0, 3))}`);
      const records = await get(`/api/v1/ocds/records/${encodeURIComponent(ocid)}`);
      if (!recordPackage(records))
        issues.push(`${ocid} record: ${JSON.stringify(recordPackage.errors?.slice(0, 3))}`);
      expect(records.records).toHaveLength(1);
      expect(records.records[0].ocid).toBe(ocid);
      for (const r of [...releases.releases, records.records[0].compiledRelease]) {
        expect(r.ocid).toBe(ocid);
        issues.push(...codelistIssues(r));
        for (const tag of r.tag) tags.add(tag);
        if (r.tender?.procurementMethod) methods.add(r.tender.procurementMethod);
      }
      // Release ids are unique within the process, and the record holds each release.
      const ids = releases.releases.map((r: { id: string }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(records.records[0].releases.map((r: { id: string }) => r.id)).toEqual(ids);
    }
    expect(issues).toEqual([]);
    // The demo set exercises each kind of release and each method the portal's types map to.
    expect([...tags].sort()).toEqual([
      'award',
      'compiled',
      'contract',
      'tender',
      'tenderAmendment',
      'tenderCancellation',
    ]);
    expect([...methods].sort()).toEqual(['direct', 'open', 'selective']);
  });

  it('shows an ePublish corrigendum as a tender amendment, with the values before and after it', async () => {
    const list = await t.app.inject({ url: '/api/v1/public/corrigenda?source=epublish' });
    const corrigendum = list.json().items[0];
    const uid = corrigendum.tender?.uid ?? corrigendum.tenderUid;
    const detail = (await t.app.inject({ url: `/api/v1/public/tenders/${uid}` })).json();
    const change = detail.corrigenda[0].changes.find(
      (c: { field: string }) => c.field === 'bidSubmissionEnd',
    );
    expect(change).toBeDefined();
    const pkg = await get(`/api/v1/ocds/releases/${ocidOf(uid)}`);
    const [first, amended] = pkg.releases;
    expect(first.tag).toEqual(['tender']);
    expect(amended.tag).toEqual(['tenderAmendment']);
    // The first release carries the end before the corrigendum; the amendment the new one.
    expect(first.tender.tenderPeriod.endDate).toBe(new Date(change.old).toISOString());
    expect(amended.tender.tenderPeriod.endDate).toBe(new Date(change.new).toISOString());
    expect(amended.tender.amendments).toEqual([
      expect.objectContaining({ id: '1', amendsReleaseID: first.id, releaseID: amended.id }),
    ]);
    expect(amended.tender.amendments[0].description).toMatch(/bidSubmissionEnd/);
    // The compiled release is the newest state.
    const record = (await get(`/api/v1/ocds/records/${ocidOf(uid)}`)).records[0];
    expect(record.compiledRelease.tender.tenderPeriod.endDate).toBe(new Date(change.new).toISOString());
    expect(record.compiledRelease.tag).toEqual(['compiled']);
  });

  it('shows a cancellation and an imported date extension in order', async () => {
    const pkg = await get(`/api/v1/ocds/releases/${ocidOf('eprocure-OCDS_CANCELLED_1')}`);
    expect(pkg.releases.map((r: { tag: string[] }) => r.tag[0])).toEqual([
      'tender',
      'tenderAmendment',
      'tenderCancellation',
    ]);
    expect(pkg.releases.map((r: { tender: { status: string } }) => r.tender.status)).toEqual([
      'active',
      'active',
      'cancelled',
    ]);
    expect(pkg.releases[0].tender.procurementMethod).toBe('selective');
    expect(pkg.releases[0].tender.procurementMethodDetails).toBe('Limited');
  });

  it('gives an awarded tender an award release with its suppliers, value and contract', async () => {
    const awarded = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=awarded&source=eprocure&limit=1' })
    ).json().items[0];
    const detail = (await t.app.inject({ url: `/api/v1/public/tenders/${awarded.uid}` })).json();
    const pkg = await get(`/api/v1/ocds/releases/${ocidOf(awarded.uid)}`);
    const award = pkg.releases.at(-1);
    expect(award.tag[0]).toBe('award');
    expect(award.tender.status).toBe('complete');
    expect(award.awards.map((a: { suppliers: { name: string }[] }) => a.suppliers[0]!.name)).toEqual(
      detail.awards.map((a: { bidderName: string }) => a.bidderName),
    );
    const supplierIds = award.awards.map((a: { suppliers: { id: string }[] }) => a.suppliers[0]!.id);
    for (const id of supplierIds)
      expect(award.parties.find((p: { id: string }) => p.id === id).roles).toContain('supplier');
    if (detail.contract) expect(award.contracts[0].awardID).toBe(award.awards[0].id);
  });

  it('packages a search with the public API filters and links the next page', async () => {
    const all = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=awarded&limit=100' })
    ).json() as TenderPage;
    const first = await get('/api/v1/ocds/records?status=awarded&limit=3');
    expect(recordPackage(first), JSON.stringify(recordPackage.errors)).toBe(true);
    expect(first.records.map((r: { ocid: string }) => r.ocid)).toEqual(
      all.items.slice(0, 3).map((i) => ocidOf(i.uid)),
    );
    expect(first.links.next).toMatch(
      /^http:\/\/localhost:\d+\/api\/v1\/ocds\/records\?status=awarded&limit=3&cursor=/,
    );
    const next = await get(first.links.next.replace(/^http:\/\/[^/]+/, ''));
    expect(next.records.map((r: { ocid: string }) => r.ocid)).toEqual(
      all.items.slice(3, 6).map((i) => ocidOf(i.uid)),
    );
    const releases = await get('/api/v1/ocds/releases?source=epublish&limit=50');
    expect(releasePackage(releases), JSON.stringify(releasePackage.errors)).toBe(true);
    const epublish = (
      await t.app.inject({ url: '/api/v1/public/tenders?source=epublish' })
    ).json() as TenderPage;
    expect(new Set(releases.releases.map((r: { ocid: string }) => r.ocid))).toEqual(
      new Set(epublish.items.map((i) => ocidOf(i.uid))),
    );
    expect(releases.links).toBeUndefined();
  });

  it('refuses an ocid of another publisher, an unknown tender and a bad filter with clear problems', async () => {
    const other = await t.app.inject({ url: '/api/v1/ocds/releases/ocds-213czf-000-00001' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const unknown = await t.app.inject({ url: `/api/v1/ocds/records/${ocidPrefix}-eprocure-NOPE` });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/ocds/releases?status=nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
