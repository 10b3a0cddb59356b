import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, grievanceOfficers, grievanceReplies, grievances, tenders } from '../../db/schema/index.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A user's active role codes: the workflow platform's query. */
export { activeRoleCodes } from '../../platform/workflow.ts';
/** Uploaded files by id: the files module's own query. */
export { filesByIds } from '../files/index.ts';

export async function findGrievance(db: Db, id: number): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  return row;
}

export async function findTender(db: Db, id: number) {
  const [row] = await db
    .select({
      id: tenders.id,
      uid: tenders.uid,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
      orgUnitId: tenders.orgUnitId,
    })
    .from(tenders)
    .where(and(eq(tenders.id, id), sql`coalesce(${tenders.publishedAt}, 'epoch'::timestamptz) <= now()`));
  return row;
}

/** Issue #26 item 2: "the tender concerned — looked up among all tenders" (imported or ePublish). */
export async function searchTenders(db: Db, q: string) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: tenders.id,
      uid: tenders.uid,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
      organisationChain: tenders.organisationChain,
    })
    .from(tenders)
    .where(
      sql`(lower(${tenders.referenceNo}) like ${like} or lower(${tenders.uid}) = ${q.toLowerCase()}
        or lower(${tenders.title}) like ${like})
        and coalesce(${tenders.publishedAt}, 'epoch'::timestamptz) <= now()`,
    )
    .orderBy(tenders.id)
    .limit(20);
}

export async function contactOf(db: Db, userId: number) {
  const result = await db.execute(sql`select email, mobile from users where id = ${userId}`);
  return rowsOf<{ email: string | null; mobile: string | null }>(result)[0];
}

export async function insertGrievance(
  tx: Db,
  values: { kind: GrievanceRow['kind']; values: unknown; createdBy: number },
) {
  const [row] = await tx.insert(grievances).values(values).returning({ id: grievances.id });
  return row!.id;
}

/** Saves a draft again at the version the complainant saw; false when it moved meanwhile. */
export async function updateDraft(tx: Db, id: number, version: number, values: unknown) {
  const moved = await tx
    .update(grievances)
    .set({ values, version: sql`${grievances.version} + 1`, updatedAt: sql`now()` })
    .where(
      sql`${grievances.id} = ${id} and ${grievances.version} = ${version} and ${grievances.state} = 'draft'`,
    )
    .returning({ id: grievances.id });
  return moved.length === 1;
}

