import { eq, sql } from 'drizzle-orm';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnits } from '../../db/schema/index.ts';
import { transition } from '../../platform/workflow.ts';
import { orgChangeWorkflow } from './change-workflow.ts';
import { type Actor, changeAtLevel } from './rules.ts';

/**
 * Rejects or removes a proposal (spec §4): the change is closed with the decider's remarks, a
 * proposed new unit takes the same state (freeing its short code), and one audit row says so.
 */
export async function closeChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  action: 'reject' | 'remove';
  remarks: string | null;
  version: number;
  actor: Actor;
}) {
  const { db, level, changeId, action, remarks, version, actor } = options;
  const { change, unit } = await changeAtLevel(db, level, changeId);
  const state = action === 'reject' ? 'rejected' : 'removed';
  await transition(db, orgChangeWorkflow, {
    id: changeId,
    action,
    version,
    actor,
    remarks,
    set: { decidedBy: actor.userId, decidedAt: sql`now()`, decisionRemarks: remarks },
    async effects(tx) {
      if (change.kind === 'create')
        await tx
          .update(orgUnits)
          .set({ approvalState: state, version: sql`${orgUnits.version} + 1`, updatedAt: sql`now()` })
          .where(eq(orgUnits.id, unit.id));
    },
    audit: () => ({
      action: `org_unit.change.${state}`,
      entity: 'org_unit',
      entityId: unit.id,
      detail: { changeId, kind: change.kind, level, proposedBy: change.proposedBy, remarks },
    }),
  });
  return { unitId: unit.id, changeId };
}
