import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { lgdDistricts, lgdStates, lgdSubdistricts, pincodeDistricts } from '../../db/schema/index.ts';
import { runImport } from '../../importers/framework.ts';
import { silentProgress } from '../../importers/progress.ts';
import { epublishWorld } from '../../test/epublish-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deriveDistricts } from './derive-districts.ts';
import { tendersImporter } from './import-tenders.ts';

/**
 * Issue #14 item 3: the district filter, lists, exports and API use the district of the WORK,
 * read from the location and title, and keep the pincode's (mostly the inviting office's) apart.
 * A few real LGD rows (admin/lgd_districts.csv, lgd_subdistricts.csv; state 18) and India Post
 * rows (781001 and 781006 are Kamrup Metro).
 */
async function loadAssamPlaces(db: Db) {
  await db.insert(lgdStates).values({ stateCode: 18, name: 'ASSAM', nameKey: 'ASSAM' });
  await db.insert(lgdDistricts).values([
    {
      districtCode: 618,
      stateCode: 18,
      name: 'KAMRUP METRO',
      nameKey: 'KAMRUP METRO',
      displayName: 'Kamrup Metro',
    },
    { districtCode: 291, stateCode: 18, name: 'KAMRUP', nameKey: 'KAMRUP' },
    { districtCode: 302, stateCode: 18, name: 'TINSUKIA', nameKey: 'TINSUKIA' },
    { districtCode: 282, stateCode: 18, name: 'CACHAR', nameKey: 'CACHAR' },
    { districtCode: 287, stateCode: 18, name: 'GOALPARA', nameKey: 'GOALPARA' },
  ]);
  await db.insert(lgdSubdistricts).values([
    { subdistrictCode: 2128, districtCode: 618, stateCode: 18, name: 'Guwahati' },
    { subdistrictCode: 2129, districtCode: 618, stateCode: 18, name: 'Dispur' },
    { subdistrictCode: 2062, districtCode: 302, stateCode: 18, name: 'Margherita' },
    // Lakhipur is a sub-district of two districts: never guessed.
    { subdistrictCode: 2100, districtCode: 282, stateCode: 18, name: 'Lakhipur' },
    { subdistrictCode: 2013, districtCode: 287, stateCode: 18, name: 'Lakhipur' },
  ]);
  await db.insert(pincodeDistricts).values(
    ['781001', '781006'].map((pincode) => ({
      pincode,
      districtKey: 'KAMRUP METRO',
      stateKey: 'ASSAM',
      districtName: 'KAMRUP METRO',
      stateName: 'ASSAM',
      officeCount: 3,
      isPrimary: 1,
    })),
  );
}

const header =
  'tender_id,tender_ref_no,organisation_chain,title,bid_submission_end,bid_submission_start,publish_date,location,pincode';
const future = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;
const chain = 'Public Works Roads Department||Chief Engineer PWD Roads||Guwahati Circle';

function tendersFile(rows: { id: string; title: string; location: string; pincode: string }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spp-work-district-'));
  const file = path.join(dir, 'tenders.csv');
  const line = (r: (typeof rows)[number]) =>
    [
      r.id,
      `REF/${r.id}`,
      chain,
      `"${r.title}"`,
      future(10),
      future(-2),
      future(-3),
      `"${r.location}"`,
      r.pincode,
    ].join(',');
  writeFileSync(file, `${header}\n${rows.map(line).join('\n')}\n`);
  return file;
}

const rows = [
  // The issue's case: a Tinsukia road tender of a Guwahati office (pincode 781001).
  {
    id: '2099_PWD_901_1',
    title: 'Improvement of Tinsukia-Digboi road',
    location: 'Tinsukia',
    pincode: '781001',
  },
  { id: '2099_PWD_902_1', title: 'Drainage works', location: 'Margherita MB', pincode: '781006' },
  { id: '2099_PWD_903_1', title: 'Repair of culverts', location: 'Lakhipur', pincode: '781001' },
  {
    id: '2099_PWD_904_1',
    title: 'Construction of hostel at Silchar Dist Cachar',
    location: 'Dispur,Ghy',
    pincode: '781006',
  },
];

