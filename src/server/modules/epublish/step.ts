import { sql } from 'drizzle-orm';
import type { EpublishAction, EpublishState } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { type ItemType, transition } from '../../platform/workflow.ts';
import type { Actor } from './scope.ts';

/**
 * One workflow step of an ePublish item (tender, corrigendum, award; spec §4) through the
 * workflow module: the decision's remarks, who decided and when on the row, the audit row
 * `epublish.<kind>.<action>` with the remarks and what publishing did, and the item's effects
 * in the same transaction.
 */
export function epublishStep<R>(
  db: Db,
  workflow: ItemType<EpublishState>,
  options: {
    entity: 'epublish_tender' | 'epublish_corrigendum' | 'epublish_award';
    id: number;
    action: EpublishAction;
    version: number;
    actor: Actor;
    remarks?: string;
    detail?: Record<string, unknown>;
    effects?: (tx: Db) => Promise<R>;
  },
) {
  const { id, action, version, actor, remarks } = options;
  const decision = action === 'return' || action === 'approve' || action === 'publish';
  return transition(db, workflow, {
    id,
    action,
    version,
    actor,
    remarks: remarks ?? null,
    set: {
      remarks: remarks ?? null,
      ...(decision ? { decidedBy: actor.userId, decidedAt: sql`now()` } : {}),
    },
    effects: options.effects,
    audit: (item, result) => ({
      action: `${options.entity.replace('_', '.')}.${action}`,
      entity: options.entity,
      entityId: item.id,
      detail: { remarks: remarks ?? null, ...options.detail, ...(result ? { published: result } : {}) },
    }),
  });
}
