import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushItems } from '../../db/schema/index.ts';

/** The SQL of the push API (issue #32 item 1). Public tender rows are read here, written by their owner. */

export async function pushByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(pushItems)
    .where(and(eq(pushItems.userId, userId), eq(pushItems.idempotencyKey, key)));
  return row;
}

/** The newest push of this item (kind, source, source id): its version, hash and answer. */
export async function latestPush(
  db: Db,
  kind: 'tender' | 'corrigendum' | 'award',
  source: string,
  sourceId: string,
) {
  const [row] = await db
    .select()
    .from(pushItems)
    .where(and(eq(pushItems.kind, kind), eq(pushItems.source, source), eq(pushItems.sourceId, sourceId)))
    .orderBy(desc(pushItems.version))
    .limit(1);
  return row;
}

export async function insertPush(db: Db, row: typeof pushItems.$inferInsert) {
  await db.insert(pushItems).values(row);
}

/** A public tender by source and the source's id (imported or pushed), as the tenders table has it. */
export async function publicTenderBySource(db: Db, source: string, externalId: string) {
  const result = (await db.execute(sql`
    select id, uid, org_unit_id, title, description, reference_no, tender_type, form_of_contract, category,
      product_category, published_at, bid_submission_start_at, closing_at, opening_at, value_inr, emd_inr,
      fee_inr, inviting_authority, location, pincode, cancelled, awarded
    from tenders where source = ${source} and external_id = ${externalId}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0];
}

export async function nextCorrigendumNumber(db: Db, tenderId: number): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(number), 0) + 1 as n from tender_corrigenda where tender_id = ${tenderId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** A unit's names from level one (the tenders' `organisation_chain`), or null when there is no such unit. */
export async function unitNames(db: Db, unitId: number): Promise<string[] | null> {
  const result = (await db.execute(sql`
    with recursive up as (
      select id, parent_id, name, level from org_units where id = ${unitId}
      union all
      select o.id, o.parent_id, o.name, o.level from org_units o join up on o.id = up.parent_id
    )
    select name from up order by level`)) as unknown as { rows: { name: string }[] };
  return result.rows.length > 0 ? result.rows.map((r) => r.name) : null;
}
