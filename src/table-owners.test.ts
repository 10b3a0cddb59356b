import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkOwnership,
  findWrites,
  ownershipKey,
  readSchema,
  scanWrites,
  tableOwners,
} from '../scripts/table-owners.ts';

/**
 * Each table is written by one module (or one platform file); writes elsewhere go through the
 * owner's entry (issue #22 item 3, decision 036).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tables = new Map([
  ['tenders', 'tenders'],
  ['tenderCorrigenda', 'tender_corrigenda'],
  ['tenderBids', 'tender_bids'],
  ['lgdStates', 'lgd_states'],
  ['users', 'users'],
]);

describe('table ownership: the checker', () => {
  it('finds every form of write that names its table, and no read, prose or other update()', () => {
    const source = [
      'await tx.insert(tenders).values(row);',
      'await tx',
      '  .update(',
      '    schema.tenderCorrigenda,',
      '  )',
      '  .set({ cancelled: true });',
      'await db.delete(tenderBids).where(eq(tenderBids.id, 1));',
      'await tx.execute(sql`INSERT INTO tender_bids (tender_id) VALUES (1)`);',
      'await tx.execute(sql`update "tenders" as t set cancelled = true`);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source text under test, with its own template
      'await tx.execute(sql`delete from ${tenderCorrigenda} where id = 1`);',
      'await tx.execute(sql`truncate tender_bids`);',
      'await upsertRows(tx, lgdStates, rows, { target: [lgdStates.stateCode] });',
      // None of these is a write of a table:
      'await db.select().from(tenders).where(eq(tenders.id, 1));',
      'hash.update(chunk); seen.delete(key);',
      '// we insert into tenders and update tenders set closed when it closes',
      '/* delete from tender_bids happens elsewhere */',
      'const words = "update the tenders";',
    ].join('\n');
    expect(findWrites(source, tables)).toEqual([
      { line: 1, table: 'tenders' },
      { line: 3, table: 'tenderCorrigenda' },
      { line: 7, table: 'tenderBids' },
      { line: 12, table: 'lgdStates' },
      { line: 8, table: 'tenderBids' },
      { line: 9, table: 'tenders' },
      { line: 10, table: 'tenderCorrigenda' },
      { line: 11, table: 'tenderBids' },
    ]);
  });

  it('refuses a planted write by another module, by a platform file, and a table without an owner', () => {
    const owners = {
      tenders: 'src/server/modules/tenders/',
      tenderCorrigenda: 'src/server/modules/tenders/',
      tenderBids: 'src/server/modules/tenders/',
      users: 'src/server/platform/identity.ts',
    };
    const violations = checkOwnership(
      tables,
      [
        { file: 'src/server/modules/tenders/publish.ts', line: 1, table: 'tenders' },
        { file: 'src/server/modules/epublish/act-on-corrigendum.ts', line: 9, table: 'tenderCorrigenda' },
        { file: 'src/server/modules/tenders-archive/x.ts', line: 2, table: 'tenderBids' },
        { file: 'src/server/platform/identity.ts', line: 3, table: 'users' },
        { file: 'src/server/platform/session.ts', line: 4, table: 'users' },
      ],
      owners,
    );
    expect(violations.map(ownershipKey).sort()).toEqual(
      [
        'foreign-write: src/server/modules/epublish/act-on-corrigendum.ts writes tenderCorrigenda (owner src/server/modules/tenders/)',
        'foreign-write: src/server/modules/tenders-archive/x.ts writes tenderBids (owner src/server/modules/tenders/)',
        'foreign-write: src/server/platform/session.ts writes users (owner src/server/platform/identity.ts)',
        'no-owner: lgdStates',
      ].sort(),
    );
  });
});

describe('table ownership: the code as it is', () => {
  const schema = readSchema(path.join(root, 'src/server/db/schema'));
  const writes = scanWrites(root, schema);

  it('reads the whole schema and finds the writes', () => {
    expect(schema.size).toBeGreaterThanOrEqual(37);
    expect(writes.length).toBeGreaterThanOrEqual(80);
    expect(Object.keys(tableOwners).filter((t) => !schema.has(t))).toEqual([]);
  });

  it('has every table written only by its owner', () => {
    expect(checkOwnership(schema, writes).map(ownershipKey)).toEqual([]);
  });
});
