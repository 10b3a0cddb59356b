import type { EpublishAction } from '../../../common/api/epublish.ts';
import type {
  EpublishCorrigendum,
  EpublishCorrigendumListQuery,
  EpublishCorrigendumValues,
} from '../../../common/api/epublish-corrigenda.ts';
import { epublishCorrigendumValuesSchema } from '../../../common/api/epublish-corrigenda.ts';
import { applyCorrigendum, corrigendumChanges } from '../../../common/epublish/corrigendum-rules.ts';
import type { Db } from '../../db/client.ts';
import { allowedActions } from '../../platform/workflow.ts';
import { composeTenderDetail } from '../tenders/service.ts';
import { listCorrigenda, publishedCorrigendumUid } from './corrigendum-queries.ts';
import { asReadRow, publicTenderRow } from './public-row.ts';
import { findTender, historyOf, listPageSize, publishedUidOf, unitChain, userName } from './queries.ts';
import { visibleCorrigendum } from './save-corrigendum.ts';
import type { ActorScope } from './scope.ts';
import { iso, storedValues, toHistoryEntry } from './views.ts';
import { epublishCorrigendumWorkflow } from './workflow.ts';

const corrigendumValues = (v: unknown): EpublishCorrigendumValues => epublishCorrigendumValuesSchema.parse(v);

export async function corrigendumView(db: Db, scope: ActorScope, id: number): Promise<EpublishCorrigendum> {
  const row = await visibleCorrigendum(db, scope, id);
  const values = corrigendumValues(row.values);
  const tender = (await findTender(db, row.tenderId))!;
  const [history, chain, creatorName, tenderUid, publishedUid] = await Promise.all([
    historyOf(db, id, 'epublish_corrigendum'),
    unitChain(db, row.orgUnitId),
    userName(db, row.createdBy),
    publishedUidOf(db, tender.publishedTenderId),
    publishedCorrigendumUid(db, row.publishedCorrigendumId),
  ]);
  // Once published, the changes are what it changed (kept with the public corrigendum's audit);
  // before, what it would change now.
  const published = history.find((h) => h.action === 'epublish.corrigendum.publish');
  const changes =
    (published?.detail.published as { changes?: EpublishCorrigendum['changes'] } | undefined)?.changes ??
    corrigendumChanges(storedValues(tender.values), values);
  return {
    id: row.id,
    state: row.state,
    version: row.version,
    values,
    tender: {
      id: tender.id,
      referenceNo: tender.referenceNo,
      title: tender.title,
      publishedUid: tenderUid,
      state: tender.state,
    },
    organisation: chain.names.join(' › '),
    createdBy: { id: row.createdBy, name: creatorName },
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    remarks: row.remarks,
    publishedUid,
    allowedActions: allowedActions(
      epublishCorrigendumWorkflow,
      { state: row.state, creator: row.createdBy },
      { userId: scope.userId, roles: scope.roles },
    ) as EpublishAction[],
    editable: row.createdBy === scope.userId && (row.state === 'draft' || row.state === 'returned'),
    history: history.map(toHistoryEntry(row.state)),
    changes,
  };
}

export async function corrigendumList(db: Db, scope: ActorScope, query: EpublishCorrigendumListQuery) {
  const { rows, total } = await listCorrigenda(db, query, { userId: scope.userId, unitIds: scope.unitIds });
  return {
    items: rows.map((r) => ({
      ...r,
      type: r.type as EpublishCorrigendum['values']['type'],
      updatedAt: iso(r.updatedAt)!,
    })),
    total,
    pageSize: listPageSize,
  };
}

/** The public tender as it will read after the corrigendum, and the corrigendum as it will be listed. */
export async function corrigendumPreview(db: Db, scope: ActorScope, id: number, now = new Date()) {
  const row = await visibleCorrigendum(db, scope, id);
  const values = corrigendumValues(row.values);
  const tender = (await findTender(db, row.tenderId))!;
  const before = storedValues(tender.values);
  const after = applyCorrigendum(before, values);
  const uid = (await publishedUidOf(db, tender.publishedTenderId)) ?? '';
  const publicRow = await publicTenderRow(db, tender, after, uid.replace(/^epublish-/, ''));
  const readRow = asReadRow(publicRow, now);
  if (values.type === 'cancel') readRow.status = 'cancelled';
  const changes = corrigendumChanges(before, values);
  const corrigendum = {
    uid: `${uid}-c`,
    number: 0,
    type: values.type ?? 'amendment',
    publishedAt: now.toISOString(),
    details: values.details ?? '',
    newClosingAt: 'bidSubmissionEnd' in values.changes ? after.bidSubmissionEnd : null,
    changes,
  };
  return {
    tender: composeTenderDetail(readRow, { awards: [], bids: [], corrigenda: [corrigendum] }),
    corrigendum,
  };
}
