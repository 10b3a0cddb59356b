import type {
  EpublishCorrigendum,
  EpublishCorrigendumListQuery,
  EpublishCorrigendumValues,
} from '../../../common/api/epublish-corrigenda.ts';
import { epublishCorrigendumValuesSchema } from '../../../common/api/epublish-corrigenda.ts';
import { applyCorrigendum, corrigendumChanges } from '../../../common/epublish/corrigendum-rules.ts';
import type { Db } from '../../db/client.ts';
import { composeTenderDetail } from '../tenders/index.ts';
import { childBase } from './child-views.ts';
import { listCorrigenda, publishedCorrigendumUid } from './corrigendum-queries.ts';
import { asReadRow, publicTenderRow } from './public-row.ts';
import { findTender, listPageSize, publishedUidOf } from './queries.ts';
import { visibleCorrigendum } from './save-corrigendum.ts';
import type { ActorScope } from './scope.ts';
import { iso, storedValues } from './views.ts';
import { epublishCorrigendumWorkflow } from './workflow.ts';

const corrigendumValues = (v: unknown): EpublishCorrigendumValues => epublishCorrigendumValuesSchema.parse(v);

export async function corrigendumView(db: Db, scope: ActorScope, id: number): Promise<EpublishCorrigendum> {
  const row = await visibleCorrigendum(db, scope, id);
  const values = corrigendumValues(row.values);
  const { tender, history, base } = await childBase(
    db,
    { entity: 'epublish_corrigendum', workflow: epublishCorrigendumWorkflow, scope },
    row,
  );
  // Once published, the changes are what it changed (kept in its publish audit row); before,
  // what it would change now.
  const published = history.find((h) => h.action === 'epublish.corrigendum.publish');
  const changes =
    (published?.detail.published as { changes?: EpublishCorrigendum['changes'] } | undefined)?.changes ??
    corrigendumChanges(storedValues(tender.values), values);
  return {
    ...base,
    values,
    publishedUid: await publishedCorrigendumUid(db, row.publishedCorrigendumId),
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
