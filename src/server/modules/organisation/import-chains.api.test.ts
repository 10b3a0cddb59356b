import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, orgUnits } from '../../db/schema/index.ts';
import { openCsv } from '../../importers/csv.ts';
import { runImport } from '../../importers/framework.ts';
import { importerFor } from '../../importers/kinds.ts';
import { silentProgress } from '../../importers/progress.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const tendersFile = path.join(
  loadConfig({ NODE_ENV: 'test', SHARED_DATA_DIR: process.env.SHARED_DATA_DIR }).sharedDataDir,
  'assam_tenders/tenders.csv',
);
const haveData = existsSync(tendersFile);
if (!haveData) console.warn(`[org-chains] ${tendersFile} is absent: the real-file test is skipped`);

const importer = importerFor('org-chains')!;
const run = (t: TestApp, file: string) =>
  runImport({ db: t.database.db, importer, file, progress: silentProgress });

describe(`organisation chains importer (${inject('engine')}): issue #4 item 5, decision 012`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a damaged file: bad rows are reported by line number, the good rows load', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-chains-'));
    const file = path.join(dir, 'damaged.csv');
    writeFileSync(
      file,
      [
        'tender_id,organisation_chain,title',
        'T1,Sample Department||Directorate of Samples||Sample Circle,Good',
        'T2,,Empty chain',
        'T3,"Sample Department||||Lost",Empty level',
        'T4,"Only two fields,',
        'over two lines"',
        'T5,Sample Department||Sample Board Society,Good again',
        'T6,One||Two||Three||Four||Five||Six||Seven||Eight,Too deep',
      ].join('\n'),
    );
    const report = await run(t, file);
    expect(report.issues).toEqual([
      { line: 3, message: 'organisation_chain is empty' },
      { line: 4, message: 'organisation_chain level 2 is empty' },
      { line: 5, message: expect.stringMatching(/fields/) },
      { line: 8, message: expect.stringMatching(/has 8 levels/) },
    ]);
    expect(report).toMatchObject({ rows: 6, accepted: 2, rejected: 4 });
    const names = (await t.database.db.select().from(orgUnits)).map((u) => `${u.level}:${u.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '1:Sample Department',
        '2:Directorate or Office',
        '3:Directorate of Samples',
        '4:Sample Circle',
        '2:Society, Mission or Agency',
        '3:Sample Board Society',
      ]),
    );
  });

  it.skipIf(!haveData)(
    'loads every distinct chain of the real tenders file as approved units; a second run changes nothing',
    async () => {
      // Independent count of what the file holds.
      const csv = await openCsv(tendersFile);
      const chains = new Set<string>();
      const firsts = new Set<string>();
      for await (const e of csv.events()) {
        if (e.type !== 'row') continue;
        const chain = e.record.organisation_chain!.split('||').map((s) => s.replace(/\s+/g, ' ').trim());
        chains.add(chain.join('||').toLowerCase());
        firsts.add(chain[0]!.toLowerCase());
      }
      expect(chains.size).toBe(237);

      const before = (await t.database.db.select().from(orgUnits)).length;
      const first = await run(t, tendersFile);
      expect(first).toMatchObject({ rows: 4085, accepted: 4085, rejected: 0 });
      const units = await t.database.db.select().from(orgUnits).where(eq(orgUnits.approvalState, 'approved'));
      expect(units.length).toBe(before + first.inserted);
      // Every level-1 name of the file is a level-1 unit; every unit has a unique short code of ≤ 6.
      const levelOne = new Set(units.filter((u) => u.level === 1).map((u) => u.name.toLowerCase()));
      for (const name of firsts) expect(levelOne.has(name)).toBe(true);
      const codes = units.map((u) => u.shortCode!);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.every((c) => c.length >= 1 && c.length <= 6)).toBe(true);
      // Each distinct chain ends at its own unit: count the chain ends by walking the chains.
      const ends = new Set<number>();
      const byParent = new Map<string, number>();
      for (const u of units) byParent.set(`${u.level}|${u.parentId}|${u.name.toLowerCase()}`, u.id);
      for (const chain of chains) {
        const [head, ...rest] = chain.split('||');
        let id = byParent.get(`1|null|${head}`)!;
        if (rest.length) {
          const type = units.find(
            (u) => u.level === 2 && u.parentId === id && byParent.has(`3|${u.id}|${rest[0]}`),
          )!;
          id = type.id;
          rest.forEach((name, i) => {
            id = byParent.get(`${i + 3}|${id}|${name}`)!;
          });
        }
        expect(id, chain).toBeDefined();
        ends.add(id);
      }
      expect(ends.size).toBe(237);
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'org_unit.imported'));
      expect(audited.filter((a) => a.detail.source === 'tenders.csv').length).toBe(first.inserted);

      const second = await run(t, tendersFile);
      expect(second).toMatchObject({ inserted: 0, updated: 0, rejected: 0, unchanged: first.inserted });
      expect((await t.database.db.select().from(orgUnits)).length).toBe(units.length);
    },
  );
});
