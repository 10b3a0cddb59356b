import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const noWrites = (): WriteCounts => ({ inserted: 0, updated: 0, unchanged: 0 });

export function addCounts(a: WriteCounts, b: WriteCounts): WriteCounts {
  return {
    inserted: a.inserted + b.inserted,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
  };
}

/**
 * Inserts or updates rows by their natural key in one statement, and says which: a row whose
 * values are all equal to the stored ones is left alone (not even `updated_at` moves), so a
 * second import of the same file reports only "unchanged". Runs in the caller's transaction.
 */
export async function upsertRows<T extends PgTable>(
  tx: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: { target: PgColumn[]; compare?: PgColumn[] },
): Promise<WriteCounts> {
  if (rows.length === 0) return noWrites();
  const { name: tableName } = getTableConfig(table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targetNames = new Set(options.target.map((c) => c.name));
  const compare =
    options.compare ??
    Object.values(columns).filter(
      (c) =>
        !targetNames.has(c.name) &&
        c.name !== 'updated_at' &&
        Object.keys(rows[0]!).some((k) => columns[k] === c),
    );
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (compare.includes(column)) set[key] = sql.raw(`excluded."${column.name}"`);
    if (column.name === 'updated_at') set[key] = sql`now()`;
  }
  const stored = compare.map((c) => `"${tableName}"."${c.name}"`).join(', ');
  const incoming = compare.map((c) => `excluded."${c.name}"`).join(', ');
  const written = await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: options.target,
      set,
      setWhere: sql.raw(`(${stored}) is distinct from (${incoming})`),
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}
