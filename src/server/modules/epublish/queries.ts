import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EpublishListQuery, EpublishState } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders, orgUnits, tenders, users } from '../../db/schema/index.ts';

export type EpublishRow = typeof epublishTenders.$inferSelect;

export const listPageSize = 20;

export async function findTender(db: Db, id: number): Promise<EpublishRow | undefined> {
  const [row] = await db.select().from(epublishTenders).where(eq(epublishTenders.id, id));
  return row;
}

/** A user's active role codes: the workflow platform's query. */
export { activeRoleCodes } from '../../platform/workflow.ts';

/** The user's first organisation unit: where a tender they create belongs. */
export async function homeUnitOf(db: Db, userId: number): Promise<number | undefined> {
  const result = (await db.execute(
    sql`select org_unit_id from user_org_units where user_id = ${userId} order by org_unit_id limit 1`,
  )) as unknown as { rows: { org_unit_id: number }[] };
  const id = result.rows[0]?.org_unit_id;
  return id === undefined ? undefined : Number(id);
}

/** A unit's chain of names from level one, and its short code. */
export async function unitChain(
  db: Db,
  unitId: number,
): Promise<{ names: string[]; shortCode: string | null }> {
  const result = (await db.execute(sql`
    with recursive up as (
      select id, parent_id, name, short_code, level from org_units where id = ${unitId}
      union all
      select o.id, o.parent_id, o.name, o.short_code, o.level from org_units o join up on o.id = up.parent_id
    )
    select name, short_code, level from up order by level`)) as unknown as {
    rows: { name: string; short_code: string | null; level: number }[];
  };
  const rows = result.rows;
  return { names: rows.map((r) => r.name), shortCode: rows.at(-1)?.short_code ?? null };
}

export function userName(db: Db, userId: number) {
  return db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]?.name ?? '');
}

/** A keyword of an ePublish list: a fragment of the tender's title or reference, any case. */
export function tenderKeywordFilter(q: string): SQL {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(coalesce(${epublishTenders.title}, '')) like ${pattern} or lower(coalesce(${epublishTenders.referenceNo}, '')) like ${pattern})`;
}

const viewStates: Record<EpublishListQuery['view'], EpublishState[] | null> = {
  mine: null,
  queue: ['sent', 'inOrder'],
  published: ['published', 'cancelled', 'archived'],
};

/**
 * The lists of spec §2: the creator's own (every state but discarded), the publisher's queue
 * and the published ones, both inside the actor's units (null: every unit).
 */
export async function listTenders(
  db: Db,
  query: EpublishListQuery,
  scope: { userId: number; unitIds: number[] | null },
) {
  const filters: SQL[] = [];
  if (query.view === 'mine') {
    filters.push(eq(epublishTenders.createdBy, scope.userId));
    filters.push(sql`${epublishTenders.state} <> 'discarded'`);
  } else {
    if (scope.unitIds !== null)
      filters.push(
        scope.unitIds.length === 0 ? sql`false` : inArray(epublishTenders.orgUnitId, scope.unitIds),
      );
    filters.push(inArray(epublishTenders.state, viewStates[query.view]!));
  }
  if (query.state) filters.push(eq(epublishTenders.state, query.state));
  if (query.q) filters.push(tenderKeywordFilter(query.q));
  const where = and(...filters);
  const rows = await db
    .select({
      id: epublishTenders.id,
      state: epublishTenders.state,
      version: epublishTenders.version,
      referenceNo: epublishTenders.referenceNo,
      title: epublishTenders.title,
      organisation: orgUnits.name,
      createdBy: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      bidSubmissionEnd: epublishTenders.bidSubmissionEnd,
      updatedAt: epublishTenders.updatedAt,
      publishedUid: sql<
        string | null
      >`(select uid from tenders t where t.id = ${epublishTenders.publishedTenderId})`,
    })
    .from(epublishTenders)
    .innerJoin(orgUnits, eq(orgUnits.id, epublishTenders.orgUnitId))
    .innerJoin(users, eq(users.id, epublishTenders.createdBy))
    .where(where)
    .orderBy(desc(epublishTenders.updatedAt), desc(epublishTenders.id))
    .limit(listPageSize)
    .offset((query.page - 1) * listPageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(epublishTenders).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The item's steps, oldest first, from the audit trail (what was done, by whom, with remarks). */
export async function historyOf(db: Db, id: number, entity = 'epublish_tender') {
  const result = (await db.execute(sql`
    select a.occurred_at, a.action, a.detail, trim(u.first_name || ' ' || u.last_name) as by
    from audit_log a left join users u on u.id = a.actor_user_id
    where a.entity = ${entity} and a.entity_id = ${String(id)}
    order by a.id`)) as unknown as {
    rows: {
      occurred_at: Date | string;
      action: string;
      detail: Record<string, unknown>;
      by: string | null;
    }[];
  };
  return result.rows;
}

/** Uploaded files by id: the files module's own query. */
export { filesByIds } from '../files/index.ts';

/** English names of master codes (tender type, category …) for the public row. */
export async function masterNames(db: Db, kind: string, code: string | null): Promise<string | null> {
  if (!code) return null;
  const result = (await db.execute(
    sql`select name_en from master_entries where kind = ${kind} and code = ${code} limit 1`,
  )) as unknown as { rows: { name_en: string }[] };
  return result.rows[0]?.name_en ?? code;
}

/** Whether a classification scheme has any active entry to choose from (the form lists the active ones). */
export async function classificationLoaded(db: Db, scheme: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists(select 1 from product_categories where scheme = ${scheme} and status = 1 and level = 1) as loaded`)) as unknown as {
    rows: { loaded: boolean }[];
  };
  return Boolean(result.rows[0]?.loaded);
}

/** UNSPSC names of the chosen codes (spec §3 "UNSPSC names and codes at four levels"). */
export async function unspscNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const result = (await db.execute(sql`
    select code, name from product_categories where scheme = 'unspsc' and code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`)) as unknown as { rows: { code: string; name: string }[] };
  return new Map(result.rows.map((r) => [r.code, r.name]));
}

/** The public permalink id of a published ePublish tender. */
export async function publishedUidOf(db: Db, tenderId: number | null): Promise<string | null> {
  if (tenderId === null) return null;
  const [row] = await db.select({ uid: tenders.uid }).from(tenders).where(eq(tenders.id, tenderId));
  return row?.uid ?? null;
}