describe(`district of the work (${inject('engine')}): issue #14 item 3`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
    await loadAssamPlaces(t.database.db);
    const report = await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file: tendersFile(rows),
      progress: silentProgress,
    });
    expect(report.rejected, JSON.stringify(report.issues)).toBe(0);
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await t.app.inject({ url: `/api/v1/public/tenders?${query}` })).json() as TenderPage;
  const ids = (page: TenderPage) => page.items.map((i) => i.tenderId).sort();

  it('finds the Tinsukia-location tender with a Guwahati office pincode under Tinsukia, not Kamrup Metro', async () => {
    expect(ids(await list('district=Tinsukia'))).toEqual(['2099_PWD_901_1', '2099_PWD_902_1']);
    // Only the one whose location could be in two districts falls back to its pincode.
    expect(ids(await list('district=Kamrup%20Metro'))).toEqual(['2099_PWD_903_1']);
    expect(ids(await list('district=cachar'))).toEqual(['2099_PWD_904_1']);
  });

  it('carries the work district, how it was found and the pincode district in the list and the full view', async () => {
    const [first] = (await list('district=Tinsukia&sort=closing')).items.filter(
      (i) => i.tenderId === '2099_PWD_901_1',
    );
    expect(first).toMatchObject({
      district: 'Tinsukia',
      districtBasis: 'location-district',
      districtBasisName: 'Tinsukia',
      officeDistrict: 'Kamrup Metro',
    });
    const detail = (
      await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2099_PWD_902_1' })
    ).json() as TenderDetail;
    expect(detail).toMatchObject({
      district: 'Tinsukia',
      districtBasis: 'location-subdistrict',
      districtBasisName: 'Margherita',
      officeDistrict: 'Kamrup Metro',
    });
    const fallback = (await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2099_PWD_903_1' })).json();
    expect(fallback).toMatchObject({
      district: 'Kamrup Metro',
      districtBasis: 'pincode',
      districtBasisName: null,
    });
    const stated = (await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2099_PWD_904_1' })).json();
    expect(stated).toMatchObject({
      district: 'Cachar',
      districtBasis: 'title-district',
      districtBasisName: 'Cachar',
    });
  });

  it('exports the work district, how it was found, and the pincode district', async () => {
    const csv = (
      await t.app.inject({ url: '/api/v1/public/tenders/export?format=csv&district=Tinsukia' })
    ).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const head = csv[0]!.split(',');
    const at = (name: string) => head.indexOf(name);
    expect(at('District')).toBeGreaterThan(-1);
    const line = csv.find((l) => l.startsWith('2099_PWD_902_1'))!.split(',');
    expect([line[at('District')], line[at('District Found From')], line[at('District of Pincode')]]).toEqual([
      'Tinsukia',
      // CSV quoting doubles the quotes around the name.
      '"sub-district ""Margherita"" in the location"',
      'Kamrup Metro',
    ]);
  });

  it('the start-up step derives rows stored before migration 0015 once, and a second run changes nothing', async () => {
    const db = t.database.db;
    // As migration 0015 leaves a row: the pincode's district in both columns, not yet derived.
    await db.execute(sql`update tenders set district = office_district, district_basis = null, district_basis_name = null
      where external_id = '2099_PWD_901_1'`);
    expect(ids(await list('district=Kamrup%20Metro'))).toContain('2099_PWD_901_1');
    expect(await deriveDistricts(db, { pending: true })).toMatchObject({ updated: 1 });
    expect(await deriveDistricts(db, { pending: true })).toMatchObject({ updated: 0 });
    expect(ids(await list('district=Tinsukia'))).toContain('2099_PWD_901_1');
  });

  it('a re-import that changes a location derives the district again', async () => {
    const moved = rows.map((r) => (r.id === '2099_PWD_902_1' ? { ...r, location: 'Guwahati' } : r));
    await runImport({
      db: t.database.db,
      importer: tendersImporter,
      file: tendersFile(moved),
      progress: silentProgress,
    });
    const detail = (await t.app.inject({ url: '/api/v1/public/tenders/eprocure-2099_PWD_902_1' })).json();
    expect(detail).toMatchObject({
      district: 'Kamrup Metro',
      districtBasis: 'location-subdistrict',
      districtBasisName: 'Guwahati',
    });
  });
});

describe(`district of the work of a published ePublish tender (${inject('engine')})`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
    await loadAssamPlaces(world.t.database.db);
  });
  afterAll(() => world.t.close());

  it('is read from its location on publish; its pincode (the office, 781006) stays apart', async () => {
    const item = await world.publishedTender({ location: 'Margherita', pincode: '781006' });
    const detail = (await world.t.app.inject({ url: `/api/v1/public/tenders/${item.publishedUid}` })).json();
    expect(detail).toMatchObject({
      district: 'Tinsukia',
      districtBasis: 'location-subdistrict',
      districtBasisName: 'Margherita',
      officeDistrict: 'Kamrup Metro',
    });
    const page = (
      await world.t.app.inject({ url: '/api/v1/public/tenders?district=Tinsukia' })
    ).json() as TenderPage;
    expect(page.items.map((i) => i.uid)).toEqual([item.publishedUid]);
  });
});
