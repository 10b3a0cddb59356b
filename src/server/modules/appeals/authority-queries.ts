import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthorityListQuery } from '../../../common/api/appellate-authorities.ts';
import type { Db } from '../../db/client.ts';
import { appellateAuthorities, appellateAuthorityUnits } from '../../db/schema/index.ts';

export type AuthorityRow = typeof appellateAuthorities.$inferSelect;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function findAuthority(db: Db, id: number): Promise<AuthorityRow | undefined> {
  const [row] = await db.select().from(appellateAuthorities).where(eq(appellateAuthorities.id, id));
  return row;
}

export async function unitIdsOf(db: Db, authorityIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (authorityIds.length === 0) return map;
  const rows = await db
    .select({
      authorityId: appellateAuthorityUnits.authorityId,
      orgUnitId: appellateAuthorityUnits.orgUnitId,
    })
    .from(appellateAuthorityUnits)
    .where(inArray(appellateAuthorityUnits.authorityId, authorityIds))
    .orderBy(appellateAuthorityUnits.orgUnitId);
  for (const r of rows) map.set(r.authorityId, [...(map.get(r.authorityId) ?? []), r.orgUnitId]);
  return map;
}

/** Each unit's chain from level one, "Finance Department › Treasury" (spec §3 Organisation hierarchy). */
export async function unitPaths(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; path: string }>(
    await db.execute(sql`
      with recursive up as (
        select o.id as start, o.id, o.parent_id, o.name::text as path
          from org_units o where o.id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})
        union all
        select up.start, p.id, p.parent_id, p.name || ' › ' || up.path
          from up join org_units p on p.id = up.parent_id
      )
      select start as id, path from up where parent_id is null`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.path]));
}

/**
 * The units an authority may be given: approved, active units of any level, with their chains
 * (the portal admin keeps the authorities of the whole state, spec §6).
 */
export async function assignableUnits(db: Db): Promise<{ id: number; path: string }[]> {
  return rowsOf<{ id: number; path: string }>(
    await db.execute(sql`
      with recursive chain as (
        select o.id, o.name::text as path from org_units o
          where o.parent_id is null and o.approval_state = 'approved' and o.status = 1
        union all
        select o.id, chain.path || ' › ' || o.name from org_units o
          join chain on o.parent_id = chain.id
          where o.approval_state = 'approved' and o.status = 1
      )
      select id, path from chain order by path limit 5000`),
  ).map((r) => ({ id: Number(r.id), path: r.path }));
}

/** Which of these unit ids exist and are approved and active. */
export async function existingUnitIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from org_units where approval_state = 'approved' and status = 1 and id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`),
  );
  return rows.map((r) => Number(r.id));
}

/** An active entry of a simple master by code (the masters table is read freely; decision 036). */
export async function masterEntry(db: Db, kind: string, code: string) {
  const rows = rowsOf<{ code: string; name_en: string; name_as: string; status: number }>(
    await db.execute(
      sql`select code, name_en, name_as, status from master_entries where kind = ${kind} and upper(code) = upper(${code})`,
    ),
  );
  return rows[0];
}

export async function masterNames(db: Db, kind: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, { code: string; nameEn: string; nameAs: string }>();
  const rows = rowsOf<{ code: string; name_en: string; name_as: string }>(
    await db.execute(
      sql`select code, name_en, name_as from master_entries where kind = ${kind} and code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [r.code, { code: r.code, nameEn: r.name_en, nameAs: r.name_as }]));
}

export function authorityFilter(query: AuthorityListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.level) parts.push(eq(appellateAuthorities.level, query.level));
  if (query.status) parts.push(eq(appellateAuthorities.status, Number(query.status)));
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(${appellateAuthorities.name}) like ${like} or lower(${appellateAuthorities.designation}) like ${like}
        or lower(${appellateAuthorities.email}) like ${like})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listAuthorities(db: Db, query: AuthorityListQuery, pageSize: number) {
  const where = authorityFilter(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(appellateAuthorities)
      .where(where)
      .orderBy(appellateAuthorities.level, sql`lower(${appellateAuthorities.name})`, appellateAuthorities.id)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(appellateAuthorities).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The active authority of a level for a unit: the one assigned to the unit itself or to the
 * nearest unit above it (a department's authority hears its divisions' appeals too).
 */
export async function authorityForUnit(db: Db, unitId: number, level: number): Promise<number | undefined> {
  const rows = rowsOf<{ authority_id: number }>(
    await db.execute(sql`
      with recursive up as (
        select id, parent_id, 0 as depth from org_units where id = ${unitId}
        union all
        select p.id, p.parent_id, up.depth + 1 from up join org_units p on p.id = up.parent_id
      )
      select u.authority_id from up
        join appellate_authority_units u on u.org_unit_id = up.id and u.level = ${level} and u.active = 1
        order by up.depth limit 1`),
  );
  return rows[0] ? Number(rows[0].authority_id) : undefined;
}

/** The audit rows of one authority, oldest first, with the actor's name. */
export async function authorityAudit(db: Db, id: number) {
  return rowsOf<{
    occurred_at: Date | string;
    action: string;
    actor: string | null;
    detail: Record<string, unknown>;
  }>(
    await db.execute(sql`
      select a.occurred_at, a.action, trim(u.first_name || ' ' || u.last_name) as actor, a.detail from audit_log a
        left join users u on u.id = a.actor_user_id
        where a.entity = 'appellate_authority' and a.entity_id = ${String(id)}
        order by a.id`),
  );
}
