import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Appeal,
  type AppealListItem,
  type AppealListQuery,
  type AppealOutcome,
  type AppealState,
  type AppealValues,
  appealActionSchema,
  type publicAppealQuerySchema,
} from '../../../common/api/appeals.ts';
import { istDay, vexatiousFineInr } from '../../../common/appeals/deadlines.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { allowedActions } from '../../platform/workflow.ts';
import { appealAuthority } from './authorities.ts';
import {
  filesByIds,
  findAppeal,
  findTenderForAppeal,
  type ListRow,
  listAppeals,
  type PublicRow,
  publicAppeals,
  searchTenders,
  unitName,
} from './queries.ts';
import {
  type Actor,
  type AppealScope,
  byId,
  type Clock,
  expireOverdue,
  isAuthorityOf,
  mayRead,
} from './rules.ts';
import { appealWorkflow } from './workflow.ts';

const pageSize = 20;
const numbers = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )
    : sql`null`;

/**
 * The scope of a list view (spec §2): `mine` is the appellant's (userAppealList,
 * secondAppealUserList by level); `authority` the appeals before an authority of the actor's
 * levels in its chains (appealfaa, appealsaa, sAA; expired ones included, §4); `verdicts` the
 * decided ones there (appealverdicts…).
 */
function viewScope(scope: AppealScope, query: AppealListQuery): SQL {
  const parts: SQL[] = [];
  if (query.view === 'mine') parts.push(sql`a.created_by = ${scope.userId}`);
  else {
    const levels = query.level ? scope.levels.filter((l) => l === query.level) : scope.levels;
    if (levels.length === 0) throw new AppError('FORBIDDEN');
    parts.push(sql`a.level in (${numbers(levels)})`);
    parts.push(sql`a.org_unit_id in (${numbers(scope.unitIds)})`);
    parts.push(
      query.view === 'verdicts' ? sql`a.state in ('rejected', 'disposed')` : sql`a.state <> 'draft'`,
    );
  }
  if (query.view === 'mine' && query.level) parts.push(sql`a.level = ${query.level}`);
  if (query.state) parts.push(sql`a.state = ${query.state}`);
  return sql.join(parts, sql` and `);
}

const toItem = (r: ListRow): AppealListItem => {
  const remaining = r.remaining === null ? null : Number(r.remaining);
  return {
    id: Number(r.id),
    referenceNo: r.reference_no,
    level: Number(r.level),
    state: r.state as AppealState,
    tender: {
      id: Number(r.tender_id),
      uid: r.tender_uid,
      referenceNo: r.tender_reference_no,
      title: r.tender_title,
    },
    organisation: r.organisation,
    appellant: r.appellant,
    filedAt: r.filed_at,
    dueDate: r.due_day,
    remainingDays: remaining !== null && remaining >= 0 ? remaining : null,
    expired: r.state === 'expired' || (remaining !== null && remaining < 0),
    version: Number(r.version),
  };
};

/** A list with the §9 expiry timer, due first; overdue appeals in it are moved to expired first. */
export async function appealList(
  db: Db,
  clock: Clock,
  scope: AppealScope,
  actor: Actor,
  query: AppealListQuery,
) {
  const where = viewScope(scope, query);
  await expireOverdue(db, clock, actor, where);
  const { rows, total } = await listAppeals(db, {
    where,
    today: istDay(clock()),
    sort: query.sort,
    page: query.page,
    pageSize,
  });
  return { items: rows.map(toItem), total, pageSize };
}

