import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  currencies,
  importRuns,
  lgdBlocks,
  lgdDistricts,
  lgdStates,
  lgdSubdistricts,
  pincodeDistricts,
  productCategories,
} from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { demoDataSteps, loadDemoData } from './demo-data.ts';
import { ImportFileError, runImport } from './framework.ts';
import { importerFor } from './kinds.ts';
import { silentProgress } from './progress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = loadConfig({ NODE_ENV: 'test', SHARED_DATA_DIR: process.env.SHARED_DATA_DIR }).sharedDataDir;
const hasShared = existsSync(shared);
if (!hasShared) {
  // Said out loud, not silently passed: the real-file tests need ../shared/data (SHARED_DATA_DIR).
  console.warn(`[importers] SKIPPED real-file tests: no shared data folder at ${shared}`);
}

const ownKinds = new Set([
  'lgd-states',
  'lgd-districts',
  'district-names',
  'lgd-subdistricts',
  'lgd-blocks',
  'pincodes',
  'currencies',
  'product-categories',
]);

function load(db: Db, kind: string, file: string, skipIfLoaded = false) {
  return runImport({ db, importer: importerFor(kind)!, file, progress: silentProgress, skipIfLoaded });
}

describe(`importers on a damaged file (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.insert(lgdStates).values({ stateCode: 18, name: 'ASSAM', nameKey: 'ASSAM' });
  });
  afterAll(() => t.close());

  it('reports each bad row with its line number and loads every good row (issue #4: "loses nothing")', async () => {
    const report = await load(
      t.database.db,
      'lgd-districts',
      path.join(here, 'fixtures/damaged-districts.csv'),
    );
    expect(report.rows).toBe(8);
    expect(report.issues).toEqual([
      { line: 4, message: 'district_code "abc" is not a whole number' },
      { line: 5, message: 'expected 6 fields, found 3' },
      { line: 6, message: 'district_name is empty' },
      { line: 7, message: expect.stringMatching(/refused by the database: .*state_code.*99/i) },
      { line: 8, message: 'the same key (291) as line 2' },
    ]);
    expect(report).toMatchObject({ accepted: 3, rejected: 5, inserted: 3 });
    const names = await t.database.db.select({ name: lgdDistricts.name }).from(lgdDistricts);
    expect(names.map((n) => n.name).sort()).toEqual(['KAMRUP', 'KAMRUP METRO', 'NALBARI']);
  });

  it('a second run of the same file changes nothing and says so', async () => {
    const report = await load(
      t.database.db,
      'lgd-districts',
      path.join(here, 'fixtures/damaged-districts.csv'),
    );
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, rejected: 5 });
  });

  it('records every run, with an audit row', async () => {
    const runs = await t.database.db.select().from(importRuns);
    expect(runs.length).toBe(2);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import.completed'));
    expect(audit.length).toBe(2);
  });

  it('refuses a file whose header matches none of the kind’s layouts, naming the expected columns', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-import-'));
    const file = path.join(dir, 'wrong.csv');
    writeFileSync(file, 'a,b\n1,2\n');
    await expect(load(t.database.db, 'pincodes', file)).rejects.toThrow(ImportFileError);
    await expect(load(t.database.db, 'pincodes', file)).rejects.toThrow(/pincode,district,statename/);
  });

  it('rejects an invalid pincode, a bad CPV code and an unknown level with line numbers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-import-'));
    const pins = path.join(dir, 'pins.csv');
    writeFileSync(
      pins,
      'pincode,district,statename,office_count,is_primary\n781001,KAMRUP METRO,ASSAM,3,1\n78100,X,ASSAM,1,1\n',
    );
    const p = await load(t.database.db, 'pincodes', pins);
    expect(p.issues).toEqual([{ line: 3, message: 'pincode "78100" is not six digits' }]);
    const cpv = path.join(dir, 'cpv.csv');
    writeFileSync(
      cpv,
      'code,code8,level,parent_code,division,title_en\n03000000-1,03000000,division,,03,Agricultural\n0310,0310,group,03000000-1,03,Bad code\n03100000-2,03100000,tier,03000000-1,03,Bad level\n',
    );
    const c = await load(t.database.db, 'product-categories', cpv);
    expect(c.issues.map((i) => i.line)).toEqual([3, 4]);
    expect(c.inserted).toBe(1);
  });
});

describe.skipIf(!hasShared)(`importers on the real files of ../shared/data (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const file = (name: string) => path.join(shared, name);

  /** Row counts as ../shared/data/README.md documents them. */
  const expected: [kind: string, file: string, rows: number, table: () => Promise<number>][] = [
    ['lgd-states', 'admin/lgd_states.csv', 36, () => rowsOf(lgdStates)],
    ['lgd-districts', 'admin/lgd_districts.csv', 763, () => rowsOf(lgdDistricts)],
    ['lgd-subdistricts', 'admin/lgd_subdistricts.csv', 6921, () => rowsOf(lgdSubdistricts)],
    ['lgd-blocks', 'admin/lgd_blocks.csv', 7233, () => rowsOf(lgdBlocks)],
    ['pincodes', 'pincodes/pincode_district_state_lookup.csv', 21162, () => rowsOf(pincodeDistricts)],
    ['currencies', 'currency/iso4217_currencies.csv', 179, () => rowsOf(currencies)],
    ['product-categories', 'classification/cpv2008_en.csv', 9454, () => rowsOf(productCategories, 'cpv')],
  ];
  async function rowsOf(table: typeof lgdStates | typeof productCategories | object, scheme?: string) {
    const db = t.database.db;
    const q = db.select({ n: count() }).from(table as typeof lgdStates);
    const [row] = scheme
      ? await db.select({ n: count() }).from(productCategories).where(eq(productCategories.scheme, scheme))
      : await q;
    return Number(row!.n);
  }

  it('loads every row of each file: counts equal the files’ row counts, nothing rejected', async () => {
    for (const [kind, name, rows, stored] of expected) {
      const report = await load(t.database.db, kind, file(name));
      expect({
        kind,
        rows: report.rows,
        accepted: report.accepted,
        rejected: report.rejected,
        inserted: report.inserted,
      }).toEqual({
        kind,
        rows,
        accepted: rows,
        rejected: 0,
        inserted: rows,
      });
      expect(await stored()).toBe(rows);
    }
  }, 180_000);

  it('a second run of every file reports only "unchanged" (idempotent, upserts keyed by natural codes)', async () => {
    for (const [kind, name, rows] of expected) {
      const report = await load(t.database.db, kind, file(name));
      expect({
        kind,
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
      }).toEqual({
        kind,
        inserted: 0,
        updated: 0,
        unchanged: rows,
      });
    }
  }, 180_000);

  it('loads the observed e-procurement categories as a four-level tree (124 rows, implied parents derived)', async () => {
    const report = await load(
      t.database.db,
      'product-categories',
      file('assam_tenders/gepnic_product_categories_observed.csv'),
    );
    expect(report).toMatchObject({ rows: 124, accepted: 124, rejected: 0, inserted: 124 });
    expect(report.derived.inserted).toBeGreaterThanOrEqual(3);
    const segments = await t.database.db
      .select({ name: productCategories.name })
      .from(productCategories)
      .where(sql`${productCategories.scheme} = 'gepnic' and ${productCategories.level} = 1`);
    expect(segments.map((s) => s.name).sort()).toEqual(['Goods', 'Services', 'Works']);
  });

  it('folds the Assam post office directory (4,070 offices) into the same pincode-district pairs as India Post’s lookup', async () => {
    const report = await load(t.database.db, 'pincodes', file('pincodes/assam_pincode_directory.csv'));
    expect(report).toMatchObject({ rows: 4070, accepted: 4070, rejected: 0, inserted: 0, updated: 0 });
    expect(report.unchanged).toBeGreaterThan(500);
  });

  it('pincode 781001 gives Assam and Kamrup Metro, the LGD name, after district-names (spec §5)', async () => {
    const names = await load(t.database.db, 'district-names', file('admin/assam_districts.csv'));
    expect(names).toMatchObject({ rows: 35, rejected: 0 });
    const res = await t.app.inject({ url: '/api/v1/locations/pincodes/781001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().places[0]).toEqual({
      stateCode: 18,
      state: 'Assam',
      districtCode: 618,
      district: 'Kamrup Metro',
      primary: true,
    });
  });

  it('demo start-up loads what is missing, then skips every file already loaded (same SHA-256)', async () => {
    // This area's steps (the others' importers are tested by their areas).
    const steps = demoDataSteps.filter((s) => importerFor(s.kind) && ownKinds.has(s.kind));
    const first = await loadDemoData({ db: t.database.db, dataDir: shared, steps });
    expect(first.loaded).toBe(true);
    // The files loaded by the tests above are recognised by their hash.
    const loadedAbove = first.reports.filter((r) =>
      expected.some(([kind, name]) => kind === r.kind && name.endsWith(r.file)),
    );
    expect(loadedAbove.length).toBe(expected.length);
    expect(loadedAbove.every((r) => r.skipped)).toBe(true);
    const again = await loadDemoData({ db: t.database.db, dataDir: shared, steps });
    expect(again.reports.map((r) => [r.kind, r.file, r.skipped])).toEqual(
      steps.map((s) => [s.kind, path.basename(s.file), true]),
    );
  }, 120_000);
});
