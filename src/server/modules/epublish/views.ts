import {
  type EpublishAction,
  type EpublishListQuery,
  type EpublishState,
  type EpublishTender,
  type EpublishValues,
  epublishValuesSchema,
} from '../../../common/api/epublish.ts';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { allowedActions } from '../../platform/workflow.ts';
import { composeTenderDetail } from '../tenders/index.ts';
import { asReadRow, publicTenderRow, publishedAt } from './public-row.ts';
import {
  filesByIds,
  historyOf,
  listPageSize,
  listTenders,
  publishedUidOf,
  unitChain,
  userName,
} from './queries.ts';
import { type ActorScope, visibleTender } from './scope.ts';
import { epublishTenderWorkflow } from './workflow.ts';

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Stored values read through the shared schema (older drafts gain new fields' defaults). */
export function storedValues(value: unknown): EpublishValues {
  return epublishValuesSchema.parse(value);
}

/** GET /epublish/tenders/{id}: the item, what this user may do with it, and its history. */
export async function tenderView(db: Db, scope: ActorScope, id: number): Promise<EpublishTender> {
  const row = await visibleTender(db, scope, id);
  const values = storedValues(row.values);
  const fileIds = [
    ...(values.nitDocument ? [values.nitDocument.fileId] : []),
    ...values.otherDocuments.map((d) => d.fileId),
  ];
  const [history, stored, chain, creatorName, publishedUid] = await Promise.all([
    historyOf(db, id),
    filesByIds(db, fileIds),
    unitChain(db, row.orgUnitId),
    userName(db, row.createdBy),
    publishedUidOf(db, row.publishedTenderId),
  ]);
  const actions = allowedActions<EpublishState, EpublishAction>(
    epublishTenderWorkflow,
    { state: row.state, creator: row.createdBy },
    { userId: scope.userId, roles: scope.roles },
  );
  return {
    id: row.id,
    state: row.state,
    version: row.version,
    values,
    orgUnitId: row.orgUnitId,
    organisation: chain.names.join(' › '),
    createdBy: { id: row.createdBy, name: creatorName },
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    remarks: row.remarks,
    publishedUid,
    allowedActions: actions,
    editable: row.createdBy === scope.userId && (row.state === 'draft' || row.state === 'returned'),
    history: history.map(toHistoryEntry(row.state)),
    files: stored.map((f) => ({ id: f.id, name: f.name, sizeBytes: Number(f.size), sha256: f.sha256 })),
  };
}

/** One audit row as a step of the item's history (saves and amendments keep the state). */
export const toHistoryEntry =
  (currentState: string) =>
  (h: { occurred_at: Date | string; action: string; detail: Record<string, unknown>; by: string | null }) => {
    const step = (h.detail.transition ?? {}) as { action?: string; from?: string | null; to?: string };
    return {
      action: step.action ?? (h.action.endsWith('.amended') ? 'amend' : 'save'),
      from: step.from ?? null,
      to: step.to ?? String(h.detail.state ?? currentState),
      by: h.by ?? '',
      at: iso(h.occurred_at)!,
      remarks: (h.detail.remarks as string | null | undefined) ?? null,
    };
  };

export async function tenderList(db: Db, scope: ActorScope, query: EpublishListQuery) {
  const { rows, total } = await listTenders(db, query, { userId: scope.userId, unitIds: scope.unitIds });
  return {
    items: rows.map((r) => ({
      ...r,
      bidSubmissionEnd: iso(r.bidSubmissionEnd),
      updatedAt: iso(r.updatedAt)!,
    })),
    total,
    pageSize: listPageSize,
  };
}

/** GET /epublish/tenders/{id}/preview: the public full view this tender would have now. */
export async function tenderPreview(
  db: Db,
  scope: ActorScope,
  id: number,
  now = new Date(),
): Promise<TenderDetail> {
  const row = await visibleTender(db, scope, id);
  // The published date as publishing now would set it (issue #24 item 5).
  const publicRow = await publicTenderRow(db, row, publishedAt(storedValues(row.values), now));
  return composeTenderDetail(asReadRow(publicRow, now), { awards: [], bids: [], corrigenda: [] });
}