export async function insertReply(
  tx: Db,
  reply: {
    grievanceId: number;
    action: 'open' | 'reply' | 'close';
    remarks: string | null;
    fileId: number | null;
    createdBy: number;
  },
) {
  await tx.insert(grievanceReplies).values(reply);
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface ReplyRow {
  action: 'open' | 'reply' | 'close';
  remarks: string | null;
  file_id: number | null;
  file_name: string | null;
  file_size: number | null;
  at: string;
}

export async function repliesOf(db: Db, grievanceId: number) {
  const result = await db.execute(sql`
    select r.action, r.remarks, r.file_id, f.name as file_name, f.size as file_size, ${iso('r.created_at')} as at
    from grievance_replies r left join files f on f.id = r.file_id
    where r.grievance_id = ${grievanceId} order by r.id`);
  return rowsOf<ReplyRow>(result);
}

/** The units from the grievance's own up to the top of its chain. */
const chainOf = (unitId: number) => sql`(
  with recursive up as (
    select id, parent_id from org_units where id = ${unitId}
    union select o.id, o.parent_id from org_units o join up on o.id = up.parent_id)
  select id from up)`;

/** The registered grievance officers of the chain (contractUser), told of each new grievance. */
export async function officersOfChain(db: Db, unitId: number) {
  const result = await db.execute(sql`
    select email from grievance_officers where active and org_unit_id in ${chainOf(unitId)}`);
  return rowsOf<{ email: string }>(result).map((r) => r.email);
}

/** A unit and everything under it (the organisation filter). */
export const subtree = (unitId: number) => sql`(
  with recursive tree as (
    select id from org_units where id = ${unitId}
    union select o.id from org_units o join tree on o.parent_id = tree.id)
  select id from tree)`;

export interface ListRow {
  id: number;
  grievance_no: string | null;
  kind: 'grievance' | 'suggestion';
  state: GrievanceRow['state'];
  title: string | null;
  complainant: string | null;
  organisation: string | null;
  tender_reference_no: string | null;
  submitted_at: string | null;
  closed_at: string | null;
  age_days: number | null;
  version: number;
}

/** One page of grievances, newest submission first; `where` is the view's scope and filters. */
export async function listGrievances(db: Db, where: SQL, page: number, pageSize: number | null) {
  const result = await db.execute(sql`
    select g.id, g.grievance_no, g.kind, g.state, g.version,
      g."values"->>'title' as title, g."values"->>'complainantName' as complainant,
      u.name as organisation, t.reference_no as tender_reference_no,
      ${iso('g.submitted_at')} as submitted_at, ${iso('g.closed_at')} as closed_at,
      case when g.submitted_at is not null then
        ((coalesce(g.closed_at, now()) at time zone 'Asia/Kolkata')::date
          - (g.submitted_at at time zone 'Asia/Kolkata')::date) end as age_days,
      count(*) over () as total
    from grievances g
    left join org_units u on u.id = g.org_unit_id
    left join tenders t on t.id = g.tender_id
    where ${where}
    order by g.submitted_at desc nulls first, g.id desc
    ${pageSize === null ? sql`limit 10000` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`}`);
  const rows = rowsOf<ListRow & { total: number }>(result);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The public tracking page's one read: number and e-mail both match a submitted grievance. */
export async function findTracked(db: Db, grievanceNo: string, email: string) {
  const result = await db.execute(sql`
    select g.id, g.grievance_no, g.kind, g.state, g."values"->>'title' as title, u.name as organisation,
      ${iso('g.submitted_at')} as submitted_at, ${iso('g.closed_at')} as closed_at
    from grievances g left join org_units u on u.id = g.org_unit_id
    where g.grievance_no = ${grievanceNo} and g.email = ${email} and g.state <> 'draft'`);
  return rowsOf<{
    id: number;
    grievance_no: string;
    kind: 'grievance' | 'suggestion';
    state: GrievanceRow['state'];
    title: string | null;
    organisation: string | null;
    submitted_at: string | null;
    closed_at: string | null;
  }>(result)[0];
}

export async function unitExists(db: Db, id: number) {
  const result = await db.execute(sql`select 1 from org_units where id = ${id}`);
  return rowsOf(result).length > 0;
}

export async function insertOfficer(tx: Db, row: typeof grievanceOfficers.$inferInsert) {
  const [created] = await tx.insert(grievanceOfficers).values(row).returning({ id: grievanceOfficers.id });
  return created!.id;
}

export async function setOfficerActive(tx: Db, id: number, version: number, active: boolean) {
  const moved = await tx
    .update(grievanceOfficers)
    .set({ active, version: sql`${grievanceOfficers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(grievanceOfficers.id, id), eq(grievanceOfficers.version, version)))
    .returning({ id: grievanceOfficers.id });
  return moved.length === 1;
}

export async function findOfficer(db: Db, id: number) {
  const [row] = await db.select().from(grievanceOfficers).where(eq(grievanceOfficers.id, id));
  return row;
}

export async function listOfficers(db: Db, where: SQL, page: number, pageSize: number) {
  const result = await db.execute(sql`
    select o.id, o.org_unit_id, u.name as organisation, o.name, o.designation, o.email, o.mobile,
      o.active, o.version, count(*) over () as total
    from grievance_officers o join org_units u on u.id = o.org_unit_id
    where ${where}
    order by u.name, o.name, o.id
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const rows = rowsOf<{
    id: number;
    org_unit_id: number;
    organisation: string;
    name: string;
    designation: string;
    email: string;
    mobile: string;
    active: boolean;
    version: number;
    total: number;
  }>(result);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function insertFeedback(tx: Db, row: typeof feedback.$inferInsert) {
  const [created] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
  return created!.id;
}

export async function listFeedback(db: Db, where: SQL, page: number, pageSize: number | null) {
  const result = await db.execute(sql`
    select f.id, f.name, f.email, f.designation, f.organisation, f.reason, f.country_code, f.mobile,
      f.comments, ${iso('f.created_at')} as created_at, count(*) over () as total
    from feedback f where ${where}
    order by f.created_at desc, f.id desc
    ${pageSize === null ? sql`limit 10000` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`}`);
  const rows = rowsOf<{
    id: number;
    name: string;
    email: string;
    designation: string | null;
    organisation: string | null;
    reason: string;
    country_code: string | null;
    mobile: string | null;
    comments: string;
    created_at: string;
    total: number;
  }>(result);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
