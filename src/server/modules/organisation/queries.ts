import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnitChanges, orgUnits } from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A LIKE pattern for a keyword, with the wildcards in it escaped. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ChainLink {
  id: number;
  level: number;
  name: string;
}

/** For each unit, its chain from level one down to itself (recursive walk up the parents). */
export async function chainsOf(db: Db, ids: number[]): Promise<Map<number, ChainLink[]>> {
  const chains = new Map<number, ChainLink[]>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return chains;
  const result = (await db.execute(sql`
    with recursive up as (
      select o.id as start_id, o.id, o.level, o.name, o.parent_id from org_units o where o.id in (${idList(wanted)})
      union all
      select up.start_id, p.id, p.level, p.name, p.parent_id from up join org_units p on p.id = up.parent_id
    )
    select start_id, id, level, name from up`)) as unknown as Rows<{
    start_id: number;
    id: number;
    level: number;
    name: string;
  }>;
  for (const r of result.rows) {
    const start = Number(r.start_id);
    const list = chains.get(start) ?? [];
    list.push({ id: Number(r.id), level: Number(r.level), name: r.name });
    chains.set(start, list);
  }
  for (const list of chains.values()) list.sort((a, b) => a.level - b.level);
  return chains;
}

export type UnitRow = typeof orgUnits.$inferSelect;
export type ChangeRow = typeof orgUnitChanges.$inferSelect;

export async function findUnit(db: Db, id: number): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(orgUnits).where(eq(orgUnits.id, id));
  return row;
}

export async function findChange(db: Db, id: number): Promise<ChangeRow | undefined> {
  const [row] = await db.select().from(orgUnitChanges).where(eq(orgUnitChanges.id, id));
  return row;
}

/** The units of a level for the master screens (removed proposals left out), name order. */
export async function searchUnits(
  db: Db,
  options: { level: OrgLevel; q?: string; limit: number; offset: number },
) {
  const pattern = options.q ? likePattern(options.q) : null;
  const filter = sql`o.level = ${options.level} and o.approval_state <> 'removed'
    ${
      pattern
        ? sql`and (lower(o.name) like ${pattern} or lower(coalesce(o.short_code, '')) like ${pattern}
          or lower(coalesce(o.description, '')) like ${pattern}
          or lower(coalesce(p.name, '')) like ${pattern})`
        : sql``
    }`;
  const rows = (await db.execute(sql`
    select o.id, o.level, o.parent_id, o.name, o.description, o.short_code, o.status, o.visible,
      o.approval_state, o.version, c.id as change_id, c.kind as change_kind, c.state as change_state
    from org_units o
    left join org_units p on p.id = o.parent_id
    left join org_unit_changes c on c.org_unit_id = o.id and c.state in ('pending', 'rejected')
    where ${filter}
    order by lower(o.name), o.id
    limit ${options.limit} offset ${options.offset}`)) as unknown as Rows<Record<string, unknown>>;
  const total = (await db.execute(sql`
    select count(*)::int as n from org_units o left join org_units p on p.id = o.parent_id
    where ${filter}`)) as unknown as Rows<{ n: number }>;
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** The open change of a unit (waiting for a decision, or rejected back to its creator). */
export async function openChangeOf(db: Db, unitId: number): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(orgUnitChanges)
    .where(and(eq(orgUnitChanges.orgUnitId, unitId), inArray(orgUnitChanges.state, ['pending', 'rejected'])));
  return row;
}

/** Proposals of a level, newest first: the open ones (approval queue) or those of one unit. */
export async function listChanges(db: Db, options: { level: OrgLevel; open?: boolean; unitId?: number }) {
  const result = (await db.execute(sql`
    select c.*, pu.first_name || ' ' || pu.last_name as proposer_name, pu.login_id as proposer_login,
      du.first_name || ' ' || du.last_name as decider_name, du.login_id as decider_login
    from org_unit_changes c
    join org_units o on o.id = c.org_unit_id
    left join users pu on pu.id = c.proposed_by
    left join users du on du.id = c.decided_by
    where o.level = ${options.level}
      ${options.open ? sql`and c.state in ('pending', 'rejected')` : sql``}
      ${options.unitId ? sql`and c.org_unit_id = ${options.unitId}` : sql``}
    order by c.id desc
    limit 500`)) as unknown as Rows<Record<string, unknown>>;
  return result.rows;
}

/**
 * Whether a short code is taken by another unit (not removed) or proposed for another unit
 * in an open change (spec §5: unique). The unique index is the last word at commit.
 */
export async function shortCodeTaken(db: Db, shortCode: string, exceptUnitId?: number): Promise<boolean> {
  const except = exceptUnitId ?? 0;
  const result = (await db.execute(sql`
    select 1 from org_units where upper(short_code) = ${shortCode.toUpperCase()}
      and approval_state <> 'removed' and id <> ${except}
    union all
    select 1 from org_unit_changes where upper(short_code) = ${shortCode.toUpperCase()}
      and state in ('pending', 'rejected') and org_unit_id <> ${except}
    limit 1`)) as unknown as Rows<unknown>;
  return result.rows.length > 0;
}

/** Whether a unit has children in force that are active (it cannot be made inactive then). */
export async function hasActiveChildren(db: Db, unitId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.parentId, unitId), eq(orgUnits.status, 1), eq(orgUnits.approvalState, 'approved')))
    .limit(1);
  return rows.length > 0;
}

/** Approved, active units of a level with their chain as a path: the parent picker. */
export async function unitOptions(db: Db, options: { level: number; q?: string; limit: number }) {
  const pattern = options.q ? likePattern(options.q) : null;
  const rows = await db.execute(sql`
    select id from org_units
    where level = ${options.level} and approval_state = 'approved' and status = 1
      ${pattern ? sql`and (lower(name) like ${pattern} or lower(coalesce(short_code, '')) like ${pattern})` : sql``}
    order by lower(name), id
    limit ${options.limit}`);
  const ids = (rows as unknown as Rows<{ id: number }>).rows.map((r) => Number(r.id));
  const chains = await chainsOf(db, ids);
  return ids.map((id) => ({ id, path: (chains.get(id) ?? []).map((c) => c.name).join(' › ') }));
}

/** Public read: approved, active and visible units (tender search, user creation). */
export async function publicUnits(
  db: Db,
  options: { level?: number; parentId?: number; q?: string; limit: number },
) {
  const pattern = options.q ? likePattern(options.q) : null;
  const result = (await db.execute(sql`
    select id, level, parent_id, name, short_code from org_units
    where approval_state = 'approved' and status = 1 and visible
      ${options.level ? sql`and level = ${options.level}` : sql``}
      ${options.parentId ? sql`and parent_id = ${options.parentId}` : sql``}
      ${pattern ? sql`and (lower(name) like ${pattern} or lower(coalesce(short_code, '')) like ${pattern})` : sql``}
    order by level, lower(name), id
    limit ${options.limit}`)) as unknown as Rows<{
    id: number;
    level: number;
    parent_id: number | null;
    name: string;
    short_code: string | null;
  }>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    level: Number(r.level),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    name: r.name,
    shortCode: r.short_code,
  }));
}
