import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';

/**
 * The organisation units an actor administers: the subtrees under their own units (a unit and
 * everything below it in the eight-level hierarchy). Null means every unit (portal admin).
 */
export async function administeredUnitIds(
  db: Db,
  actorUserId: number,
  isPortalAdmin: boolean,
): Promise<number[] | null> {
  return isPortalAdmin ? null : unitSubtreeIds(db, actorUserId);
}

/** Users visible to the actor, with roles and units, newest first. */
export async function searchUsers(
  db: Db,
  options: { unitIds: number[] | null; q?: string; status?: number; limit: number; offset: number },
) {
  const scope =
    options.unitIds === null
      ? sql`true`
      : options.unitIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from user_org_units uo where uo.user_id = u.id and uo.org_unit_id in (${sql.join(
            options.unitIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`;
  const pattern = options.q ? `%${options.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = sql`${scope}
    ${pattern ? sql`and (lower(u.login_id) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern})` : sql``}
    ${options.status === undefined ? sql`` : sql`and u.status = ${options.status}`}`;
  const rows = (await db.execute(sql`
    select u.id, u.login_id, trim(u.first_name || ' ' || u.last_name) as name, u.email, u.mobile, u.category,
      u.status, u.version, u.last_login_at,
      coalesce((select array_agg(r.code order by r.id) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles,
      coalesce((select array_agg(o.name order by o.id) from user_org_units uo join org_units o on o.id = uo.org_unit_id where uo.user_id = u.id), '{}') as org_units
    from users u
    where ${filter}
    order by u.id desc
    limit ${options.limit} offset ${options.offset}`)) as unknown as { rows: Record<string, unknown>[] };
  const total = (await db.execute(
    sql`select count(*)::int as n from users u where ${filter}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** Whether a user is inside the actor's units (object scope, quality.md). */
export async function userInScope(db: Db, userId: number, unitIds: number[] | null): Promise<boolean> {
  if (unitIds === null) return true;
  if (unitIds.length === 0) return false;
  const result = (await db.execute(sql`
    select 1 from user_org_units where user_id = ${userId} and org_unit_id in (${sql.join(
      unitIds.map((id) => sql`${id}`),
      sql`, `,
    )}) limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Active, approved units with their chain from level one ("A › B › C"), limited to the given ids
 * (null: all). A unit still waiting for approval (spec §4) is never offered. The chain is built top-down, so a unit's path names every ancestor.
 */
export async function unitOptions(db: Db, unitIds: number[] | null, onlyIds?: number[]) {
  const limit = (ids: number[] | null | undefined) =>
    ids === null || ids === undefined
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`c.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const result = (await db.execute(sql`
    with recursive chain as (
      select id, level, name, status, name::text as path from org_units
      where parent_id is null and approval_state = 'approved'
      union all
      select o.id, o.level, o.name, o.status, chain.path || ' › ' || o.name
      from org_units o join chain on o.parent_id = chain.id
      where o.approval_state = 'approved'
    )
    select c.id, c.level, c.name, c.path from chain c
    where c.status = 1 and ${limit(unitIds)} and ${limit(onlyIds)}
    order by c.path
    limit 5000`)) as unknown as { rows: { id: number; level: number; name: string; path: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), level: Number(r.level), name: r.name, path: r.path }));
}

/** A user's units (the ends of their organisation chains). */
export async function unitIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select org_unit_id from user_org_units where user_id = ${userId} order by org_unit_id`,
  )) as unknown as { rows: { org_unit_id: number }[] };
  return result.rows.map((r) => Number(r.org_unit_id));
}

/**
 * Transfers recorded in the audit log (the transfer list of spec §7), newest first: those into
 * or out of the actor's units. The audit row is the record, so the list cannot disagree with it.
 */
export async function recentTransfers(db: Db, unitIds: number[] | null, limit: number) {
  const ids = unitIds === null ? null : unitIds.length ? unitIds : [-1];
  const inScope =
    ids === null
      ? sql`true`
      : sql`((a.detail->>'fromId')::int in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) or (a.detail->>'toId')::int in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const result = (await db.execute(sql`
    select a.occurred_at, a.detail, coalesce(actor.login_id, '') as by_login
    from audit_log a left join users actor on actor.id = a.actor_user_id
    where a.action = 'user.transferred' and ${inScope}
    order by a.id desc
    limit ${limit}`)) as unknown as {
    rows: { occurred_at: string | Date; detail: unknown; by_login: string }[];
  };
  return result.rows;
}