/** One appeal with its documents, its clock and what this user may do now (the workflow's answer). */
export async function appealView(
  db: Db,
  clock: Clock,
  scope: AppealScope,
  actor: Actor,
  id: number,
): Promise<Appeal> {
  const found = await findAppeal(db, id);
  if (!found || !mayRead(scope, found)) {
    if (found && found.state !== 'draft') throw new AppError('FORBIDDEN');
    throw new AppError('NOT_FOUND');
  }
  await expireOverdue(db, clock, actor, byId(id));
  const row = (await findAppeal(db, id))!;
  const values = row.values as AppealValues;
  const tender = (await findTenderForAppeal(db, row.tenderId))!;
  const fileIds = [
    ...values.documents.map((d) => d.fileId),
    ...(row.disposalReportFileId ? [row.disposalReportFileId] : []),
  ];
  const stored = new Map((await filesByIds(db, fileIds)).map((f) => [f.id, f]));
  const documents = [
    ...values.documents.map((d) => ({ kind: d.kind, fileId: d.fileId })),
    ...(row.disposalReportFileId
      ? [{ kind: 'disposalReport' as const, fileId: row.disposalReportFileId }]
      : []),
  ]
    .filter((d) => stored.has(d.fileId))
    .map((d) => {
      const f = stored.get(d.fileId)!;
      return { ...d, name: f.name, size: Number(f.size), sha256: f.sha256.trim() };
    });
  const today = istDay(clock());
  const open = row.state === 'active' || row.state === 'approved';
  const remaining =
    open && row.dueDay ? Math.round((Date.parse(row.dueDay) - Date.parse(today)) / 86_400_000) : null;
  // The authority's steps only for the authority of this level and chain; the appellant's for them.
  const actions = allowedActions(appealWorkflow, { state: row.state, creator: row.createdBy }, scope)
    .filter((a) => a.action !== 'expire')
    .filter((a) => (a.action === 'submit' ? row.createdBy === scope.userId : isAuthorityOf(scope, row)))
    .map((a) => appealActionSchema.parse(a));
  return {
    id: row.id,
    referenceNo: row.referenceNo,
    level: row.level,
    state: row.state,
    tender: { id: tender.id, uid: tender.uid, referenceNo: tender.referenceNo, title: tender.title },
    organisation: await unitName(db, row.orgUnitId),
    // §3 Appeal "appellate authority": the one named at filing, or (a draft) the chain's now.
    authority: await appealAuthority(db, row),
    appellant: values.appellant.name,
    filedAt: row.filedAt?.toISOString() ?? null,
    dueDate: row.dueDay,
    remainingDays: remaining !== null && remaining >= 0 ? remaining : null,
    expired: row.state === 'expired' || (remaining !== null && remaining < 0),
    version: row.version,
    firstAppealId: row.firstAppealId,
    values,
    documents,
    filingLastDay: row.filingLastDay,
    fineCapInr: vexatiousFineInr(tender.valueInr),
    consentAt: row.consentAt?.toISOString() ?? null,
    hearing:
      row.hearingAt && row.hearingPlace && row.hearingVenue
        ? { at: row.hearingAt.toISOString(), place: row.hearingPlace, venue: row.hearingVenue }
        : null,
    verdict: row.verdict,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remarks: row.remarks,
    actions,
  };
}

/** Whether the file is one of the appeal's documents and the user may read the appeal. */
export async function appealDocument(db: Db, scope: AppealScope, id: number, fileId: number) {
  const row = await findAppeal(db, id);
  if (!row || !mayRead(scope, row)) throw new AppError('NOT_FOUND');
  const ids = [...(row.values as AppealValues).documents.map((d) => d.fileId), row.disposalReportFileId];
  if (!ids.includes(fileId)) throw new AppError('NOT_FOUND');
}

export async function tenderLookup(db: Db, q: string) {
  const rows = await searchTenders(db, q);
  return {
    items: rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      referenceNo: r.referenceNo,
      title: r.title,
      organisation: r.organisationChain.split('||').filter(Boolean).at(-1) ?? '',
      valueInr: r.valueInr,
      fineCapInr: vexatiousFineInr(r.valueInr),
    })),
  };
}

const toPublic = (r: PublicRow) => ({
  id: Number(r.id),
  referenceNo: r.reference_no,
  level: Number(r.level),
  tender: { uid: r.tender_uid, referenceNo: r.tender_reference_no, title: r.tender_title },
  organisation: r.organisation,
  appellantOrganisation: r.appellant_organisation,
  respondentOrganisation: r.respondent_organisation,
  grounds: r.grounds ?? '',
  outcome: (r.state === 'rejected' ? 'rejected' : r.verdict) as AppealOutcome,
  filedAt: r.filed_at,
  decidedAt: r.decided_at,
  disposalReport:
    r.report_id === null
      ? null
      : { fileId: Number(r.report_id), name: r.report_name!, size: Number(r.report_size) },
});

/** The public register (spec §2 appeals): decided appeals, parties as organisations only. */
export async function publicAppealList(db: Db, query: z.output<typeof publicAppealQuerySchema>) {
  const { rows, total } = await publicAppeals(db, { ...query, pageSize });
  return { items: rows.map(toPublic), total, pageSize };
}

/** appealFullView: one decided appeal; anything else does not exist for the public. */
export async function publicAppeal(db: Db, id: number) {
  const { rows } = await publicAppeals(db, { id, page: 1, pageSize: 1 });
  if (!rows[0]) throw new AppError('NOT_FOUND');
  return toPublic(rows[0]);
}

/** The disposal report of a decided appeal is public with it; nothing else of the appeal is. */
export async function publicAppealDocument(db: Db, id: number, fileId: number) {
  const appeal = await publicAppeal(db, id);
  if (appeal.disposalReport?.fileId !== fileId) throw new AppError('NOT_FOUND');
}
