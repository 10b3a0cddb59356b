import { type SQL, sql } from 'drizzle-orm';
import {
  type Grievance,
  type GrievanceListItem,
  type GrievanceListQuery,
  type GrievanceValues,
  grievanceActionSchema,
  grievanceMessages,
} from '../../../common/api/grievances.ts';
import { exportText } from '../../../common/i18n/exports.ts';
import type { Lang } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SheetCell } from '../../platform/spreadsheet.ts';
import { allowedActions } from '../../platform/workflow.ts';
import {
  filesByIds,
  findGrievance,
  findTender,
  findTracked,
  type ListRow,
  listGrievances,
  repliesOf,
  searchTenders,
  subtree,
} from './queries.ts';
import { type GrievanceScope, handles, mayRead } from './rules.ts';
import { grievanceWorkflow } from './workflow.ts';

const pageSize = 20;
const numbers = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )
    : sql`null`;

/**
 * The scope of a list (issue #26 item 3): `mine` is the complainant's; `handling` the submitted
 * grievances of the officer's chains (every one for the portal admin; none for anyone else).
 * Filters: status, submission day (IST) and organisation (a unit and everything under it).
 */
function listScope(scope: GrievanceScope, query: GrievanceListQuery): SQL {
  const parts: SQL[] = [];
  if (query.view === 'mine') parts.push(sql`g.created_by = ${scope.userId}`);
  else {
    parts.push(sql`g.state <> 'draft'`);
    if (!scope.admin)
      parts.push(scope.officer ? sql`g.org_unit_id in (${numbers(scope.unitIds)})` : sql`false`);
  }
  if (query.state) parts.push(sql`g.state = ${query.state}`);
  if (query.from) parts.push(sql`(g.submitted_at at time zone 'Asia/Kolkata')::date >= ${query.from}::date`);
  if (query.to) parts.push(sql`(g.submitted_at at time zone 'Asia/Kolkata')::date <= ${query.to}::date`);
  if (query.organisation) parts.push(sql`g.org_unit_id in ${subtree(query.organisation)}`);
  return sql.join(parts, sql` and `);
}

const toItem = (r: ListRow): GrievanceListItem => ({
  id: Number(r.id),
  grievanceNo: r.grievance_no,
  kind: r.kind,
  state: r.state,
  title: r.title,
  complainant: r.complainant,
  organisation: r.organisation,
  tenderReferenceNo: r.tender_reference_no,
  submittedAt: r.submitted_at,
  closedAt: r.closed_at,
  ageDays: r.age_days === null ? null : Number(r.age_days),
  version: Number(r.version),
});

export async function grievanceList(db: Db, scope: GrievanceScope, query: GrievanceListQuery) {
  const { rows, total } = await listGrievances(db, listScope(scope, query), query.page, pageSize);
  return { items: rows.map(toItem), total, pageSize };
}

/** The export's columns: keys of the shared export catalogue (`exports:grievances`). */
const exportColumns = [
  'grievanceNo',
  'kind',
  'state',
  'title',
  'complainant',
  'organisation',
  'tenderReferenceNo',
  'submittedAt',
  'closedAt',
  'ageDays',
] as const;

/** grievancelist's CSV/XLSX download: the same scope and filters, every page (at most 10,000 rows). */
export async function grievanceExportRows(
  db: Db,
  scope: GrievanceScope,
  query: GrievanceListQuery,
  lang: Lang,
) {
  const { rows } = await listGrievances(db, listScope(scope, query), 1, null);
  const cells: SheetCell[][] = rows
    .map(toItem)
    .map((g) => [
      g.grievanceNo,
      g.kind,
      g.state,
      g.title,
      g.complainant,
      g.organisation,
      g.tenderReferenceNo,
      g.submittedAt,
      g.closedAt,
      g.ageDays,
    ]);
  return { titles: exportColumns.map((k) => exportText(lang).grievances[k]), rows: cells };
}

/** One grievance with its evidence, the officers' replies and what this user may do now. */
export async function grievanceView(db: Db, scope: GrievanceScope, id: number): Promise<Grievance> {
  const row = await findGrievance(db, id);
  if (!row || !mayRead(scope, row)) throw new AppError('NOT_FOUND');
  const values = row.values as GrievanceValues;
  const [listed] = (await listGrievances(db, sql`g.id = ${id}`, 1, 1)).rows;
  const tenderId = row.tenderId ?? values.tenderId;
  const tender = tenderId === null ? undefined : await findTender(db, tenderId);
  const [evidence] = values.evidenceFileId === null ? [] : await filesByIds(db, [values.evidenceFileId]);
  const replies = await repliesOf(db, id);
  const actions = allowedActions(grievanceWorkflow, { state: row.state, creator: row.createdBy }, scope)
    .filter((a) => (a.action === 'submit' ? row.createdBy === scope.userId : handles(scope, row)))
    .map((a) => grievanceActionSchema.parse(a));
  return {
    ...toItem(listed!),
    values,
    tender: tender
      ? { id: tender.id, uid: tender.uid, referenceNo: tender.referenceNo, title: tender.title }
      : null,
    evidence: evidence ? { fileId: evidence.id, name: evidence.name, size: evidence.size } : null,
    replies: replies.map((r) => ({
      action: r.action,
      remarks: r.remarks,
      document:
        r.file_id === null
          ? null
          : { fileId: Number(r.file_id), name: r.file_name!, size: Number(r.file_size) },
      at: r.at,
    })),
    actions,
  };
}

/** A document of the grievance (its evidence, a reply's document), for its readers only. */
export async function grievanceDocument(db: Db, scope: GrievanceScope, id: number, fileId: number) {
  const row = await findGrievance(db, id);
  if (!row || !mayRead(scope, row)) throw new AppError('NOT_FOUND');
  const ids = [
    (row.values as GrievanceValues).evidenceFileId,
    ...(await repliesOf(db, id)).map((r) => r.file_id),
  ];
  if (!ids.some((f) => f !== null && Number(f) === fileId)) throw new AppError('NOT_FOUND');
}

export async function tenderLookup(db: Db, q: string) {
  const rows = await searchTenders(db, q);
  return {
    items: rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      referenceNo: r.referenceNo,
      title: r.title,
      organisation: r.organisationChain ?? '',
    })),
  };
}

/**
 * grievancestest (decision 041): the status and the replies of a grievance, for whoever has its
 * number and the e-mail it was filed with. A wrong pair and an unknown number get the same 404,
 * so the page tells nothing about grievances one cannot name.
 */
export async function trackGrievance(db: Db, grievanceNo: string, email: string) {
  const found = await findTracked(db, grievanceNo, email);
  if (!found)
    throw new AppError('NOT_FOUND', undefined, {
      errors: [{ path: '', message: grievanceMessages.notFound }],
    });
  const replies = await repliesOf(db, Number(found.id));
  return {
    grievanceNo: found.grievance_no,
    kind: found.kind,
    state: found.state,
    title: found.title,
    organisation: found.organisation,
    submittedAt: found.submitted_at,
    closedAt: found.closed_at,
    replies: replies.map((r) => ({ action: r.action, remarks: r.remarks, at: r.at })),
  };
}
