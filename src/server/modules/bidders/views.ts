import {
  type Bidder,
  type BidderListQuery,
  bidderMessages,
  type DebarmentSearchResult,
  debarredOn,
  normaliseName,
  normaliseRegistrationNo,
  type RegisterChange,
  type RegisterKind,
  type RegisterStatus,
  type RegisterVersion,
  type RowProblem,
} from '../../../common/api/bidders.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import { exportText } from '../../../common/i18n/exports.ts';
import type { Lang } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { sheetCsv } from '../../platform/spreadsheet.ts';
import {
  type BidderRowOut,
  findBidders,
  findChanges,
  findDebarments,
  findVersion,
  unitName,
  type VersionRow,
  versionDetails,
  versionsOfUnit,
} from './queries.ts';
import { actorUnit } from './upload.ts';

export type Clock = () => Date;
export const pageSize = 20;

const notFound = () => new AppError('NOT_FOUND');

async function toVersions(db: Db, rows: VersionRow[]): Promise<RegisterVersion[]> {
  return (await versionDetails(db, rows)).map((d) => ({
    id: d.version.id,
    kind: d.version.kind,
    versionNo: d.version.versionNo,
    orgUnitId: d.version.orgUnitId,
    organisation: d.organisation,
    fileId: d.version.fileId,
    fileName: d.fileName,
    sha256: d.sha256,
    rowCount: d.version.rowCount,
    rejectedCount: d.version.rejectedCount,
    uploadedBy: d.uploadedBy,
    uploadedAt: new Date(d.version.uploadedAt).toISOString(),
    problems: d.version.problems as RowProblem[],
    changes: d.changes,
    sharedWith: d.sharedWith,
  }));
}

/** The upload page's view: the unit's latest version (what §8 asks to replace) and its history. */
export async function registerStatus(
  db: Db,
  userId: number,
  kind: RegisterKind,
  orgUnitId?: number,
): Promise<RegisterStatus> {
  let unit: number;
  try {
    unit = await actorUnit(db, userId, orgUnitId);
  } catch (error) {
    if (orgUnitId === undefined)
      return { kind, orgUnitId: null, organisation: null, latest: null, versions: [] };
    throw error;
  }
  const versions = await toVersions(db, await versionsOfUnit(db, kind, unit));
  return {
    kind,
    orgUnitId: unit,
    organisation: (await unitName(db, unit)) ?? null,
    latest: versions[0] ?? null,
    versions,
  };
}

/** One version, for officials of its unit's chain. */
export async function versionView(
  db: Db,
  userId: number,
  kind: RegisterKind,
  id: number,
): Promise<RegisterVersion> {
  const row = await findVersion(db, kind, id);
  if (!row || !(await unitSubtreeIds(db, userId)).includes(row.orgUnitId)) throw notFound();
  return (await toVersions(db, [row]))[0]!;
}

/**
 * Spec §8 "Bidder uploads cannot be deleted once uploaded": the answer to a delete, for a version
 * the caller can see (404 otherwise, so the refusal says nothing about other chains' uploads).
 */
export async function refuseDelete(db: Db, userId: number, kind: RegisterKind, id: number): Promise<never> {
  await versionView(db, userId, kind, id);
  throw new AppError('METHOD_NOT_ALLOWED', 'Bidder uploads cannot be deleted once uploaded.', {
    errors: [{ path: 'id', message: bidderMessages.cannotDelete }],
  });
}

const toBidder = (r: BidderRowOut): Bidder => ({
  registrationNo: r.registration_no,
  name: r.name,
  type: r.type,
  class: r.bidder_class,
  category: r.category,
  issueDate: r.issue_date,
  validUpto: r.valid_upto,
  debarredFrom: r.debarred_from,
  debarredTo: r.debarred_to,
  reason: r.reason,
  status: r.status,
  organisation: r.organisation,
  versionNo: Number(r.version_no),
});

const keys = (q: string | undefined) =>
  q ? { nameKey: normaliseName(q), registrationKey: normaliseRegistrationNo(q) } : {};

/**
 * A register list (issue #28 item 3): the latest version of every unit (officials: of their own
 * units' subtree), by keyword over name and registration number, status and organisation.
 */
