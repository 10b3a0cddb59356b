import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppealListQuery, AppealOutcome } from '../../../common/api/appeals.ts';
import type { Db } from '../../db/client.ts';
import { appeals, orgUnits, tenders } from '../../db/schema/index.ts';

export type AppealRow = typeof appeals.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A user's active role codes: the workflow platform's query. */
export { activeRoleCodes } from '../../platform/workflow.ts';

export async function findAppeal(db: Db, id: number): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id));
  return row;
}

export async function findTenderForAppeal(db: Db, id: number) {
  const [row] = await db
    .select({
      id: tenders.id,
      uid: tenders.uid,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
      orgUnitId: tenders.orgUnitId,
      organisationChain: tenders.organisationChain,
      valueInr: tenders.valueInr,
    })
    .from(tenders)
    .where(eq(tenders.id, id));
  return row;
}

/** Tenders of every source (imported or ePublish) by reference number or Tender ID (issue #25 item 2). */
export async function searchTenders(db: Db, q: string) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: tenders.id,
      uid: tenders.uid,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
      organisationChain: tenders.organisationChain,
      valueInr: tenders.valueInr,
    })
    .from(tenders)
    .where(
      sql`(lower(${tenders.referenceNo}) like ${like} or lower(${tenders.uid}) = ${q.toLowerCase()})
        and coalesce(${tenders.publishedAt}, 'epoch'::timestamptz) <= now()`,
    )
    .orderBy(tenders.id)
    .limit(20);
}

/** Whether a level I appeal already has its level II appeal filed (any state but draft). */
export async function secondAppealFiled(db: Db, firstAppealId: number) {
  const result = await db.execute(
    sql`select 1 from appeals where first_appeal_id = ${firstAppealId} and state <> 'draft' limit 1`,
  );
  return rowsOf(result).length > 0;
}

/** Uploaded files by id: the files module's own query. */
export { filesByIds } from '../files/index.ts';

export async function contactOf(db: Db, userId: number) {
  const result = await db.execute(sql`select email, mobile from users where id = ${userId}`);
  return rowsOf<{ email: string | null; mobile: string | null }>(result)[0];
}

/** The units and their names, for "organisation" in lists (the unit's own name). */
export async function unitName(db: Db, id: number) {
  const [row] = await db.select({ name: orgUnits.name }).from(orgUnits).where(eq(orgUnits.id, id));
  return row?.name ?? '';
}

/** Overdue open appeals (the authority's due day has passed), for the §9 expiry step. */
export async function overdueAppeals(db: Db, today: string, where: SQL) {
  const result = await db.execute(sql`
    select id, version from appeals a
    where a.state in ('active', 'approved') and a.due_day < ${today}::date and ${where}`);
  return rowsOf<{ id: number; version: number }>(result).map((r) => ({
    id: Number(r.id),
    version: Number(r.version),
  }));
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface ListRow {
  id: number;
  reference_no: string | null;
  level: number;
  state: string;
  tender_id: number;
  tender_uid: string;
  tender_reference_no: string;
  tender_title: string;
  organisation: string;
  appellant: string | null;
  filed_at: string | null;
  due_day: string | null;
  remaining: number | null;
  version: number;
}

/**
 * One page of appeals with their remaining days (§9 expiry timer: the due day minus today, for
 * appeals still before their authority), sorted due first; `where` is the view's scope.
 */
export async function listAppeals(
  db: Db,
  options: { where: SQL; today: string; sort: AppealListQuery['sort']; page: number; pageSize: number },
) {
  const { where, today, page, pageSize } = options;
  const order =
    options.sort === 'filed'
      ? sql`a.filed_at desc nulls first, a.id desc`
      : sql`remaining asc nulls last, a.filed_at desc nulls first, a.id desc`;
  const result = await db.execute(sql`
    select a.id, a.reference_no, a.level, a.state, a.version,
      t.id as tender_id, t.uid as tender_uid, t.reference_no as tender_reference_no, t.title as tender_title,
      u.name as organisation, a."values"->'appellant'->>'name' as appellant,
      ${iso('a.filed_at')} as filed_at, a.due_day::text as due_day,
      case when a.state in ('active', 'approved') then a.due_day - ${today}::date end as remaining,
      count(*) over () as total
    from appeals a
    join tenders t on t.id = a.tender_id
    join org_units u on u.id = a.org_unit_id
    where ${where}
    order by ${order}
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const rows = rowsOf<ListRow & { total: number }>(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const counted = await db.execute(sql`select count(*) as n from appeals a where ${where}`);
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return { rows, total };
}

export interface PublicRow {
  id: number;
  reference_no: string;
  level: number;
  state: string;
  verdict: string | null;
  tender_uid: string;
  tender_reference_no: string;
  tender_title: string;
  organisation: string;
  appellant_organisation: string | null;
  respondent_organisation: string | null;
  grounds: string | null;
  filed_at: string;
  decided_at: string;
  report_id: number | null;
  report_name: string | null;
  report_size: number | null;
}

/** The public register: decided appeals only (rejected, disposed), newest decision first. */
export async function publicAppeals(
  db: Db,
  options: {
    id?: number;
    year?: number;
    organisation?: number;
    outcome?: AppealOutcome;
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [sql`a.state in ('rejected', 'disposed')`];
  if (options.id !== undefined) filters.push(sql`a.id = ${options.id}`);
  if (options.year !== undefined)
    filters.push(sql`extract(year from a.decided_at at time zone 'Asia/Kolkata') = ${options.year}`);
  if (options.organisation !== undefined)
    filters.push(sql`a.org_unit_id in (
      with recursive tree as (
        select id from org_units where id = ${options.organisation}
        union select o.id from org_units o join tree on o.parent_id = tree.id)
      select id from tree)`);
  if (options.outcome === 'rejected') filters.push(sql`a.state = 'rejected'`);
  else if (options.outcome) filters.push(sql`a.state = 'disposed' and a.verdict = ${options.outcome}`);
  const result = await db.execute(sql`
    select a.id, a.reference_no, a.level, a.state, a.verdict,
      t.uid as tender_uid, t.reference_no as tender_reference_no, t.title as tender_title,
      u.name as organisation,
      a."values"->'appellant'->>'organisation' as appellant_organisation,
      a."values"->'respondent'->>'organisation' as respondent_organisation,
      a."values"->>'grounds' as grounds,
      ${iso('a.filed_at')} as filed_at, ${iso('a.decided_at')} as decided_at,
      f.id as report_id, f.name as report_name, f.size as report_size,
      count(*) over () as total
    from appeals a
    join tenders t on t.id = a.tender_id
    join org_units u on u.id = a.org_unit_id
    left join files f on f.id = a.disposal_report_file_id
    where ${sql.join(filters, sql` and `)}
    order by a.decided_at desc, a.id desc
    limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`);
  const rows = rowsOf<PublicRow & { total: number }>(result);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
