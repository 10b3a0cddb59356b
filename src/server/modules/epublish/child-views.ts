import type { EpublishAction, EpublishState } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { allowedActions, type ItemType } from '../../platform/workflow.ts';
import { findTender, historyOf, publishedUidOf, unitChain, userName } from './queries.ts';
import type { ActorScope } from './scope.ts';
import { iso, toHistoryEntry } from './views.ts';

/**
 * What every item hanging off a tender shows (corrigendum, award; issue #11 items 3, 4): its
 * state and version, the tender it is for, who made it, its history with remarks, and the steps
 * this user may take now, from the same workflow declaration the server enforces.
 */
export async function childBase(
  db: Db,
  options: { entity: string; workflow: ItemType<EpublishState>; scope: ActorScope },
  row: {
    id: number;
    tenderId: number;
    orgUnitId: number;
    state: EpublishState;
    version: number;
    createdBy: number;
    createdAt: Date;
    updatedAt: Date;
    remarks: string | null;
  },
) {
  const { scope } = options;
  const tender = (await findTender(db, row.tenderId))!;
  const [history, chain, creatorName, tenderUid] = await Promise.all([
    historyOf(db, row.id, options.entity),
    unitChain(db, row.orgUnitId),
    userName(db, row.createdBy),
    publishedUidOf(db, tender.publishedTenderId),
  ]);
  return {
    tender,
    history,
    base: {
      id: row.id,
      state: row.state,
      version: row.version,
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
      allowedActions: allowedActions<EpublishState, EpublishAction>(
        options.workflow,
        { state: row.state, creator: row.createdBy },
        { userId: scope.userId, roles: scope.roles },
      ),
      editable: row.createdBy === scope.userId && (row.state === 'draft' || row.state === 'returned'),
      history: history.map(toHistoryEntry(row.state)),
    },
  };
}
