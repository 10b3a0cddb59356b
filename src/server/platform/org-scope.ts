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

/**
 * The e-mail addresses of the active users holding one of `roles` in a unit at or above `unitId`
 * (those whose object scope, `unitSubtreeIds`, takes the unit in): who may decide an item of
 * that unit (issue #24 item 7: a sent tender tells the publishers of its chain).
 */
export async function chainMemberEmails(db: Db, unitId: number, roles: readonly string[]): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive up as (
      select id, parent_id from org_units where id = ${unitId}
      union
      select o.id, o.parent_id from org_units o join up on o.id = up.parent_id
    )
    select distinct u.email from users u
      join user_org_units uo on uo.user_id = u.id
      join user_roles ur on ur.user_id = u.id
      join roles r on r.id = ur.role_id
    where uo.org_unit_id in (select id from up)
      and r.code in ${sql`(${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )})`}
      and u.status = 1 and u.email is not null and u.email <> ''
    order by u.email`)) as unknown as { rows: { email: string }[] };
  return result.rows.map((r) => r.email);
}
