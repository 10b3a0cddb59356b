import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The organisation units under a user's own units: each unit they belong to and everything
 * below it in the eight-level hierarchy (spec §3 Organisation hierarchy). Object scope for user
 * administration and for ePublish items (quality.md "object-level authorisation").
 */
export async function unitSubtreeIds(db: Db, userId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select org_unit_id as id from user_org_units where user_id = ${userId}
      union
      select o.id from org_units o join tree on o.parent_id = tree.id
    )
    select id from tree`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}
