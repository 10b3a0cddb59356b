import { sql } from 'drizzle-orm';
import type { EpublishAction, EpublishState } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { type ItemType, transition } from '../../platform/workflow.ts';
import { type NoticeContext, prepareNotice } from './notices.ts';
import type { Actor } from './scope.ts';

/** The public page a publication made (the tender's uid, whichever item was published). */
const publicUidOf = (result: unknown): string | null => {
  const r = result as { uid?: string; tenderUid?: string } | undefined;
  return r?.uid ?? r?.tenderUid ?? null;
};

/**
 * One workflow step of an ePublish item (tender, corrigendum, award; spec §4) through the
 * workflow module: the decision's remarks, who decided and when on the row, the audit row
 * `epublish.<kind>.<action>` with the remarks and what publishing did, and the item's effects
 * in the same transaction, and the mail to the step's other party (issue #24 item 7) with it.
 */
export async function epublishStep<R>(
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
    /** Who to tell and about what (issue #24 item 7); the routes give it, the demo loader does not. */
    notice?: NoticeContext;
  },
) {
  const { id, action, version, actor, remarks } = options;
  const decision = action === 'return' || action === 'approve' || action === 'publish';
  const notice = options.notice
    ? await prepareNotice(db, options.notice, { action, actorId: actor.userId, remarks })
    : undefined;
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
    outbox: notice ? (_item, result) => notice(publicUidOf(result)) : undefined,
    audit: (item, result) => ({
      action: `${options.entity.replace('_', '.')}.${action}`,
      entity: options.entity,
      entityId: item.id,
      detail: { remarks: remarks ?? null, ...options.detail, ...(result ? { published: result } : {}) },
    }),
  });
}