export async function bidderList(
  db: Db,
  kind: RegisterKind,
  query: BidderListQuery,
  scope?: { userId: number },
) {
  const unitIds = scope ? await unitSubtreeIds(db, scope.userId) : undefined;
  const { items, total } = await findBidders(
    db,
    { kind, ...keys(query.q), status: query.status, orgUnitId: query.orgUnitId, unitIds },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  return { items: items.map(toBidder), total, pageSize };
}

/** Every row of a list's filters for its CSV (at most 10,000). */
export async function bidderExport(
  db: Db,
  kind: RegisterKind,
  query: Omit<BidderListQuery, 'page'>,
  lang: Lang,
  scope?: { userId: number },
): Promise<string> {
  const unitIds = scope ? await unitSubtreeIds(db, scope.userId) : undefined;
  const { items } = await findBidders(
    db,
    { kind, ...keys(query.q), status: query.status, orgUnitId: query.orgUnitId, unitIds },
    { limit: 10_000, offset: 0 },
  );
  // The headings in the request's language (the shared export catalogue).
  const text = exportText(lang).bidders;
  const head = (
    kind === 'registered'
      ? ([
          'registrationNo',
          'name',
          'type',
          'class',
          'category',
          'issueDate',
          'validUpto',
          'status',
          'organisation',
        ] as const)
      : ([
          'registrationNo',
          'name',
          'type',
          'debarredFrom',
          'debarredTo',
          'reason',
          'status',
          'debarredBy',
        ] as const)
  ).map((k) => text[k]);
  const body = items.map((r) =>
    kind === 'registered'
      ? [
          r.registration_no,
          r.name,
          r.type,
          r.bidder_class,
          r.category,
          r.issue_date,
          r.valid_upto,
          r.status,
          r.organisation,
        ]
      : [
          r.registration_no,
          r.name,
          r.type,
          r.debarred_from,
          r.debarred_to,
          r.reason,
          r.status,
          r.organisation,
        ],
  );
  return sheetCsv(head, body);
}

/**
 * The debarment search (issue #28 item 3): by name, whatever the case, punctuation or "M/s", or
 * by registration number; each match says whether it holds today (IST), by whom, from when to
 * when and why.
 */
export async function debarmentSearch(db: Db, clock: Clock, q: string): Promise<DebarmentSearchResult> {
  const today = istDay(clock());
  const rows = await findDebarments(db, normaliseName(q), normaliseRegistrationNo(q));
  return { today, matches: rows.map((r) => debarmentOf(r, today)) };
}

const debarmentOf = (r: Awaited<ReturnType<typeof findDebarments>>[number], day: string) => ({
  registrationNo: r.registration_no,
  name: r.name,
  debarredBy: r.organisation,
  debarredFrom: r.debarred_from,
  debarredTo: r.debarred_to,
  reason: r.reason,
  status: r.status,
  debarredToday: debarredOn(
    { status: r.status, debarredFrom: r.debarred_from, debarredTo: r.debarred_to },
    day,
  ),
});

/**
 * For other modules (the ePublish award, issue #28 item 4): the debarments that hold on `day`
 * (yyyy-mm-dd) of a firm known by any of `names` (the award's bidder and company). The whole name
 * must match, with the search's tolerance of case, punctuation and "M/s": "Luit Valley Traders"
 * does not flag "Luit Valley Traders and Sons".
 */
export async function debarmentsOn(db: Db, names: (string | null | undefined)[], day: string) {
  const keys = [...new Set(names.filter((n): n is string => !!n).map(normaliseName))].filter(
    (k) => k.length >= 3,
  );
  const found = new Map<string, ReturnType<typeof debarmentOf>>();
  for (const key of keys)
    for (const r of await findDebarments(db, key, ''))
      if (normaliseName(r.name) === key) {
        const match = debarmentOf(r, day);
        if (match.debarredToday) found.set(`${match.debarredBy}|${match.registrationNo}`, match);
      }
  return [...found.values()];
}

/** A register's corrigenda (issue #28 item 2): each version's differences from the one before it. */
export async function changeList(
  db: Db,
  kind: RegisterKind,
  query: { q?: string; change?: 'added' | 'removed' | 'changed'; page: number },
) {
  const { items, total } = await findChanges(
    db,
    kind,
    { ...keys(query.q), change: query.change },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  const out: RegisterChange[] = items.map((c) => ({
    id: Number(c.id),
    versionId: Number(c.version_id),
    versionNo: Number(c.version_no),
    organisation: c.organisation,
    publishedAt: new Date(c.uploaded_at).toISOString(),
    change: c.change,
    registrationNo: c.registration_no,
    name: c.name,
    fields: (typeof c.fields === 'string' ? JSON.parse(c.fields) : c.fields) as RegisterChange['fields'],
  }));
  return { items: out, total, pageSize };
}
