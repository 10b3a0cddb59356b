import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenderAwards, tenderBids, tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { addTenderWords } from './search-words.ts';

/**
 * The writes other modules ask of the public tender tables (issue #22 item 3, decision 036:
 * each table is written by its owner only). ePublish publishes its tenders, corrigenda and
 * awards into the same `tenders`, `tender_corrigenda`, `tender_awards` and `tender_bids` the
 * importer fills (decision 014), always inside its own transaction (`db` is that `tx`), so a
 * publication and its public rows commit together. The rules stay with the caller; these
 * only write, and keep what the public tables promise (a republished tender keeps its uid, a
 * new one is known to "did you mean …?" at once).
 */

export type PublicTender = typeof tenders.$inferSelect;
/** A public row's columns as the caller maps them (checked by the table's column types). */
type Columns = object;

export async function findPublicTender(db: Db, id: number): Promise<PublicTender | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id));
  return row;
}

/**
 * Writes a tender's public row: a new row when `existingId` is null (its words added to the
 * suggestions, issue #12), else the same row again, keeping its uid (decision 014). Its id.
 */
export async function savePublicTender(
  db: Db,
  row: { uid: string } & Columns,
  existingId: number | null,
): Promise<number> {
  if (existingId !== null) {
    await updatePublicTender(db, existingId, row);
    return existingId;
  }
  const [inserted] = await db
    .insert(tenders)
    .values(row as never)
    .returning({ id: tenders.id });
  await addTenderWords(db, inserted!.id);
  return inserted!.id;
}

/** Rewrites a public tender's columns but its uid, which never changes once public. */
export async function updatePublicTender(db: Db, id: number, row: Columns): Promise<void> {
  const { uid: _uid, ...columns } = row as Columns & { uid?: string };
  await db
    .update(tenders)
    .set({ ...columns, updatedAt: sql`now()` } as never)
    .where(eq(tenders.id, id));
}

/** A published corrigendum of a public tender; its id and uid. */
export async function insertPublicCorrigendum(
  db: Db,
  corrigendum: typeof tenderCorrigenda.$inferInsert,
): Promise<{ id: number; uid: string }> {
  const [published] = await db
    .insert(tenderCorrigenda)
    .values(corrigendum)
    .returning({ id: tenderCorrigenda.id, uid: tenderCorrigenda.uid });
  return published!;
}

/**
 * The award of a public tender (spec §7 AOC): the award row, the bidders with their
 * qualification, and the tender's award columns.
 */
export async function recordPublicAward(
  db: Db,
  tenderId: number,
  award: {
    award: Omit<typeof tenderAwards.$inferInsert, 'tenderId'>;
    bids: Omit<typeof tenderBids.$inferInsert, 'tenderId'>[];
    columns: Columns;
  },
): Promise<void> {
  await db.insert(tenderAwards).values({ ...award.award, tenderId });
  if (award.bids.length > 0) await db.insert(tenderBids).values(award.bids.map((b) => ({ ...b, tenderId })));
  await updatePublicTender(db, tenderId, award.columns);
}
